import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The scene as the replayer drives it: timed inputs in, state out through the trace and its hash.
@Suite("Scene scripts")
struct SceneTests {
  /// A phone-sized scene whose single-column feed scrolls: 12 cards, 2896 pt of content in 667.
  static let phoneScene = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}}}"#
  static let maxOffset = 64.0 + 12 * 236 - 667

  static func scene(_ text: String = phoneScene) throws -> Scene {
    Scene(config: try SceneConfig.parse(text))
  }

  /// Drags the feed from `y0` to `y1` at a steady speed, one move every 8 ms starting at `t0`,
  /// and returns the time of the last move.
  @discardableResult
  static func drag(_ scene: inout Scene, x: Double = 187, from y0: Double, to y1: Double, moves: Int, at t0: Micros)
    throws -> Micros
  {
    try scene.drag(from: Point(x: x, y: y0), to: Point(x: x, y: y1), moves: moves, at: t0, release: false)
  }

  /// Distance a fling coasts at 0.998/ms before dropping below 5 pt/s.
  static func coast(_ v: Double) -> Double { (v / 1000) * (-1 / log(0.998)) * (1 - 5 / abs(v)) }

  @Test("the demo scene nests the main view between the sidebar and the event log")
  func demo() throws {
    let scene = Scene(config: DemoScene.config)
    #expect(scene.size == Size(width: 1280, height: 800))
    // Sidebar divider centred at 0.18 × 1280 = 230.4, 4 wide; log divider at 0.78 × 800 = 624.
    let main = try #require(scene.mainFrame)
    #expect(isClose(main.x, 232.4, within: 1e-9) && isClose(main.width, 1047.6, within: 1e-9))
    #expect(main.y == 0 && main.height == 622)
    #expect(scene.frame(of: .pane(.sidebar)).map { isClose($0.width, 228.4, within: 1e-9) } == true)
    #expect(scene.frame(of: .pane(.events)) == Rect(x: main.x, y: 626, width: main.width, height: 174))
    #expect(scene.traceOffset == 0)
    #expect(scene.traceCardIndices == Array(0..<9))
    #expect(!scene.isAnimating)
  }

  @Test("the trace lists every component in DESIGN.md's order, absent ones as null or empty")
  func traceShape() throws {
    let scene = try Self.scene()
    #expect(scene.traceState().map(\.key) == ["panels", "sheet", "tabBar", "accessory", "splits", "feed"])
    let noFeed = Scene(config: try SceneConfig.parse("{}"))
    #expect(noFeed.traceFeed == .null)
    #expect(noFeed.feed == nil)
    #expect(!noFeed.isAnimating)
  }

  @Test("trace card frames are [x, y, width, height] in window points")
  func traceCardFrames() throws {
    let scene = try Self.scene()
    guard case .array(let cards)? = scene.traceFeed?["cards"]?.kind else {
      Issue.record("feed.cards is not a list")
      return
    }
    #expect(cards.first?["frame"]?.numbers == [16, 64, 343, 220])
    #expect(cards.dropFirst().first?["frame"]?.numbers == [16, 300, 343, 220])
  }

  @Test("dragging the feed up scrolls it 1:1; a release after a pause does not fling")
  func dragScrolls() throws {
    var scene = try Self.scene()
    let t = try Self.drag(&scene, from: 500, to: 380, moves: 6, at: ms(100))
    #expect(scene.traceOffset == 120)
    #expect(!scene.isAnimating, "a held drag is not an animation")
    #expect(scene.traceCardIndices == [0, 1, 2, 3])

    // Hold still for 150 ms, then let go where the pointer is.
    try scene.send(t + ms(150), .pointerUp(Point(x: 187, y: 380), button: .left))
    #expect(scene.traceOffset == 120)
    #expect(!scene.isAnimating)
    scene.advance(to: t + ms(1000))
    #expect(scene.traceOffset == 120)
  }

  @Test("moves shorter than the 4 pt slop do not scroll")
  func slop() throws {
    var scene = try Self.scene()
    try scene.send(0, .pointerDown(Point(x: 187, y: 400), button: .left, clicks: 1))
    try scene.send(ms(8), .pointerMove(Point(x: 187, y: 397)))
    #expect(scene.traceOffset == 0)
    try scene.send(ms(16), .pointerMove(Point(x: 187, y: 396)))
    #expect(scene.traceOffset == 4, "once past the slop the content catches up with the pointer")
    try scene.send(ms(24), .pointerUp(Point(x: 187, y: 396), button: .left))
  }

  @Test("a right-button drag does not scroll")
  func rightButton() throws {
    var scene = try Self.scene()
    try scene.send(0, .pointerDown(Point(x: 187, y: 400), button: .right, clicks: 1))
    try scene.send(ms(8), .pointerMove(Point(x: 187, y: 300)))
    try scene.send(ms(16), .pointerUp(Point(x: 187, y: 300), button: .right))
    #expect(scene.traceOffset == 0)
  }

  @Test("a fling keeps scrolling after release and settles where 0.998/ms momentum says")
  func fling() throws {
    var scene = try Self.scene()
    // 20 pt every 8 ms upward = 2500 pt/s; the pointer lets go mid-motion, on the same line.
    try Self.drag(&scene, from: 500, to: 340, moves: 8, at: 0)
    try scene.send(ms(72), .pointerUp(Point(x: 187, y: 320), button: .left))
    let released = try #require(scene.traceOffset)
    #expect(released == 180)
    #expect(scene.isAnimating)

    scene.advance(to: ms(172))
    let coasting = try #require(scene.traceOffset)
    #expect(coasting > released + 200)
    #expect(scene.isAnimating)

    scene.advance(to: ms(5072))
    #expect(!scene.isAnimating)
    let final = try #require(scene.traceOffset)
    #expect(isClose(final - released, Self.coast(2500), within: 1e-3))
    scene.advance(to: ms(6000))
    #expect(scene.traceOffset == final)
  }

  @Test("a fling toward the end bounces and comes to rest exactly at the end")
  func flingToEnd() throws {
    var scene = try Self.scene()
    try scene.send(0, .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: Self.maxOffset - 300)))
    try Self.drag(&scene, from: 500, to: 340, moves: 8, at: ms(10))
    try scene.send(ms(82), .pointerUp(Point(x: 187, y: 320), button: .left))
    var peak = 0.0
    var t = ms(82)
    while t < ms(3000) {
      t += 16_667
      scene.advance(to: t)
      peak = max(peak, scene.traceOffset ?? 0)
    }
    #expect(peak > Self.maxOffset)
    #expect(scene.traceOffset == Self.maxOffset)
    #expect(!scene.isAnimating)
    #expect(scene.traceCardIndices.last == 11)
  }

  @Test("pulling past the top rubber-bands, and letting go springs back to 0")
  func overscrollTop() throws {
    var scene = try Self.scene()
    let t = try Self.drag(&scene, from: 200, to: 400, moves: 5, at: 0)
    let pulled = try #require(scene.traceOffset)
    #expect(pulled == Motion.rubberBand(-200, dimension: 667))
    try scene.send(t + ms(200), .pointerUp(Point(x: 187, y: 400), button: .left))
    #expect(scene.isAnimating)
    scene.advance(to: t + ms(2200))
    #expect(scene.traceOffset == 0)
    #expect(!scene.isAnimating)
  }

  @Test("pressing during a fling catches it")
  func catchFling() throws {
    var scene = try Self.scene()
    try Self.drag(&scene, from: 500, to: 340, moves: 8, at: 0)
    try scene.send(ms(72), .pointerUp(Point(x: 187, y: 320), button: .left))
    try scene.send(ms(300), .pointerDown(Point(x: 187, y: 300), button: .left, clicks: 1))
    let caught = try #require(scene.traceOffset)
    #expect(!scene.isAnimating)
    scene.advance(to: ms(1300))
    #expect(scene.traceOffset == caught)
    try scene.send(ms(1400), .pointerUp(Point(x: 187, y: 300), button: .left))
    #expect(scene.traceOffset == caught)
    #expect(!scene.isAnimating)
  }

  @Test("the wheel scrolls by its delta, toward the end for dy > 0, and clamps")
  func wheel() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 12.5)))
    #expect(scene.traceOffset == 12.5)
    try scene.send(ms(20), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 100)))
    #expect(scene.traceOffset == 112.5)
    try scene.send(ms(30), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: -1000)))
    #expect(scene.traceOffset == 0)
    try scene.send(ms(40), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 1e6)))
    #expect(scene.traceOffset == Self.maxOffset)
    #expect(!scene.isAnimating)
  }

  @Test("the wheel over another pane does not scroll the feed")
  func wheelOutsideFeed() throws {
    var scene = try Self.scene(
      #"{"window": {"width": 1280, "height": 800}, "layout": {"split": {"position": 0.5}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}}, "main": {"feed": {"cards": 40}}}"#)
    try scene.send(ms(10), .wheel(Point(x: 100, y: 300), delta: Point(x: 0, y: 100)))
    #expect(scene.traceOffset == 0)
    try scene.send(ms(20), .wheel(Point(x: 900, y: 300), delta: Point(x: 0, y: 100)))
    #expect(scene.traceOffset == 100)
  }

  @Test("keys scroll the feed: Down, Up, End, Home, PageDown")
  func keys() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .keyDown(key: "Down", modifiers: []))
    #expect(scene.traceOffset == 40)
    try scene.send(ms(20), .keyDown(key: "PageDown", modifiers: []))
    #expect(isClose(scene.traceOffset ?? 0, 40 + 667 * 0.8, within: 1e-9))
    try scene.send(ms(30), .keyDown(key: "End", modifiers: []))
    #expect(scene.traceOffset == Self.maxOffset)
    try scene.send(ms(40), .keyDown(key: "Up", modifiers: []))
    #expect(scene.traceOffset == Self.maxOffset - 40)
    try scene.send(ms(50), .keyDown(key: "Home", modifiers: [.shift]))
    #expect(scene.traceOffset == Self.maxOffset - 40, "a modified key does nothing")
    try scene.send(ms(60), .keyDown(key: "Home", modifiers: []))
    #expect(scene.traceOffset == 0)
  }

  @Test("set main.feed.cards changes the feed and keeps the scroll offset where it fits")
  func setCards() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 500)))
    try scene.send(ms(20), .set(path: "main.feed.cards", value: .number(20)))
    #expect(scene.config.main.feed?.cards == 20)
    #expect(scene.feed?.cardCount == 20)
    #expect(scene.traceOffset == 500)
    #expect(scene.config.json["main"]?["feed"]?["cards"] == .number(20), "the scene's JSON follows the edit")

    try scene.send(ms(30), .set(path: "main.feed.cards", value: .number(2)))
    #expect(scene.traceOffset == 0, "two cards fit: the offset is clamped")
    #expect(scene.traceCardIndices == [0, 1])
  }

  @Test(
    "a bad set throws a ConfigError naming the path and leaves the scene unchanged",
    arguments: [
      ("main.feed.cards", JSONValue.string("many"), "main.feed.cards"),
      ("main.feed.cards", .number(1.5), "main.feed.cards"),
      ("main.feed.cardz", .number(3), "main.feed.cardz"),
      ("window.width", .number(-5), "window.width"),
      ("main.panels[0].position", .string("up"), "main.panels[0].position"),
      ("main..feed", .number(3), "main..feed"),
      ("main.feed.cards.x", .number(3), "main.feed.cards.x"),
    ])
  func badSet(path: String, value: JSONValue, errorPath: String) throws {
    var scene = try Self.scene(
      #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "panels": [{}]}}"#)
    try scene.send(ms(10), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 120)))
    let before = scene.stateHash()
    let config = scene.config
    do {
      try scene.send(ms(20), .set(path: path, value: value))
      Issue.record("set \(path) was accepted")
    } catch {
      #expect(error.path == errorPath)
      #expect(error.description.hasPrefix(errorPath + ": "))
    }
    #expect(scene.config == config)
    #expect(scene.stateHash() == before)
    #expect(scene.traceOffset == 120)
  }

  @Test("load_scene replaces the scene; a bad one is refused")
  func loadScene() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 200)))
    let bad = try json(#"{"main": {"feed": {"cards": -1}}}"#)
    #expect(throws: ConfigError.self) { try scene.send(ms(20), .loadScene(bad)) }
    #expect(scene.traceOffset == 200)

    try scene.send(ms(30), .loadScene(try json(#"{"main": {"feed": {"cards": 3}}}"#)))
    #expect(scene.config.main.feed?.cards == 3)
    #expect(scene.traceOffset == 0)
    #expect(scene.traceCardIndices == [0, 1, 2])
  }

  /// The same short session every time: drag, fling, wheel, key.
  static func script(_ scene: inout Scene, extraWheel: Bool = false) throws {
    try drag(&scene, from: 500, to: 340, moves: 8, at: 0)
    try scene.send(ms(72), .pointerUp(Point(x: 187, y: 320), button: .left))
    try scene.send(ms(400), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: extraWheel ? 13 : 12)))
    try scene.send(ms(500), .keyDown(key: "Down", modifiers: []))
    scene.advance(to: ms(600))
  }

  @Test("two runs of one script give equal hashes; a different input changes the hash")
  func stateHash() throws {
    var a = try Self.scene()
    var b = try Self.scene()
    #expect(a.stateHash() == b.stateHash())
    try Self.script(&a)
    try Self.script(&b)
    #expect(a.stateHash() == b.stateHash())
    #expect(a.traceState() == b.traceState())

    var c = try Self.scene()
    try Self.script(&c, extraWheel: true)
    #expect(c.stateHash() != a.stateHash())

    let hash = a.stateHash()
    #expect(hash.count == 16)
    #expect(hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(hash != Scene(config: try SceneConfig.parse(Self.phoneScene)).stateHash(), "the script changed the state")
  }

  @Test("the hash sees motion that the trace offset alone would not")
  func hashSeesPhase() throws {
    // Same offset, one at rest and one coasting: the states differ, so the hashes must.
    var coasting = try Self.scene()
    try Self.drag(&coasting, from: 500, to: 340, moves: 8, at: 0)
    try coasting.send(ms(72), .pointerUp(Point(x: 187, y: 320), button: .left))
    var resting = try Self.scene()
    try resting.send(ms(72), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 180)))
    #expect(coasting.traceOffset == resting.traceOffset)
    #expect(coasting.stateHash() != resting.stateHash())
  }

  @Test("resize relayouts the panes and the feed")
  func resize() throws {
    var scene = try Self.scene(
      #"{"window": {"width": 1280, "height": 800}, "layout": {"split": {"id": "root", "position": 0.25}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}}, "main": {"feed": {"cards": 12}}}"#)
    #expect(scene.traceSplits.first?["secondaryFrame"]?.numbers == [322, 0, 958, 800])
    #expect(scene.feed?.columns == 2, "958 pt holds two 300 pt columns")

    try scene.send(ms(10), .resize(Size(width: 640, height: 480)))
    #expect(scene.size == Size(width: 640, height: 480))
    #expect(scene.traceSplits.first?["primaryFrame"]?.numbers == [0, 0, 158, 480])
    #expect(scene.traceSplits.first?["dividerFrame"]?.numbers == [158, 0, 4, 480])
    #expect(scene.traceSplits.first?["secondaryFrame"]?.numbers == [162, 0, 478, 480])
    #expect(scene.mainFrame == Rect(x: 162, y: 0, width: 478, height: 480))
    #expect(scene.feed?.viewport == Rect(x: 0, y: 0, width: 478, height: 480), "the feed works in the main view's coordinates")
    #expect(scene.feed?.columns == 1)
    guard case .array(let cards)? = scene.traceFeed?["cards"]?.kind else {
      Issue.record("feed.cards is not a list")
      return
    }
    #expect(cards.first?["frame"]?.numbers == [162 + 16, 64, 478 - 32, 220])
  }

  @Test("resize clamps a scroll offset that no longer fits")
  func resizeClamps() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: Self.maxOffset)))
    try scene.send(ms(20), .resize(Size(width: 1280, height: 800)))
    #expect(scene.feed?.columns == 4)
    #expect(scene.traceOffset == 0, "12 cards in 4 columns fit in 800 pt")
  }

  @Test("time never runs backward")
  func monotonicTime() throws {
    var scene = try Self.scene()
    try Self.drag(&scene, from: 500, to: 340, moves: 8, at: 0)
    try scene.send(ms(72), .pointerUp(Point(x: 187, y: 320), button: .left))
    scene.advance(to: ms(300))
    let offset = scene.traceOffset
    scene.advance(to: ms(100))
    #expect(scene.time == ms(300))
    #expect(scene.traceOffset == offset)
  }

  @Test("render draws each visible card once, with balanced clips, and follows the scroll")
  func render() throws {
    var scene = try Self.scene()
    let list = scene.render()
    #expect(list.isBalanced)
    #expect(list.size == Size(width: 375, height: 667))
    let shadows = Self.flattened(list).filter { if case .shadow = $0 { return true } else { return false } }
    #expect(shadows.count == scene.traceCardIndices.count)
    #expect(shadows.first == .shadow(RoundedRect(Rect(x: 16, y: 64, width: 343, height: 220), radius: 16), Theme.cardShadow))

    try scene.send(ms(10), .wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 100)))
    let scrolled = scene.render()
    #expect(scrolled.isBalanced)
    #expect(scrolled != list)
    let moved = Self.flattened(scrolled).first { if case .shadow = $0 { return true } else { return false } }
    #expect(moved == .shadow(RoundedRect(Rect(x: 16, y: -36, width: 343, height: 220), radius: 16), Theme.cardShadow))
  }

  /// The commands with layers opened up (the feed's layer sits at the window's origin here).
  static func flattened(_ list: DisplayList) -> [DisplayCommand] {
    func open(_ commands: [DisplayCommand]) -> [DisplayCommand] {
      commands.flatMap { c -> [DisplayCommand] in
        if case .layer(let l) = c { return [c] + open(l.commands) }
        return [c]
      }
    }
    return open(list.commands)
  }
}
