import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Nested scroll views: a horizontal row of tiles inside the panel's vertical list, and two lists in
/// tabs with the panel tracking one of them (FloatingPanel's `track(scrollView:)`).
@Suite("Nested scroll views")
struct NestedScrollTests {
  /// A phone with a panel at `state` over a 30-row list (56 pt rows) holding `content` keys.
  static func scene(_ content: String, state: String = "full") throws -> Scene {
    try Scene.make(
      #"""
      {"window": {"width": 375, "height": 667}, "showArena": true, "main": {"feed": {}, "panels": [{"id": "panel", "initialState": "\#(state)", "anchors": {"full": {"absoluteInset": 40, "edge": "top"}, "half": {"absoluteInset": 300, "edge": "top"}, "tip": {"absoluteInset": 120, "edge": "bottom"}},
       "content": {"rows": 30, \#(content)}}]}}
      """#)
  }

  static let tiles = #""controls": [{"kind": "tiles", "afterRow": 2}]"#

  static func panel(_ scene: Scene) throws -> PanelModel { try #require(scene.panels.first) }
  static func row(_ scene: Scene) throws -> TileRowModel { try #require(scene.component(TileRowModel.self)) }

  static func arenaLines(_ events: [SceneEvent]) -> [String] {
    events.filter { $0.component == "arena" }.compactMap { $0.fields.first { $0.key == "line" }?.value.string }
  }

  @Test("the tile row sits in the list after two rows, the rows after it move down by its height, and the list grows by it")
  func placement() throws {
    let scene = try Self.scene(Self.tiles)
    let panel = try Self.panel(scene)
    let list = try #require(panel.listFrame)
    #expect(panel.controlFrames[0] == Rect(x: list.x, y: list.y + 112, width: list.width, height: 120))
    #expect(panel.rowShift(1) == 0 && panel.rowShift(2) == 120)
    #expect(panel.content.contentLength == 30 * 56 + 120)
    #expect(panel.listFrame?.y == panel.contentFrame.y + 56, "a control inside the list does not push the list's top down")
  }

  @Test("at full, a sideways drag on the tiles scrolls them and leaves the list; a vertical one scrolls the list, carrying the tiles with it")
  func innerHorizontalOuterVertical() throws {
    var scene = try Self.scene(Self.tiles)
    let f = try Self.row(scene).host.frame
    var t = try scene.drag(from: Point(x: 300, y: f.midY), to: Point(x: 150, y: f.midY + 8), moves: 10, every: ms(16), release: false)
    #expect(Self.arenaLines(scene.takeEvents()).first?.hasPrefix("arena: panel(vertical) vs tiles(horizontal) → tiles, dx ") == true)
    #expect(isClose(try Self.row(scene).scroll.offset, 140, within: 0.05), "150 pt less the 10 pt hysteresis (and the 8 pt down it ignores)")
    #expect(try Self.panel(scene).content.offset == 0)
    t += ms(300)
    try scene.send(t, .pointerUp(Point(x: 150, y: f.midY + 8), button: .left))
    t = try scene.drag(from: Point(x: 200, y: f.midY), to: Point(x: 204, y: f.midY - 100), moves: 10, at: t + ms(2000), every: ms(16), release: false)
    #expect(Self.arenaLines(scene.takeEvents()).first?.hasPrefix("arena: panel(vertical) vs tiles(horizontal) → panel, dy ") == true)
    let offset = try Self.panel(scene).content.offset
    #expect(isClose(offset, 90, within: 0.01))
    #expect(isClose(try Self.row(scene).host.frame.y, f.y - offset, within: 1e-9), "the tiles ride the list")
  }

  @Test("at half a vertical drag on the tiles moves the panel (the list hands off to it), and the tiles keep their offset")
  func panelAtHalf() throws {
    var scene = try Self.scene(Self.tiles, state: "half")
    let f = try Self.row(scene).host.frame
    let before = try Self.panel(scene).position
    try scene.drag(from: Point(x: 200, y: f.midY), to: Point(x: 200, y: f.midY - 100), moves: 10, every: ms(16), release: false)
    #expect(isClose(try Self.panel(scene).position, before - 90, within: 0.01))
    #expect(try Self.row(scene).scroll.offset == 0)
  }

  @Test("a tap on a tile reports it")
  func tapATile() throws {
    var scene = try Self.scene(Self.tiles)
    let tile = try Self.row(scene).tileFrame(1)
    try scene.drag(from: Point(x: tile.midX, y: tile.midY), to: Point(x: tile.midX + 3, y: tile.midY), moves: 1)
    let taps = scene.takeEvents().filter { $0.component == "tiles" }
    #expect(taps.map(\.name) == ["didTapTile"])
    #expect(taps.first?["index"]?.number == 1)
  }

  static let tabs = #""tabs": ["Recents", "Favorites"]"#

  /// Taps tab `index`'s button at `t`.
  static func tapTab(_ scene: inout Scene, _ index: Int, at t: Micros) throws {
    let button = try Self.panel(scene).tabFrame(index)
    try scene.drag(from: Point(x: button.midX, y: button.midY), to: Point(x: button.midX, y: button.midY), moves: 0, at: t)
  }

  @Test("each tab keeps its own offset; with the default the panel tracks the selected tab, so at half a drag up moves the panel")
  func tracksTheSelectedTab() throws {
    var scene = try Self.scene(Self.tabs)
    let list = try #require(try Self.panel(scene).listFrame)
    try scene.send(0, .wheel(Point(x: 180, y: list.midY), delta: Point(x: 0, y: 200)))
    try Self.tapTab(&scene, 1, at: ms(100))
    let events = scene.takeEvents().filter { $0.name == "didSelectTab" }
    #expect(events.count == 1 && events.first?["tracked"]?.bool == true)
    #expect(try Self.panel(scene).content.offset == 0, "Favorites starts at its top")
    try Self.tapTab(&scene, 0, at: ms(300))
    #expect(try Self.panel(scene).content.offset == 200, "Recents kept its offset")
    let trace = try Self.panel(scene).traceJSON()
    #expect(trace["tab"]?.number == 0 && trace["trackedTab"]?.number == 0)
  }

  @Test("trackedTab 0 (the app tracked the first list once): on Favorites at half a drag up scrolls that list and the panel stays, FloatingPanel #327")
  func staleTracking() throws {
    for tracked in [nil, 0] as [Int?] {
      let key = tracked.map { #", "trackedTab": \#($0)"# } ?? ""
      var scene = try Self.scene(Self.tabs + key, state: "half")
      try Self.tapTab(&scene, 1, at: 0)
      let list = try #require(try Self.panel(scene).listFrame)
      let before = try Self.panel(scene).position
      try scene.drag(from: Point(x: 180, y: list.minY + 100), to: Point(x: 180, y: list.minY + 20), moves: 8, at: ms(200), release: false)
      let panel = try Self.panel(scene)
      if tracked == nil {
        #expect(isClose(panel.position, before - 76, within: 1e-9), "the tracked list hands the drag to the panel")
        #expect(panel.content.offset == 0)
      } else {
        #expect(panel.position == before, "the untracked list keeps the drag")
        #expect(isClose(panel.content.offset, 76, within: 1e-9))
        #expect(panel.traceJSON()["trackedTab"]?.number == 0)
      }
    }
  }

  @Test("nested content is refused where it cannot be", arguments: [
    (#""rows": 3, "controls": [{"kind": "tiles", "afterRow": 4}]"#, "main.panels[0].content.controls[0].afterRow", "the list has 3 rows, got 4"),
    (#""kind": "text", "controls": [{"kind": "tiles", "afterRow": 0}]"#, "main.panels[0].content.controls[0].afterRow", "only a list holds controls inside it, this content is text"),
    (#""controls": [{"kind": "tiles", "tiles": 0}]"#, "main.panels[0].content.controls[0].tiles", "must be between 1 and 100, got 0"),
    (#""tabs": ["One"]"#, "main.panels[0].content.tabs", "2 to 4 titles, got 1"),
    (#""tabs": ["A", "B"], "trackedTab": 2"#, "main.panels[0].content.trackedTab", "must be between 0 and 1, got 2"),
    (#""trackedTab": 0"#, "main.panels[0].content.trackedTab", "only a list with tabs tracks one of them"),
  ])
  func badNesting(content: String, path: String, message: String) {
    expectRefused("{\"main\": {\"panels\": [{\"content\": {\n\(content)}}]}}", path: path, line: 2, message: message)
  }
}
