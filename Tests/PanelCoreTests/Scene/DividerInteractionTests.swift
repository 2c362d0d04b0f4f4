import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Dividers beside the rest of the window, as a user meets them: a hidden pane's handle belongs to
/// its own split, a drag leaves the arrow keys to the view under the pointer, and a divider's grab
/// band leaves a neighbouring pane's controls alone.
@Suite("Divider interaction")
struct DividerInteractionTests {
  /// `assets/scenes/splits.json`: four nested splits in a 1280×800 window.
  static func splitsScene() throws -> Scene {
    let text = try String(contentsOfFile: CLI.root + "/assets/scenes/splits.json", encoding: .utf8)
    return Scene(config: try SceneConfig.parse(text))
  }

  static func split(_ scene: Scene, _ id: String) -> SplitConfig? {
    scene.component(SplitTree.self)?.root.splits.first { $0.id == id }
  }

  /// A press at `from`, moves to `to` in `steps`, a release there.
  static func drag(_ scene: inout Scene, from: Point, to: Point, steps: Int = 10, at t0: Micros) throws -> Micros {
    try scene.send(t0, .pointerDown(from, button: .left, clicks: 1))
    var t = t0
    for i in 1...steps {
      t += ms(16)
      let f = Double(i) / Double(steps)
      try scene.send(t, .pointerMove(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
    }
    t += ms(300)
    try scene.send(t, .pointerUp(to, button: .left))
    return t
  }

  static func click(_ scene: inout Scene, _ p: Point, clicks: Int = 1, at t: Micros) throws {
    try scene.send(t, .pointerDown(p, button: .left, clicks: clicks))
    try scene.send(t + ms(40), .pointerUp(p, button: .left))
  }

  @Test("the outer pane, hidden past its trailing end, comes back from its handle, whatever is nested in it")
  func handleRestoresItsOwnPane() throws {
    var scene = try Self.splitsScene()
    // The outer divider at 0.2 × 1280; dragged past its 480 pt maximum to the right edge, the
    // right side frosts and hides on release.
    var t = try Self.drag(&scene, from: Point(x: 256, y: 400), to: Point(x: 1270, y: 400), at: ms(100))
    #expect(Self.split(scene, "outer")?.visible == .primary)
    let content = try #require(Self.split(scene, "content"))
    // A double click on its handle at the right edge brings the right side back; the nested split
    // inside it (hidden with it) is left as it was.
    try Self.click(&scene, Point(x: 1277, y: 400), clicks: 2, at: t + ms(500))
    #expect(Self.split(scene, "outer")?.visible == .both)
    #expect(Self.split(scene, "content") == content)

    // Hidden again, the handle dragged out brings it back too.
    t = try Self.drag(&scene, from: Point(x: 256, y: 400), to: Point(x: 1270, y: 400), at: t + ms(1000))
    #expect(Self.split(scene, "outer")?.visible == .primary)
    // Into its range (160…480 points), so the restore mode does not hide it again on release.
    _ = try Self.drag(&scene, from: Point(x: 1277, y: 400), to: Point(x: 400, y: 400), steps: 20, at: t + ms(500))
    #expect(Self.split(scene, "outer")?.visible == .both)
    // The nested split keeps its panes (its position follows its prioritySide as the span grows).
    #expect(Self.split(scene, "content")?.visible == content.visible)
  }

  @Test("a dragged divider leaves the arrows to the feed; a clicked one takes them, with a ring, until a click elsewhere")
  func onlyAClickFocuses() throws {
    var scene = Scene(config: DemoScene.config)
    // The log's divider at 0.78 × 800, dragged up 20 points and let go.
    let t = try Self.drag(&scene, from: Point(x: 700, y: 624), to: Point(x: 700, y: 604), steps: 4, at: ms(100))
    let dragged = try #require(Self.split(scene, "log")?.position)
    #expect(isClose(dragged, 0.755, within: 1e-9))
    #expect(scene.component(SplitTree.self)?.focused == nil)
    try scene.send(t + ms(100), .pointerMove(Point(x: 900, y: 300)))
    try scene.send(t + ms(200), .keyDown(key: "Down", modifiers: []))
    #expect(Self.split(scene, "log")?.position == dragged, "↓ over the feed moved the divider")
    #expect(scene.traceOffset == 40, "↓ over the feed scrolls it 40 points")

    // A click on the divider focuses it: ↓ moves it 1 %, and a ring shows it.
    try Self.click(&scene, Point(x: 700, y: 604), at: t + ms(400))
    #expect(scene.component(SplitTree.self)?.focused == "log")
    try scene.send(t + ms(600), .keyDown(key: "Down", modifiers: []))
    #expect(isClose(Self.split(scene, "log")?.position ?? 0, dragged + 0.01, within: 1e-9))
    let ring = scene.render().commands.contains {
      if case .stroke(_, let color, _) = $0 { return color == Theme.tint.withAlpha(0.6) }
      return false
    }
    #expect(ring, "the focused divider has no ring")

    // A click anywhere else lets it go.
    try Self.click(&scene, Point(x: 100, y: 780), at: t + ms(800))
    #expect(scene.component(SplitTree.self)?.focused == nil)
  }

  @Test("the hidden tab bar's reveal strip keeps its bottom points from the log divider's grab band")
  func revealStripBeatsTheDividerBand() throws {
    var scene = Scene(config: DemoScene.config)
    try scene.send(ms(100), .wheel(Point(x: 900, y: 300), delta: Point(x: 0, y: 200)))
    scene.advance(to: ms(600))
    #expect(scene.component(TabBarModel.self)?.isTabBarHidden == true)
    // The main view ends at 622; the divider's 24 pt band starts at 612.
    for y in [612.0, 615, 620] {
      try scene.send(ms(700), .pointerMove(Point(x: 900, y: y)))
      #expect(scene.cursor != .resizeVertical, "the cursor at y \(y) is the divider's")
    }
    try Self.click(&scene, Point(x: 900, y: 615), at: ms(800))
    scene.advance(to: ms(1500))
    #expect(scene.component(TabBarModel.self)?.isTabBarHidden == false)
    // On the divider itself the band still works.
    try scene.send(ms(1600), .pointerMove(Point(x: 900, y: 624)))
    #expect(scene.cursor == .resizeVertical)
  }
}
