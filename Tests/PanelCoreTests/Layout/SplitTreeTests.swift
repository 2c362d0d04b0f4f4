import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The split views' behaviour, with the references' own test values: brh-splitview's drag math,
/// bounds, hiding and double click (span 100, range 0.3…0.6, position 0.5), stevengharris/SplitView's
/// boundary hiding, and the desktop affordances (handles, keys, priority on resize).
@Suite("Split views")
struct SplitTreeTests {
  static func config(_ json: String) throws -> SplitConfig {
    try SplitConfig(json: try PanelCoreTests.json(json), path: "split")
  }

  @Test("brh: the drag follows from where it was grabbed, held to the range when nothing may hide")
  func restoreNoHide() throws {
    let c = try Self.config(#"{"position": 0.5, "draggableRange": {"normalized": [0.3, 0.6]}}"#)
    #expect(SplitDrag.restore(c, from: 0.5, translation: 0, span: 100).position == 0.5)
    #expect(SplitDrag.restore(c, from: 0.5, translation: -50, span: 100).position == 0.3)
    #expect(SplitDrag.restore(c, from: 0.5, translation: 100, span: 100).position == 0.6)
    #expect(SplitDrag.restore(c, from: 0.5, translation: 100, span: 100).highlight == nil)
  }

  @Test("brh: past the range toward a hideable pane it highlights the pane that would close")
  func restoreHighlights() throws {
    let s = try Self.config(#"{"draggableRange": {"normalized": [0.3, 0.6]}, "dragToHide": "secondary"}"#)
    #expect(SplitDrag.restore(s, from: 0.5, translation: -40, span: 100).position == 0.3)
    let out = SplitDrag.restore(s, from: 0.5, translation: 40, span: 100)
    #expect(isClose(out.position, 0.9, within: 1e-12) && out.highlight == .secondary)
    let p = try Self.config(#"{"draggableRange": {"normalized": [0.3, 0.6]}, "dragToHide": "primary"}"#)
    #expect(SplitDrag.restore(p, from: 0.5, translation: 40, span: 100).position == 0.6)
    let left = SplitDrag.restore(p, from: 0.5, translation: -40, span: 100)
    #expect(isClose(left.position, 0.1, within: 1e-12) && left.highlight == .primary)
  }

  @Test("brh: drag bounds for range 0.3…0.8 are 0.3…0.8, 0…0.8, 0.3…1 and 0…1", arguments: [
    ("none", 0.3, 0.8), ("primary", 0.0, 0.8), ("secondary", 0.3, 1.0), ("both", 0.0, 1.0),
  ])
  func bounds(hide: String, lower: Double, upper: Double) throws {
    let c = try Self.config(#"{"draggableRange": {"normalized": [0.3, 0.8]}, "dragToHide": "\#(hide)"}"#)
    let b = SplitDrag.bounds(c, span: 500)
    #expect(b.lower == lower && b.upper == upper)
  }

  @Test("fixed lengths convert per span: 30 and 40 points in 100 are 0.3…0.6")
  func fixedRange() throws {
    let c = try Self.config(#"{"draggableRange": {"fixed": [30, 40]}}"#)
    let r = SplitDrag.range(c, span: 100)
    #expect(r.lo == 0.3 && isClose(r.hi, 0.6, within: 1e-12))
    #expect(SplitDrag.range(c, span: 0) == (0, 1))
  }

  @Test("SplitView: a pane hides when dragged more than halfway past its minimum; the position stays at the boundary")
  func boundary() throws {
    let c = try Self.config(#"{"draggableRange": {"normalized": [0.2, 0.8]}, "dragToHide": "both", "hideMode": "boundary"}"#)
    let near = SplitDrag.boundary(c, from: 0.5, translation: -35, span: 100)
    #expect(near.position == 0.2 && near.hide == nil, "0.15 is not halfway past 0.2")
    let past = SplitDrag.boundary(c, from: 0.5, translation: -41, span: 100)
    #expect(past.position == 0.2 && past.hide == .primary)
    let other = SplitDrag.boundary(c, from: 0.5, translation: 41, span: 100)
    #expect(isClose(other.position, 0.8, within: 1e-12) && other.hide == .secondary)
    let noMinimum = try Self.config(#"{"dragToHide": "both", "hideMode": "boundary"}"#)
    #expect(SplitDrag.boundary(noMinimum, from: 0.5, translation: -50, span: 100).hide == nil, "needs a minimum to hide")
  }

  /// A 1000×600 window: sidebar | main, the divider at 0.3 (primary 298 points).
  static let text = #"""
    {"window": {"width": 1000, "height": 600},
     "layout": {"split": {"id": "root", "position": 0.3, "draggableRange": {"normalized": [0.2, 0.6]},
                          "dragToHide": "both", "doubleClickToClose": "primary"},
                "primary": {"view": "sidebar"}, "secondary": {"view": "main"}},
     "main": {"feed": {}}}
    """#

  static func scene(_ text: String = text) throws -> Scene { Scene(config: try SceneConfig.parse(text)) }
  static func tree(_ s: Scene) -> SplitTree { s.component(SplitTree.self)! }
  static func root(_ s: Scene) -> SplitConfig { tree(s).root.splits[0] }

  static func drag(_ s: inout Scene, from x: Double, to x1: Double, at t0: Micros = 0, pause: Micros = 0) throws -> [SceneEvent] {
    try s.send(t0, .pointerDown(Point(x: x, y: 300), button: .left, clicks: 1))
    let steps = 10
    for i in 1...steps { try s.send(t0 + Micros(i) * 8000, .pointerMove(Point(x: x + (x1 - x) * Double(i) / Double(steps), y: 300))) }
    try s.send(t0 + Micros(steps) * 8000 + pause, .pointerUp(Point(x: x1, y: 300), button: .left))
    return s.takeEvents()
  }

  @Test("dragging the divider moves it and relays the panes; the release reports stateChanged")
  func dragInScene() throws {
    var s = try Self.scene()
    let events = try Self.drag(&s, from: 300, to: 400)
    #expect(isClose(Self.root(s).position, 0.4, within: 1e-9))
    #expect(isClose(s.mainFrame?.minX ?? 0, 402, within: 1e-9))
    #expect(s.feed?.viewport.width == 598)
    #expect(events.map(\.name) == ["stateChanged"])
    #expect(events.last?[field: "visible"] == .string("both"))
  }

  @Test("restore mode: past the range the pane is highlighted; released there it hides and the divider goes back")
  func restoreHidesAndPutsBack() throws {
    var s = try Self.scene()
    let events = try Self.drag(&s, from: 300, to: 60)
    #expect(events.map(\.name) == ["highlightChanged", "highlightChanged", "stateChanged"])
    #expect(events[0][field: "highlight"] == .string("primary"))
    #expect(Self.root(s).visible == .secondary)
    #expect(Self.root(s).position == 0.3, "the divider is back where the drag began")
    #expect(s.mainFrame == Rect(x: 0, y: 0, width: 1000, height: 600))
    #expect(s.traceSplits.first?["handleFrame"]?.numbers == [0, 0, 6, 600])
  }

  @Test("a double click on the divider closes the configured pane; a double click on its handle brings it back")
  func doubleClicks() throws {
    var s = try Self.scene()
    try s.send(0, .pointerDown(Point(x: 300, y: 300), button: .left, clicks: 2))
    try s.send(10_000, .pointerUp(Point(x: 300, y: 300), button: .left))
    #expect(Self.root(s).visible == .secondary)
    try s.send(20_000, .pointerDown(Point(x: 3, y: 300), button: .left, clicks: 2))
    try s.send(30_000, .pointerUp(Point(x: 3, y: 300), button: .left))
    #expect(Self.root(s).visible == .both)
    #expect(s.takeEvents().map(\.name) == ["stateChanged", "stateChanged"])
  }

  @Test("brh: a double click closes the secondary for .secondary and .both, the primary for .primary, nothing for none", arguments: [
    ("secondary", SplitConfig.Visible.primary), ("both", .primary), ("primary", .secondary), ("none", .both),
  ])
  func doubleClickTable(close: String, visible: SplitConfig.Visible) throws {
    var s = try Self.scene(Self.text.replacingOccurrences(of: #""doubleClickToClose": "primary""#, with: #""doubleClickToClose": "\#(close)""#))
    try s.send(0, .pointerDown(Point(x: 300, y: 300), button: .left, clicks: 2))
    #expect(Self.root(s).visible == visible)
  }

  @Test("Ctrl+Alt+1 restores the first split's hidden pane; a hidden pane's handle dragged out restores it too")
  func restoreByKeyAndHandle() throws {
    var s = try Self.scene()
    _ = try Self.drag(&s, from: 300, to: 60)
    try s.send(200_000, .keyDown(key: "1", modifiers: [.ctrl, .alt]))
    #expect(Self.root(s).visible == .both && Self.root(s).position == 0.3)
    _ = try Self.drag(&s, from: 300, to: 60, at: 300_000)
    _ = try Self.drag(&s, from: 3, to: 350, at: 600_000)
    #expect(Self.root(s).visible == .both)
    #expect(isClose(Self.root(s).position, 0.35 - 0.003, within: 0.01))
  }

  @Test("a clicked divider takes the arrows: 1 % a press, 10 % with Shift, within its range; Escape lets go")
  func arrows() throws {
    var s = try Self.scene()
    try s.send(0, .pointerDown(Point(x: 300, y: 300), button: .left, clicks: 1))
    try s.send(10_000, .pointerUp(Point(x: 300, y: 300), button: .left))
    try s.send(20_000, .keyDown(key: "Right", modifiers: []))
    #expect(isClose(Self.root(s).position, 0.31, within: 1e-12))
    try s.send(30_000, .keyDown(key: "Right", modifiers: [.shift]))
    try s.send(40_000, .keyDown(key: "Right", modifiers: [.shift]))
    try s.send(50_000, .keyDown(key: "Right", modifiers: [.shift]))
    #expect(Self.root(s).position == 0.6, "held to the range")
    try s.send(60_000, .keyDown(key: "Escape", modifiers: []))
    try s.send(70_000, .keyDown(key: "Left", modifiers: []))
    #expect(Self.root(s).position == 0.6)
  }

  @Test("prioritySide keeps that pane's length when the window resizes; otherwise the split stays proportional")
  func priority() throws {
    var keep = try Self.scene(Self.text.replacingOccurrences(of: #""position": 0.3,"#, with: #""position": 0.3, "prioritySide": "primary","#))
    try keep.send(10_000, .resize(Size(width: 1200, height: 600)))
    #expect(isClose(keep.traceSplits.first?["primaryFrame"]?.numbers?[2] ?? 0, 298, within: 1e-9))
    var proportional = try Self.scene()
    try proportional.send(10_000, .resize(Size(width: 1200, height: 600)))
    #expect(isClose(proportional.traceSplits.first?["primaryFrame"]?.numbers?[2] ?? 0, 358, within: 1e-9))
  }

  @Test("the demo's sidebar gets its width back after the window was made small and large again, in any steps", arguments: [
    [480], [1100, 900, 700, 480, 640, 960], [800, 480, 520, 600, 480, 1000],
  ])
  func priorityRoundTrip(widths: [Int]) throws {
    var s = Scene(config: DemoScene.config)
    let before = try #require(s.frame(of: .pane(.sidebar))).width
    #expect(before > 220, "the demo's sidebar, \(before) points")
    var t: Micros = 10_000
    for w in widths + [1280] {
      try s.send(t, .resize(Size(width: Double(w), height: Swift.max(360, Double(w) * 0.625))))
      t += 16_667
    }
    #expect(isClose(try #require(s.frame(of: .pane(.sidebar))).width, before, within: 0.01), "after \(widths)")
  }

  @Test("a divider moved after a resize cut its pane keeps the new length: the remembered one is forgotten")
  func priorityForgetsAfterAMove() throws {
    var s = Scene(config: DemoScene.config)
    try s.send(10_000, .resize(Size(width: 480, height: 360)))
    let cut = try #require(s.frame(of: .pane(.sidebar))).width
    #expect(cut < 200, "480 points cut the sidebar to \(cut)")
    try s.send(30_000, .set(path: "layout.split.position", value: .number(0.3)))
    let moved = try #require(s.frame(of: .pane(.sidebar))).width
    try s.send(50_000, .resize(Size(width: 960, height: 600)))
    #expect(isClose(try #require(s.frame(of: .pane(.sidebar))).width, moved, within: 0.01))
  }

  @Test("split ids are unique, the tree at most 16 deep, ranges ordered")
  func badTrees() {
    #expect(sceneError(#"{"layout": {"split": {"id": "a"}, "primary": {"split": {"id": "a"}, "primary": {"view": "main"}, "secondary": {"view": "blank"}}, "secondary": {"view": "blank"}}}"#)?.path == "layout.primary.split.id")
    var deep = #"{"view": "main"}"#
    for i in 0..<17 { deep = #"{"split": {"id": "s\#(i)"}, "primary": \#(deep), "secondary": {"view": "blank"}}"# }
    #expect(sceneError(#"{"layout": \#(deep)}"#)?.message.contains("16") == true)
    #expect(sceneError(#"{"layout": {"split": {"draggableRange": {"normalized": [0.8, 0.2]}}, "primary": {"view": "main"}, "secondary": {"view": "blank"}}}"#)?.path == "layout.split.draggableRange.normalized")
    #expect(sceneError(#"{"layout": {"split": {"hideMode": "fold"}, "primary": {"view": "main"}, "secondary": {"view": "blank"}}}"#)?.path == "layout.split.hideMode")
    #expect(sceneError(#"{"layout": {"split": {}, "primary": {"view": "attic"}, "secondary": {"view": "blank"}}}"#)?.path == "layout.primary.view")
    // Nested splits without ids get split, split2, …
    #expect(sceneError(#"{"layout": {"split": {}, "primary": {"split": {}, "primary": {"view": "main"}, "secondary": {"view": "blank"}}, "secondary": {"view": "blank"}}}"#) == nil)
  }
}
