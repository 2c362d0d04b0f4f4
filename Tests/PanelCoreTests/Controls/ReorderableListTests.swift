import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A reorderable list in a panel: UIKit's long press (0.5 s, 10 pt) lifts a row, which then has the
/// press on both axes; a quick drag before it is the panel's, or the list's when it has rows to scroll.
@Suite("Reorderable list")
struct ReorderableListTests {
  /// A phone with a panel at half holding a reorderable list of `rows` rows (44 pt each) in 220 pt.
  static func scene(rows: Int) throws -> Scene {
    try Scene.make(
      #"""
      {"window": {"width": 375, "height": 667}, "showArena": true, "main": {"feed": {}, "panels": [{"id": "panel", "anchors": {"full": {"absoluteInset": 40, "edge": "top"}, "half": {"absoluteInset": 300, "edge": "top"}, "tip": {"absoluteInset": 120, "edge": "bottom"}},
       "content": {"header": 40, "rows": 3, "controls": [{"kind": "reorderable", "rows": \#(rows)}]}}]}}
      """#)
  }

  static func list(_ scene: Scene) throws -> ReorderableListModel { try #require(scene.component(ReorderableListModel.self)) }

  static func events(_ events: [SceneEvent], _ component: String) -> [String] { events.filter { $0.component == component }.map(\.name) }

  static func arenaLines(_ events: [SceneEvent]) -> [String] {
    events.filter { $0.component == "arena" }.compactMap { $0.fields.first { $0.key == "line" }?.value.string }
  }

  @Test("held 0.5 s, a row lifts at exactly 0.5 s; dragged two rows down and dropped, the order changes and the panel stays")
  func holdThenDragReorders() throws {
    var scene = try Self.scene(rows: 5)
    let row1 = try Self.list(scene).rowFrame(1)
    let panelBefore = try #require(scene.panels.first?.position)
    let start = Point(x: 150, y: row1.midY)
    try scene.send(0, .pointerDown(start, button: .left, clicks: 1))
    try scene.send(ms(300), .pointerMove(start + Point(x: 3, y: 4)))  // 5 pt: still within 10
    scene.advance(to: ms(499))
    #expect(try Self.list(scene).lift == nil)
    scene.advance(to: ms(517))
    let lifted = scene.takeEvents()
    let begin = try #require(lifted.first { $0.name == "didBeginReordering" })
    #expect(begin.time == ms(500), "the deadline itself, not the frame after it")
    #expect(Self.arenaLines(lifted) == ["arena: panel(vertical) vs reorderable(longPress) → reorderable, held 0.5 s within 10 pt (moved 5)"])
    #expect(try Self.list(scene).lift?.row == 1)
    // Two rows down, then a little sideways: the row follows both axes, the panel does not move.
    var t = ms(520)
    for p in Drag.points(from: start, to: start + Point(x: 30, y: 88), moves: 8) {
      t += ms(16)
      try scene.send(t, .pointerMove(p))
    }
    #expect(try Self.list(scene).targetIndex == 3)
    #expect(scene.panels.first?.position == panelBefore)
    try scene.send(t + ms(16), .pointerUp(start + Point(x: 30, y: 88), button: .left))
    let list = try Self.list(scene)
    #expect(list.order == [0, 2, 3, 1, 4])
    #expect(list.lift == nil)
    let dropped = scene.takeEvents()
    let end = try #require(dropped.first { $0.name == "didEndReordering" })
    #expect(end.fields.map(\.key).suffix(3) == ["row", "from", "to"])
    #expect(end["from"]?.number == 1 && end["to"]?.number == 3)
    #expect(!dropped.contains { $0.component == "panel" && $0.name == "willBeginDragging" })
    #expect(scene.panels.first?.position == panelBefore)
  }

  @Test("a quick drag up before the long press moves the panel (the list fits, so it claims no drag); no row lifts")
  func quickDragIsThePanels() throws {
    var scene = try Self.scene(rows: 5)
    let row = try Self.list(scene).rowFrame(2)
    let before = try #require(scene.panels.first?.position)
    let t = try scene.drag(from: Point(x: 150, y: row.midY), to: Point(x: 152, y: row.midY - 150), moves: 10, every: ms(10))
    scene.advance(to: t + ms(1500))
    let events = scene.takeEvents()
    #expect(Self.arenaLines(events).first?.hasPrefix("arena: panel(vertical) vs reorderable(longPress) → panel, dy ") == true)
    #expect(Self.events(events, "reorderable").isEmpty)
    #expect(try #require(scene.panels.first?.position) < before)
    #expect(scene.panels.first?.state == .full)
    #expect(try Self.list(scene).order == [0, 1, 2, 3, 4])
  }

  @Test("moving 12 pt sideways before 0.5 s fails the long press for good: no lift after a long hold, and the release is a tap")
  func strayingFailsTheLongPress() throws {
    var scene = try Self.scene(rows: 5)
    let row = try Self.list(scene).rowFrame(0)
    let start = Point(x: 150, y: row.midY)
    try scene.send(0, .pointerDown(start, button: .left, clicks: 1))
    try scene.send(ms(100), .pointerMove(start + Point(x: 12, y: 0)))
    try scene.send(ms(200), .pointerMove(start + Point(x: 6, y: 0)))  // back within 10: failed all the same
    scene.advance(to: ms(1500))
    #expect(try Self.list(scene).lift == nil)
    #expect(Self.arenaLines(scene.takeEvents()).isEmpty, "undecided: nobody claims horizontal")
    try scene.send(ms(1600), .pointerUp(start + Point(x: 6, y: 0), button: .left))
    let events = scene.takeEvents()
    #expect(Self.events(events, "reorderable") == ["didSelectRow"])
    #expect(Self.arenaLines(events) == ["arena: panel(vertical) vs reorderable(longPress) → reorderable, tap at release, nobody claimed a drag"])
  }

  @Test("a list with more rows than fit claims vertical drags and scrolls itself; the panel stays")
  func longListScrolls() throws {
    var scene = try Self.scene(rows: 12)
    let row = try Self.list(scene).rowFrame(3)
    let before = try #require(scene.panels.first?.position)
    try scene.drag(from: Point(x: 150, y: row.midY), to: Point(x: 150, y: row.midY - 80), moves: 8, every: ms(10), release: false)
    let events = scene.takeEvents()
    #expect(Self.arenaLines(events) == ["arena: panel(vertical) vs reorderable(vertical+longPress) → reorderable, dy 10 ≥ dx 0 at slop"])
    #expect(isClose(try Self.list(scene).scroll.offset, 70, within: 1e-9), "80 pt less the 10 pt hysteresis")
    #expect(scene.panels.first?.position == before)
  }

  @Test("a lifted row held in the bottom band scrolls the list at the band's speed, the same in one step as in sixty")
  func autoScrollAtTheEdge() throws {
    func held(steps: Int) throws -> (offset: Double, target: Int?) {
      var scene = try Self.scene(rows: 12)
      let list = try Self.list(scene)
      let frame = list.host.frame
      let start = Point(x: 150, y: list.rowFrame(0).midY)
      try scene.send(0, .pointerDown(start, button: .left, clicks: 1))
      scene.advance(to: ms(500))
      let edge = Point(x: 150, y: frame.maxY - 11)  // 33 of the 44 pt band: 450 pt/s
      try scene.send(ms(510), .pointerMove(edge))
      for i in 1...steps { scene.advance(to: ms(510) + Micros(i) * ms(400) / Micros(steps)) }
      let after = try Self.list(scene)
      return (after.scroll.offset, after.targetIndex)
    }
    let one = try held(steps: 1)
    let many = try held(steps: 60)
    #expect(isClose(one.offset, 450 * 0.4, within: 1e-9))
    #expect(one.offset == many.offset)
    #expect(one.target == many.target)
    #expect(one.target == 8, "the centre 209 pt down the frame, 180 pt scrolled: (209 + 180) / 44")
  }

  @Test("the trace's controls entry carries the order, the offset, the lifted row and its slot")
  func traceMembers() throws {
    var scene = try Self.scene(rows: 5)
    let start = Point(x: 150, y: try Self.list(scene).rowFrame(4).midY)
    try scene.send(0, .pointerDown(start, button: .left, clicks: 1))
    scene.advance(to: ms(600))
    let entry = try #require(scene.traceState().first { $0.key == "controls" }?.value.items.first)
    #expect(entry["kind"]?.string == "reorderable")
    #expect(entry["order"]?.items.compactMap(\.number) == [0, 1, 2, 3, 4])
    #expect(entry["lifted"]?.number == 4)
    #expect(entry["target"]?.number == 4)
    #expect(entry["offset"]?.number == 0)
  }

  @Test("bad reorderable lists are refused with their key path and line", arguments: [
    (#"{"kind": "reorderable", "rows": 0}"#, "controls[0].rows", "must be between 1 and 200, got 0"),
    (#"{"kind": "reorderable", "rowHeight": 4}"#, "controls[0].rowHeight", "must be between 24 and 200, got 4"),
    (#"{"kind": "reorderable", "pages": 3}"#, "controls[0].pages", "unknown key (known keys: afterRow, height, kind, rowHeight, rows)"),
  ])
  func badLists(entry: String, path: String, message: String) {
    expectRefused(
      "{\"main\": {\"panels\": [{\"content\": {\n\"controls\": [\(entry)]}}]}}",
      path: "main.panels[0].content." + path, line: 2, message: message)
  }
}
