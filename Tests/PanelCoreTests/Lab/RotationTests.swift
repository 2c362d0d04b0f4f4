import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Rotation of the simulated device and a panel's layouts per width: the state is kept, a resting
/// panel lands on the new layout's anchor, a running spring re-aims, the keyboard takes the new
/// screen's height.
@Suite("Rotation and size classes")
struct RotationTests {
  /// An iPhone 16 in a window large enough for it both ways up, with a panel whose layout changes
  /// at 600 pt: in landscape (852 wide) it is a card 100 pt from the top with no half state.
  static let scene = #"""
    {"window": {"width": 900, "height": 900}, "device": {"name": "iPhone 16", "width": 393, "height": 852, "scale": 3},
     "main": {"feed": {}, "panels": [{"id": "panel", "initialState": "tip",
       "layouts": [{"maxWidth": 600, "anchors": {"full": {"absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea"}, "half": {"fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea"}, "tip": {"absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea"}}},
                   {"minWidth": 600, "anchors": {"full": {"absoluteInset": 100, "edge": "top"}, "tip": {"absoluteInset": 60, "edge": "bottom"}}}],
       "content": {"controls": [{"kind": "textField"}]}}]}}
    """#

  @Test("R asks for a rotation, recorded as a rotate input; the device's sides swap")
  func rKeyRotates() throws {
    var scene = try Scene.make(Self.scene)
    try scene.send(ms(10), .keyDown(key: "R", modifiers: []))
    #expect(scene.takeRequests() == [.rotate(.landscape)])
    try scene.send(ms(10), .rotate(.landscape))
    #expect(scene.config.device?.size == Size(width: 852, height: 393))
    #expect(scene.mainFrame?.size == Size(width: 852, height: 393))
    // To the orientation it has: nothing.
    try scene.send(ms(20), .rotate(.landscape))
    #expect(scene.config.device?.size == Size(width: 852, height: 393))
  }

  @Test("the layout for the new width applies: tip is kept and lands 60 pt above the bottom; the trace names the layout")
  func layoutPerWidth() throws {
    var scene = try Scene.make(Self.scene)
    scene.advance(to: ms(100))
    #expect(isClose(scene.panels.first?.position ?? -1, 852 - 69, within: 1e-6))
    #expect(scene.panels.first?.traceJSON()["layout"]?.number == 0)
    try scene.send(ms(200), .rotate(.landscape))
    scene.advance(to: ms(300))
    let panel = try #require(scene.panels.first)
    #expect(panel.state == .tip)
    #expect(isClose(panel.position, 393 - 60, within: 1e-6))
    #expect(panel.traceJSON()["layout"]?.number == 1)
    try scene.send(ms(400), .rotate(.portrait))
    #expect(isClose(scene.panels.first?.position ?? -1, 852 - 69, within: 1e-6))
  }

  @Test("a state the new layout lacks gives way to the initial state (half has no landscape anchor)")
  func lostState() throws {
    var scene = try Scene.make(Self.scene)
    try scene.send(ms(10), .command(ComponentID("panel", "panel"), .object([.init("move", .string("half"))])))
    scene.advance(to: ms(2000))
    #expect(scene.panels.first?.state == .half)
    try scene.send(ms(2100), .rotate(.landscape))
    scene.advance(to: ms(4000))
    #expect(scene.panels.first?.state == .tip)
    #expect(isClose(scene.panels.first?.position ?? -1, 393 - 60, within: 1e-6))
  }

  @Test("a rotation while the spring runs re-aims it: it settles on the new layout's anchor, same state, no snap")
  func springReaims() throws {
    var scene = try Scene.make(Self.scene)
    try scene.send(ms(10), .command(ComponentID("panel", "panel"), .object([.init("move", .string("full")), .init("animated", .bool(true))])))
    scene.advance(to: ms(100))
    let before = try #require(scene.panels.first?.position)
    try scene.send(ms(100), .rotate(.landscape))
    // The rotated screen is shorter than where the panel was: it carries on from there.
    #expect(isClose(scene.panels.first?.position ?? -1, before, within: 1e-6))
    #expect(scene.panels.first?.isAttracting == true)
    scene.advance(to: ms(3000))
    #expect(scene.panels.first?.state == .full)
    #expect(isClose(scene.panels.first?.position ?? -1, 100, within: 1e-6))
  }

  @Test("the keyboard takes the landscape height (209 pt) with willChangeFrame when the device turns under it")
  func keyboardFollowsRotation() throws {
    var scene = try Scene.make(Self.scene)
    try scene.send(ms(10), .command(ComponentID("panel", "panel"), .object([.init("move", .string("full"))])))
    let field = try #require(scene.component(TextFieldModel.self)).field
    try scene.send(ms(100), .pointerDown(Point(x: field.midX + 253, y: field.midY + 24), button: .left, clicks: 1))
    try scene.send(ms(150), .pointerUp(Point(x: field.midX + 253, y: field.midY + 24), button: .left))
    scene.advance(to: ms(1000))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336)
    _ = scene.takeEvents()
    try scene.send(ms(1100), .rotate(.landscape))
    scene.advance(to: ms(2000))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 209)
    #expect(scene.takeEvents().filter { $0.component == "keyboard" }.map(\.name) == ["willChangeFrame", "didShow"])
  }

  @Test("the sidebar's rotate row asks for the rotation R asks for")
  func sidebarRow() throws {
    var scene = try Scene.make(#"""
      {"window": {"width": 1200, "height": 900}, "device": {"name": "iPhone SE", "width": 375, "height": 667},
       "layout": {"split": {"id": "root", "orientation": "horizontal", "position": 0.25}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}},
       "sidebar": {"scenes": []}, "main": {"feed": {}}}
      """#)
    let sidebar = try #require(scene.component(SidebarPane.self))
    let row = try #require(sidebar.rows.first { $0.action == .rotate })
    #expect(row.title == "Rotate to landscape")
    let p = Point(x: row.frame.midX, y: row.frame.midY)
    try scene.send(ms(10), .pointerDown(p, button: .left, clicks: 1))
    try scene.send(ms(60), .pointerUp(p, button: .left))
    #expect(scene.takeRequests() == [.rotate(.landscape)])
  }

  @Test(
    "bad layouts name their path",
    arguments: [
      (#"{"main": {"panels": [{"layouts": [{"minWidth": 500, "maxWidth": 400, "anchors": {"half": {"fractionalInset": 0.5, "edge": "bottom"}}}]}]}}"#, "main.panels[0].layouts[0].maxWidth", "must be larger than minWidth (500), got 400"),
      (#"{"main": {"panels": [{"layouts": [{"anchors": {"tip": {"absoluteInset": 60, "edge": "bottom"}}}]}]}}"#, "main.panels[0].layouts[0].anchors", "no anchor for the initial state \"half\""),
      (#"{"main": {"panels": [{"layouts": [{"maxWidth": 400}]}]}}"#, "main.panels[0].layouts[0].anchors", "missing"),
      (#"{"main": {"panels": [{"layouts": [{"anchors": {"half": {"absoluteInset": 60, "edge": "left"}}}]}]}}"#, "main.panels[0].layouts[0].anchors.half.edge", "measure from top or bottom"),
    ])
  func badLayouts(text: String, path: String, message: String) throws {
    let error = try #require(sceneError(text))
    #expect(error.path == path)
    #expect(error.message.contains(message), "\(error.message)")
  }
}
