import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// What a host needs to seek a replay to a row of the event log: the row under a point, and which
/// of the session's reported events it is.
@Suite("Event log rows for seeking")
struct EventLogSeekTests {
  @Test("the row under a point gives its event's time, through the filter and the scroll")
  func rowAtPoint() throws {
    var log = try EventLogPane.laidOut(width: 600, height: 200)
    // Times 1000, 2000, … alternating between a panel and a sheet, so no run folds.
    for i in 1...40 {
      log.log(SceneEvent(time: Micros(i) * 1000, component: i % 2 == 0 ? "sheet" : "panel", id: nil, name: "e\(i)"))
    }
    let header = EventLogPane.headerHeight, row = EventLogPane.rowHeight
    #expect(log.eventRow(at: Point(x: 300, y: header + 5))?.time == 40_000, "the newest first")
    #expect(log.eventRow(at: Point(x: 300, y: header + row * 2 + 19))?.time == 38_000)
    #expect(log.eventRow(at: Point(x: 300, y: header - 1)) == nil, "the header is no row")
    #expect(log.eventRow(at: Point(x: 700, y: header + 5)) == nil, "outside the pane")
    // Only the panel's rows: odd times.
    let chip = try #require(log.header.chips.first { $0.title == "sheet" })
    let press = PointerPress(drag: PointerDrag(at: Point(x: chip.frame.midX, y: chip.frame.midY), time: 0))
    #expect(log.pointerDown(press) == .capture)
    log.pointerUp(press)
    #expect(log.filter.hiddenComponents == ["sheet"])
    #expect(log.eventRow(at: Point(x: 300, y: header + row + 1))?.time == 37_000)
    log.wheel(Point(x: 0, y: row * 3), at: .zero)
    #expect(log.eventRow(at: Point(x: 300, y: header + 1))?.time == 33_000, "three rows scrolled back")
    #expect(log.eventRow(at: Point(x: 300, y: header + row * 30)) == nil, "below the last shown row")
    #expect(log.eventRow(at: Point(x: 300, y: header + 1))?.row.event.name == "e33")
  }

  @Test("a row's serial is its event's place among those the session reports, whose times are session times, even in slow motion")
  func serialsMatchTheSession() throws {
    let text = """
      {"window": {"width": 800, "height": 900}, "timeScale": 0.5,
       "layout": {"split": {"id": "log", "orientation": "vertical", "position": 0.6},
                  "primary": {"view": "main"}, "secondary": {"view": "events"}},
       "main": {"feed": {"cards": 12}, "panels": [{"id": "maps"}], "tabBar": {"tabs": ["Today", "Games"]}, "accessory": {}}}
      """
    var session = SceneSession(scene: Scene(config: try SceneConfig.parse(text)), fps: 60)
    // A spring (events between frames), keys (events at inputs), a pause and a key while paused.
    let inputs: [InputEvent] = [.keyDown(key: "1", modifiers: []), .keyDown(key: "L", modifiers: []), .keyDown(key: "2", modifiers: []),
      .set(path: "timeScale", value: .number(0)), .keyDown(key: "T", modifiers: []), .keyDown(key: "H", modifiers: [])]
    for (n, input) in inputs.enumerated() { session.enqueue(TimedInput(ms(100 + Int64(n) * 700), input)) }
    var reported: [SceneEvent] = []
    try session.run(to: ms(6000)) { output, _ in
      if case .event(let e) = output { reported.append(e) }
    }
    let log = try #require(session.scene.component(EventLogPane.self))
    #expect(log.total == reported.count && log.rows.count > 5)
    for row in log.rows {
      let e = reported[row.serial - 1]
      #expect((e.component, e.id, e.name, e.fields) == (row.event.component, row.event.id, row.event.name, row.event.fields))
    }
    // The log shows session times, as the trace does, even in slow motion and while paused.
    #expect(log.rows.allSatisfy { reported[$0.serial - 1].time == $0.event.time })
    // The T and H pressed while paused: the model stands still, the session does not.
    let paused = log.rows.filter { $0.event.component == "accessory" }.prefix(2).map { reported[$0.serial - 1].time }
    #expect(paused == [ms(100 + 5 * 700), ms(100 + 4 * 700)])
  }

  @Test("in a recording started mid-session after a scene switch, a click on a row seeks to the first frame showing that row's event, not to startAt")
  func seekAfterASceneSwitch() throws {
    let text = Self.mapsOverTheLog
    let config = try SceneConfig.parse(text)
    let startAt = ms(826_320)
    var session = SceneSession(scene: Scene(config: config), fps: 60)
    // Events before the switch, the switch (a fresh log), more events, then the part after startAt.
    var inputs: [TimedInput] = [TimedInput(ms(1000), .keyDown(key: "1", modifiers: [])), TimedInput(ms(2000), .keyDown(key: "L", modifiers: []))]
    inputs.append(TimedInput(ms(3000), .loadScene(config.json)))
    inputs += (0..<4).map { TimedInput(ms(400_000) + ms(Int64($0) * 700), .keyDown(key: ["2", "T", "1", "C"][$0], modifiers: [])) }
    inputs += (0..<6).map { TimedInput(ms(836_000) + ms(Int64($0) * 400), .keyDown(key: ["2", "T", "3", "C", "1", "L"][$0], modifiers: [])) }
    for input in inputs { session.enqueue(input) }
    var reported: [SceneEvent] = []
    try session.run(to: ms(840_000)) { output, _ in
      if case .event(let e) = output { reported.append(e) }
    }
    let log = try #require(session.scene.component(EventLogPane.self))
    let pane = try #require(session.scene.frame(of: .pane(.events)))
    var checked = 0
    for position in 0..<8 {
      let point = Point(x: pane.x + 300, y: pane.y + EventLogPane.headerHeight + EventLogPane.rowHeight * Double(position) + 2)
      let hit = try #require(log.eventRow(at: Point(x: point.x - pane.x, y: point.y - pane.y)))
      let target = try #require(session.seekTime(forRowAt: point, notBefore: startAt))
      // The row's event is one the session reported at that time (the trace's time).
      #expect(reported.contains { $0.time == hit.time && $0.name == hit.row.event.name && $0.component == hit.row.event.component })
      if hit.time >= startAt {
        #expect(target >= hit.time && target < hit.time + 16_667, "row \(position) at \(hit.time): seeks to \(target)")
        #expect(target > ms(836_000), "not startAt (\(startAt))")
        checked += 1
      } else {
        #expect(target == session.firstFrameTime(atOrAfter: startAt), "an event before startAt seeks to startAt's frame")
      }
    }
    #expect(checked >= 5, "the rows of 836-838 s are at the top of the log")
    // The old lookup (the n-th event the session reported for the row with serial n) is wrong
    // here: the switch started a fresh log, so its serials no longer count the session's events.
    let top = try #require(log.eventRow(at: Point(x: 300, y: EventLogPane.headerHeight + 2)))
    #expect(reported[top.row.serial - 1].time != top.time, "serials restart at a scene switch")
    #expect(session.seekTime(forRowAt: Point(x: pane.x + 300, y: pane.y + 1), notBefore: startAt) == nil, "the header seeks nowhere")
  }

  @Test("drawn for a replay started mid-session, the rows count seconds from its startAt, as its position bar does; the rows, trace and state keep session time")
  func rowsDrawnRelativeToStartAt() throws {
    let text = Self.mapsOverTheLog
    let startAt = ms(826_320)
    var session = SceneSession(scene: Scene(config: try SceneConfig.parse(text)), fps: 60, startAt: startAt)
    // One key long before startAt (its rows are logged while the replay runs up to its start), then keys after it.
    session.enqueue(TimedInput(ms(1000), .keyDown(key: "L", modifiers: [])))
    for (n, key) in ["2", "T", "1"].enumerated() { session.enqueue(TimedInput(ms(836_000 + Int64(n) * 400), .keyDown(key: key, modifiers: []))) }
    try session.run(to: ms(840_000)) { _, _ in }
    let hash = session.scene.stateHash(), trace = JSONWriter.string(.object(session.scene.traceState()))
    /// Every text run drawn, inside layers too.
    func runs(_ commands: [DisplayCommand]) -> [String] {
      commands.flatMap { c -> [String] in
        switch c {
        case .text(let t): return [t.string]
        case .layer(let l), .prefetch(let l): return runs(l.commands)
        default: return []
        }
      }
    }
    let plain = runs(session.render().commands), relative = runs(session.render(eventLogOrigin: startAt).commands)
    let log = try #require(session.scene.component(EventLogPane.self))
    // All nine rows fit the pane, so every one is drawn.
    let onScreen = log.shown.map { log.rows[$0] }
    #expect(onScreen.count == 9 && onScreen.contains { $0.event.time < startAt } && onScreen.contains { $0.event.time > ms(836_000) })
    for row in onScreen {
      let label = EventLogPane.describe(row, origin: startAt).time
      #expect(relative.contains(label) && !plain.contains(label), "\(row.event.name) at \(row.event.time) reads \(label)")
      #expect(plain.contains(EventLogPane.describe(row).time), "without an origin, session seconds")
      // The label is the event's time since startAt, to the millisecond; negative before it.
      let seconds = try #require(Double(label))
      #expect(abs(seconds * 1_000_000 - Double(row.event.time - startAt)) <= 500, "\(label) for \(row.event.time)")
    }
    // The bar's label for the top row's time agrees with the row, to its two decimals.
    let top = try #require(onScreen.first)
    let bar = ReplayScrubber(origin: startAt, start: startAt, end: ms(840_000), window: Size(width: 800, height: 900))
    let rowSeconds = try #require(Double(EventLogPane.describe(top, origin: startAt).time))
    #expect(bar.label(top.event.time) == String(format: "%.2f s", rowSeconds), "\(bar.label(top.event.time)) vs \(rowSeconds)")
    // Drawing only: the state, the trace and the rows' own times are untouched.
    #expect(session.scene.stateHash() == hash && JSONWriter.string(.object(session.scene.traceState())) == trace)
    #expect(session.scene.component(EventLogPane.self)?.rows == log.rows)
  }

  /// A feed with a Maps panel, a tab bar and its capsule over the event log (the lower 40 %).
  static let mapsOverTheLog = """
    {"window": {"width": 800, "height": 900},
     "layout": {"split": {"id": "log", "orientation": "vertical", "position": 0.6},
                "primary": {"view": "main"}, "secondary": {"view": "events"}},
     "main": {"feed": {"cards": 12}, "panels": [{"id": "maps"}], "tabBar": {"tabs": ["Today", "Games"]}, "accessory": {}}}
    """
}
