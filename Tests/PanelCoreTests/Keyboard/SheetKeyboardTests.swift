import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A text field among the sheet's controls (`main.sheet.controls`): it brings up the keyboard, and
/// the sheet's `keyboardAvoidance` lifts its detent above it (UISheetPresentationController's) or
/// leaves it under it.
@Suite("The keyboard and the sheet")
struct SheetKeyboardTests {
  /// An iPhone 16 filling its window, whose first card presents a large sheet holding a text field
  /// under its app row.
  static func phone(avoidance: String? = nil) -> String {
    let key = avoidance.map { #", "keyboardAvoidance": "\#($0)""# } ?? ""
    return """
      {"window": {"width": 393, "height": 852}, "device": {"name": "iPhone 16", "width": 393, "height": 852, "scale": 3},
       "main": {"feed": {"cards": 12}, "sheet": {"controls": [{"kind": "textField"}]\(key)}}}
      """
  }

  /// The sheet presented from the first card and at rest, and the time.
  static func presented(avoidance: String? = nil) throws -> (Scene, Micros) {
    var scene = try Scene.make(phone(avoidance: avoidance))
    let t = try scene.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 150), moves: 0)
    scene.advance(to: t + ms(1500))
    return (scene, t + ms(1500))
  }

  static func sheetBottom(_ scene: Scene) throws -> Double { try #require(scene.component(SheetModel.self)).look.frame.maxY }

  /// Clicks the sheet's field at `t`; returns the release's time.
  static func focus(_ scene: inout Scene, at t: Micros) throws -> Micros {
    let field = try #require(scene.component(SheetModel.self)?.controlFrames?.first)
    let p = Point(x: field.midX, y: field.midY)
    try scene.send(t, .pointerDown(p, button: .left, clicks: 1))
    try scene.send(t + ms(60), .pointerUp(p, button: .left))
    return t + ms(60)
  }

  @Test("a field in the sheet brings up the keyboard; by default the sheet's bottom rises to the keyboard's top, on its curve with no jump, and comes back down with it")
  func liftsAboveKeyboard() throws {
    var (scene, t) = try Self.presented()
    let sheet = try #require(scene.component(SheetModel.self))
    let inset = sheet.geometry.effectiveInset
    let before = try Self.sheetBottom(scene)
    #expect(before == 852 - sheet.geometry.safeArea.bottom - inset, "on the safe area's bottom")
    t = try Self.focus(&scene, at: t + ms(10))
    #expect(scene.component(TextFieldModel.self)?.isEditing == true)
    // Frame by frame at 60 Hz while the keyboard rises.
    var bottoms: [Double] = []
    for _ in 0..<60 {
      t += 16_667
      scene.advance(to: t)
      bottoms.append(try Self.sheetBottom(scene))
    }
    let keyboard = try #require(scene.component(SoftwareKeyboard.self))
    #expect(keyboard.isShown && keyboard.visibleHeight == 336)
    let lifted = try #require(scene.component(SheetModel.self))
    #expect(lifted.geometry.safeArea.bottom == 336)
    #expect(bottoms.last == 852 - 336 - lifted.geometry.effectiveInset, "\(bottoms.suffix(3))")
    #expect(lifted.look.frame.y == sheet.look.frame.y, "large: the top stays, the room above the keyboard is all of it")
    #expect(KeyboardAvoidanceTests.firstJump(bottoms, startLimit: KeyboardAvoidanceTests.keyboardStart) == nil, "\(bottoms)")
    #expect(scene.component(SheetModel.self)?.phase == .presented)
    try scene.send(t + ms(10), .keyDown(key: "Return", modifiers: []))
    scene.advance(to: t + ms(1500))
    #expect(try Self.sheetBottom(scene) == before)
  }

  @Test("keyboardAvoidance none: the keyboard covers the sheet's bottom, which stays where it was")
  func none() throws {
    var (scene, t) = try Self.presented(avoidance: "none")
    let before = try Self.sheetBottom(scene)
    t = try Self.focus(&scene, at: t + ms(10))
    scene.advance(to: t + ms(1500))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336)
    #expect(try Self.sheetBottom(scene) == before)
  }

  @Test("keyboardAvoidance takes aboveKeyboard or none, named with its line")
  func badValue() {
    let error = sceneError(Self.phone(avoidance: "mostExpanded"))
    #expect(error?.path == "main.sheet.keyboardAvoidance")
    #expect(error?.line == 2)
    #expect(error?.message.contains("aboveKeyboard|none") == true, "\(String(describing: error))")
  }
}
