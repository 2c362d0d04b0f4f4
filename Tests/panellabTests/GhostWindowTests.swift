import Foundation
import PanelLabTestSupport
import Testing

/// The lab's ghost in the real window: Ctrl+D, a slider moved, the panel flung; the ghost is a
/// line of the recording, so its replay draws it too.
extension WindowTests {
  @Test func ctrlDGhostsTheTuningAndItsReplayDrawsTheGhost() throws {
    let dir = try CLI.temporaryDirectory()
    let scene = CLI.root + "/assets/scenes/lab.json"
    let recording = dir + "/ghost.plrec"
    let w = try RunningWindow(["--scene", scene, "--size", "1280x800", "--scale", "1", "--record", recording], cwd: dir)
    try w.xdotool("key", "--window", w.windowID, "ctrl+d")
    Thread.sleep(forTimeInterval: 0.2)
    // The response slider to its right end: the scene's spring slows, the ghost's does not.
    let response = "main.panels[0].behavior.springResponseTime"
    try Self.dragLabSlider(response, in: w, from: 0.2, to: 1, step: 40, scene: scene)
    // The panel flung up by its grabber: both follow the hand, then part.
    let grabber = (x: 581, y: 274)
    try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(grabber.y)")
    try w.xdotool("mousedown", "1")
    for y in stride(from: grabber.y, through: 100, by: -45) { try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(y)") }
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 0.15)
    try w.screenshot(dir + "/ghost.png")
    Thread.sleep(forTimeInterval: 1.5)
    #expect(try w.quit() == 0)

    let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("\"type\": \"ghost\"") }.count == 1, "Ctrl+D is recorded as one ghost line")
    #expect(lines.contains { $0.contains("\"path\": \"\(response)\"") })
    // The replay with its ghost line against the same recording without it: the same trace (the
    // ghost is not model state), other pixels while the two springs part.
    let bare = try CLI.write(lines.filter { !$0.contains("\"type\": \"ghost\"") }.joined(separator: "\n") + "\n", to: "bare.plrec", in: dir)
    let traces = try [recording, bare].map { try CLI.run(["replay", $0, "--headless", "--trace", "-"]).stdout }
    #expect(traces[0] == traces[1] && !traces[0].isEmpty)
    let release = try #require(
      traces[0].split(separator: "\n").first { $0.contains("\"willEndDragging\"") }.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }?["t_us"] as? Int)
    let at = String(format: "%.3f", Double(release) / 1e6 + 0.15)
    for (file, out) in [(recording, "/with"), (bare, "/without")] {
      let r = try CLI.run(["replay", file, "--headless", "--fps", "10", "--from", at, "--to", String(format: "%.3f", Double(release) / 1e6 + 0.25), "--frames", dir + out, "--no-touches"])
      #expect(r.status == 0, "\(r.stderr)")
    }
    let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/with/frame-000000.png"))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/without/frame-000000.png"))
    #expect(a != b, "the replay draws the ghost")
  }
}
