import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The component seam, proved with a component the scene has never heard of: a draggable box
/// added by one row in a composition, reaching presses, the wheel, keys, the cursor, the wiring,
/// the trace and the hash through `SceneComponent` alone.
@Suite("Component seam")
struct ComponentSeamTests {
  /// A phone-sized feed whose single column scrolls.
  static let phone = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}}}"#
  /// A box over the feed, 100×100 at (50, 200).
  static let box = DraggableBox(name: "a", frame: Rect(x: 50, y: 200, width: 100, height: 100))

  static func scene(_ text: String = phone, boxes: [DraggableBox] = [box], wiring: [Wire] = []) throws -> Scene {
    let composition = Composition(kinds: Composition.standard.kinds + [DraggableBox.kind(boxes)], wiring: wiring)
    return Scene(config: try SceneConfig.parse(text), composition: composition)
  }

  @Test("a drag on the box moves the box and not the feed under it: the topmost claim wins")
  func dragMovesTheBox() throws {
    var scene = try Self.scene()
    try scene.drag(from: Point(x: 100, y: 250), to: Point(x: 160, y: 150))
    let box = try #require(scene.component(DraggableBox.self))
    #expect(box.frame == Rect(x: 110, y: 100, width: 100, height: 100))
    #expect(scene.traceOffset == 0, "the feed joined the press but lost it")
    #expect(box.taps.isEmpty)
    #expect(scene.takeEvents().map(\.name) == ["didDrop"])
  }

  @Test("the box's trace member follows the documented ones, in window points, and its state is in the hash")
  func traceAndHash() throws {
    var scene = try Self.scene(
      #"{"window": {"width": 1000, "height": 600}, "layout": {"split": {"id": "root", "position": 0.3}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}}, "main": {"feed": {}}}"#)
    let main = try #require(scene.mainFrame)
    #expect(scene.traceState().map(\.key) == ["panels", "sheet", "tabBar", "accessory", "splits", "feed", "boxes"])
    let boxes = try #require(scene.traceState().first { $0.key == "boxes" }?.value)
    let frame: [Double] = [main.x + 50, 200, 100, 100]
    #expect(boxes == .array([.object(["id": .string("a"), "frame": .array(frame.map { JSONValue.number($0) })])]))

    // Wheel steps over the box are its own state: the trace does not show them, the hash does.
    let before = scene.stateHash()
    try scene.send(ms(10), .wheel(Point(x: main.x + 100, y: 250), delta: Point(x: 0, y: 30)))
    #expect(scene.component(DraggableBox.self)?.wheelTotal == 30)
    #expect(scene.traceOffset == 0, "the wheel goes to the topmost component under the pointer only")
    #expect(scene.stateHash() != before)
  }

  @Test("the wheel and the cursor go to the topmost component under the pointer")
  func wheelAndCursor() throws {
    var scene = try Self.scene()
    try scene.send(0, .pointerMove(Point(x: 100, y: 250)))
    #expect(scene.cursor == .hand)
    try scene.send(ms(10), .wheel(Point(x: 300, y: 500), delta: Point(x: 0, y: 40)))
    #expect(scene.traceOffset == 40)
    #expect(scene.component(DraggableBox.self)?.wheelTotal == 0)
    try scene.send(ms(20), .pointerMove(Point(x: 300, y: 500)))
    #expect(scene.cursor == .arrow)
    // While the box holds a drag, it says what the pointer looks like.
    try scene.send(ms(30), .pointerDown(Point(x: 100, y: 250), button: .left, clicks: 1))
    try scene.send(ms(40), .pointerMove(Point(x: 120, y: 250)))
    #expect(scene.cursor == .arrow)
  }

  @Test("a release nobody claimed is a tap for the topmost member, with its click count; the others are cancelled")
  func tapGoesToTheTopmost() throws {
    var scene = try Self.scene()
    try scene.drag(from: Point(x: 100, y: 250), to: Point(x: 102, y: 251), moves: 1, clicks: 1)
    try scene.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 250), moves: 0, at: ms(100), clicks: 2)
    let box = try #require(scene.component(DraggableBox.self))
    #expect(box.taps == [1, 2], "a move under the slop is still a tap; the double click is carried through")
    #expect(box.frame == Self.box.frame)
    #expect(scene.traceOffset == 0)
    let events = scene.takeEvents()
    #expect(events.map(\.name) == ["didTap", "didTap"])
    #expect(events.last?.fields.first == .init("clicks", .number(2)))
  }

  @Test("the first member to claim the drag's axis wins: a vertical drag on a horizontal box scrolls the feed")
  func claimsByAxis() throws {
    var horizontal = Self.box
    horizontal.claims = .horizontal
    var scene = try Self.scene(boxes: [horizontal])
    try scene.drag(from: Point(x: 100, y: 280), to: Point(x: 100, y: 180))
    var box = try #require(scene.component(DraggableBox.self))
    #expect(box.frame == Self.box.frame)
    #expect(box.cancellations == 1)
    #expect(scene.traceOffset == 100, "the feed claimed the vertical drag and followed it 1:1")
    scene.advance(to: ms(8000))
    let settled = try #require(scene.traceOffset)
    #expect(!scene.isAnimating)

    try scene.drag(from: Point(x: 100, y: 250), to: Point(x: 180, y: 250), at: ms(8000))
    box = try #require(scene.component(DraggableBox.self))
    #expect(box.frame.x == 130, "a horizontal drag is the box's")
    #expect(scene.traceOffset == settled)
  }

  @Test("a press on a moving feed stops its fling when the feed joins, and not when a capturing box hides it")
  func pressStopsFling() throws {
    for captures in [false, true] {
      var box = Self.box
      box.claims = captures ? nil : .any
      var scene = try Self.scene(boxes: [box])
      // Fling the feed up from below the box, then press on the box while it coasts.
      try scene.drag(from: Point(x: 300, y: 600), to: Point(x: 300, y: 400), moves: 8)
      scene.advance(to: ms(150))
      #expect(scene.isAnimating)
      try scene.send(ms(160), .pointerDown(Point(x: 100, y: 250), button: .left, clicks: 1))
      let pressed = try #require(scene.traceOffset)
      scene.advance(to: ms(400))
      if captures {
        #expect(try #require(scene.traceOffset) > pressed, "the feed never saw the press")
      } else {
        #expect(scene.traceOffset == pressed, "the feed caught its fling at the press")
      }
    }
  }

  @Test("a modal component keeps presses, the wheel and keys from its pane, while other panes stay live")
  func modality() throws {
    let text = #"""
      {"window": {"width": 1000, "height": 600},
       "layout": {"split": {"id": "root", "position": 0.3}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}},
       "main": {"feed": {}, "panels": [{"id": "p"}]}}
      """#
    var modal = Self.box
    modal.modal = true
    modal.claims = nil
    var side = DraggableBox(name: "side", frame: Rect(x: 0, y: 0, width: 100, height: 100), placement: .pane(.sidebar))
    side.takesKeys = ["1"]
    var scene = try Self.scene(text, boxes: [side, modal])
    let main = try #require(scene.mainFrame)

    try scene.send(0, .keyDown(key: "Down", modifiers: []))
    #expect(scene.traceOffset == 0, "the feed under the modal box does not get the key")
    try scene.send(ms(10), .keyDown(key: "1", modifiers: []))
    #expect(scene.panels[0].state == .half, "nor does the panel")
    #expect(scene.component(DraggableBox.self)?.keys == ["Down", "1"], "the sidebar's box, not blocked, was offered both")

    try scene.send(ms(20), .wheel(Point(x: main.x + 300, y: 300), delta: Point(x: 0, y: 50)))
    #expect(scene.traceOffset == 0)
    try scene.drag(from: Point(x: main.x + 300, y: 500), to: Point(x: main.x + 300, y: 300), at: ms(30))
    #expect(scene.traceOffset == 0)
    #expect(scene.panels[0].state == .half)
    let taps: [Int]? = scene.components(DraggableBox.self).last?.taps
    #expect(taps == [], "the modal box captured the drag; it was not a tap")

    // The sidebar is another pane: its box still takes a press.
    try scene.drag(from: Point(x: 50, y: 50), to: Point(x: 50, y: 50), moves: 0, at: ms(500))
    let sideTaps: [Int]? = scene.components(DraggableBox.self).first?.taps
    #expect(sideTaps == [1])
  }

  @Test("a wiring row turns one component's event into a message for every component of the target kind")
  func wiring() throws {
    let wire = Wire(\DraggableBox.Event.didTap, to: Lamp.self) { clicks in Flash(text: "tap of \(clicks)") }
    let composition = Composition(kinds: Composition.standard.kinds + [DraggableBox.kind([Self.box]), Lamp.kind], wiring: [wire])
    var scene = Scene(config: try SceneConfig.parse(Self.phone), composition: composition)
    try scene.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 250), moves: 0)
    #expect(scene.component(Lamp.self)?.messages == ["tap of 1"])
    #expect(scene.component(DraggableBox.self)?.messages == [], "a row sends only to its target kind")
  }

  @Test("the layout pass runs by phase: a bar reserves the bottom before the feed and the panels lay out")
  func layoutPhases() throws {
    var bar = DraggableBox(name: "bar", frame: Rect(x: 0, y: 618, width: 375, height: 49))
    bar.reserves = EdgeInsets(bottom: 49)
    // The bar comes last in z-order but lays out in the bars phase, before content and floating ones.
    let composition = Composition(kinds: Composition.standard.kinds + [DraggableBox.kind([bar], phase: .bars)])
    let text = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "safeArea": {"bottom": 34}, "panels": [{}]}}"#
    let scene = Scene(config: try SceneConfig.parse(text), composition: composition)
    #expect(scene.component(DraggableBox.self)?.laidOutSafeArea == EdgeInsets(bottom: 34))
    #expect(scene.feed?.insets == EdgeInsets(bottom: 34 + 49))
    #expect(scene.panels[0].layout.safeArea == EdgeInsets(bottom: 34 + 49))
    let expected: Double = 64 + 12 * 236 + 34 + 49
    #expect(scene.feed?.contentLength == expected, "the last card stays reachable above the bar")
  }

  @Test("a set edit keeps the state of components whose id survives and builds the rest afresh")
  func setKeepsSurvivors() throws {
    var scene = try Self.scene()
    try scene.drag(from: Point(x: 100, y: 250), to: Point(x: 160, y: 150))
    try scene.send(ms(500), .set(path: "main.feed.cards", value: .number(20)))
    #expect(scene.component(DraggableBox.self)?.frame.x == 110, "the box survived the edit where the drag left it")
    #expect(scene.feed?.cardCount == 20)
  }
}
