import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The scrolling policy keys: FloatingPanel's `shouldAllowToScroll`, PanModal's `shouldRespond` and
/// the sheet's `prefersScrollingExpandsWhenScrolledToEdge`, each against the library's default.
@Suite("Scroll policy keys")
struct ScrollPolicyTests {
  /// A phone with a panel at half over a 40-row list; `keys` go into the panel's object.
  static func panel(_ keys: String = "") throws -> Scene {
    try Scene.make(
      #"""
      {"window": {"width": 375, "height": 667}, "main": {"feed": {}, "panels": [{"id": "panel", \#(keys) "anchors": {"full": {"absoluteInset": 40, "edge": "top"}, "half": {"absoluteInset": 300, "edge": "top"}, "tip": {"absoluteInset": 120, "edge": "bottom"}},
       "content": {"rows": 40}}]}}
      """#)
  }

  static func panelModel(_ scene: Scene) throws -> PanelModel { try #require(scene.panels.first) }

  @Test("shouldAllowToScroll [half, full]: at half the wheel scrolls the list, and a drag that starts on the scrolled list scrolls it, the panel staying at half")
  func scrollsInHalf() throws {
    var scene = try Self.panel(#""shouldAllowToScroll": ["half", "full"],"#)
    let list = try #require(try Self.panelModel(scene).listFrame)
    let at = Point(x: 180, y: list.minY + 100)
    let half = try Self.panelModel(scene).position
    try scene.send(0, .wheel(at, delta: Point(x: 0, y: 120)))
    #expect(try Self.panelModel(scene).content.offset == 120)
    let t = try scene.drag(from: at, to: Point(x: 180, y: at.y - 80), moves: 8, at: ms(100), release: false)
    #expect(try Self.panelModel(scene).position == half)
    #expect(isClose(try Self.panelModel(scene).content.offset, 120 + 76, within: 1e-9), "80 pt less the 4 pt slop")
    // Pulled back down past the pin, the rest moves the panel: the list first returns to 0.
    try scene.send(t + ms(10), .pointerMove(Point(x: 180, y: at.y + 160)))
    #expect(try Self.panelModel(scene).content.offset == 0)
    #expect(try Self.panelModel(scene).position > half)
  }

  @Test("the same scene without the key: the wheel at half does nothing and a drag up moves the panel (FloatingPanel's default)")
  func defaultScrollsOnlyWhenFull() throws {
    var scene = try Self.panel()
    let list = try #require(try Self.panelModel(scene).listFrame)
    let at = Point(x: 180, y: list.minY + 100)
    let half = try Self.panelModel(scene).position
    try scene.send(0, .wheel(at, delta: Point(x: 0, y: 120)))
    #expect(try Self.panelModel(scene).content.offset == 0)
    try scene.drag(from: at, to: Point(x: 180, y: at.y - 80), moves: 8, at: ms(100), release: false)
    #expect(isClose(try Self.panelModel(scene).position, half - 76, within: 1e-9))
  }

  @Test("shouldAllowToScroll false: at full a drag up on the list scrolls nothing")
  func neverScrolls() throws {
    var scene = try Self.panel(#""shouldAllowToScroll": false, "initialState": "full","#)
    let list = try #require(try Self.panelModel(scene).listFrame)
    try scene.drag(from: Point(x: 180, y: list.minY + 200), to: Point(x: 180, y: list.minY + 50), moves: 8)
    #expect(try Self.panelModel(scene).content.offset == 0)
  }

  @Test("shouldRespond [half]: at half the grabber drags the panel; at full it does not")
  func respondsOnlyInHalf() throws {
    var scene = try Self.panel(#""shouldRespond": ["half"],"#)
    var grabber = try Self.panelModel(scene).grabberArea
    var t = try scene.drag(from: Point(x: grabber.midX, y: grabber.midY), to: Point(x: grabber.midX, y: grabber.midY - 240), moves: 10, every: ms(20))
    scene.advance(to: t + ms(1500))
    #expect(try Self.panelModel(scene).state == .full)
    let full = try Self.panelModel(scene).position
    grabber = try Self.panelModel(scene).grabberArea
    t = try scene.drag(from: Point(x: grabber.midX, y: grabber.midY), to: Point(x: grabber.midX, y: grabber.midY + 300), moves: 10, at: t + ms(1600), every: ms(20))
    scene.advance(to: t + ms(1500))
    #expect(try Self.panelModel(scene).position == full)
    #expect(try Self.panelModel(scene).state == .full)
  }

  @Test("the panel policy keys name their state or their type", arguments: [
    (#""shouldAllowToScroll": ["half", "huge"]"#, "main.panels[0].shouldAllowToScroll[1]", #"unknown state "huge" (known: full|half|tip|hidden)"#),
    (#""shouldRespond": 3"#, "main.panels[0].shouldRespond", "expected true, false or an array of state names, got a number"),
    (#""shouldRespond": [true]"#, "main.panels[0].shouldRespond[0]", "expected a string, got a boolean"),
  ])
  func badPanelKeys(entry: String, path: String, message: String) {
    expectRefused("{\"main\": {\"panels\": [{\n\(entry)}]}}", path: path, line: 2, message: message)
  }

  /// A medium/large sheet presented from the first card, resting at medium.
  static func sheet(expands: Bool?) throws -> (Scene, Micros) {
    let key = expands.map { #", "prefersScrollingExpandsWhenScrolledToEdge": \#($0)"# } ?? ""
    var scene = try Scene.make(#"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "sheet": {"detents": ["medium", "large"]\#(key)}}}"#)
    let t = try scene.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 150), moves: 0)
    scene.advance(to: t + ms(1500))
    return (scene, t + ms(1500))
  }

  @Test("prefersScrollingExpandsWhenScrolledToEdge false: a drag up on the content at medium scrolls it and the sheet stays at medium")
  func sheetScrollsInPlace() throws {
    var (scene, t) = try Self.sheet(expands: false)
    let sheet = try #require(scene.component(SheetModel.self))
    #expect(sheet.detent == 0)
    let top = sheet.look.frame.minY
    t = try scene.drag(from: Point(x: 180, y: top + 150), to: Point(x: 180, y: top + 50), moves: 8, at: t, every: ms(20))
    scene.advance(to: t + ms(1500))
    let after = try #require(scene.component(SheetModel.self))
    #expect(after.detent == 0)
    #expect(after.look.frame.minY == top)
    #expect(after.scroll.offset > 90)
  }

  @Test("by default (true) the same drag grows the sheet toward large first and the content stays at its top")
  func sheetExpandsFirst() throws {
    for expands in [nil, true] as [Bool?] {
      var (scene, t) = try Self.sheet(expands: expands)
      let top = try #require(scene.component(SheetModel.self)).look.frame.minY
      t = try scene.drag(from: Point(x: 180, y: top + 150), to: Point(x: 180, y: top + 50), moves: 8, at: t, every: ms(20), release: false)
      let held = try #require(scene.component(SheetModel.self))
      #expect(isClose(held.look.frame.minY, top - 96, within: 1e-9), "100 pt less the 4 pt slop")
      #expect(held.scroll.offset == 0)
    }
  }

  @Test("prefersScrollingExpandsWhenScrolledToEdge must be a boolean")
  func badSheetKey() {
    let error = sceneError("{\"main\": {\"sheet\": {\n\"prefersScrollingExpandsWhenScrolledToEdge\": \"yes\"}}}")
    #expect(error?.path == "main.sheet.prefersScrollingExpandsWhenScrolledToEdge")
    #expect(error?.line == 2)
  }
}
