import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Content with its own gestures in a panel: the carousel, the slider and the segmented control
/// against the panel's pan, through the arena's direction rule.
@Suite("Controls in a panel")
struct ControlsInPanelTests {
  /// A phone with a panel at half holding a carousel, a slider and a segmented control above its list.
  static let phone = #"""
    {"window": {"width": 375, "height": 667}, "showArena": true, "main": {"feed": {}, "panels": [{"id": "panel", "anchors": {"full": {"absoluteInset": 40, "edge": "top"}, "half": {"absoluteInset": 360, "edge": "top"}, "tip": {"absoluteInset": 120, "edge": "bottom"}},
     "content": {"header": 40, "controls": [{"kind": "carousel", "pages": 4}, {"kind": "slider", "value": 0.25}, {"kind": "segmented"}]}}]}}
    """#

  static func scene() throws -> Scene { try Scene.make(phone) }

  static func frames(_ scene: Scene) throws -> [Rect] { try #require(scene.panels.first).controlFrames }

  static func arenaLines(_ events: [SceneEvent]) -> [String] {
    events.filter { $0.component == "arena" }.compactMap { $0.fields.first { $0.key == "line" }?.value.string }
  }

  @Test("the controls stack under the header, in order, and the list starts below them")
  func geometry() throws {
    let scene = try Self.scene()
    let panel = try #require(scene.panels.first)
    let f = try Self.frames(scene)
    #expect(f.map(\.height) == [150, 48, 48])
    #expect(f[0].y == panel.contentFrame.y + 40)
    #expect(f[1].y == f[0].maxY && f[2].y == f[1].maxY)
    #expect(panel.listFrame?.y == f[2].maxY)
    #expect(scene.traceState().first { $0.key == "controls" }?.value.items.count == 3)
  }

  @Test("a mostly horizontal drag on the carousel pages it; the panel stays where it is")
  func carouselWinsHorizontal() throws {
    var scene = try Self.scene()
    let card = try Self.frames(scene)[0]
    let before = try #require(scene.panels.first?.position)
    let t = try scene.drag(from: Point(x: 300, y: card.midY), to: Point(x: 120, y: card.midY + 20), moves: 12)
    scene.advance(to: t + ms(1000))
    let carousel = try #require(scene.component(CarouselModel.self))
    #expect(carousel.page == 1)
    #expect(carousel.position == 1)
    #expect(scene.panels.first?.position == before)
    let events = scene.takeEvents()
    let lines = Self.arenaLines(events)
    #expect(lines.first?.hasPrefix("arena: panel(vertical) vs carousel(horizontal) → carousel, dx ") == true, "\(lines)")
    #expect(events.filter { $0.component == "carousel" }.map(\.name) == ["willBeginDragging", "willEndDragging", "didChangePage", "didEndDecelerating"])
    #expect(!events.contains { $0.component == "panel" && $0.name == "willBeginDragging" })
  }

  @Test("a mostly vertical drag on the carousel moves the panel; the carousel keeps its page")
  func panelWinsVertical() throws {
    var scene = try Self.scene()
    let card = try Self.frames(scene)[0]
    let before = try #require(scene.panels.first?.position)
    try scene.drag(from: Point(x: 200, y: card.midY), to: Point(x: 215, y: card.midY - 120), moves: 12, release: false)
    let during = try #require(scene.panels.first?.position)
    // The drag counts from 10 pt along the move that decided (1.25, −10): the panel follows the rest.
    let first = (1.25 * 1.25 + 100).squareRoot()
    #expect(isClose(during, before - 120 + 10 * 10 / first, within: 0.01))
    #expect(scene.component(CarouselModel.self)?.position == 0)
    let lines = Self.arenaLines(scene.takeEvents())
    #expect(lines == ["arena: panel(vertical) vs carousel(horizontal) → panel, dy 10 ≥ dx 1.3 at slop"], "\(lines)")
  }

  @Test("under the 10 pt hysteresis nothing moves, and a release there is a tap on the card")
  func tapOnACard() throws {
    var scene = try Self.scene()
    let card = try Self.frames(scene)[0]
    let before = try #require(scene.panels.first?.position)
    try scene.drag(from: Point(x: 180, y: card.midY), to: Point(x: 186, y: card.midY + 6), moves: 3)
    let events = scene.takeEvents()
    #expect(scene.panels.first?.position == before)
    #expect(events.filter { $0.component == "carousel" }.map(\.name) == ["didTapCard"])
    #expect(Self.arenaLines(events) == ["arena: panel(vertical) vs carousel(horizontal) → carousel, tap at release, nobody claimed a drag"])
  }

  @Test("a fast flick moves one page at most; a drag past the first card rubber-bands and springs back")
  func pagingRule() throws {
    var scene = try Self.scene()
    let card = try Self.frames(scene)[0]
    var t = try scene.drag(from: Point(x: 350, y: card.midY), to: Point(x: 20, y: card.midY), moves: 3, every: 4000)
    scene.advance(to: t + ms(1000))
    #expect(scene.component(CarouselModel.self)?.page == 1, "a flick of 330 pt in 12 ms is one page")
    t = try scene.drag(from: Point(x: 40, y: card.midY), to: Point(x: 360, y: card.midY), moves: 10, at: t + ms(1100))
    t = try scene.drag(from: Point(x: 40, y: card.midY), to: Point(x: 360, y: card.midY), moves: 10, at: t + ms(1100), release: false)
    let banded = try #require(scene.component(CarouselModel.self))
    #expect(banded.position < 0 && banded.position > -320 / banded.pageStep, "past the first card it gives less than the finger")
    try scene.send(t + ms(8), .pointerUp(Point(x: 360, y: card.midY), button: .left))
    scene.advance(to: t + ms(2000))
    #expect(scene.component(CarouselModel.self)?.position == 0)
  }

  @Test("the slider moves from its thumb along the track; from the track, or up from the thumb, the panel has it")
  func slider() throws {
    var scene = try Self.scene()
    let slider = try #require(scene.component(SliderModel.self))
    let thumb = slider.thumbCenter
    var t = try scene.drag(from: thumb, to: Point(x: thumb.x + 80, y: thumb.y + 4), moves: 8)
    let moved = try #require(scene.component(SliderModel.self)?.value)
    #expect(isClose(moved, 0.25 + 70 / slider.track.width, within: 0.01), "80 pt less the 10 pt hysteresis")
    let off = Point(x: slider.track.maxX - 10, y: thumb.y)
    let before = try #require(scene.panels.first?.position)
    t = try scene.drag(from: off, to: Point(x: off.x - 100, y: off.y), moves: 8, at: t + ms(100))
    #expect(scene.component(SliderModel.self)?.value == moved)
    #expect(scene.panels.first?.position == before)
    let now = try #require(scene.component(SliderModel.self)?.thumbCenter)
    try scene.drag(from: now, to: Point(x: now.x + 5, y: now.y - 80), moves: 8, at: t + ms(100), release: false)
    #expect(scene.component(SliderModel.self)?.value == moved)
    #expect(try #require(scene.panels.first?.position) < before - 60)
  }

  @Test("the segmented control takes a tap that slipped 6 pt (a 4 pt slop would have made it a pan) and leaves drags to the panel")
  func segmented() throws {
    var scene = try Self.scene()
    let control = try #require(scene.component(SegmentedControlModel.self))
    let third = control.segmentFrame(2)
    var t = try scene.drag(from: Point(x: third.midX, y: third.midY), to: Point(x: third.midX + 4, y: third.midY + 4.5), moves: 2)
    #expect(scene.component(SegmentedControlModel.self)?.selected == 2)
    #expect(scene.takeEvents().filter { $0.component == "segmented" }.map(\.name) == ["didSelectSegment"])
    let first = control.segmentFrame(0)
    let before = try #require(scene.panels.first?.position)
    t = try scene.drag(from: Point(x: first.midX, y: first.midY), to: Point(x: first.midX, y: first.midY - 100), moves: 8, at: t + ms(100))
    #expect(scene.component(SegmentedControlModel.self)?.selected == 2)
    #expect(scene.takeEvents().contains { $0.component == "panel" && $0.name == "willBeginDragging" })
    _ = before
  }

  @Test("a panel without controls still captures its presses at once")
  func plainPanelCaptures() throws {
    var scene = try Scene.make(#"{"window": {"width": 375, "height": 667}, "showArena": true, "main": {"panels": [{"id": "panel"}]}}"#)
    let panel = try #require(scene.panels.first)
    try scene.drag(from: Point(x: 180, y: panel.position + 80), to: Point(x: 180, y: panel.position + 40))
    #expect(Self.arenaLines(scene.takeEvents()) == ["arena: panel(capture) → panel, captured at the press"])
    #expect(!scene.traceState().contains { $0.key == "controls" })
  }

  @Test("bad controls are refused with their key path and line", arguments: [
    (#"{"kind": "carousel", "pages": 0}"#, "controls[0].pages", "a carousel needs at least one page, got 0"),
    (#"{"kind": "carousel", "pages": 101}"#, "controls[0].pages", "at most 100 pages, got 101"),
    (#"{"kind": "slider", "pages": 3}"#, "controls[0].pages", "unknown key (known keys: afterRow, height, kind, touchArea, value)"),
    (#"{"kind": "slider", "value": 2}"#, "controls[0].value", "must be between 0 and 1, got 2"),
    (#"{"kind": "segmented", "segments": []}"#, "controls[0].segments", "1 to 8 titles, got 0"),
    (#"{"kind": "segmented", "segments": ["a", "b"], "selected": 2}"#, "controls[0].selected", "must be between 0 and 1, got 2"),
    (#"{"kind": "knob"}"#, "controls[0].kind", "expected one of carousel|slider|segmented|reorderable|tiles|textField, got \"knob\""),
    (#"{"height": 40}"#, "controls[0].kind", "missing (carousel|slider|segmented|reorderable|tiles|textField)"),
    (#"{"kind": "slider", "height": 2000}"#, "controls[0].height", "must be between 24 and 1000, got 2000"),
  ])
  func badControls(entry: String, path: String, message: String) {
    expectRefused(
      "{\"main\": {\"panels\": [{\"content\": {\n\"controls\": [\(entry)]}}]}}",
      path: "main.panels[0].content." + path, line: 2, message: message)
  }

  @Test("more than eight controls in one panel are refused")
  func tooManyControls() {
    let entries = Array(repeating: #"{"kind": "slider"}"#, count: 9).joined(separator: ", ")
    let error = sceneError(#"{"main": {"panels": [{"content": {"controls": [\#(entries)]}}]}}"#)
    #expect(error?.path == "main.panels[0].content.controls")
  }
}
