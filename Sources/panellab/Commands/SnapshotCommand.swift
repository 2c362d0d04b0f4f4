import PanelCore
import PanelHost
import PanelRender

/// `panellab snapshot`: one frame of a scene as a PNG, with no window.
enum SnapshotCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, options: ["--scene", "--out", "--size", "--scale"], flags: [])
    try a.expectPositional(0, "")
    guard let out = a["--out"] else { throw UsageError(message: "snapshot needs --out FILE.png") }
    let (loaded, images) = try SceneLoading.loadWithImages(a["--scene"])
    // The scene's pictures are inputs too: `--out` naming one (or a link to one) is refused.
    let inputs = (a["--scene"].map { [$0] } ?? []) + images.filePaths
    _ = try SceneLoading.output(out, option: "--out", inputs: inputs, extension: "png")
    let config = SceneLoading.resized(loaded, try a.size("--size"))
    let scale = try a.number("--scale", in: 0.5...4) ?? config.scale ?? 1
    try SceneLoading.checkPixels(config.window, scale: scale)
    let scene = Scene(config: config, scale: scale)
    let rasterizer = Rasterizer(assetDirectory: SceneLoading.assetDirectory, images: images.paths)
    guard let bitmap = rasterizer.render(scene.render(), scale: scale) else {
      throw RunFailure(message: "cannot allocate a \(config.window.width)x\(config.window.height) frame at scale \(scale)")
    }
    do {
      let file = try OutputFile(out, inputs: inputs)
      do { try bitmap.writePNG(to: file.stream, name: out) } catch {
        file.abandon()
        throw RunFailure(message: error.message)
      }
      try file.finish()
    } catch let error as HostError {
      throw RunFailure(message: error.message)
    }
    return 0
  }
}
