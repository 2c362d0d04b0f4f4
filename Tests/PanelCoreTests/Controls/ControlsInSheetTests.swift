import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Content with its own gestures in the sheet (`main.sheet.controls`): a carousel and a
/// reorderable list in the article under the app row, against the sheet's drag-to-dismiss.
@Suite("Controls in the sheet")
struct ControlsInSheetTests {
  /// A tall window whose first card presents a large sheet with a carousel and a three-row reorderable
  /// list, both in view under the app row.
  static let phone = #"""
    {"window": {"width": 375, "height": 1000}, "showArena": true, "main": {"feed": {"cards": 12},
     "sheet": {"controls": [{"kind": "carousel", "pages": 4}, {"kind": "reorderable", "rows": 3, "height": 132}]}}}
    """#

  /// The scene with the sheet presented from the first card and at rest, and the time.
  static func presented() throws -> (Scene, Micros) {
    var scene = try Scene.make(phone)
    let t = try scene.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 150), moves: 0)
    scene.advance(to: t + ms(1500))
    return (scene, t + ms(1500))
  }

  /// The scene 100 ms after a tap on the first card: the sheet zooms out of it, half faded in.
  static func zooming() throws -> Scene {
    var scene = try Scene.make(phone)
    let t = try scene.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 150), moves: 0)
    scene.advance(to: t + ms(100))
    return scene
  }

  static func frames(_ scene: Scene) throws -> [Rect] { try #require(scene.component(SheetModel.self)?.controlFrames) }

  static func arenaLines(_ events: [SceneEvent]) -> [String] {
    events.filter { $0.component == "arena" }.compactMap { $0.fields.first { $0.key == "line" }?.value.string }
  }

  @Test("the controls stack under the app row across the article, which grows by their band, and the trace names the sheet as their host")
  func geometryAndTrace() throws {
    let (scene, _) = try Self.presented()
    let sheet = try #require(scene.component(SheetModel.self))
    #expect(sheet.phase == .presented)
    let content = try #require(sheet.content)
    let viewport = sheet.contentViewport(in: sheet.look.frame)
    let f = try Self.frames(scene)
    #expect(f.map(\.height) == [150, 132])
    #expect(f[0].y == viewport.y + content.controlsTop && f[1].y == f[0].maxY)
    #expect(f.allSatisfy { $0.x == viewport.x && $0.width == viewport.width })
    // The paragraphs start 20 pt under the band.
    let plain = SheetContent(card: 0, width: content.width)
    #expect(content.height == plain.height + 282 + 20)
    #expect(plain.elements.count == content.elements.count)
    let controls = try #require(scene.traceState().first { $0.key == "controls" }?.value.items)
    #expect(controls.map { $0["id"]?.string } == ["sheet/0", "sheet/1"])
    #expect(controls.allSatisfy { $0["host"]?.string == "sheet" && $0["panel"] == nil })
  }

  @Test("an article without controls is laid out as it always was")
  func noControlsNoChange() {
    for width in [200.0, 315, 703.5] {
      #expect(SheetContent(card: 3, width: width) == SheetContent(card: 3, width: width, controlsHeight: 0))
    }
  }

  @Test("a mostly horizontal drag on the sheet's carousel pages it; the sheet stays")
  func carouselWinsHorizontal() throws {
    var (scene, t) = try Self.presented()
    let card = try Self.frames(scene)[0]
    let top = try #require(scene.component(SheetModel.self)).look.frame.minY
    _ = scene.takeEvents()
    t = try scene.drag(from: Point(x: 300, y: card.midY), to: Point(x: 100, y: card.midY + 15), moves: 10, at: t)
    scene.advance(to: t + ms(1000))
    #expect(scene.component(CarouselModel.self)?.page == 1)
    let sheet = try #require(scene.component(SheetModel.self))
    #expect(sheet.phase == .presented && sheet.look.frame.minY == top)
    let lines = Self.arenaLines(scene.takeEvents())
    #expect(lines.first?.hasPrefix("arena: sheet(vertical) vs carousel(horizontal) → carousel, dx ") == true, "\(lines)")
  }

  @Test("a mostly vertical drag down on the carousel drags the sheet and dismisses it; the carousel keeps its page")
  func sheetWinsVertical() throws {
    var (scene, t) = try Self.presented()
    let card = try Self.frames(scene)[0]
    let top = try #require(scene.component(SheetModel.self)).look.frame.minY
    _ = scene.takeEvents()
    t = try scene.drag(from: Point(x: 200, y: card.midY), to: Point(x: 210, y: card.midY + 120), moves: 12, at: t, release: false)
    let held = try #require(scene.component(SheetModel.self))
    #expect(held.phase == .dragging && held.look.frame.minY > top + 100)
    #expect(scene.component(CarouselModel.self)?.position == 0)
    #expect(Self.arenaLines(scene.takeEvents()).first?.hasPrefix("arena: sheet(vertical) vs carousel(horizontal) → sheet, dy ") == true)
    // Let go fast, further down: past the threshold.
    t = try scene.drag(from: Point(x: 210, y: card.midY + 120), to: Point(x: 210, y: card.midY + 300), moves: 3, at: t)
    scene.advance(to: t + ms(2000))
    #expect(scene.component(SheetModel.self)?.phase == .hidden)
    // Gone with the sheet: a press where the carousel was reaches the feed, not the carousel.
    #expect(scene.component(CarouselModel.self)?.host.isShown == false)
  }

  @Test("a long press on a row of the sheet's list lifts it and a drag down reorders it; the sheet stays")
  func reorderWinsAfterLongPress() throws {
    var (scene, t) = try Self.presented()
    let list = try Self.frames(scene)[1]
    let top = try #require(scene.component(SheetModel.self)).look.frame.minY
    #expect(try #require(scene.component(SheetModel.self)).controlViewport.contains(Point(x: 150, y: list.maxY - 1)), "the list is in view")
    try scene.send(t, .pointerDown(Point(x: 150, y: list.minY + 22), button: .left, clicks: 1))
    t += ms(600)
    scene.advance(to: t)
    for i in 1...8 {
      t += ms(16)
      try scene.send(t, .pointerMove(Point(x: 150, y: list.minY + 22 + Double(i) * 11)))
    }
    try scene.send(t + ms(16), .pointerUp(Point(x: 150, y: list.minY + 22 + 88), button: .left))
    scene.advance(to: t + ms(1000))
    #expect(scene.component(ReorderableListModel.self)?.order == [1, 2, 0])
    let sheet = try #require(scene.component(SheetModel.self))
    #expect(sheet.phase == .presented && sheet.look.frame.minY == top)
  }

  @Test("while the sheet zooms out of its card its controls fade with the article")
  func controlsFadeWithTheZoom() throws {
    let scene = try Self.zooming()
    let sheet = try #require(scene.component(SheetModel.self))
    let host = try #require(scene.component(CarouselModel.self)?.host)
    #expect(sheet.contentOpacity > 0 && sheet.contentOpacity < 1)
    #expect(host.opacity == sheet.contentOpacity)
  }

  @Test("while the sheet zooms its controls draw inside the sheet's one opacity group, over its content, not each in a group of its own")
  func controlsDrawInsideTheSheetsOpacityGroup() throws {
    let scene = try Self.zooming()
    let sheet = try #require(scene.component(SheetModel.self))
    let opacity = sheet.contentOpacity
    #expect(opacity > 0 && opacity < 1)
    // The outermost opacity groups at the sheet's opacity, and the commands each holds.
    var groups: [[DisplayCommand]] = []
    var depth = 0
    for command in scene.render().commands {
      if depth > 0 { groups[groups.count - 1].append(command) }
      switch command {
      case .pushOpacity(let o):
        if depth == 0 && o == opacity { groups.append([]) }
        if depth > 0 || o == opacity { depth += 1 }
      case .popOpacity where depth > 0: depth -= 1
      default: break
      }
    }
    #expect(groups.count == 1, "one group for the sheet and its controls, not one each: \(groups.count)")
    // The carousel's band and the list's rows are in it: it holds more than the sheet alone draws.
    var alone = DisplayList(size: scene.size, background: .clear)
    sheet.render(into: &alone)
    let sheetOnly = alone.commands.drop { if case .pushOpacity = $0 { false } else { true } }.count
    #expect((groups.first?.count ?? 0) > sheetOnly, "\(groups.first?.count ?? 0) commands in the group, \(sheetOnly) from the sheet alone")
  }

  @Test("a sheet's control may not sit inside a list, and no panel may be called \"sheet\" beside them")
  func badInput() {
    let after = sceneError("{\"main\": {\"sheet\": {\"controls\": [\n{\"kind\": \"tiles\", \"afterRow\": 2}]}}}")
    #expect(after?.path == "main.sheet.controls[0].afterRow")
    #expect(after?.line == 2)
    let clash = sceneError("{\"main\": {\"panels\": [{\n\"id\": \"sheet\"}], \"sheet\": {\"controls\": [{\"kind\": \"slider\"}]}}}")
    #expect(clash?.path == "main.panels[0].id")
    #expect(clash?.line == 2)
    #expect(sceneError("{\"main\": {\"panels\": [{\"id\": \"sheet\"}], \"sheet\": {}}}") == nil)
    let pages = sceneError("{\"main\": {\"sheet\": {\"controls\": [{\"kind\": \"carousel\", \"pages\": 0}]}}}")
    #expect(pages?.path == "main.sheet.controls[0].pages")
  }
}
