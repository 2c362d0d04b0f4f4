import Foundation
import PanelCore
import PanelLabTestSupport
import PanelRender
import Testing

/// Whole frames compared with PNGs checked into `Golden/`.
///
/// Tolerance: a pixel matches when every channel is within 8 of the golden one; a frame passes
/// when at most 0.2 % of its pixels do not match. That absorbs anti-aliasing differences between
/// cairo and pango versions but catches any real change (a moved card is thousands of pixels).
/// Set PANELLAB_RECORD_GOLDEN=1 to write new goldens (the test then fails, to be looked at).
@Suite struct GoldenFrameTests {
  static let channelTolerance = 8
  static let mismatchLimit = 0.002

  static let phone = """
    {"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 8}}}
    """

  @Test func feedAtRest() throws {
    try expectGolden("feed-at-rest", scene: Scene(config: try SceneConfig.parse(Self.phone)), scale: 1)
  }

  @Test func feedScrolled() throws {
    var scene = Scene(config: try SceneConfig.parse(Self.phone))
    try scene.handle(TimedInput(0, .wheel(Point(x: 100, y: 300), delta: Point(x: 0, y: 300))))
    try expectGolden("feed-scrolled", scene: scene, scale: 1)
  }

  @Test func feedAtDoubleScale() throws {
    try expectGolden("feed-at-2x", scene: Scene(config: try SceneConfig.parse(Self.phone), scale: 2), scale: 2)
  }

  @Test func demoSceneWide() throws {
    try expectGolden("demo-wide", scene: Scene(config: DemoScene.config), scale: 1)
  }

  /// Nested splits with the sidebar's menu and the event log showing what a panel key did: a
  /// sidebar beside the main view over a log, with an inspector split off the log and hidden (its
  /// handle at the right edge, its "Show" row in the sidebar), the sidebar's divider focused.
  @Test func splitPanes() throws {
    let text = """
      {"window": {"width": 800, "height": 600},
       "layout": {"split": {"id": "side", "position": 0.25, "draggableRange": {"normalized": [0.2, 0.4]}, "dragToHide": "primary", "divider": "handle"},
         "primary": {"view": "sidebar"},
         "secondary": {"split": {"id": "log", "orientation": "vertical", "position": 0.6},
           "primary": {"view": "main"},
           "secondary": {"split": {"id": "tools", "position": 0.7, "visible": "primary"},
             "primary": {"view": "events"}, "secondary": {"view": "inspector"}}}},
       "sidebar": {"scenes": ["demo.json", "maps.json"], "current": "maps.json"},
       "main": {"feed": {"cards": 6}, "panels": [{"id": "maps", "content": {"kind": "list"}}]}}
      """
    var scene = Scene(config: try SceneConfig.parse(text))
    try scene.handle(TimedInput(0, .keyDown(key: "1", modifiers: [])))
    scene.advance(to: 2_000_000)
    try scene.handle(TimedInput(2_100_000, .pointerDown(Point(x: 200, y: 300), button: .left, clicks: 1)))
    try scene.handle(TimedInput(2_150_000, .pointerUp(Point(x: 200, y: 300), button: .left)))
    try expectGolden("split-panes", scene: scene, scale: 1)
  }

  /// A phone feed with a panel, and card 0's sheet presented over them (blurred and dimmed).
  static func presentedSheet(scale: Double) throws -> Scene {
    let text = """
      {"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 8}, "panels": [{"id": "p", "content": {"kind": "list"}}], "sheet": {}}}
      """
    var scene = Scene(config: try SceneConfig.parse(text), scale: scale)
    try scene.handle(TimedInput(0, .pointerDown(Point(x: 187, y: 150), button: .left, clicks: 1)))
    try scene.handle(TimedInput(40_000, .pointerUp(Point(x: 187, y: 150), button: .left)))
    scene.advance(to: 1_500_000)
    return scene
  }

  @Test func sheetPresented() throws {
    try expectGolden("sheet-presented", scene: try Self.presentedSheet(scale: 1), scale: 1)
  }

  @Test func sheetPresentedAtDoubleScale() throws {
    try expectGolden("sheet-presented-2x", scene: try Self.presentedSheet(scale: 2), scale: 2)
  }

  @Test func accessoryCapsuleCentred() throws {
    let text = """
      {"window": {"width": 390, "height": 844}, "main": {"feed": {"cards": 8}, "safeArea": {"top": 47, "bottom": 34},
       "tabBar": {}, "accessory": {"content": "nowPlaying"}}}
      """
    var scene = Scene(config: try SceneConfig.parse(text), scale: 2)
    try scene.handle(TimedInput(0, .keyDown(key: "C", modifiers: [])))
    scene.advance(to: 500_000)
    try expectGolden("accessory-centred-2x", scene: scene, scale: 2)
  }

  func expectGolden(_ name: String, scene: Scene, scale: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let rasterizer = Rasterizer()
    let frame = try #require(rasterizer.render(scene.render(), scale: scale))
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let path = folder.appendingPathComponent(name + ".png").path
    try GoldenImage.expect(frame, matches: path, channelTolerance: Self.channelTolerance, mismatchLimit: Self.mismatchLimit, sourceLocation: sourceLocation)
  }
}
