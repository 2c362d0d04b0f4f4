import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Slow motion, pause and single steps scale model time, never the handling of input.
@Suite struct TimeControlsTests {
  static let phone = #"{"window": {"width": 375, "height": 667}, "main": {"panels": [{"id": "p"}]}}"#

  /// A panel dragged from half up by 200 points in 100 ms and let go, with the scene at `timeScale`.
  static func flungPanel(timeScale: Double) throws -> (Scene, release: Micros) {
    var scene = Scene(config: try SceneConfig.parse(phone))
    try scene.send(0, .set(path: "timeScale", value: .number(timeScale)))
    let x = 187.0
    let y0 = scene.panels[0].surfaceFrame.y + 10
    var t = ms(100)
    try scene.send(t, .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1))
    for i in 1...12 {
      t += 8333
      try scene.send(t, .pointerMove(Point(x: x, y: y0 - 200 * Double(i) / 12)))
    }
    try scene.send(t, .pointerUp(Point(x: x, y: y0 - 200), button: .left))
    return (scene, t)
  }

  /// The session time after `release` at which the panel stops moving by itself.
  static func settleTime(_ scene: inout Scene, after release: Micros) -> Micros {
    var t = release
    while scene.isAnimating && t < release + 30_000_000 {
      t += 1000
      scene.advance(to: t)
    }
    return t - release
  }

  @Test func halfSpeedTakesTwiceAsLongToSettleAtTheSameState() throws {
    var (normal, r1) = try Self.flungPanel(timeScale: 1)
    var (slow, r2) = try Self.flungPanel(timeScale: 0.5)
    // The drag itself follows the hand 1:1 at any speed.
    #expect(normal.panels[0].position == slow.panels[0].position)
    let d1 = Self.settleTime(&normal, after: r1)
    let d2 = Self.settleTime(&slow, after: r2)
    #expect(normal.panels[0].state == slow.panels[0].state)
    #expect(normal.panels[0].position == slow.panels[0].position)
    // Within a millisecond of the grid the settle step falls on.
    #expect(abs(d2 - 2 * d1) <= 2000, "settled after \(d1) µs at 1×, \(d2) µs at 0.5×")
  }

  @Test func pausedPanelsHoldStillUntilStepped() throws {
    var (scene, release) = try Self.flungPanel(timeScale: 1)
    scene.advance(to: release + ms(50))
    try scene.send(release + ms(50), .set(path: "timeScale", value: .number(0)))
    let held = scene.panels[0].position
    scene.advance(to: release + ms(2000))
    #expect(scene.panels[0].position == held)
    #expect(scene.isAnimating)
    // One step is one frame of the simulated 60 Hz display.
    let model = scene.modelTime
    try scene.send(release + ms(2000), .step)
    scene.advance(to: release + ms(2001))
    let expected: Micros = 16_667
    #expect(scene.modelTime - model == expected)
    #expect(scene.panels[0].position != held)
  }

  @Test func eventsCarrySessionTimeUnderSlowMotion() throws {
    var (scene, release) = try Self.flungPanel(timeScale: 0.25)
    _ = scene.takeEvents()
    let settle = Self.settleTime(&scene, after: release)
    let events = scene.takeEvents()
    let end = try #require(events.first { $0.name == "didEndAttracting" })
    // The event is stamped on the session's clock: near the moment the panel settled.
    #expect(end.time > release && end.time <= release + settle)
    #expect(end.time > release + settle - 5000)
  }

  @Test func keysAskForTimeScaleEditsAndStepsWithoutChangingTheModel() throws {
    var scene = Scene(config: try SceneConfig.parse(Self.phone))
    try scene.send(ms(10), .keyDown(key: "S", modifiers: [.shift]))
    #expect(scene.config.timeScale == 1, "a key only asks; the host feeds the edit back")
    #expect(scene.takeRequests() == [.set(path: "timeScale", value: .number(0.5))])
    try scene.send(ms(20), .set(path: "timeScale", value: .number(0.1)))
    try scene.send(ms(30), .keyDown(key: "S", modifiers: [.shift]))
    #expect(scene.takeRequests() == [.set(path: "timeScale", value: .number(1))])
    try scene.send(ms(40), .keyDown(key: "K", modifiers: []))
    #expect(scene.takeRequests() == [.set(path: "timeScale", value: .number(0))])
    try scene.send(ms(50), .set(path: "timeScale", value: .number(0)))
    try scene.send(ms(60), .keyDown(key: ".", modifiers: []))
    try scene.send(ms(70), .keyDown(key: "K", modifiers: []))
    // K resumes at the speed that was set before the pause.
    #expect(scene.takeRequests() == [.step, .set(path: "timeScale", value: .number(0.1))])
  }

  @Test func aLiveSessionFeedsWhatIsAskedForAndAReplayDropsIt() throws {
    var live = SceneSession(scene: Scene(config: try SceneConfig.parse(Self.phone)))
    live.feedsRequests = true
    var replay = SceneSession(scene: Scene(config: try SceneConfig.parse(Self.phone)))
    let key = TimedInput(ms(5), .keyDown(key: "K", modifiers: []))
    live.enqueue(key)
    replay.enqueue(key)
    // Frame 0 is at 0 ms, frame 1 at 16.7 ms: the key is fed with the second.
    for _ in 0..<2 {
      _ = try live.runFrame()
      _ = try replay.runFrame()
    }
    #expect(live.takeApplied() == [key, TimedInput(ms(5), .set(path: "timeScale", value: .number(0)))])
    #expect(live.scene.config.timeScale == 0)
    #expect(replay.takeApplied().isEmpty)
    #expect(replay.scene.config.timeScale == 1)
  }

  @Test func theEventLogShowsSessionTimesUnderSlowMotion() throws {
    let text = #"{"window": {"width": 375, "height": 900}, "layout": {"split": {"id": "s", "orientation": "vertical", "position": 0.75}, "primary": {"view": "main"}, "secondary": {"view": "events"}}, "main": {"panels": [{"id": "p"}]}}"#
    var scene = Scene(config: try SceneConfig.parse(text))
    try scene.send(0, .set(path: "timeScale", value: .number(0.25)))
    try scene.send(ms(100), .keyDown(key: "1", modifiers: []))
    var t = ms(100)
    var events: [SceneEvent] = []
    while scene.isAnimating && t < ms(20_000) {
      t += 16_667
      scene.advance(to: t)
      events += scene.takeEvents()
    }
    let end = try #require(events.last { $0.name == "didEndAttracting" })
    let row = try #require(scene.component(EventLogPane.self)?.rows.first { $0.event.name == "didEndAttracting" })
    #expect(row.event.time == end.time, "the log and the trace agree on when it happened")
    #expect(end.time > ms(1000), "a quarter speed attraction takes seconds of session time")
  }

  @Test func eventsOfAnInputAreNeverDatedBeforeIt() throws {
    var session = SceneSession(scene: Scene(config: try SceneConfig.parse(#"{"timeScale": 0.1, "main": {"panels": [{"id": "p"}]}}"#)))
    session.enqueue(TimedInput(16_668, .keyDown(key: "1", modifiers: [])))
    var outputs: [SceneSession.Output] = []
    for _ in 0..<30 { outputs += try session.runFrame() }
    let begin = try #require(outputs.compactMap { if case .event(let e) = $0, e.name == "willBeginAttracting" { e } else { nil } }.first)
    #expect(begin.time == 16_668)
    // In time order with the frames around it.
    var last: Micros = 0
    for o in outputs {
      let t: Micros
      switch o {
      case .event(let e): t = e.time
      case .frame(_, let time): t = time
      }
      #expect(t >= last)
      last = t
    }
  }

  @Test func timeScaleOutOfRangeIsRefusedWithItsKey() {
    #expect(sceneError(#"{"timeScale": -0.5}"#)?.path == "timeScale")
    #expect(sceneError(#"{"timeScale": "slow"}"#)?.path == "timeScale")
    #expect(sceneError(#"{"timeScale": 0}"#) == nil)
  }
}
