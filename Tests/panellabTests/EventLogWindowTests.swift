import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

/// The event log in the replay window: a click on a row seeks to its event. (Part of the window
/// suite, so it never runs beside its other tests on the same display.)
extension WindowTests {
  /// An 800×600 main view with a capsule over a 300-tall log; L, H and N at 0.3, 0.8 and 1.3 s.
  static let eventLogRecording: Recording = {
    let scene = try! JSONParser.parse(
      """
      {"window": {"width": 800, "height": 900},
       "layout": {"split": {"id": "log", "orientation": "vertical", "position": 0.66},
                  "primary": {"view": "main"}, "secondary": {"view": "events"}},
       "main": {"feed": {"cards": 6}, "tabBar": {"tabs": ["Today", "Games"]}, "accessory": {}}}
      """)
    return Recording(
      scene: scene,
      inputs: [
        TimedInput(300_000, .keyDown(key: "L", modifiers: [])), TimedInput(800_000, .keyDown(key: "H", modifiers: [])),
        TimedInput(1_300_000, .keyDown(key: "N", modifiers: [])),
      ])
  }()

  @Test func clickingAnEventRowInTheReplayWindowSeeksToItAndPauses() throws {
    // Where the row of the H press (accessoryHiddenChanged) is once the replay has finished.
    var replayer = try Replayer(Self.eventLogRecording, fps: 60, scale: 1)
    while try replayer.next() != nil {}
    let pane = try #require(replayer.scene.frame(of: .pane(.events)))
    let log = try #require(replayer.scene.component(EventLogPane.self))
    let position = try #require(log.shown.firstIndex { log.rows[$0].event.name == "accessoryHiddenChanged" })
    #expect(log.rows[log.shown[position]].event.time == 800_000)
    let y = pane.y + EventLogPane.headerHeight + (Double(position) + 0.5) * EventLogPane.rowHeight

    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.eventLogRecording.text, to: "log.plrec", in: dir)
    let w = try RunningWindow([file], command: "replay", title: "^PanelLab replay")
    func title() throws -> String { try CLI.tool("xdotool", ["getwindowname", w.windowID]).output }
    // About 1.6 s of recording: let it finish (the title keeps the last drawn frame's time).
    Thread.sleep(forTimeInterval: 2.5)
    try w.xdotool("mousemove", "--window", w.windowID, String(Int(pane.x + 300)), String(Int(y)))
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.4)
    let seeked = try title()
    #expect(seeked.contains("replay 0.80 s, paused"), "\(seeked)")
    // A click on the header seeks nowhere.
    try w.xdotool("mousemove", "--window", w.windowID, String(Int(pane.x + 20)), String(Int(pane.y + 10)))
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try title() == seeked)
    #expect(try w.quit() == 0)
  }

  /// A recording started mid-session (as F9 makes them): its bar and title count from `startAt`, a
  /// click on a row after `startAt` seeks to that row's event, and a click on the bar seeks there.
  @Test func aMidSessionRecordingSeeksByRowAndByBarRelativeToItsStart() throws {
    let scene = Self.eventLogRecording.scene
    let recording = Recording(
      scene: scene,
      inputs: [
        TimedInput(300_000, .keyDown(key: "L", modifiers: [])), TimedInput(5_800_000, .keyDown(key: "H", modifiers: [])),
        TimedInput(6_300_000, .keyDown(key: "N", modifiers: [])), TimedInput(7_000_000, .end),
      ], startAt: 5_000_000)
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    while try replayer.next() != nil {}
    let pane = try #require(replayer.scene.frame(of: .pane(.events)))
    let log = try #require(replayer.scene.component(EventLogPane.self))
    let position = try #require(log.shown.firstIndex { log.rows[$0].event.name == "accessoryHiddenChanged" })
    let y = pane.y + EventLogPane.headerHeight + (Double(position) + 0.5) * EventLogPane.rowHeight

    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(recording.text, to: "f9.plrec", in: dir)
    let w = try RunningWindow([file], command: "replay", title: "^PanelLab replay")
    func title() throws -> String { try CLI.tool("xdotool", ["getwindowname", w.windowID]).output }
    Thread.sleep(forTimeInterval: 2.6)
    let finished = try title()
    // The last inputs at 7 s, 2 s after startAt (the last frame drawn may be one later).
    let shown = finished.split(separator: " ").dropFirst(2).first.flatMap { Double($0) }
    #expect(finished.contains("finished") && (2.0...2.05).contains(shown ?? 0), "\(finished)")
    try w.xdotool("mousemove", "--window", w.windowID, String(Int(pane.x + 300)), String(Int(y)))
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.4)
    let byRow = try title()
    #expect(byRow.contains("replay 0.80 s, paused"), "the H row at 5.8 s, 0.8 s after startAt: \(byRow)")
    // The bar: the middle of its track is 1 s in (the replay runs from 5 s to 7 s).
    let bar = ReplayScrubber(origin: 5_000_000, start: 5_000_000, end: 7_000_000, window: Size(width: 800, height: 900))
    try w.xdotool("mousemove", "--window", w.windowID, String(Int(bar.track.midX)), String(Int(bar.track.midY)))
    try w.xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.4)
    let byBar = try title()
    #expect(byBar.contains("replay 1.00 s, paused"), "\(byBar)")
    try w.screenshot(dir + "/bar.png")
    #expect(try w.quit() == 0)
  }
}

/// The event log's search field and chips in the live window, driven by hand: typed keys filter the
/// rows (and never reach the capsule's letter keys), a row's `−` hides its name, a chip hides its
/// component, and the recording of it all replays to the same filter.
extension WindowTests {
  /// A 480-point-wide window: the main view with a panel and a capsule over a 240-tall log.
  static let eventLogSearchScene = """
    {"window": {"width": 480, "height": 600},
     "layout": {"split": {"id": "log", "orientation": "vertical", "position": 0.6},
                "primary": {"view": "main"}, "secondary": {"view": "events"}},
     "main": {"feed": {"cards": 6}, "panels": [{"id": "maps"}], "tabBar": {"tabs": ["Today", "Games"]}, "accessory": {}}}
    """

  @Test func typingInTheEventLogsSearchAndClickingItsChipsFilterTheRowsAndReplay() throws {
    let dir = try CLI.temporaryDirectory()
    let scene = try CLI.write(Self.eventLogSearchScene, to: "log.json", in: dir)
    let recording = dir + "/search.plrec"
    let layout = Scene(config: try SceneConfig.parse(Self.eventLogSearchScene))
    let pane = try #require(layout.frame(of: .pane(.events)))
    func at(_ x: Double, _ y: Double) -> [String] { [String(Int(pane.x + x)), String(Int(pane.y + y))] }
    let w = try RunningWindow(["--scene", scene, "--scale", "1", "--record", recording, "--state-file", "/dev/null"], cwd: dir)
    // Accessory rows (L, T) and panel rows (1: to full), settled.
    for key in ["l", "t", "1"] {
      try w.xdotool("key", "--window", w.windowID, key)
      Thread.sleep(forTimeInterval: 0.3)
    }
    Thread.sleep(forTimeInterval: 1.2)
    let field = EventLogHeader(width: pane.width, components: [], filter: EventLogFilter()).searchField
    try w.xdotool(["mousemove", "--window", w.windowID] + at(field.midX, field.midY) + ["click", "1"])
    Thread.sleep(forTimeInterval: 0.2)
    // c, h and n would move, hide and change the capsule if they leaked past the field.
    try w.xdotool("type", "--window", w.windowID, "--delay", "60", "didchange")
    try w.xdotool("key", "--window", w.windowID, "Return")
    Thread.sleep(forTimeInterval: 0.3)
    try w.screenshot(dir + "/searched.png")
    // The first shown row's − hides didChangeState; then the accessory's chip hides its rows.
    try w.xdotool(["mousemove", "--window", w.windowID] + at(pane.width - 16, EventLogPane.headerHeight + 10) + ["click", "1"])
    Thread.sleep(forTimeInterval: 0.3)
    var hidden = EventLogFilter()
    hidden.setQuery("didchange")
    hidden.toggle(name: "didChangeState")
    let chip = try #require(
      EventLogHeader(width: pane.width, components: ["accessory", "panel"], filter: hidden).chips.first { $0.title == "accessory" })
    try w.xdotool(["mousemove", "--window", w.windowID] + at(chip.frame.midX, chip.frame.midY) + ["click", "1"])
    Thread.sleep(forTimeInterval: 0.3)
    try w.screenshot(dir + "/chips.png")
    #expect(try w.quit() == 0)

    var replayer = try Replayer(try Recording.parse(try String(contentsOfFile: recording, encoding: .utf8)), fps: 60, scale: 1)
    while try replayer.next() != nil {}
    let log = try #require(replayer.scene.component(EventLogPane.self))
    #expect(log.components == ["accessory", "panel"])
    #expect(log.filter.query == "didchange", "the typed query: \(log.filter.digest)")
    #expect(log.filter.hiddenNames == ["didChangeState"] && log.filter.hiddenComponents == ["accessory"], "\(log.filter.digest)")
    #expect(!log.isSearching, "Return let the field go")
    #expect(log.shown.isEmpty && !log.rows.isEmpty, "every row is filtered out and kept")
    #expect(log.header.chips.contains { $0.title == "didChangeState" && $0.hides }, "\(log.header.chips.map(\.title))")
    let bar = try #require(replayer.scene.component(TabBarModel.self))
    #expect(bar.accessory.position == .trailing && !bar.accessory.isHidden, "the typed letters stayed in the field: \(bar.accessory)")
    // The window drew the query and the chip: its header differs from a fresh log's.
    let searched = try CLI.tool("convert", [dir + "/searched.png", "-crop", "\(Int(field.width))x\(Int(field.height))+\(Int(pane.x + field.x))+\(Int(pane.y + field.y))", "-format", "%[fx:standard_deviation]", "info:"]).output
    #expect((Double(searched) ?? 0) > 0.02, "the field shows typed text, not a flat fill: \(searched)")
  }
}
