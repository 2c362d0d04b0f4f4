import Foundation
import PanelCore
import PanelHost

/// `panellab [run]`: the interactive window.
enum RunCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, options: ["--scene", "--record", "--trace", "--frame-times", "--size", "--scale", "--state-file"], flags: ["--reduce-motion", "--watch", "--no-damage"])
    try a.expectPositional(0, "")
    let (loaded, images) = try SceneLoading.loadWithImages(a["--scene"])
    var config = SceneLoading.resized(loaded, try a.size("--size"))
    if a.has("--reduce-motion"), let json = config.json.setting("reduceMotion", to: .bool(true)) {
      config = try SceneConfig(json: json)
    }
    let scale = try a.number("--scale", in: 0.5...4) ?? config.scale
    try SceneLoading.checkPixels(config.window, scale: scale ?? 1)
    let origin = a["--scene"].map(SceneOrigin.file) ?? .demo(assetDirectory: SceneLoading.assetDirectory)
    let inputs = inputs(a, config: config, images: images, origin: origin)
    // Every output is checked before the display: not an input, not another output, and a state
    // file that opening cannot block on.
    var targets: [String: String] = [:]
    for option in ["--record", "--trace", "--frame-times", "--state-file"] {
      guard let given = a[option], given != "-" || (option != "--trace" && option != "--frame-times") else { continue }
      let output = try SceneLoading.output(given, option: option, inputs: inputs)
      if option == "--state-file", let problem = LayoutStateFile.problem(with: given) {
        throw InputError(file: given, line: 0, message: "\(problem) (--state-file)")
      }
      if let other = targets[output.target] {
        throw UsageError(message: "\(other) and \(option) both write \(output.target)")
      }
      targets[output.target] = option
    }
    if a.has("--watch") && a["--scene"] == nil {
      throw UsageError(message: "--watch needs --scene FILE: the built-in demo has no file to watch")
    }
    try requireDisplay()
    TemporaryFiles.removeOnSignals(window: true)
    // The layout the user left this scene in (keyed by its file, or `demo`) wins over the file's.
    let stateFile = (a["--state-file"] ?? LayoutStateFile.defaultPath()).map(LayoutStateFile.init(path:))
    if let stateFile { config = stateFile.restoring(config, for: origin.key) }
    let window: Window
    do {
      window = try Window(title: "PanelLab", size: config.window, scale: scale)
    } catch {
      throw RunFailure(message: error.message)
    }
    let session: LiveSession
    do {
      session = try LiveSession(
        window: window, config: config, origin: origin, stateFile: stateFile, assetDirectory: SceneLoading.assetDirectory,
        recordPath: a["--record"],
        tracePath: a["--trace"], frameTimesPath: a["--frame-times"], inputs: inputs, watch: a.has("--watch"), images: images,
        tracksDamage: !a.has("--no-damage"))
    } catch {
      throw RunFailure(message: error.message)
    }
    session.run()
    stateFile?.waitForSaves()
    return 0
  }

  /// The files the command reads, which no output may replace: the scene, its pictures, and the
  /// scenes its sidebar lists with theirs (the window reads them when one is chosen).
  static func inputs(_ a: Arguments, config: SceneConfig, images: SceneImages, origin: SceneOrigin) -> [String] {
    var files = (a["--scene"].map { [$0] } ?? []) + images.filePaths
    for entry in config.sidebar?.scenes ?? [] {
      guard let path = origin.path(of: entry) else { continue }
      files.append(path)
      if let scene = try? SceneFile.load(path), let pictures = try? SceneImages.load(scene, sceneFile: path) {
        files += pictures.filePaths
      }
    }
    return files
  }

  /// Fails with one clear line when there is no display to open a window on.
  static func requireDisplay() throws(RunFailure) {
    let env = ProcessInfo.processInfo.environment
    if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty
      && (env["SDL_VIDEODRIVER"] ?? "").isEmpty
    {
      throw RunFailure(
        message: "no display: DISPLAY and WAYLAND_DISPLAY are unset (use 'panellab snapshot' or 'panellab replay --headless')")
    }
  }
}
