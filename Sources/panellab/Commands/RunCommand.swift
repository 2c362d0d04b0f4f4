import Foundation
import PanelCore
import PanelHost

/// `panellab [run]`: the interactive window.
enum RunCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, options: ["--scene", "--record", "--trace", "--size", "--scale"], flags: ["--reduce-motion"])
    try a.expectPositional(0, "")
    var config = SceneLoading.resized(try SceneLoading.load(a["--scene"]), try a.size("--size"))
    if a.has("--reduce-motion"), let json = config.json.setting("reduceMotion", to: .bool(true)) {
      config = try SceneConfig(json: json)
    }
    let scale = try a.number("--scale", in: 0.5...4) ?? config.scale
    try SceneLoading.checkPixels(config.window, scale: scale ?? 1)
    let inputs = a["--scene"].map { [$0] } ?? []
    if let record = a["--record"] { _ = try SceneLoading.output(record, option: "--record", inputs: inputs) }
    if let trace = a["--trace"], trace != "-" { _ = try SceneLoading.output(trace, option: "--trace", inputs: inputs) }
    try requireDisplay()
    let window: Window
    do {
      window = try Window(title: "PanelLab", size: config.window, scale: scale)
    } catch {
      throw RunFailure(message: error.message)
    }
    let session: LiveSession
    do {
      session = try LiveSession(
        window: window, config: config, assetDirectory: SceneLoading.assetDirectory, recordPath: a["--record"],
        tracePath: a["--trace"], inputs: inputs)
    } catch {
      throw RunFailure(message: error.message)
    }
    session.run()
    return 0
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
