import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A nested panel (`main.panels[].parent`) with controls of its own: they live in its parent's
/// content box as it does, join the arena as a top-level panel's controls do, and a text field
/// in it brings up the keyboard, which the nested panel's `keyboardAvoidance` answers.
@Suite("Controls in a nested panel")
struct NestedPanelControlsTests {
  /// Places at full on a phone, with details nested in it holding `controls`.
  static func phone(details: String, places: String = #""initialState": "full""#) -> String {
    """
    {"window": {"width": 393, "height": 852}, "device": {"name": "iPhone 16", "width": 393, "height": 852, "scale": 3}, "showArena": true,
     "main": {"feed": {}, "panels": [{"id": "places", \(places)}, {"id": "details", "parent": "places", \(details)}]}}
    """
  }

  /// The window positions of the panels (`panels[].position` in the trace), bottom-most first.
  static func positions(_ scene: Scene) throws -> [Double] {
    try #require(scene.traceState().first { $0.key == "panels" }?.value.items).compactMap { $0["position"]?.number }
  }

  /// Control `index`'s frame in window points, as the trace gives it.
  static func controlFrame(_ scene: Scene, _ index: Int = 0) throws -> Rect {
    let items = try #require(scene.traceState().first { $0.key == "controls" }?.value.items)
    let f = try #require(items[index]["frame"]?.items).compactMap(\.number)
    return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
  }

  static func arenaWinners(_ scene: inout Scene) -> [String] {
    scene.takeEvents().filter { $0.component == "arena" }.compactMap { $0.fields.first { $0.key == "winner" }?.value.string }
  }

  @Test("a nested panel holds controls, checked as any panel's; a panel with one nested in it still holds none")
  func accepted() throws {
    let scene = try Scene.make(Self.phone(details: #""initialState": "full", "content": {"controls": [{"kind": "carousel", "pages": 3}, {"kind": "slider"}]}"#))
    #expect(scene.component(CarouselModel.self)?.id == ComponentID("carousel", "details/0"))
    #expect(scene.component(CarouselModel.self)?.nestedIn == ComponentID("panel", "places"), "it lives in the parent's box, as details does")
    let error = sceneError(Self.phone(details: #""content": {"controls": [{"kind": "carousel", "pages": 0}]}"#))
    #expect(error?.path == "main.panels[1].content.controls[0].pages", "the same check as a top-level panel's: \(String(describing: error))")
    let parentError = sceneError(Self.phone(details: #""initialState": "half""#, places: #""content": {"controls": [{"kind": "slider"}]}"#))
    #expect(parentError?.message == #"panel "places" holds controls; a panel with a panel nested in it holds none"#)
  }

  @Test("the nested panel's carousel lies in its surface, moves with both panels, and wins a horizontal drag; the nested panel wins a vertical one")
  func carouselAgainstNestedPanel() throws {
    let details = #""initialState": "full", "content": {"header": 40, "controls": [{"kind": "carousel", "pages": 4}]}"#
    var scene = try Scene.make(Self.phone(details: details))
    let start = try Self.positions(scene)
    let card = try Self.controlFrame(scene)
    #expect(card.y > start[1] && card.y < start[1] + 80 && card.height == 150, "under details' header, in window points: \(card) \(start)")
    // Horizontal: the carousel pages, neither panel moves.
    var t = try scene.drag(from: Point(x: 320, y: card.midY), to: Point(x: 140, y: card.midY + 20), moves: 12, at: ms(100))
    scene.advance(to: t + ms(1000))
    #expect(scene.component(CarouselModel.self)?.page == 1)
    #expect(try Self.positions(scene) == start)
    #expect(Self.arenaWinners(&scene) == ["carousel:details/0"])
    // Vertical: details follows the hand down; places stays, and the carousel keeps its page.
    t = try scene.drag(from: Point(x: 200, y: card.midY), to: Point(x: 212, y: card.midY + 150), moves: 12, at: t + ms(1100), release: false)
    let during = try Self.positions(scene)
    #expect(during[0] == start[0])
    #expect(during[1] > start[1] + 100, "\(during) from \(start)")
    #expect(scene.component(CarouselModel.self)?.page == 1)
    try scene.send(t + ms(8), .pointerUp(Point(x: 212, y: card.midY + 150), button: .left))
    #expect(Self.arenaWinners(&scene) == ["panel:details"])
  }

  /// Details holding a text field nested in places (at full); `avoidance` is details'.
  static func keyboardScene(avoidance: String, places: String = #""initialState": "full""#, details state: String = "half") throws -> Scene {
    let details = #""initialState": "\#(state)", "keyboardAvoidance": "\#(avoidance)", "content": {"controls": [{"kind": "textField"}]}"#
    return try Scene.make(Self.phone(details: details, places: places))
  }

  /// Clicks the field, lets the keyboard rise, moves details to tip (the field holds the keys, so
  /// by command, as an app would) and lets everything settle; returns the time.
  static func focusAndTip(_ scene: inout Scene) throws -> Micros {
    let field = try Self.controlFrame(scene)
    try scene.send(ms(100), .pointerDown(Point(x: field.midX, y: field.midY), button: .left, clicks: 1))
    try scene.send(ms(160), .pointerUp(Point(x: field.midX, y: field.midY), button: .left))
    scene.advance(to: ms(1200))
    try scene.send(ms(1210), .command(ComponentID("panel", "details"), .object([.init("move", .string("tip"))])))
    scene.advance(to: ms(4000))
    return ms(4000)
  }

  /// The keyboard's top in window points once it is up (the phone fills the window).
  static func keyboardTop(_ scene: Scene) throws -> Double {
    let keyboard = try #require(scene.component(SoftwareKeyboard.self))
    #expect(keyboard.isShown)
    return 852 - keyboard.visibleHeight
  }

  @Test("aboveKeyboard in a nested panel: its safe area's bottom is the part of its parent's box the keyboard covers, so its tip rests 69 pt above the keyboard, and goes back down with it")
  func aboveKeyboard() throws {
    var resting = try Self.keyboardScene(avoidance: "aboveKeyboard")
    try resting.send(ms(10), .command(ComponentID("panel", "details"), .object([.init("move", .string("tip"))])))
    resting.advance(to: ms(3000))
    let tipWithoutKeyboard = try Self.positions(resting)[1]
    var scene = try Self.keyboardScene(avoidance: "aboveKeyboard")
    let t = try Self.focusAndTip(&scene)
    let top = try Self.keyboardTop(scene)
    #expect(top < tipWithoutKeyboard, "the keyboard covers the box's bottom")
    #expect(try Self.positions(scene)[1] == top - 69, "tip: 69 pt above the safe area's bottom, the keyboard's top")
    try scene.send(t + ms(10), .keyDown(key: "Return", modifiers: []))
    scene.advance(to: t + ms(3000))
    #expect(try Self.positions(scene)[1] == tipWithoutKeyboard)
  }

  @Test("none in a nested panel: the keyboard covers it; mostExpanded: it springs to full at willShow")
  func noneAndMostExpanded() throws {
    var resting = try Self.keyboardScene(avoidance: "none")
    try resting.send(ms(10), .command(ComponentID("panel", "details"), .object([.init("move", .string("tip"))])))
    resting.advance(to: ms(3000))
    var scene = try Self.keyboardScene(avoidance: "none")
    _ = try Self.focusAndTip(&scene)
    #expect(try Self.positions(scene)[1] == (try Self.positions(resting))[1])
    var expanding = try Self.keyboardScene(avoidance: "mostExpanded")
    let field = try Self.controlFrame(expanding)
    try expanding.send(ms(100), .pointerDown(Point(x: field.midX, y: field.midY), button: .left, clicks: 1))
    try expanding.send(ms(160), .pointerUp(Point(x: field.midX, y: field.midY), button: .left))
    expanding.advance(to: ms(2000))
    #expect(expanding.panels.last?.state == .full)
  }

  @Test("a parent that moves under a shown keyboard (places springs to full at willShow, on after the keyboard stopped) leaves the nested panel resting on the keyboard's top")
  func parentMovesUnderKeyboard() throws {
    var scene = try Self.keyboardScene(avoidance: "aboveKeyboard", places: #""initialState": "half", "keyboardAvoidance": "mostExpanded""#, details: "full")
    let field = try Self.controlFrame(scene)
    try scene.send(ms(100), .pointerDown(Point(x: field.midX, y: field.midY), button: .left, clicks: 1))
    try scene.send(ms(160), .pointerUp(Point(x: field.midX, y: field.midY), button: .left))
    // Frame by frame at 60 Hz, as a window runs it, so the parent's spring goes on after the keyboard's last frame.
    var t = ms(160)
    func run(to end: Micros) {
      while t < end {
        t += 16_667
        scene.advance(to: t)
      }
    }
    run(to: ms(700))
    #expect(scene.component(SoftwareKeyboard.self)?.isAnimating == false, "the keyboard is up")
    #expect(scene.panels.first?.isAnimating == true, "places still springs: the case this test is for")
    run(to: ms(1200))
    try scene.send(t + 1, .command(ComponentID("panel", "details"), .object([.init("move", .string("tip"))])))
    run(to: ms(4000))
    #expect(scene.panels.first?.state == .full)
    #expect(try Self.positions(scene)[1] == (try Self.keyboardTop(scene)) - 69)
  }
}
