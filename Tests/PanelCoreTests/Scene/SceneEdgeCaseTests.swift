import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Input sequences that real sessions and hand-written recordings produce but tidy scripts do
/// not: lost releases, settings changed mid-gesture, ties, presses outside the main view.
@Suite("Scene edge cases")
struct SceneEdgeCaseTests {
  static func scene(_ text: String) throws -> Scene {
    Scene(config: try SceneConfig.parse(text), scale: 1)
  }

  static let twoPanels = #"""
    {"window": {"width": 1280, "height": 800}, "main": {"feed": {},
      "panels": [{"id": "b", "crossAxisLength": 400, "crossAxisAlignment": "trailing"},
                 {"id": "a", "crossAxisLength": 400}]}}
    """#

  /// `twoPanels` with panel `a` (the front one) pressed at y 410 and dragged up to 320 by 32 ms,
  /// still held.
  static func twoPanelsDraggingA() throws -> Scene {
    var scene = try scene(twoPanels)
    try scene.send(ms(0), .pointerDown(Point(x: 200, y: 410), button: .left, clicks: 1))
    for (i, y) in [400.0, 380, 350, 320].enumerated() {
      try scene.send(ms(8 * Int64(i + 1)), .pointerMove(Point(x: 200, y: y)))
    }
    return scene
  }

  @Test("a second press without a release ends the first one: no panel stays dragging")
  func lostRelease() throws {
    var scene = try Self.twoPanelsDraggingA()
    #expect(scene.panels[1].isDragging)
    try scene.send(ms(50), .pointerDown(Point(x: 640, y: 100), button: .left, clicks: 1))
    try scene.send(ms(60), .pointerUp(Point(x: 640, y: 100), button: .left))
    scene.advance(to: ms(5000))
    let a = scene.panels[1]
    #expect(!a.isDragging && !a.isAnimating)
    #expect(a.position == a.layout.position(of: a.state))
  }

  @Test("reordering panels with set while one is dragged keeps the drag on that panel")
  func reorderDuringDrag() throws {
    var scene = try Self.twoPanelsDraggingA()
    let reordered = try json(#"[{"id": "a", "crossAxisLength": 400}, {"id": "b", "crossAxisLength": 400, "crossAxisAlignment": "trailing"}]"#)
    try scene.send(ms(40), .set(path: "main.panels", value: reordered))
    #expect(scene.panels[0].config.id == "a" && scene.panels[0].isDragging)
    try scene.send(ms(48), .pointerUp(Point(x: 200, y: 300), button: .left))
    scene.advance(to: ms(5000))
    for panel in scene.panels {
      #expect(!panel.isDragging && !panel.isAnimating)
      #expect(panel.position == panel.layout.position(of: panel.state))
    }
  }

  @Test("anchors changed mid-spring re-aim the spring and report the new state")
  func anchorsChangedMidSpring() throws {
    var scene = try Self.scene(#"{"window": {"width": 375, "height": 667}, "main": {"panels": [{}]}}"#)
    try scene.send(ms(0), .keyDown(key: "1", modifiers: []))
    scene.advance(to: ms(60))
    _ = scene.takeEvents()
    let anchors = try json(
      #"{"half": {"fractionalInset": 0.5, "edge": "bottom"}, "tip": {"absoluteInset": 69, "edge": "bottom"}}"#)
    try scene.send(ms(60), .set(path: "main.panels[0].anchors", value: anchors))
    #expect(scene.takeEvents().contains { $0.name == "didChangeState" && $0.fields.contains(.init("state", .string("half"))) })
    scene.advance(to: ms(5000))
    let panel = scene.panels[0]
    #expect(panel.state == .half)
    #expect(panel.position == panel.layout.position(of: .half))
  }

  @Test("states of equal order pick the initial state by name (alphabetically first), the same in every run")
  func equalOrdersAreStable() throws {
    let text = #"""
      {"main": {"panels": [{"states": [{"name": "a", "order": 1000}],
        "anchors": {"full": {"absoluteInset": 100, "edge": "top"}, "a": {"absoluteInset": 300, "edge": "top"}}}]}}
      """#
    for _ in 0..<5 {
      let config = try SceneConfig.parse(text)
      #expect(config.main.panels[0].initialState.name == "a")
    }
  }

  @Test("the first bad anchor in the file is the one reported")
  func firstBadAnchorReported() {
    let error = sceneError(#"""
      {"main": {"panels": [{"anchors": {"tip": {"absoluteInset": 1, "edge": "left"},
        "half": {"absoluteInset": 1, "edge": "right"}, "full": {"absoluteInset": 1, "edge": "left"}}}]}}
      """#)
    #expect(error?.path == "main.panels[0].anchors.tip.edge")
  }

  @Test("an intrinsic anchor on a right panel measures the content's width")
  func intrinsicSidePanel() throws {
    let scene = try Self.scene(#"""
      {"window": {"width": 1000, "height": 600}, "main": {"panels": [{"position": "right",
        "anchors": {"full": {"intrinsic": {"absoluteOffset": 0}}}}]}}
      """#)
    let panel = scene.panels[0]
    #expect(panel.position == 1000 - PanelModel.intrinsicContentWidth)
    #expect(panel.surfaceFrame.width == PanelModel.intrinsicContentWidth)
  }

  @Test("a visible backdrop does not take presses or the wheel outside the main view")
  func backdropStaysInItsPane() throws {
    var scene = try Self.scene(#"""
      {"window": {"width": 1000, "height": 600},
       "layout": {"split": {"id": "root", "position": 0.3}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}},
       "main": {"feed": {}, "panels": [{"initialState": "full", "backdropAlpha": {"full": 0.5}}]}}
      """#)
    #expect(scene.panels[0].backdropAlpha == 0.5)
    // Low in the sidebar, below its rows (a row would show a hand of its own).
    try scene.send(ms(0), .pointerDown(Point(x: 50, y: 560), button: .left, clicks: 1))
    #expect(scene.cursor == .arrow)
    try scene.send(ms(10), .pointerUp(Point(x: 50, y: 560), button: .left))
    let main = try #require(scene.mainFrame)
    #expect(main.minX > 50)
    #expect(!scene.panels[0].captures(Point(x: 50 - main.minX, y: 560)))
  }

  @Test("a set of the scale changes the rounding grid of the panels")
  func setScale() throws {
    var scene = try Self.scene(#"{"window": {"width": 375, "height": 667}, "main": {"panels": [{}]}}"#)
    #expect(scene.panels[0].layout.position(of: .half) == 334)  // 333.5 rounds half away at 1x
    try scene.send(ms(0), .set(path: "scale", value: .number(3)))
    #expect(scene.scale == 3)
    #expect(isClose(scene.panels[0].layout.position(of: .half), 1001.0 / 3, within: 1e-9))
  }
}
