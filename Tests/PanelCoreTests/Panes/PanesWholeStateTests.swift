import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The sidebar's and the event log's whole state through a press on a row, a logged event and a
/// search.
@Suite("Panes whole state")
struct PanesWholeStateTests {
  static let text = PaneTests.text

  @Test func aPressOnASceneRowHoldsItAndItsReleaseReportsTheChoice() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(SidebarPane.self) { _ in }
    let row = try #require(store.scene.component(SidebarPane.self)?.rows.first)
    let side = try #require(store.scene.frame(of: .pane(.sidebar)))
    let point = Point(x: side.x + row.frame.midX, y: side.y + row.frame.midY)
    try store.send(.pointerDown(point, button: .left, clicks: 1))
    store.expect(SidebarPane.self) { $0.pressed = row.action }
    try store.send(.pointerUp(point, button: .left), after: ms(50))
    store.expect(SidebarPane.self) { $0.pressed = nil }
    store.receive([SidebarPane.Event.didChooseScene(scene: "demo.json", index: 0)])
  }

  @Test func theLogKeepsEachTracedEventAndASearchNarrowsIt() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(
      EventLogPane.self, equals: EventLogPane.Snapshot(rows: [], shown: [], scrollOffset: 0, filter: EventLogFilter(), isSearching: false))
    try store.send(.keyDown(key: "1", modifiers: []), after: ms(100))
    store.advance(by: ms(1000))
    // One row per traced event, newest first, numbered as they came (no two alike in a row here).
    func rows(_ events: [SceneEvent]) -> [EventLogPane.Row] {
      events.enumerated().map { EventLogPane.Row(event: $0.element, count: 1, serial: $0.offset + 1) }.reversed()
    }
    let first = store.events.filter { !$0.isInternal }
    #expect(first.map(\.name) == ["willBeginAttracting", "didChangeState", "didMove", "didEndAttracting"])
    store.expect(EventLogPane.self) {
      $0.rows = rows(first)
      $0.shown = Array(first.indices)
    }
    // The same key again attracts to full from where it is: three more rows on top.
    try store.send(.keyDown(key: "1", modifiers: []), after: ms(100))
    store.advance(by: ms(500))
    let all = store.events.filter { !$0.isInternal }
    #expect(all.count == 7)
    store.expect(EventLogPane.self) {
      $0.rows = rows(all)
      $0.shown = Array(all.indices)
    }
  }
}
