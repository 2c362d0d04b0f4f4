import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The event log's rows in a narrow pane: the event's name is never cut ("panel maps didCh…"); the
/// component, then the id, give way first, and a wide pane lays rows out as it always did.
@Suite("Event log row layout")
struct EventLogRowLayoutTests {
  /// Rows of a panel (with an id), the sheet (without one), and a folded run of moves.
  static let rows = [
    EventLogPane.Row(event: SceneEvent(time: 0, source: ComponentID("panel", "maps"), event: PanelModel.Event.didChangeState(.full)), count: 1),
    EventLogPane.Row(event: SceneEvent(time: 0, source: ComponentID("sheet"), event: SheetModel.Event.didAttemptToDismiss), count: 1),
    EventLogPane.Row(event: SceneEvent(time: 0, source: ComponentID("panel", "maps"), event: PanelModel.Event.willBeginAttracting(to: .full)), count: 12),
  ]

  @Test("at every width from 160 to 1400 points, the name drawn holds the event's name whole and fits its column")
  func theEventsNameIsNeverCut() {
    var width = 160.0
    while width <= 1400 {
      for row in Self.rows {
        let (text, column) = EventLogPane.nameColumn(row, width: width)
        let whole = EventLogPane.describe(row).name
        #expect(text.contains(row.event.name) && whole.hasSuffix(text), "\(width): \(text)")
        // Fits wherever the event's name alone fits before the row's `−` button.
        let room = width - 24 - 8 - EventLogPane.nameX
        if Double((row.event.name + (row.count > 1 ? " ×\(row.count)" : "")).count) * EventLogPane.nameCharacterWidth <= room {
          #expect(Double(text.count) * EventLogPane.nameCharacterWidth <= column && column <= max(room, min(260, width * 0.4)), "\(width): \(text)")
        }
        // The whole name wherever it fits, and a wide pane's column wherever that holds it.
        if Double(whole.count) * EventLogPane.nameCharacterWidth <= min(260, width * 0.4) {
          #expect(text == whole && column == min(260, width * 0.4), "\(width)")
        }
      }
      width += 37.5
    }
  }

  @Test("a 312-point log (the lab's at 480 × 360) draws the panel's rows whole; a 250-point one drops the component, then the id")
  func aNarrowLogDrawsWholeEventNames() throws {
    for (width, expected) in [(312.0, "panel maps didChangeState"), (250, "maps didChangeState")] {
      let text = """
        {"window": {"width": \(Int(width)), "height": 900},
         "layout": {"split": {"id": "log", "orientation": "vertical", "position": 0.6},
                    "primary": {"view": "main"}, "secondary": {"view": "events"}},
         "main": {"panels": [{"id": "maps"}]}}
        """
      var scene = Scene(config: try SceneConfig.parse(text))
      try scene.send(ms(100), .keyDown(key: "1", modifiers: []))
      scene.advance(to: ms(2000))
      let log = try #require(scene.component(EventLogPane.self))
      #expect(scene.frame(of: .pane(.events))?.width == width)
      // The bold runs in the name column: the rows' names.
      let drawn = scene.render().textRuns.filter { $0.weight == .bold && $0.frame.x == EventLogPane.nameX }
      #expect(drawn.count == log.shown.count && drawn.count >= 3, "\(width)")
      for (run, i) in zip(drawn, log.shown) {
        #expect(run.string.contains(log.rows[i].event.name), "\(width): \(run.string)")
        #expect(Double(run.string.count) * EventLogPane.nameCharacterWidth <= run.frame.width, "\(width): \(run.string) in \(run.frame.width)")
      }
      #expect(drawn.contains { $0.string == expected }, "\(width): \(drawn.map(\.string))")
    }
  }
}
