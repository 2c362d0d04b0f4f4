import Foundation
import PanelCore
import PanelHost

/// `panellab [run]`: the interactive window.
enum RunCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, options: ["--scene", "--record", "--trace", "--size", "--scale", "--state-file"], flags: ["--reduce-motion", "--watch"])
    try a.expectPositional(0, "")
    let (loaded, images) = try SceneLoading.loadWithImages(a["--scene"])
    var config = SceneLoading.resized(loaded, try a.size("--size"))
    if a.has("--reduce-motion"), let json = config.json.setting("reduceMotion", to: .bool(true)) {
      config = try SceneConfig(json: json)
    }
    let scale = try a.number("--scale", in: 0.5...4) ?? config.scale
    try SceneLoading.checkPixels(config.window, scale: scale ?? 1)
    let inputs = inputs(a)
    if let record = a["--record"] { _ = try SceneLoading.output(record, option: "--record", inputs: inputs) }
    if let trace = a["--trace"], trace != "-" { _ = try SceneLoading.output(trace, option: "--trace", inputs: inputs) }
    if let given = a["--state-file"] { _ = try SceneLoading.output(given, option: "--state-file", inputs: inputs) }
    if a.has("--watch") && a["--scene"] == nil {
      throw UsageError(message: "--watch needs --scene FILE: the built-in demo has no file to watch")
    }
    try requireDisplay()
    // The layout the user left this scene in (keyed by its file, or `demo`) wins over the file's.
    let origin = a["--scene"].map(SceneOrigin.file) ?? .demo(assetDirectory: SceneLoading.assetDirectory)
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
        tracePath: a["--trace"], inputs: inputs, watch: a.has("--watch"), images: images)
    } catch {
      throw RunFailure(message: error.message)
    }
    session.run()
    return 0
  }

  /// The files the command reads, which no output may replace.
  static func inputs(_ a: Arguments) -> [String] { a["--scene"].map { [$0] } ?? [] }

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
