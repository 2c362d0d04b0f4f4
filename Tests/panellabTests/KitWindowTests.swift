import Foundation
import PanelLabTestSupport
import Testing

/// A PanelLabKit program in the real window: the custom-coordinator example opened with
/// `--window`, its panel dragged by xdotool while the example's own coordinator and delegate run
/// live, the window's recording replayed without the program.
extension WindowTests {
  @Test func anExamplesOwnCodeRunsLiveInTheWindowAndItsRecordingReplays() throws {
    // `./run.sh test` builds Examples/ on the same scratch path, beside panellab.
    let example = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent("custom-coordinator").path
    try #require(FileManager.default.isExecutableFile(atPath: example), "build Examples/ with --scratch-path .build first")
    let dir = try CLI.temporaryDirectory()
    let recording = dir + "/live.plrec"
    let w = try RunningWindow(["--window", "--record", recording], command: nil, title: "^PanelLab: custom-coordinator$", executable: example)
    // The default layout's half state: 262 points above the bottom of the 667-point main view.
    let grabber = (x: 240, y: 667 - 262 + 8)
    try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(grabber.y)")
    try w.xdotool("mousedown", "1")
    for y in stride(from: grabber.y, through: 120, by: -40) { try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(y)") }
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 1.2)
    try w.screenshot(dir + "/live.png")
    #expect(try w.quit() == 0)
    let log = String(decoding: w.stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
    // The guide's coordinator turned the live delegate calls into its own events.
    #expect(log.first == "event didChangeState(half)", "\(log)")
    #expect(log.contains("event willChangeState(half)") && log.contains("event didChangeState(full)"), "\(log)")
    // The window's recording, replayed without the example's code, ends at full.
    let trace = try CLI.run(["replay", recording, "--headless", "--trace", "-"])
    #expect(trace.status == 0, "\(trace.stderr)")
    let last = try #require(trace.stdout.split(separator: "\n").last { $0.contains("\"kind\": \"frame\"") })
    #expect(last.contains("\"state\": \"full\""), "\(last)")
  }
}
