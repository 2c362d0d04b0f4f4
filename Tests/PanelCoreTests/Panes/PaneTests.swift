import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The sidebar and the event log as a user meets them: a scene with a sidebar beside the main view
/// over an event log, clicked, dragged and typed at.
@Suite("Sidebar and event log panes")
struct PaneTests {
  /// Sidebar 200 wide (restore mode), main over a 200-tall log (boundary mode), 1000×800.
  static let text = """
    {"window": {"width": 1000, "height": 800},
     "layout": {
       "split": {"id": "side", "orientation": "horizontal", "position": 0.2, "draggableRange": {"normalized": [0.1, 0.4]},
                 "dragToHide": "primary", "doubleClickToClose": "primary"},
       "primary": {"view": "sidebar"},
       "secondary": {
         "split": {"id": "log", "orientation": "vertical", "position": 0.75, "draggableRange": {"normalized": [0.5, 0.9]},
                   "dragToHide": "secondary", "doubleClickToClose": "secondary", "hideMode": "boundary"},
         "primary": {"view": "main"}, "secondary": {"view": "events"}}},
     "sidebar": {"scenes": ["demo.json", "maps.json", "app-store.json"], "current": "maps.json"},
     "main": {"feed": {"cards": 12}, "panels": [{"id": "maps"}]}}
    """

  static func scene() throws -> Scene { Scene(config: try SceneConfig.parse(text)) }
  static func sidebar(_ s: Scene) -> SidebarPane { s.component(SidebarPane.self)! }
  static func log(_ s: Scene) -> EventLogPane { s.component(EventLogPane.self)! }
  static func split(_ s: Scene, _ id: String) -> SplitConfig { s.component(SplitTree.self)!.root.splits.first { $0.id == id }! }

  static func click(_ s: inout Scene, _ p: Point, at t: Micros, clicks: Int = 1) throws {
    try s.send(t, .pointerDown(p, button: .left, clicks: clicks))
    try s.send(t + ms(60), .pointerUp(p, button: .left))
  }

  /// The centre of a sidebar row, in window points.
  static func centre(of row: SidebarPane.Row, in s: Scene) -> Point {
    let pane = s.frame(of: .pane(.sidebar))!
    return Point(x: pane.x + row.frame.midX, y: pane.y + row.frame.midY)
  }

  @Test("scene files show as titled rows and a click on one reports didChooseScene with its file")
  func chooseScene() throws {
    var s = try Self.scene()
    let rows = Self.sidebar(s).rows
    #expect(rows.prefix(4).map(\.title) == ["Demo", "Maps", "App Store", "Fill the pane"], "the scenes, then the devices")
    try Self.click(&s, Self.centre(of: rows[2], in: s), at: ms(100))
    let events = s.takeEvents().filter { $0.component == "sidebar" }
    #expect(events.map(\.name) == ["didChooseScene"])
    #expect(events.first?[field: "scene"] == .string("app-store.json"))
    #expect(events.first?[field: "index"] == .number(2))
  }

  @Test("a press that leaves its row before the release chooses nothing")
  func pressLeavesRow() throws {
    var s = try Self.scene()
    let rows = Self.sidebar(s).rows
    try s.send(ms(10), .pointerDown(Self.centre(of: rows[0], in: s), button: .left, clicks: 1))
    #expect(Self.sidebar(s).pressed == .chooseScene(0))
    try s.send(ms(50), .pointerMove(Self.centre(of: rows[1], in: s)))
    try s.send(ms(90), .pointerUp(Self.centre(of: rows[1], in: s), button: .left))
    #expect(s.takeEvents().filter { $0.component == "sidebar" }.isEmpty)
    #expect(Self.sidebar(s).pressed == nil)
  }

  @Test("Ctrl+PageDown and Ctrl+PageUp choose the next and previous scene, wrapping around")
  func keysChooseScenes() throws {
    var s = try Self.scene()
    try s.send(ms(10), .keyDown(key: "PageDown", modifiers: [.ctrl]))
    try s.send(ms(20), .keyDown(key: "PageUp", modifiers: [.ctrl]))
    let chosen = s.takeEvents().filter { $0.name == "didChooseScene" }.map { $0[field: "scene"]?.string }
    #expect(chosen == ["app-store.json", "demo.json"], "current is maps.json (index 1)")
    #expect(s.feed?.scroll.offset == 0, "plain PageDown scrolls the feed; Ctrl+PageDown does not")
  }

  @Test("a pane closed by a double click is listed under Layout, and its row brings it back")
  func restoreFromMenu() throws {
    var s = try Self.scene()
    let divider = s.component(SplitTree.self)!.frames.splits[1].dividerFrame
    try Self.click(&s, Point(x: divider.midX, y: divider.midY), at: ms(100), clicks: 2)
    #expect(Self.split(s, "log").visible == .primary)
    let menu = Self.sidebar(s).rows.filter { if case .restore = $0.action { true } else { false } }
    #expect(menu.map(\.title) == ["Show events"])
    #expect(menu.map(\.hint) == ["Ctrl+Alt+2"])
    _ = s.takeEvents()
    try Self.click(&s, Self.centre(of: menu[0], in: s), at: ms(500))
    #expect(Self.split(s, "log").visible == .both)
    #expect(s.frame(of: .pane(.events))!.height > 0, "the log pane is laid out again at once")
    let events = s.takeEvents()
    #expect(events.map(\.name) == ["stateChanged"], "the menu's own event is internal; the split reports the change")
    #expect(Self.sidebar(s).rows.allSatisfy { if case .restore = $0.action { false } else { true } })
  }

  @Test("the log shows every traced event newest first, folding a run of the same event into one row")
  func logFolds() throws {
    var s = try Self.scene()
    let main = s.mainFrame!
    // A drag on the panel's surface: willBeginDragging, didMove × n, willEndDragging, ….
    let panel = s.panels[0].surfaceFrame
    let x = main.x + panel.midX, y0 = main.y + panel.minY + 10
    try s.send(ms(0), .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1))
    for i in 1...10 { try s.send(ms(Int64(i) * 16), .pointerMove(Point(x: x, y: y0 - Double(i) * 20))) }
    try s.send(ms(200), .pointerUp(Point(x: x, y: y0 - 200), button: .left))
    s.advance(to: ms(3000))
    let traced = s.takeEvents()
    let log = Self.log(s)
    #expect(log.total == traced.count, "the log sees exactly what the trace shows")
    #expect(log.rows.first?.event == traced.last)
    let moves = log.rows.filter { $0.event.name == "didMove" }.map(\.count)
    #expect(moves.reduce(0, +) == traced.filter { $0.name == "didMove" }.count)
    #expect(moves.contains { $0 > 1 })
    #expect(log.rows.map(\.count).reduce(0, +) == traced.count)
    #expect(log.rows.count < traced.count)
    #expect(!log.rows.contains { $0.event.isInternal })
  }

  @Test("the log keeps its last 200 rows, and scrolled back it holds what is being read in place")
  func logCapacityAndScroll() throws {
    var log = try EventLogPane.laidOut(width: 400, height: 230)
    for i in 0..<250 { log.log(SceneEvent(time: Micros(i), component: "panel", id: "p\(i % 2)", name: "didMove")) }
    #expect(log.rows.count == EventLogPane.capacity && log.total == 250)
    #expect(log.rows.first?.event.time == 249)
    log.wheel(Point(x: 0, y: 60), at: .zero)
    #expect(log.scrollOffset == 60)
    log.log(SceneEvent(time: 300, component: "sheet", id: nil, name: "willPresent"))
    #expect(log.scrollOffset == 60 + EventLogPane.rowHeight)
    log.wheel(Point(x: 0, y: 1e9), at: .zero)
    let expected: Double = EventLogPane.headerHeight + 200 * EventLogPane.rowHeight - 230
    #expect(log.scrollOffset == expected)
    log.wheel(Point(x: 0, y: -1e9), at: .zero)
    #expect(log.scrollOffset == 0)
  }

  @Test("a row reads seconds, component, id, name and count, then the fields in short")
  func rowText() {
    let e = SceneEvent(
      time: 12_345_678, component: "panel", id: "maps", name: "didMove",
      fields: [.init("state", .string("half")), .init("y", .number(417.25)), .init("frame", .array([.number(0), .number(20.04), .number(375), .number(647.5)]))])
    let d = EventLogPane.describe(EventLogPane.Row(event: e, count: 3))
    #expect(d.time == "12.346")
    #expect(d.name == "panel maps didMove ×3")
    #expect(d.fields == "state=half y=417.3 frame=[0 20.0 375 647.5]")
    // Counted from a replay's startAt: after it, and before it (logged while the replay runs up to it).
    #expect(EventLogPane.describe(EventLogPane.Row(event: e, count: 3), origin: 12_000_000).time == "0.346")
    #expect(EventLogPane.describe(EventLogPane.Row(event: e, count: 3), origin: 13_000_000).time == "-0.654")
    #expect(EventLogPane.describe(EventLogPane.Row(event: e, count: 3), origin: 12_345_678).time == "0.000")
  }

  @Test("every sidebar key is checked: scenes must be non-empty strings, current one of them")
  func badSidebar() {
    #expect(sceneError(#"{"sidebar": {"scenes": [""]}}"#)?.description.contains("sidebar.scenes[0]") == true)
    #expect(sceneError(#"{"sidebar": {"scenes": [3]}}"#)?.description.contains("sidebar.scenes[0]") == true)
    #expect(sceneError(#"{"sidebar": {"scenes": ["a.json"], "current": "b.json"}}"#)?.description.contains("sidebar.current") == true)
    #expect(sceneError(#"{"sidebar": {"scene": []}}"#)?.description.contains("sidebar") == true)
    let many = (0...64).map { "\"s\($0).json\"" }.joined(separator: ",")
    #expect(sceneError(#"{"sidebar": {"scenes": [\#(many)]}}"#)?.description.contains("at most 64") == true)
    #expect(sceneError(#"{"sidebar": {"scenes": ["a.json"], "current": "a.json"}}"#) == nil)
  }

  @Test("scene titles come from file names")
  func titles() {
    #expect(SidebarConfig.title(of: "app-store.json") == "App Store")
    #expect(SidebarConfig.title(of: "more/floating_panel-test.json") == "Floating Panel Test")
    #expect(SidebarConfig.title(of: "x") == "X")
  }
}
