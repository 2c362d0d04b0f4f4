import Testing

@testable import PanelCore
import PanelLabTestSupport

/// What a host needs to seek a replay to a row of the event log: the row under a point, and which
/// of the session's reported events it is.
@Suite("Event log rows for seeking")
struct EventLogSeekTests {
  @Test("the row under a point gives its event's time, through the filter and the scroll")
  func rowAtPoint() throws {
    var log = EventLogPane()
    var context = LayoutContext(window: Size(width: 600, height: 200), scale: 1, config: try SceneConfig.parse("{}"))
    context.panes = [PaneLayout.Pane(view: .events, frame: Rect(x: 0, y: 0, width: 600, height: 200))]
    log.layout(in: &context)
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
    let press = PointerPress(drag: PointerDrag(at: Point(x: chip.frame.midX, y: chip.frame.midY), time: 0), time: 0)
    #expect(log.pointerDown(press) == .capture)
    log.pointerUp(press)
    #expect(log.filter.hiddenComponents == ["sheet"])
    #expect(log.eventRow(at: Point(x: 300, y: header + row + 1))?.time == 37_000)
    log.wheel(Point(x: 0, y: row * 3), at: .zero, time: 0)
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
}
