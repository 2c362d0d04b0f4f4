import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Panels inside a `Scene`: routing of presses and keys, trace lines in window points, event order,
/// and config errors that name their key path.
@Suite("Panels in a scene")
struct PanelSceneTests {
  static let half = 1001.0 / 3.0

  /// A phone-sized scene with a feed and the given `main.panels` list, at scale 3.
  static func scene(_ panels: String, layout: String? = nil, window: String = #"{"width": 375, "height": 667}"#) throws
    -> Scene
  {
    let layoutMember = layout.map { #""layout": \#($0), "# } ?? ""
    let text = #"{"window": \#(window), \#(layoutMember)"main": {"feed": {}, "panels": \#(panels)}}"#
    return Scene(config: try SceneConfig.parse(text), scale: 3)
  }

  static func down(_ scene: inout Scene, _ t: Micros, _ x: Double, _ y: Double) throws {
    try scene.send(t, .pointerDown(Point(x: x, y: y), button: .left, clicks: 1))
  }

  static func move(_ scene: inout Scene, _ t: Micros, _ x: Double, _ y: Double) throws {
    try scene.send(t, .pointerMove(Point(x: x, y: y)))
  }

  static func up(_ scene: inout Scene, _ t: Micros, _ x: Double, _ y: Double) throws {
    try scene.send(t, .pointerUp(Point(x: x, y: y), button: .left))
  }

  static func key(_ scene: inout Scene, _ t: Micros, _ key: String, _ mods: [KeyModifier] = []) throws {
    try scene.send(t, .keyDown(key: key, modifiers: mods))
  }

  /// Drags from `y0` by `step` every 8 ms, `moves` times, then lets go one step later.
  static func fling(_ scene: inout Scene, at t0: Micros, x: Double = 187, from y0: Double, step: Double, moves: Int)
    throws -> Micros
  {
    try down(&scene, t0, x, y0)
    for i in 1...moves { try move(&scene, t0 + ms(8) * Int64(i), x, y0 + step * Double(i)) }
    let end = t0 + ms(8) * Int64(moves + 1)
    try up(&scene, end, x, y0 + step * Double(moves + 1))
    return end
  }

  static func tracePanels(_ scene: Scene) -> [JSONValue] {
    guard case .array(let panels)? = scene.traceState().first(where: { $0.key == "panels" })?.value.kind else { return [] }
    return panels
  }

  @Test("the topmost panel under the pointer takes the drag")
  func topmostTakesDrag() throws {
    var scene = try Self.scene(#"[{"id": "a"}, {"id": "b"}]"#)
    // Both rest at half; a press in the shared grabber band goes to b, the later (upper) one.
    var t = try Self.fling(&scene, at: 0, from: 340, step: 8, moves: 20)
    let first = scene.takeEvents()
    #expect(!first.isEmpty)
    #expect(first.allSatisfy { $0.id == "b" })
    #expect(scene.panels[0].position == Self.half)
    scene.advance(to: t + ms(2000))
    #expect(scene.panels[1].state == .tip)
    #expect(scene.panels[0].state == .half)
    _ = scene.takeEvents()

    // Now b sits at tip (598) and its backdrop is clear, so a press at 340 reaches a.
    t += ms(2000)
    t = try Self.fling(&scene, at: t + ms(10), from: 340, step: -8, moves: 20)
    let second = scene.takeEvents()
    #expect(!second.isEmpty)
    #expect(second.allSatisfy { $0.id == "a" })
    scene.advance(to: t + ms(2000))
    #expect(scene.panels[0].state == .full)
    #expect(scene.panels[1].state == .tip)

    // a at full shows a 0.3 backdrop over everything below it, but b is above a: a press on b's
    // grabber still goes to b.
    _ = scene.takeEvents()
    t = try Self.fling(&scene, at: t + ms(2010), from: 600, step: -8, moves: 20)
    #expect(scene.takeEvents().allSatisfy { $0.id == "b" })
  }

  @Test("a press that no panel takes reaches the feed")
  func pressThrough() throws {
    var scene = try Self.scene(#"[{"id": "a"}]"#)
    // Above the half panel, with no backdrop: the feed scrolls.
    try Self.down(&scene, 0, 187, 300)
    try Self.move(&scene, ms(8), 187, 250)
    try Self.move(&scene, ms(16), 187, 200)
    #expect(scene.traceOffset == 100)
    #expect(scene.takeEvents().isEmpty)
    #expect(scene.panels[0].position == Self.half)
  }

  @Test("keys 1, 2, 3 and 0 move the topmost panel to full, half, tip and hidden")
  func keys() throws {
    var scene = try Self.scene(#"[{"id": "a"}, {"id": "b"}]"#)
    let expected: [(String, PanelState, Double)] = [("1", .full, 18), ("3", .tip, 598), ("0", .hidden, 767), ("2", .half, Self.half)]
    var t: Micros = 0
    for (key, state, position) in expected {
      t += ms(100)
      try Self.key(&scene, t, key)
      #expect(scene.panels[1].state == state, "key \(key) sets the state at once")
      t += ms(3000)
      scene.advance(to: t)
      #expect(scene.panels[1].position == position)
      #expect(!scene.isAnimating)
      #expect(scene.panels[0].state == .half && scene.panels[0].position == Self.half)
    }
    let events = scene.takeEvents()
    #expect(events.allSatisfy { $0.id == "b" })
    // Moves between shown states attract; hiding and showing do not.
    #expect(events.filter { $0.name == "willBeginAttracting" }.compactMap { $0["target"]?.string } == ["full", "tip"])
    #expect(events.filter { $0.name == "didChangeState" }.compactMap { $0["state"]?.string } == ["full", "tip", "hidden", "half"])

    // With a modifier held, or another key, nothing moves.
    try Self.key(&scene, t + ms(10), "1", [.ctrl])
    try Self.key(&scene, t + ms(20), "4")
    #expect(scene.panels[1].state == .half)
    #expect(scene.takeEvents().isEmpty)
  }

  @Test("trace lines carry each panel's id, state, position, frame and flags in window points")
  func traceLines() throws {
    // A 96 pt sidebar and a 4 pt divider above the main view put its origin at y = 100: the
    // divider's centre at 98 of 767 points.
    let layout = #"{"split": {"orientation": "vertical", "position": 0.12777053455019557}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}}"#
    var scene = try Self.scene(#"[{"id": "p"}]"#, layout: layout, window: #"{"width": 375, "height": 767}"#)
    #expect(scene.mainFrame == Rect(x: 0, y: 100, width: 375, height: 667))
    var line = try #require(Self.tracePanels(scene).first)
    #expect(line["id"]?.string == "p")
    #expect(line["state"]?.string == "half")
    #expect(line["position"]?.number == 100 + Self.half)
    // Static content mode: the surface keeps full's length, 667 − 18.
    #expect(line["frame"]?.numbers == [0, 100 + Self.half, 375, 649])
    #expect(line["dragging"]?.bool == false)
    #expect(line["attracting"]?.bool == false)
    #expect(line["backdropAlpha"]?.number == 0)

    // Drag it down 100 pt from its grabber (window y = 100 + 340).
    try Self.down(&scene, 0, 187, 440)
    try Self.move(&scene, ms(8), 187, 445)
    try Self.move(&scene, ms(16), 187, 545)
    line = try #require(Self.tracePanels(scene).first)
    #expect(line["dragging"]?.bool == true)
    #expect(isClose(line["position"]?.number ?? 0, 200 + Self.half, within: 1e-9))
    try Self.up(&scene, ms(24), 187, 545)
    line = try #require(Self.tracePanels(scene).first)
    #expect(line["dragging"]?.bool == false)
    #expect(line["attracting"]?.bool == true)
    let willEnd = try #require(scene.takeEvents().first { $0.name == "willEndDragging" })
    #expect(isClose(willEnd["position"]?.number ?? 0, 200 + Self.half, within: 1e-9), "events report window points too")

    scene.advance(to: ms(3000))
    line = try #require(Self.tracePanels(scene).first)
    #expect(line["state"]?.string == "tip")
    let settled = try #require(line["position"]?.number)
    #expect(settled == 698)
    #expect(line["frame"]?.numbers == [0, 698, 375, 649])
    #expect(line["attracting"]?.bool == false)
    let moves = scene.takeEvents().filter { $0.name == "didMove" }
    #expect(moves.last?["position"]?.number == 698)
  }

  @Test("the trace's backdrop alpha is the panel's, 0.3 at full")
  func traceBackdrop() throws {
    var scene = try Self.scene(#"[{"id": "p", "initialState": "full"}]"#)
    #expect(Self.tracePanels(scene).first?["backdropAlpha"]?.number == 0.3)
    try Self.key(&scene, 0, "2")
    scene.advance(to: ms(3000))
    #expect(Self.tracePanels(scene).first?["backdropAlpha"]?.number == 0)
  }

  @Test("events of several panels reach takeEvents in time order, each panel's in its own order")
  func eventOrder() throws {
    // b is a top panel, the topmost: key 3 sends it toward its tip while a, a bottom panel at tip,
    // is dragged up at the same time.
    var scene = try Self.scene(#"[{"id": "a", "initialState": "tip"}, {"id": "b", "position": "top"}]"#)
    try Self.key(&scene, 0, "3")
    let t = try Self.fling(&scene, at: ms(4), from: 600, step: -10, moves: 30)
    scene.advance(to: t + ms(3000))
    let events = scene.takeEvents()
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    let a = events.filter { $0.id == "a" }
    let b = events.filter { $0.id == "b" }
    #expect(collapsedNames(b) == ["willBeginAttracting", "didChangeState", "didMove", "didEndAttracting"])
    #expect(collapsedNames(a).first == "willBeginDragging")
    #expect(collapsedNames(a).last == "didEndAttracting")
    // The two streams interleave: b's spring was still reporting while a was dragged.
    let firstA = try #require(a.first).time
    let lastB = try #require(b.last).time
    #expect(firstA < lastB)
    #expect(scene.panels[1].state == .tip && scene.panels[1].position == 69)
    // a was flung up from tip past half (298 at −1250 pt/s): the full–half segment, → full.
    #expect(scene.panels[0].state == .full)
  }

  @Test("the wheel over a full panel's list scrolls the list, not the feed")
  func wheelRouting() throws {
    var scene = try Self.scene(#"[{"id": "p", "initialState": "full"}]"#)
    try scene.send(0, .wheel(Point(x: 187, y: 400), delta: Point(x: 0, y: 60)))
    #expect(scene.panels[0].content.offset == 60)
    #expect(scene.traceOffset == 0)
    // Over the header the wheel does nothing to either.
    try scene.send(ms(10), .wheel(Point(x: 187, y: 40), delta: Point(x: 0, y: 60)))
    #expect(scene.panels[0].content.offset == 60)
    #expect(scene.traceOffset == 0)
  }

  // MARK: - Config errors

  static func error(_ panel: String) -> ConfigError? {
    sceneError(#"{"main": {"panels": [{}, \#(panel)]}}"#)
  }

  @Test("an anchor edge across a bottom panel's axis is an error at its key path")
  func crossAxisEdge() throws {
    let error = try #require(Self.error(#"{"anchors": {"half": {"absoluteInset": 100, "edge": "left"}}}"#))
    #expect(error.path == "main.panels[1].anchors.half.edge")
    #expect(error.message.contains("left"))
    let side = try #require(Self.error(#"{"position": "right", "anchors": {"full": {"absoluteInset": 10, "edge": "top"}}}"#))
    #expect(side.path == "main.panels[1].anchors.full.edge")
  }

  @Test("an unknown state name is an error at its key path")
  func unknownState() throws {
    let anchors = try #require(Self.error(#"{"anchors": {"quarter": {"absoluteInset": 100, "edge": "top"}}}"#))
    #expect(anchors.path == "main.panels[1].anchors.quarter")
    #expect(anchors.message.contains("quarter"))
    let initial = try #require(Self.error(#"{"initialState": "quarter"}"#))
    #expect(initial.path == "main.panels[1].initialState")
    let alpha = try #require(Self.error(#"{"backdropAlpha": {"quarter": 0.5}}"#))
    #expect(alpha.path == "main.panels[1].backdropAlpha.quarter")
  }

  @Test("a custom state named in states can be anchored and chosen")
  func customStateConfig() throws {
    let config = try SceneConfig.parse(
      #"""
      {"main": {"panels": [{"states": [{"name": "lastQuart", "order": 750}], "initialState": "lastQuart",
        "anchors": {"full": {"absoluteInset": 20, "edge": "top"}, "lastQuart": {"absoluteInset": 450, "edge": "bottom"}}}]}}
      """#)
    let panel = try #require(config.main.panels.first)
    #expect(panel.initialState == PanelState("lastQuart", order: 750))
    #expect(panel.anchors.count == 2)
    #expect(Self.error(#"{"states": [{"name": "half", "order": 1}]}"#)?.path == "main.panels[1].states[0].name")
  }
}
