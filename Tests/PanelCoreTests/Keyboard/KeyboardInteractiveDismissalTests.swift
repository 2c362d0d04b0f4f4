import Testing

@testable import PanelCore
import PanelLabTestSupport

/// `keyboardDismissMode` `interactive`: a drag that the panel won pulls the keyboard down with the
/// pointer once the pointer is inside it; a release with more than half of it pulled away lets
/// it go, otherwise it rises back. The phone's keyboard is 336 pt tall, its top at 852 − 336 = 516.
@Suite("Keyboard: interactive dismissal")
struct KeyboardInteractiveDismissalTests {
  /// The scene with the field focused and the keyboard up, and the time it is up.
  static func focused(dismiss: String = "interactive", avoidance: String = "none") throws -> (Scene, Micros) {
    var scene = try KeyboardScenes.scene(avoidance: avoidance, dismiss: dismiss)
    let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    scene.advance(to: t + ms(600))
    _ = scene.takeEvents()
    return (scene, t + ms(600))
  }

  /// Presses the panel's grabber and moves the pointer down through `ys`, 16 ms apart; returns the
  /// time of the last move.
  static func pull(_ scene: inout Scene, through ys: [Double], at start: Micros) throws -> Micros {
    let top = try #require(scene.panels.first).surfaceFrame.y
    var t = start
    try scene.send(t, .pointerDown(Point(x: 200, y: top + 10), button: .left, clicks: 1))
    for y in ys {
      t += ms(16)
      try scene.send(t, .pointerMove(Point(x: 200, y: y)))
    }
    return t
  }

  /// Pulls the panel down through 520 and 600 to `y` (`pull`), releases it there and advances
  /// 1 µs past the release; returns the release's time.
  static func pullAndRelease(_ scene: inout Scene, to y: Double, at start: Micros) throws -> Micros {
    let t = try pull(&scene, through: [520, 600, y], at: start)
    try scene.send(t, .pointerUp(Point(x: 200, y: y), button: .left))
    scene.advance(to: t + 1)
    return t
  }

  @Test("the keyboard follows the pointer once it is inside it, and comes back up with it")
  func follows() throws {
    var (scene, t) = try Self.focused()
    t = try Self.pull(&scene, through: [470, 510], at: t)
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336, "above its top edge the keyboard stays")
    try scene.send(t + ms(8), .pointerMove(Point(x: 200, y: 600)))
    #expect(isClose(try #require(scene.component(SoftwareKeyboard.self)).visibleHeight, 852 - 600, within: 1e-9))
    try scene.send(t + ms(16), .pointerMove(Point(x: 200, y: 800)))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 52)
    try scene.send(t + ms(32), .pointerMove(Point(x: 200, y: 300)))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336, "pulled back up past its top, it is all up again")
    #expect(scene.component(TextFieldModel.self)?.isEditing == true)
  }

  @Test("a release with more than half of it pulled away lets the focus go and drops the keyboard from there, at the release")
  func releaseBelowHalfDismisses() throws {
    var (scene, t) = try Self.focused()
    t = try Self.pullAndRelease(&scene, to: 700, at: t)
    let events = scene.takeEvents()
    #expect(events.map { "\($0.component) \($0.name)" }.filter { !$0.hasPrefix("panel") } == ["textField didEndEditing", "keyboard willHide"])
    #expect(events.first { $0.name == "didEndEditing" }?.fields.last?.value.string == "interactive")
    #expect(events.first { $0.name == "willHide" }?.time == t, "it starts falling at the release, whatever the frame rate")
    let keyboard = try #require(scene.component(SoftwareKeyboard.self))
    #expect(!keyboard.isShown && isClose(keyboard.visibleHeight, 152, within: 0.01), "it falls from where the hand left it")
    scene.advance(to: t + ms(250))
    #expect(isClose(scene.component(SoftwareKeyboard.self)!.visibleHeight, 152 * (1 - KeyboardCurve.progress(0.25)), within: 1e-9))
    scene.advance(to: t + ms(500))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 0)
    #expect(scene.takeEvents().contains { $0.name == "didHide" })
  }

  @Test("a release with less than half of it pulled away keeps the focus, and the keyboard rises back on its curve")
  func releaseAboveHalfReturns() throws {
    var (scene, t) = try Self.focused()
    t = try Self.pullAndRelease(&scene, to: 650, at: t)
    #expect(scene.component(TextFieldModel.self)?.isEditing == true)
    let events = scene.takeEvents().filter { $0.component == "keyboard" }
    #expect(events.map(\.name) == ["willChangeFrame"])
    #expect(events.first?.fields.first?.value.number == 336)
    scene.advance(to: t + ms(500))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336)
    #expect(scene.takeEvents().map(\.name).contains("didShow"))
    #expect(scene.takesTypedText)
  }

  @Test("without interactive (none, onDrag) the same pull leaves the keyboard where it is")
  func otherModesDoNotFollow() throws {
    for mode in ["none", "onDrag"] {
      var (scene, t) = try Self.focused(dismiss: mode)
      t = try Self.pull(&scene, through: [520, 600, 700], at: t)
      let height = try #require(scene.component(SoftwareKeyboard.self)).visibleHeight
      // onDrag lets the focus go as the drag starts: the keyboard falls on its curve, not with the pointer.
      #expect(mode == "none" ? height == 336 : height != 152, "\(mode): \(height)")
      #expect(scene.component(SoftwareKeyboard.self)?.isFollowingDrag == false, "\(mode)")
      try scene.send(t, .pointerUp(Point(x: 200, y: 700), button: .left))
      #expect(!scene.takeEvents().contains { $0.fields.last?.value.string == "interactive" }, "\(mode)")
    }
  }

  @Test("riding above the keyboard, the panel's anchors follow the pulled keyboard down")
  func aboveKeyboardFollows() throws {
    var (scene, t) = try Self.focused(avoidance: "aboveKeyboard")
    let up = try #require(scene.panels.first).layout
    t = try Self.pull(&scene, through: [560, 640, 700], at: t)
    scene.advance(to: t + ms(1))
    let pulled = try #require(scene.panels.first).layout
    // The safe area's bottom lost 336 − 152 = 184 pt: tip (69 pt above it) moves all of it, half (at 50 %) half of it.
    #expect(isClose(pulled.position(of: .tip) - up.position(of: .tip), 184, within: 1))
    #expect(isClose(pulled.position(of: .half) - up.position(of: .half), 92, within: 1))
  }
}
