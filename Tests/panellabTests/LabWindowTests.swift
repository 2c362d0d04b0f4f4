import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The lab in the real window: a tuning session with slow motion, a pause, single steps and a
/// watched file, the code export and the save, and the replay of it all.
extension WindowTests {
  /// Where the lab scene puts control `path`'s track at `fraction`, in window points.
  static func labTrack(_ path: String, at fraction: Double, scene: String) throws -> (x: Int, y: Int) {
    let s = Scene(config: try SceneConfig.parse(try String(contentsOfFile: scene, encoding: .utf8)), size: Size(width: 1280, height: 800))
    let pane = try #require(s.frame(of: .pane(.inspector)))
    let inspector = try #require(s.component(InspectorPane.self))
    let i = try #require(inspector.controls.firstIndex { $0.path == path })
    let track = try #require(inspector.trackFrame(of: i))
    return (Int((pane.x + track.x + track.width * fraction).rounded()), Int((pane.y + track.midY).rounded()))
  }

  /// Drags control `path`'s slider in `w` from `from` to `to` of its track, `step` points a move.
  static func dragLabSlider(_ path: String, in w: RunningWindow, from: Double, to: Double, step: Int, scene: String) throws {
    let start = try labTrack(path, at: from, scene: scene)
    let end = try labTrack(path, at: to, scene: scene)
    try w.xdotool("mousemove", "--window", w.windowID, "\(start.x)", "\(start.y)")
    try w.xdotool("mousedown", "1")
    for x in stride(from: start.x, through: end.x, by: step) { try w.xdotool("mousemove", "--window", w.windowID, "\(x)", "\(start.y)") }
    try w.xdotool("mouseup", "1")
  }

  @Test func aTuningSessionInTheWindowReplaysToTheSameTraceAndExportsCodeThatParses() throws {
    let dir = try CLI.temporaryDirectory()
    let scene = dir + "/lab.json"
    try FileManager.default.copyItem(atPath: CLI.root + "/assets/scenes/lab.json", toPath: scene)
    // A file the program did not write, where the export would go: it must be left alone.
    try "// mine\n".write(toFile: dir + "/lab-tuned.swift", atomically: true, encoding: .utf8)
    let recording = dir + "/tune.plrec"
    let trace = dir + "/tune.trace"
    let w = try RunningWindow(
      ["--scene", scene, "--watch", "--size", "1280x800", "--scale", "1", "--record", recording, "--trace", trace], cwd: dir)
    // The scene file changes on disk first (the file is the truth: a reload drops edits made since):
    // its panel gets rounder corners, and keeps its state.
    let text = try String(contentsOfFile: scene, encoding: .utf8)
    try text.replacingOccurrences(of: "\"cornerRadius\": 16", with: "\"cornerRadius\": 32").write(toFile: scene, atomically: true, encoding: .utf8)
    Thread.sleep(forTimeInterval: 0.8)
    let response = "main.panels[0].behavior.springResponseTime"
    try Self.dragLabSlider(response, in: w, from: 0.2, to: 0.6, step: 20, scene: scene)
    // Slow motion, then the panel dragged up by its grabber with `]` pressed while it is held.
    try w.xdotool("key", "--window", w.windowID, "shift+s")
    let grabber = (x: 581, y: 274)
    try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(grabber.y)")
    try w.xdotool("mousedown", "1")
    for y in stride(from: grabber.y, through: 120, by: -30) { try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(y)") }
    try w.xdotool("key", "--window", w.windowID, "bracketright")
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 0.2)
    try w.xdotool("key", "--window", w.windowID, "k")
    try w.xdotool("key", "--window", w.windowID, "period")
    try w.xdotool("key", "--window", w.windowID, "period")
    try w.xdotool("key", "--window", w.windowID, "k")
    try w.xdotool("key", "--window", w.windowID, "ctrl+e")
    Thread.sleep(forTimeInterval: 0.3)
    try w.screenshot(dir + "/lab.png")
    try w.xdotool("key", "--window", w.windowID, "ctrl+s")
    try w.xdotool("key", "--window", w.windowID, "ctrl+s")
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try w.quit() == 0)

    let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.contains("\"path\": \"\(response)\"") }, "the slider's edits are recorded as set")
    #expect(lines.contains { $0.contains("\"path\": \"timeScale\", \"value\": 0.5") })
    #expect(lines.contains { $0.contains("\"path\": \"timeScale\", \"value\": 0,") || $0.hasSuffix("\"value\": 0}") })
    #expect(lines.filter { $0.contains("\"type\": \"step\"") }.count == 2)
    #expect(lines.contains { $0.contains("\"type\": \"apply_scene\"") && $0.contains("\"cornerRadius\": 32") })

    // The replay of that recording gives the live session's trace.
    let live = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let replayed = try CLI.replayTrace(recording)
    #expect(live.count > 60)
    let differs = live.indices.first { $0 >= replayed.count || live[$0] != replayed[$0] }
    #expect(differs == nil, "the live session and its replay part at trace line \(differs ?? -1)")

    // The export went beside the scene under a name nothing else held, and its Swift parses.
    #expect(try String(contentsOfFile: dir + "/lab-tuned.swift", encoding: .utf8) == "// mine\n")
    let swift = dir + "/lab-tuned-2.swift"
    let code = try String(contentsOfFile: swift, encoding: .utf8)
    #expect(code.contains("final class MapsBehavior: FloatingPanelBehavior"))
    // The last response the session set is the one exported.
    let lastSet = try #require(lines.last { $0.contains("\"path\": \"\(response)\"") })
    let tuned = try #require(try JSONParser.parse(String(lastSet))["value"]?.number)
    #expect(tuned > 0.6 && tuned < 1.1, "dragged to about 0.94, then one step up")
    #expect(code.contains("springResponseTime: CGFloat = \(JSONWriter.number(tuned))"))
    let parse = try CLI.tool("swiftc", ["-parse", swift])
    #expect(parse.status == 0, "\(parse.output)")
    // The saved scene and the exported JSON load back to the tuned scene.
    let saved = try SceneConfig.parse(try String(contentsOfFile: scene, encoding: .utf8))
    let exported = try SceneConfig.parse(try String(contentsOfFile: dir + "/lab-tuned-2.json", encoding: .utf8))
    #expect(saved.main.panels[0].behavior.springResponseTime == tuned)
    #expect(saved.main.panels[0].surface.cornerRadius == 32)
    #expect(saved.timeScale == 1, "slow motion is not saved")
    #expect(saved.main == exported.main)
    // The window's own additions stay out of the saved file: its window size and sidebar are the file's.
    let original = try SceneConfig.parse(try String(contentsOfFile: CLI.root + "/assets/scenes/lab.json", encoding: .utf8))
    #expect(saved.json["window"] == original.json["window"] && saved.json["sidebar"] == original.json["sidebar"])
  }

  /// The scenario that once left a card stretched (5 runs in 6): a device preset chosen and no
  /// more input. Ten fresh windows, each screenshot equal to the headless frame of its recording.
  @Test func aDevicePresetSettlesOnScreenWithoutMoreInput() throws {
    let scene = Scene(config: DemoScene.config, size: Size(width: 1280, height: 800))
    let row = try Self.sidebarRow("iPhone SE", scene: scene)
    for run in 0..<10 {
      let dir = try CLI.temporaryDirectory()
      let recording = dir + "/device.plrec"
      let w = try RunningWindow(["--size", "1280x800", "--scale", "1", "--record", recording], cwd: dir, stateHome: dir)
      try w.xdotool("mousemove", "--window", w.windowID, "\(row.x)", "\(row.y)")
      try w.xdotool("click", "1")
      // Park the pointer where nothing reacts, and give the window no more input.
      try w.xdotool("mousemove", "--window", w.windowID, "1270", "790")
      let checkpoint = try Self.checkpoint("run\(run)", w, dir: dir)
      #expect(try w.quit() == 0)
      try Self.expectScreensMatchReplay([checkpoint], recording: recording, dir: dir)
    }
  }

}
