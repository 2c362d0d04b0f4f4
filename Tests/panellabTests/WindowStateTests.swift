import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// What the window shows is the state: after each change of the models (a device preset, a pane
/// hidden and restored, a watched file, slow motion set, a scene chosen in the sidebar) and no
/// further input, a screenshot equals, pixel for pixel, the headless frame of the recording at the
/// moment the live trace had reached.
extension WindowTests {
  /// A screenshot, and the moment it shows: the recording's `marker` key pressed right after it.
  struct Checkpoint {
    var name: String
    var png: String
    /// Areas left out of the comparison (x, y, width, height): the window's own overlays.
    var masks: [(Int, Int, Int, Int)]
  }

  /// A key no model answers, pressed after each screenshot so the recording says when it was taken.
  static let marker = "F12"

  /// The recording's red dot, drawn by the window only.
  static let recordingDot = (1240, 4, 40, 36)

  /// Waits for the window to settle, screenshots it and marks the moment in the recording.
  static func checkpoint(_ name: String, _ w: RunningWindow, dir: String, masks: [(Int, Int, Int, Int)] = []) throws -> Checkpoint {
    Thread.sleep(forTimeInterval: 0.9)
    let png = dir + "/\(name)-live.png"
    try w.screenshot(png)
    try w.xdotool("key", "--window", w.windowID, marker)
    return Checkpoint(name: name, png: png, masks: masks + [recordingDot])
  }

  /// Renders the frame before each checkpoint's marker headless from `recording` and compares it
  /// with the screenshot.
  static func expectScreensMatchReplay(_ checkpoints: [Checkpoint], recording: String, dir: String) throws {
    let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
    let times = try lines.filter { $0.contains("\"key_down\", \"key\": \"\(marker)\"") }.map { line in
      try #require(try JSONParser.parse(String(line))["t_us"]?.number)
    }
    #expect(times.count == checkpoints.count, "one marker per checkpoint")
    for (c, time) in zip(checkpoints, times) {
      let frames = dir + "/\(c.name)-replay"
      // The 60 Hz frame just before the marker: the state the screenshot showed.
      let r = try CLI.run([
        "replay", recording, "--frames", frames, "--no-touches", "--scale", "1",
        "--from", String(format: "%.6f", (time - 17_000) / 1e6), "--to", String(format: "%.6f", time / 1e6),
      ])
      #expect(r.status == 0, "\(c.name): \(r.stderr)")
      let headless = try #require(try FileManager.default.contentsOfDirectory(atPath: frames).sorted().last.map { frames + "/" + $0 })
      var pair: [String] = []
      for (label, file) in [("live", c.png), ("headless", headless)] {
        let masked = dir + "/\(c.name)-\(label)-masked.png"
        let rectangles = c.masks.flatMap { ["-draw", "rectangle \($0.0),\($0.1) \($0.0 + $0.2),\($0.1 + $0.3)"] }
        let status = try CLI.tool("convert", [file, "-alpha", "off", "-fill", "black"] + rectangles + [masked]).status
        #expect(status == 0, "\(c.name): convert \(file)")
        pair.append(masked)
      }
      // compare prints the count of differing pixels on stderr.
      let diff = try CLI.tool("sh", ["-c", "compare -metric AE \"$0\" \"$1\" null: 2>&1", pair[0], pair[1]])
      let differing = Int(diff.output.split(separator: " ").first ?? "") ?? Int.max
      #expect(differing == 0, "\(c.name): \(differing) pixels of the window differ from the headless frame before \(Int(time)) µs (\(c.png))")
    }
  }

  /// The demo's sidebar row titled `title`, in window points, as the model lays it out.
  static func sidebarRow(_ title: String, scene: Scene) throws -> (x: Int, y: Int) {
    let pane = try #require(scene.frame(of: .pane(.sidebar)))
    let sidebar = try #require(scene.component(SidebarPane.self))
    let row = try #require(sidebar.rows.first { $0.title.hasPrefix(title) })
    return (Int(pane.x + row.frame.midX), Int(pane.y + row.frame.midY))
  }

  @Test func everyChangeOfStateIsOnScreenWithoutMoreInput() throws {
    let dir = try CLI.temporaryDirectory()
    let scenes = dir + "/scenes"
    try FileManager.default.copyItem(atPath: CLI.root + "/assets/scenes", toPath: scenes)
    let sceneFile = scenes + "/demo.json"
    let recording = dir + "/state.plrec"
        let w = try RunningWindow(
      ["--scene", sceneFile, "--watch", "--size", "1280x800", "--scale", "1", "--record", recording, "--state-file", dir + "/layout.json"],
      cwd: dir)
    let scene = Scene(config: try SceneConfig.parse(try String(contentsOfFile: sceneFile, encoding: .utf8)), size: Size(width: 1280, height: 800))
    func click(_ p: (x: Int, y: Int), repeat count: Int = 1) throws {
      try w.xdotool("mousemove", "--window", w.windowID, "\(p.x)", "\(p.y)")
      // And nothing more: no move, no key, until the screenshot.
      try w.xdotool("click", "--repeat", "\(count)", "--delay", "60", "1")
    }
    var checkpoints: [Checkpoint] = []
    checkpoints.append(try Self.checkpoint("start", w, dir: dir))
    try click(try Self.sidebarRow("iPhone SE", scene: scene))
    checkpoints.append(try Self.checkpoint("device", w, dir: dir))
    try click(try Self.sidebarRow("Fill the pane", scene: scene))
    checkpoints.append(try Self.checkpoint("filled", w, dir: dir))
    // A double click on the sidebar's divider closes the sidebar; Ctrl+Alt+1 shows it again.
    let divider = try #require(scene.frame(of: .pane(.sidebar)))
    try click((Int(divider.maxX) + 1, 300), repeat: 2)
    checkpoints.append(try Self.checkpoint("hidden", w, dir: dir))
    try w.xdotool("key", "--window", w.windowID, "ctrl+alt+1")
    checkpoints.append(try Self.checkpoint("restored", w, dir: dir))
    // The watched file changes on disk: the panel's corners grow. The banner saying so (for 4 s)
    // is the window's own and is left out.
    let banner = [(0, 690, 1280, 110)]
    let text = try String(contentsOfFile: sceneFile, encoding: .utf8)
    try text.replacingOccurrences(of: "\"cornerRadius\": 16", with: "\"cornerRadius\": 40").write(toFile: sceneFile, atomically: true, encoding: .utf8)
    checkpoints.append(try Self.checkpoint("watched", w, dir: dir, masks: banner))
    // Shift+S sets slow motion (a `set` of timeScale, its badge on screen).
    try w.xdotool("key", "--window", w.windowID, "shift+s")
    checkpoints.append(try Self.checkpoint("set", w, dir: dir, masks: banner))
    try click(try Self.sidebarRow("Lab", scene: scene))
    checkpoints.append(try Self.checkpoint("scene", w, dir: dir, masks: banner))
    #expect(try w.quit() == 0)
    let recorded = try String(contentsOfFile: recording, encoding: .utf8)
    for kind in ["\"set\"", "\"apply_scene\"", "\"load_scene\""] { #expect(recorded.contains(kind), "the recording holds a \(kind)") }
    // Each change really changed the screen.
    for (a, b) in zip(checkpoints, checkpoints.dropFirst()) {
      let diff = try CLI.tool("sh", ["-c", "compare -metric AE \"$0\" \"$1\" null: 2>&1", a.png, b.png])
      #expect((Int(diff.output.split(separator: " ").first ?? "") ?? 0) > 100, "\(b.name) looks like \(a.name)")
    }
    try Self.expectScreensMatchReplay(checkpoints, recording: recording, dir: dir)
  }
}
