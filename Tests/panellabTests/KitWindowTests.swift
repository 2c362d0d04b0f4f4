import Foundation
import PanelCore
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
    // The session's 480×667 view keeps its size, with the event log (200 high) under it and the
    // inspector (340 wide) beside it, each past a 4-point divider.
    let geometry = try CLI.tool("xdotool", ["getwindowgeometry", w.windowID]).output
    #expect(geometry.contains("Geometry: 824x871"), "\(geometry)")
    // The default layout's half state: 262 points above the bottom of the 667-point main view.
    let grabber = (x: 240, y: 667 - 262 + 8)
    try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(grabber.y)")
    try w.xdotool("mousedown", "1")
    for y in stride(from: grabber.y, through: 120, by: -40) { try w.xdotool("mousemove", "--window", w.windowID, "\(grabber.x)", "\(y)") }
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 0.3)
    // The recording's red dot, as `recordingDot` for this window's width.
    let settled = try Self.checkpoint("kit", w, dir: dir, masks: [(824 - 40, 4, 40, 36)])
    #expect(try w.quit() == 0)
    let log = String(decoding: w.stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
    // The content asked the panel to track its list (`floatingPanelScrollTracking`) as it was set up.
    #expect(log.first == "scroll view detected: the panel tracks the list", "\(log)")
    // The guide's coordinator turned the live delegate calls into its own events.
    #expect(log.first { $0.hasPrefix("event ") } == "event didChangeState(half)", "\(log)")
    #expect(log.contains("event willChangeState(half)") && log.contains("event didChangeState(full)"), "\(log)")
    // The window's recording, replayed without the example's code, ends at full.
    let last = try #require(try CLI.replayTrace(recording).last { $0.contains("\"kind\": \"frame\"") })
    #expect(last.contains("\"state\": \"full\""), "\(last)")
    // The lab's panes ran beside the program's code: the log lists the drag's delegate events and
    // the inspector shows the panel; the screen showed what the recording replays to, pixel for pixel.
    var replayer = try Replayer(try Recording.parse(String(contentsOfFile: recording, encoding: .utf8)), fps: 60, scale: 1)
    while try replayer.next() != nil {}
    #expect(replayer.scene.frame(of: .pane(.main)) == Rect(x: 0, y: 0, width: 480, height: 667))
    let names = try #require(replayer.scene.component(EventLogPane.self)).rows.map(\.event.name)
    #expect(names.contains("willBeginDragging") && names.contains("didChangeState"), "\(names)")
    #expect(replayer.scene.frame(of: .pane(.inspector)) == Rect(x: 484, y: 0, width: 340, height: 871))
    try Self.expectScreensMatchReplay([settled], recording: recording, dir: dir)
  }
}
