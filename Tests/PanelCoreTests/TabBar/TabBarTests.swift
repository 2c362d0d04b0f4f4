import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The tab bar and FloatingAccessoryKit's accessory controller, with the kit's own test values
/// ported (placement left to right and right to left, clamps, state rules, measuring) and scripts
/// of hiding on scroll, restoring by tap and long press, tab switching and Reduce Motion.
@Suite("Tab bar and accessory")
struct TabBarTests {
  /// A 390×844 main view with a 47/34 safe area (a phone with a home indicator).
  static let bounds = Size(width: 390, height: 844)
  static let safe = EdgeInsets(top: 47, bottom: 34)

  static func bar(_ accessory: AccessoryConfig? = AccessoryConfig(), rtl: Bool = false, reduceMotion: Bool = false, width: Double = 390) -> TabBarModel {
    var m = TabBarModel(config: TabBarConfig(), accessoryConfig: accessory)
    m.layout(bounds: Size(width: width, height: 844), safeArea: safe, rightToLeft: rtl, reduceMotion: reduceMotion)
    return m
  }

  static func accessory(_ kind: AccessoryContent.Kind = .plus, _ position: AccessoryConfig.Position = .trailing, hidden: Bool = false) -> AccessoryConfig {
    var c = AccessoryConfig()
    c.content = kind
    c.position = position
    c.hidden = hidden
    return c
  }

  @Test("the bar is 49 points plus the bottom safe area, with 48-point buttons")
  func barGeometry() {
    let m = Self.bar()
    #expect(m.barFrame == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
    #expect(m.buttonFrames.count == 4 && m.buttonFrames.allSatisfy { $0.height == 48 && $0.width == 97.5 })
    #expect(m.reservedBottom == 49 + 48 + 8, "the bar and the capsule with its margin")
  }

  @Test("a square content makes a square capsule as tall as the buttons; two buttons make it twice as wide")
  func measuring() {
    #expect(Self.bar(Self.accessory(.plus)).capsuleSize == Size(width: 48, height: 48))
    #expect(Self.bar(Self.accessory(.buttons)).capsuleSize == Size(width: 96, height: 48))
    let playing = Self.bar(Self.accessory(.nowPlaying)).capsuleSize
    #expect(playing.height == 48 && playing.width > 96)
  }

  @Test(
    "placement: trailing at the safe edge less 8, centred at the safe middle, leading at the safe edge plus 8; mirrored right to left",
    arguments: [false, true])
  func placement(rtl: Bool) {
    let s = Rect(size: Self.bounds).inset(by: Self.safe)
    let trailing = Self.bar(Self.accessory(.plus, .trailing), rtl: rtl).restingCapsuleFrame
    let leading = Self.bar(Self.accessory(.plus, .leading), rtl: rtl).restingCapsuleFrame
    let center = Self.bar(Self.accessory(.plus, .center), rtl: rtl).restingCapsuleFrame
    #expect((rtl ? trailing.minX : trailing.maxX) == (rtl ? s.minX + 8 : s.maxX - 8))
    #expect((rtl ? leading.maxX : leading.minX) == (rtl ? s.maxX - 8 : s.minX + 8))
    #expect(center.midX == s.midX)
    #expect(trailing.maxY == 844 - 83 - 8, "8 points above the bar")
  }

  @Test("the width is clamped to the safe width less 16, and never below 0 in a window narrower than that")
  func clamps() {
    let narrow = Self.bar(Self.accessory(.nowPlaying), width: 160)
    #expect(narrow.capsuleSize.width == 160 - 16)
    let tiny = Self.bar(Self.accessory(.nowPlaying), width: 10)
    #expect(tiny.capsuleSize.width == 0)
    #expect(tiny.restingCapsuleFrame.width >= 0)
  }

  @Test("content is pinned leading, centred or trailing in its host: 84×42 in 96×48 sits at x 0, 6, 12 and y 3")
  func contentAlignment() {
    let host = Rect(x: 0, y: 0, width: 96, height: 48)
    let xs = [0.0, 0.5, 1].map { TabBarModel.contentFrame(natural: Size(width: 84, height: 42), in: host, alignment: $0) }
    #expect(xs.map(\.minX) == [0, 6, 12])
    #expect(xs.allSatisfy { $0.minY == 3 })
  }

  @Test("position and hidden set without content are only stored; content then installs with them, hidden invisibly")
  func stateOnlyPreconfiguration() {
    var m = Self.bar(nil)
    m.advance(to: 0)
    m.setHidden(true, animated: false)
    m.advance(to: 0)
    m.setPosition(.leading, animated: false)
    #expect(m.accessory.content == nil && m.alpha == 0)
    m.advance(to: 10)
    m.setContent(.plus, animated: false)
    #expect(m.accessory.isHidden, "hidden content installs invisibly")
    #expect(m.alpha == 0)
    #expect(m.accessory.position == .leading)
    #expect(m.takeEvents().map(\.name) == ["accessoryHiddenChanged", "accessoryPositionChanged", "accessoryContentChanged"])
  }

  @Test("removing the content keeps the position and the hidden flag; repeated calls change nothing")
  func removalKeepsState() {
    var m = Self.bar(Self.accessory(.plus, .center))
    m.advance(to: 0)
    m.setHidden(true, animated: false)
    m.advance(to: 0)
    m.setHidden(true, animated: false)
    m.advance(to: 10)
    m.removeContent(animated: false)
    m.advance(to: 20)
    m.removeContent(animated: false)
    #expect(m.accessory.content == nil && m.accessory.position == .center && m.accessory.isHidden)
    #expect(m.takeEvents().map(\.name) == ["accessoryHiddenChanged", "accessoryContentChanged"])
  }

  @Test("hiding the bar moves the capsule to 8 above the safe bottom in the same 0.25 s transaction; showing brings it back")
  func hideBarMovesCapsule() {
    var m = Self.bar(Self.accessory())
    let shown = m.capsule
    m.advance(to: 0)
    m.setTabBarHidden(true, animated: true)
    m.advance(to: 125_000)
    #expect(m.capsule.maxY > shown.maxY && m.capsule.maxY < 844 - 34 - 8, "half-way")
    #expect(m.barFrame.minY > 844 - 83 && m.barFrame.minY < 844)
    m.advance(to: 250_000)
    #expect(m.capsule.maxY == 844 - 34 - 8)
    #expect(m.barFrame.minY == 844)
    #expect(!m.isAnimating)
    m.advance(to: 300_000)
    m.setTabBarHidden(false, animated: true)
    m.advance(to: 600_000)
    #expect(m.capsule == shown)
  }

  @Test("Reduce Motion applies every change at once, fades included")
  func reduceMotion() {
    var m = Self.bar(Self.accessory(), reduceMotion: true)
    m.advance(to: 0)
    m.setHidden(true, animated: true)
    #expect(m.alpha == 0 && !m.isAnimating)
    m.advance(to: 10)
    m.setTabBarHidden(true, animated: true)
    #expect(m.barFrame.minY == 844 && !m.isAnimating)
    var animated = Self.bar(Self.accessory())
    animated.advance(to: 0)
    animated.setHidden(true, animated: true)
    animated.advance(to: 100_000)
    #expect(animated.alpha > 0 && animated.alpha < 1, "without Reduce Motion the fade runs")
  }

  @Test("a play/pause click toggles the track and measures the capsule again")
  func playPause() {
    var m = Self.bar(Self.accessory(.nowPlaying, .center))
    let before = m.restingCapsuleFrame
    m.advance(to: 0)
    m.beginPress(at: Point(x: before.maxX - 20, y: before.midY))
    m.advance(to: 50_000)
    m.endPress(at: Point(x: before.maxX - 20, y: before.midY), moved: false)
    #expect(m.accessory.content?.isPlaying == false)
    #expect(m.restingCapsuleFrame.width > before.width, "Paused · … is longer")
    #expect(m.takeEvents().last?[field: "playing"] == .bool(false))
  }
}

/// The tab bar in a scene: hiding on the feed's scroll, the reveal strip, tab pages, keys.
@Suite("Tab bar in a scene")
struct TabBarSceneTests {
  static let text = #"""
    {"window": {"width": 390, "height": 844}, "main": {"feed": {"cards": 20}, "safeArea": {"top": 47, "bottom": 34},
     "tabBar": {"tabs": ["Today", {"title": "Games", "feed": {"cards": 6}}, "Apps"]}, "accessory": {}}}
    """#

  static func scene() throws -> Scene { Scene(config: try SceneConfig.parse(text)) }
  static func bar(_ s: Scene) -> TabBarModel { s.component(TabBarModel.self)! }

  @Test("60 points of downward scroll hide the bar, a change of direction restarts the count, 60 up shows it")
  func hideOnScroll() throws {
    var s = try Self.scene()
    var events: [SceneEvent] = []
    func wheel(_ dy: Double, _ t: Micros) throws {
      try s.send(t, .wheel(Point(x: 200, y: 400), delta: Point(x: 0, y: dy)))
      events += s.takeEvents()
    }
    try wheel(40, 10_000)
    #expect(!Self.bar(s).isTabBarHidden)
    try wheel(-10, 20_000)
    try wheel(40, 30_000)
    #expect(!Self.bar(s).isTabBarHidden, "the change of direction restarted the count: 40 < 60")
    try wheel(30, 40_000)
    #expect(Self.bar(s).isTabBarHidden)
    try wheel(-40, 50_000)
    #expect(Self.bar(s).isTabBarHidden)
    try wheel(-30, 60_000)
    #expect(!Self.bar(s).isTabBarHidden)
    #expect(events.filter { $0.name == "tabBarHiddenChanged" }.map { $0[field: "hidden"] } == [.bool(true), .bool(false)])
  }

  @Test("reaching the top shows the bar")
  func topShows() throws {
    var s = try Self.scene()
    try s.send(10_000, .wheel(Point(x: 200, y: 400), delta: Point(x: 0, y: 300)))
    #expect(Self.bar(s).isTabBarHidden)
    try s.send(20_000, .keyDown(key: "Home", modifiers: []))
    #expect(!Self.bar(s).isTabBarHidden)
  }

  @Test("while hidden, the strip takes a click (no tab is selected by it) and a long press, and shows the bar")
  func revealStrip() throws {
    for long in [false, true] {
      var s = try Self.scene()
      try s.send(10_000, .wheel(Point(x: 200, y: 400), delta: Point(x: 0, y: 300)))
      #expect(Self.bar(s).isTabBarHidden)
      // Over where the Games tab was.
      let p = Point(x: 195, y: 844 - 60)
      try s.send(100_000, .pointerDown(p, button: .left, clicks: 1))
      if long {
        s.advance(to: 650_000)
        #expect(!Self.bar(s).isTabBarHidden, "the long press fired while held")
      }
      try s.send(long ? 700_000 : 140_000, .pointerUp(p, button: .left))
      #expect(!Self.bar(s).isTabBarHidden)
      #expect(Self.bar(s).selected == 0, "the strip selects no tab")
      #expect(s.traceOffset == 300, "the feed did not see the press")
    }
  }

  @Test("each tab keeps its own page and scroll offset")
  func tabPages() throws {
    var s = try Self.scene()
    try s.send(10_000, .wheel(Point(x: 200, y: 400), delta: Point(x: 0, y: 50)))
    try s.send(20_000, .keyDown(key: "Home", modifiers: []))
    try s.send(30_000, .wheel(Point(x: 200, y: 400), delta: Point(x: 0, y: 30)))
    let games = Self.bar(s).buttonFrames[1]
    try s.send(40_000, .pointerDown(Point(x: games.midX, y: games.midY), button: .left, clicks: 1))
    try s.send(60_000, .pointerUp(Point(x: games.midX, y: games.midY), button: .left))
    #expect(s.takeEvents().contains { $0.name == "didSelect" && $0[field: "title"] == .string("Games") })
    #expect(s.feed?.cardCount == 6 && s.feed?.title == "Games")
    #expect(s.traceOffset == 0)
    let today = Self.bar(s).buttonFrames[0]
    try s.send(80_000, .pointerDown(Point(x: today.midX, y: today.midY), button: .left, clicks: 1))
    try s.send(100_000, .pointerUp(Point(x: today.midX, y: today.midY), button: .left))
    #expect(s.feed?.cardCount == 20 && s.traceOffset == 30)
  }

  @Test("L, C, T, H and N drive the capsule; the feed's end stays reachable above it")
  func keys() throws {
    var s = try Self.scene()
    try s.send(10_000, .keyDown(key: "L", modifiers: []))
    try s.send(20_000, .keyDown(key: "H", modifiers: []))
    try s.send(30_000, .keyDown(key: "N", modifiers: []))
    #expect(s.takeEvents().map(\.name) == ["accessoryPositionChanged", "accessoryHiddenChanged", "accessoryContentChanged"])
    let bar = Self.bar(s)
    #expect(bar.accessory.position == .leading && bar.accessory.isHidden && bar.accessory.content?.kind == .nowPlaying)
    let reserved: Double = 34 + 49 + 48 + 8
    #expect(s.feed?.insets.bottom == reserved)
  }

  @Test("a set of the accessory's style restarts its controller from the config, as model 11 replays it: L's leading goes back to trailing")
  func styleSetRestartsTheController() throws {
    let recording = try Recording.parse(
      #"{"format": "panellab-recording", "version": 1, "scene": {"main": {"feed": {}, "tabBar": {}, "accessory": {}}}, "model": "11"}"#
        + "\n" + #"{"t_us": 10000, "type": "key_down", "key": "L", "mods": []}"#
        + "\n" + #"{"t_us": 20000, "type": "set", "path": "main.accessory.style", "value": "inline"}"# + "\n")
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var positions: [(t: Micros, position: AccessoryConfig.Position)] = []
    while let output = try replayer.next() {
      if case .frame(_, let t) = output, let bar = replayer.scene.component(TabBarModel.self) { positions.append((t, bar.accessory.position)) }
    }
    #expect(positions.contains { $0.t > 10_000 && $0.t < 20_000 && $0.position == .leading }, "L moved it leading")
    let bar = try #require(replayer.scene.component(TabBarModel.self))
    #expect(bar.accessoryConfig?.style == .inline)
    #expect(bar.accessory.position == .trailing && bar.accessory.content?.kind == .plus, "the config's starting state")
  }

  @Test("bad tab-bar and accessory keys name their path")
  func badKeys() {
    #expect(sceneError(#"{"main": {"tabBar": {"tabs": []}}}"#)?.path == "main.tabBar.tabs")
    #expect(sceneError(#"{"main": {"tabBar": {"tabs": [{"feed": {}}]}}}"#)?.path == "main.tabBar.tabs[0]")
    #expect(sceneError(#"{"main": {"tabBar": {"selected": 4}}}"#)?.path == "main.tabBar.selected")
    #expect(sceneError(#"{"main": {"accessory": {"content": "image2"}}}"#)?.path == "main.accessory.content")
    #expect(sceneError(#"{"main": {"accessory": {"style": "glass"}}}"#)?.path == "main.accessory.style")
    #expect(sceneError(#"{"main": {"accessory": {"position": "middle"}}}"#)?.path == "main.accessory.position")
  }
}
