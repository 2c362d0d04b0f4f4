import Foundation
import PanelLabTestSupport
import Testing

/// The demo's nested split views in the real window: the layout survives a restart (and a kill
/// during a save), and the sidebar switches scenes through a recorded `load_scene`. (Part of the
/// window suite, so they never run beside its other tests on the same display.)
extension WindowTests {
  /// The demo at 1280x800: the log's divider at y 622…626 (a handle in its middle at x 756).
  static let logDivider = (x: "500", y: "624")

  @Test func aClosedPaneStaysClosedAfterARestartAndTheRecordingSaysSo() throws {
    let dir = try CLI.temporaryDirectory()
    let w = try RunningWindow([], stateHome: dir)
    try w.xdotool("mousemove", "--window", w.windowID, Self.logDivider.x, Self.logDivider.y)
    try w.xdotool("click", "--repeat", "2", "--delay", "80", "1")
    Thread.sleep(forTimeInterval: 0.5)
    #expect(try w.quit() == 0)
    let saved = try String(contentsOfFile: dir + "/panellab/layout.json", encoding: .utf8)
    #expect(saved.contains("\"format\": \"panellab-layout-state\""))
    #expect(saved.contains("\"demo\""))

    // The next launch starts with the log closed; its recording's header carries that layout.
    let recording = dir + "/again.plrec"
    let again = try RunningWindow(["--record", recording], stateHome: dir)
    try again.screenshot(dir + "/again.png")
    #expect(try again.quit() == 0)
    let header = try #require(try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").first)
    #expect(header.contains("\"visible\": \"primary\""), "\(header.prefix(400))")
    // Where the log was, the feed goes on (no white log pane at y 700).
    let pixel = try CLI.tool("convert", [dir + "/again.png", "-format", "%[pixel:p{1100,700}]", "info:"]).output
    #expect(!pixel.contains("255,255,255"), "expected the feed at (1100, 700), got \(pixel)")

    // A replay never reads the saved layout: the recording alone decides.
    #expect(try CLI.replayTrace(recording).first?.contains("\"id\": \"log\", \"position\": 0.78, \"visible\": \"primary\"") == true)
  }

  @Test func aCorruptStateFileIsOneWarningAndIsLeftAlone() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/panellab", withIntermediateDirectories: true)
    let file = dir + "/panellab/layout.json"
    try "{\"format\": \"panellab-layout-state\", \"version\": 1, \"scenes\": {\"demo\": [1, 2".write(toFile: file, atomically: true, encoding: .utf8)
    let w = try RunningWindow([], stateHome: dir)
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try w.quit() == 0)
    let stderr = String(decoding: w.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(stderr.components(separatedBy: "saved layout ignored").count == 2, "\(stderr)")
    #expect(stderr.contains("layout.json:1:"))
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasSuffix("[1, 2"), "not rewritten until the layout changes")
  }

  @Test func killedDuringSavesTheFileIsAlwaysTheOldOrTheNewOneWhole() throws {
    let dir = try CLI.temporaryDirectory()
    let file = dir + "/layout.json"
    var seen: Set<String> = []
    for round in 0..<6 {
      let w = try RunningWindow(["--state-file", file], stateHome: dir)
      // Focus the sidebar's divider where the last round left it, then move it with the arrows:
      // every press is a save.
      let x = Int((Self.savedSidebarPosition(file) ?? 0.18) * 1280)
      try w.xdotool("mousemove", "--window", w.windowID, "\(x)", "400")
      try w.xdotool("click", "1")
      for _ in 0..<20 { try w.xdotool("key", "--window", w.windowID, round % 2 == 0 ? "Right" : "Left") }
      // Killed at once, or after some of the saves, or (the last rounds) after all of them.
      Thread.sleep(forTimeInterval: [0, 0.005, 0.02, 0.05, 0.3, 0.6][round])
      kill(w.process.processIdentifier, SIGKILL)
      w.process.waitUntilExit()
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let value = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      #expect(value?["format"] as? String == "panellab-layout-state", "round \(round): \(text)")
      seen.insert(text)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".layout") }
      #expect(leftovers.count <= 1, "at most the one save the kill interrupted: \(leftovers)")
    }
    #expect(seen.count > 1, "the divider moved between rounds")
  }

  /// The demo's sidebar divider position in the state file at `path`.
  static func savedSidebarPosition(_ path: String) -> Double? {
    guard let data = FileManager.default.contents(atPath: path),
      let value = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let demo = (value["scenes"] as? [String: Any])?["demo"] as? [String: Any],
      let sidebar = (demo["splits"] as? [String: Any])?["sidebar"] as? [String: Any]
    else { return nil }
    return sidebar["position"] as? Double
  }

  @Test func choosingASceneInTheSidebarLoadsItAndTheRecordingReplaysIt() throws {
    let dir = try CLI.temporaryDirectory()
    let recording = dir + "/switch.plrec"
    let w = try RunningWindow(["--record", recording], stateHome: dir)
    // The sidebar's third row, "Maps" (rows of 28 points from y 36; "Lab" is the second).
    try w.xdotool("mousemove", "--window", w.windowID, "100", "106")
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.6)
    #expect(try w.quit() == 0)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(text.contains("\"type\": \"load_scene\""))
    let trace = try CLI.replayTrace(recording)
    #expect(trace.contains { $0.contains("\"name\": \"didChooseScene\", \"scene\": \"maps.json\"") })
    let last = try #require(trace.last)
    #expect(last.contains("\"id\": \"search\""), "the Maps scene's panel: \(last.prefix(300))")
  }

  /// Your App and the conflict scenes have no sidebar of their own: chosen from the sidebar they
  /// keep the demo's, so a click on a row and Ctrl+PageDown / Ctrl+PageUp still lead back.
  @Test func everySceneChosenFromTheSidebarLeavesAWayBack() throws {
    let dir = try CLI.temporaryDirectory()
    let w = try RunningWindow([], stateHome: dir)
    // Rows of 28 points from y 36: "Demo" is the first, "Your App" the eighth.
    let row = { (i: Int) in String(36 + 28 * i + 14) }
    try w.xdotool("mousemove", "--window", w.windowID, "100", row(7))
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.6)
    try w.screenshot(dir + "/your-app.png")
    try w.xdotool("key", "--window", w.windowID, "ctrl+Next")
    Thread.sleep(forTimeInterval: 0.6)
    try w.xdotool("key", "--window", w.windowID, "ctrl+Prior")
    Thread.sleep(forTimeInterval: 0.6)
    try w.xdotool("mousemove", "--window", w.windowID, "100", row(0))
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.6)
    #expect(try w.quit() == 0)
    let stderr = String(decoding: w.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let scenes = stderr.split(separator: "\n").filter { $0.contains("scene: ") }.map { $0.split(separator: "/").last.map(String.init) ?? "" }
    // After Your App, Ctrl+PageDown goes on into the Conflicts group (assets/conflicts): the list
    // carried there, rebased onto that folder, leads back with Ctrl+PageUp.
    #expect(scenes == ["your-app.json", "fp-76-carousel-in-panel.json", "your-app.json", "demo.json"], "\(stderr)")
    // The sidebar shows beside Your App: its pane is the light source-list grey below its rows.
    let pixel = try CLI.tool("convert", [dir + "/your-app.png", "-format", "%[fx:int(255*r)],%[fx:int(255*g)]", "-crop", "1x1+200+700", "info:"]).output
    let channels = pixel.split(separator: ",").compactMap { Int($0) }
    #expect(channels.count == 2 && channels.allSatisfy { $0 > 200 }, "no sidebar at (200, 700): \(pixel)")
  }
}
