import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Pointer scripts on one panel with FloatingPanel's default layout in a 375×667 container at
/// scale 3: full 18, half 1001/3 (≈ 333.667), tip 598, hidden 767. Presses land in the 36 pt
/// grabber band, so they drag the panel rather than its list.
@Suite("Panel drag scripts")
struct PanelDragScriptTests {
  static let full = 18.0
  static let half = 1001.0 / 3.0
  static let tip = 598.0
  static let hidden = 767.0

  static func timesAreOrdered(_ events: [SceneEvent]) -> Bool {
    zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }
  }

  @Test("the default panel rests at half on the default layout")
  func initialState() {
    let s = PanelScript()
    #expect(s.panel.state == .half)
    #expect(s.panel.position == Self.half)
    #expect(s.panel.phase == .idle)
    #expect(!s.panel.isAnimating)
  }

  @Test("a click that moves less than 4 points sends nothing and moves nothing")
  func clickWithoutDrag() {
    var s = PanelScript()
    let took = s.press(y: 345)
    #expect(took)
    s.move(toY: 347)
    s.pointer.x += 2
    s.move(toY: 348)  // (2, 3) from the press: 3.6 pt
    s.release()
    #expect(s.events().isEmpty)
    #expect(s.panel.position == Self.half)
    #expect(s.panel.state == .half)
    #expect(!s.panel.isDragging && !s.panel.isAnimating)
  }

  @Test("after the slop the panel follows the pointer 1:1 from the slop's edge: it drops the slop and no more")
  func followsPointer() {
    var s = PanelScript()
    s.press(y: 340)
    s.move(toY: 343)
    #expect(s.panel.position == Self.half)
    s.move(toY: 346)  // 6 pt: now a drag; the panel keeps the 2 pt past the slop, no jump by the slop
    #expect(isClose(s.panel.position, Self.half + 2, within: 1e-9))
    // FloatingPanel sends willBeginDragging on the first change, before it moves.
    let began = s.events()
    #expect(began.map(\.name) == ["willBeginDragging", "didMove"])
    #expect(began.allSatisfy { $0.time == s.now })
    s.move(toY: 350)
    #expect(isClose(s.panel.position, Self.half + 6, within: 1e-9))
    let first = s.events()
    #expect(first.map(\.name) == ["didMove"])
    #expect(first.allSatisfy { $0.time == s.now })
    s.move(toY: 300)
    #expect(isClose(s.panel.position, Self.half - 44, within: 1e-9))
    // No clamping by default: past full the panel still follows 1:1.
    s.move(toY: -100)
    #expect(isClose(s.panel.position, Self.half - 444, within: 1e-9))
    #expect(s.panel.isDragging)
    #expect(s.events().map(\.name) == ["didMove", "didMove"])
  }

  @Test("a drag and release sends FloatingPanel's delegate sequence and settles exactly on the anchor")
  func dragSequence() throws {
    var s = PanelScript()
    s.press(y: 340)
    s.drag(by: 8, times: 20)  // 1000 pt/s; the first move crosses the slop and keeps 4 pt of its 8
    #expect(isClose(s.panel.position, Self.half + 156, within: 1e-9))
    s.release(dy: 8)
    let released = s.events()
    // 497.667 at +1000 pt/s: pY = 992.7, clamped to the half–tip segment → p = 1 → tip.
    #expect(
      collapsedNames(released) == [
        "willBeginDragging", "didMove", "willEndDragging", "didEndDragging", "willBeginAttracting", "didChangeState",
      ])
    let willEnd = try #require(released.first { $0.name == "willEndDragging" })
    #expect(isClose(willEnd["position"]?.number ?? 0, Self.half + 164, within: 1e-9))
    #expect(isClose(willEnd["velocity"]?.number ?? 0, 1000, within: 1e-6))
    #expect(willEnd["target"]?.string == "tip")
    #expect(released.first { $0.name == "didEndDragging" }?["willAttract"]?.bool == true)
    #expect(released.first { $0.name == "willBeginAttracting" }?["target"]?.string == "tip")
    #expect(released.first { $0.name == "didChangeState" }?["state"]?.string == "tip")
    // The state changes when the attraction starts, not when it ends.
    #expect(s.panel.state == .tip)
    #expect(s.panel.isAttracting && s.panel.isAnimating)
    let releaseTime = s.now

    s.run(ms(2000))
    let settled = s.events()
    #expect(collapsedNames(settled) == ["didMove", "didEndAttracting"])
    #expect(settled.filter { $0.name == "didMove" }.count > 5, "the spring reports every frame")
    #expect(settled.last { $0.name == "didMove" }?["position"]?.number == Self.tip)
    let end = try #require(settled.last)
    #expect(end.time > releaseTime && end.time < s.now)
    #expect(Self.timesAreOrdered(released + settled))
    #expect(s.panel.position == Self.tip)
    #expect(s.panel.phase == .idle)
    #expect(!s.panel.isAnimating)
    s.run(ms(500))
    #expect(s.events().isEmpty)
  }

  @Test("a release exactly on an anchor sets the state and ends without attraction")
  func releaseOnAnchor() throws {
    var config = PanelConfig(id: "panel")
    config.initialState = .tip
    var s = PanelScript(config)
    s.press(y: 600)
    s.move(toY: 596)  // exactly the slop: the drag counts from here
    s.drag(by: -20, times: 29)  // 598 − 580 = 18: full
    #expect(s.panel.position == Self.full)
    _ = s.events()
    s.release(after: ms(150))  // after a pause: no velocity
    let events = s.events()
    #expect(events.map(\.name) == ["willEndDragging", "didChangeState", "didEndDragging"])
    #expect(events[0]["target"]?.string == "full")
    #expect(events[0]["velocity"]?.number == 0)
    #expect(events[1]["state"]?.string == "full")
    #expect(events[2]["willAttract"]?.bool == false)
    #expect(s.panel.state == .full)
    #expect(!s.panel.isAnimating)
    s.run(ms(1000))
    #expect(s.events().isEmpty)
    #expect(s.panel.position == Self.full)
  }

  /// `(1 − 1/(0.55·x/base + 1))·base` with base = the container height, 667.
  static func rubberBand(_ x: Double) -> Double { (1 - 1 / (0.55 * x / 667 + 1)) * 667 }

  @Test("with rubber banding the panel resists past the end anchors by §2.2's formula")
  func rubberBanding() throws {
    var config = try panelConfig(#"{"initialState": "full", "behavior": {"allowsRubberBanding": ["top", "bottom"]}}"#)
    var s = PanelScript(config)
    s.press(y: 30)
    s.move(toY: 26)  // exactly the slop: the drag counts from here
    s.move(toY: 26 - 200)  // 200 past full
    #expect(isClose(s.panel.position, Self.full - Self.rubberBand(200), within: 1e-9))
    #expect(isClose(s.panel.position, Self.full - 94.427, within: 0.001))
    s.move(toY: 26)  // back on the anchor
    #expect(s.panel.position == Self.full)
    s.move(toY: 36)
    #expect(s.panel.position == Self.full + 10)
    s.move(toY: 26 + 580 + 500)  // 500 past tip
    #expect(isClose(s.panel.position, Self.tip + Self.rubberBand(500), within: 1e-9))
    #expect(isClose(s.panel.position, Self.tip + 194.719, within: 0.001))
    s.move(toY: 26 + 580 + 1000)
    #expect(isClose(s.panel.position, Self.tip + 301.438, within: 0.001))

    // Banding only at the top edge: past tip the panel follows 1:1 again.
    config.behavior.rubberBandEdges = [.top]
    s = PanelScript(config)
    s.press(y: 30)
    s.move(toY: 26)
    s.move(toY: 26 + 1080)
    #expect(s.panel.position == Self.tip + 500)
    s.move(toY: 26 - 200)
    #expect(isClose(s.panel.position, Self.full - Self.rubberBand(200), within: 1e-9))
  }

  @Test("without rubber banding the panel follows 1:1 past both ends")
  func noRubberBanding() {
    var config = PanelConfig(id: "panel")
    config.initialState = .full
    var s = PanelScript(config)
    s.press(y: 30)
    s.move(toY: 26)
    s.move(toY: 26 - 200)
    #expect(s.panel.position == Self.full - 200)
    s.move(toY: 26 + 1080)
    #expect(s.panel.position == Self.tip + 500)
  }

  @Test("a grab during attraction stops the spring where it is, and a new drag continues from there")
  func grabDuringAttraction() {
    var s = PanelScript()
    s.press(y: 340)
    s.drag(by: 8, times: 20)
    s.release(dy: 8)
    s.wait(ms(100))
    let caught = s.panel.position
    #expect(s.panel.isAttracting)
    #expect(caught > Self.half + 160 && caught != Self.tip)
    _ = s.events()

    let took = s.press(y: caught + 10)
    #expect(took)
    let grabbed = s.events()
    #expect(grabbed.map(\.name) == ["didEndAttracting"])
    #expect(grabbed.first?.time == s.now)
    #expect(s.panel.position == caught, "no jump")
    #expect(s.panel.state == .tip, "the state keeps its target")
    #expect(!s.panel.isAttracting)
    s.wait(ms(200))
    #expect(s.panel.position == caught, "the spring does not run on under the pointer")

    s.move(toY: caught + 6)  // exactly the slop
    s.drag(by: -10, times: 10)
    #expect(isClose(s.panel.position, caught - 100, within: 1e-9))
    #expect(s.events().first?.name == "willBeginDragging")
    // Released around 490 moving up at 1250 pt/s: the half–tip segment, projected to full → half.
    s.release(dy: -10)
    s.run(ms(2000))
    #expect(s.panel.state == .half)
    #expect(s.panel.position == Self.half)
  }

  /// A panel with removal enabled, pressed at half (y 340), dragged by `step` points `times` times
  /// (one move every 8 ms) and released one more step along.
  static func flungFromHalf(by step: Double, times: Int) -> PanelScript {
    var config = PanelConfig(id: "panel")
    config.isRemovalInteractionEnabled = true
    var s = PanelScript(config)
    s.press(y: 340)
    s.drag(by: step, times: times)
    s.release(dy: step)
    return s
  }

  @Test("a fast downward fling from half with removal enabled removes the panel")
  func removal() throws {
    var s = Self.flungFromHalf(by: 20, times: 6)  // 2500 pt/s
    // At 453.667, 313.333 from hidden: 2500/313.333 = 7.98 ≥ 5.5.
    let released = s.events()
    #expect(collapsedNames(released) == ["willBeginDragging", "didMove", "willRemove", "didChangeState"])
    #expect(released.last?["state"]?.string == "hidden")
    #expect(!released.contains { $0.name == "willEndDragging" || $0.name == "didEndDragging" })
    #expect(s.panel.state == .hidden)
    #expect(!s.panel.isRemoved)
    s.run(ms(3000))
    let done = s.events()
    #expect(done.map(\.name) == ["didMove", "didRemove"])
    #expect(done.first?["position"]?.number == Self.hidden)
    #expect(s.panel.isRemoved)
    #expect(s.panel.position == Self.hidden)
    #expect(!s.panel.isAnimating)
    #expect(!s.panel.captures(Point(x: 187, y: 700)))
  }

  @Test("a slower fling from half does not remove the panel")
  func noRemovalWhenSlow() throws {
    var s = Self.flungFromHalf(by: 8, times: 15)  // 1000 pt/s
    // At 453.667: 1000/313.333 = 3.19 < 5.5, so the release rule runs: → tip.
    let released = s.events()
    #expect(!released.contains { $0.name == "willRemove" })
    #expect(released.first { $0.name == "willEndDragging" }?["target"]?.string == "tip")
    s.run(ms(2000))
    #expect(!s.panel.isRemoved)
    #expect(s.panel.state == .tip)
    #expect(s.panel.position == Self.tip)
  }

  @Test("a fast upward fling never removes a bottom panel")
  func noRemovalUpward() {
    var s = Self.flungFromHalf(by: -20, times: 6)
    #expect(!s.events().contains { $0.name == "willRemove" })
    s.run(ms(2000))
    #expect(s.panel.state == .full)
    #expect(!s.panel.isRemoved)
  }

  @Test("with backdropTapToDismiss a tap on a visible backdrop removes the panel")
  func backdropTap() {
    var config = PanelConfig(id: "panel")
    config.backdropTapToDismiss = true
    config.initialState = .full
    var s = PanelScript(config)
    #expect(s.panel.backdropAlpha == 0.3)
    let took = s.press(y: 10)  // above the surface at 18
    #expect(took)
    s.release()
    #expect(s.events().map(\.name) == ["willRemove", "didChangeState"])
    s.run(ms(2000))
    #expect(s.events().map(\.name) == ["didMove", "didRemove"])
    #expect(s.panel.isRemoved)
    #expect(s.panel.position == Self.hidden)
  }

  @Test("the backdrop does not dismiss when it is invisible, disabled, or dragged")
  func backdropNoDismiss() {
    var config = PanelConfig(id: "panel")
    config.backdropTapToDismiss = true
    // At half the backdrop's alpha is 0: the press goes through to whatever is behind.
    var s = PanelScript(config)
    let atHalf = s.press(y: 100)
    #expect(!atHalf)
    s.release()
    #expect(s.events().isEmpty)

    config.initialState = .full
    s = PanelScript(config)
    s.press(y: 10)
    s.move(toY: 16)  // a drag, not a tap
    s.release()
    #expect(s.events().isEmpty)
    #expect(s.panel.state == .full)

    config.backdropTapToDismiss = false
    s = PanelScript(config)
    let blocked = s.press(y: 10)
    #expect(blocked, "a visible backdrop still takes the press")
    s.release()
    #expect(s.events().isEmpty)
    #expect(!s.panel.isRemoved)
  }

  @Test("move(to:animated: true) between states attracts with a didMove per frame")
  func animatedMove() throws {
    var s = PanelScript()
    s.move(to: .full, animated: true)
    let started = s.events()
    #expect(started.map(\.name) == ["willBeginAttracting", "didChangeState"])
    #expect(started[0]["target"]?.string == "full")
    #expect(started[1]["state"]?.string == "full")
    #expect(s.panel.state == .full && s.panel.isAttracting)
    s.run(ms(2000))
    let moved = s.events()
    #expect(collapsedNames(moved) == ["didMove", "didEndAttracting"])
    let positions = moved.compactMap { $0["position"]?.number }
    #expect(positions.count > 5)
    // From rest the spring is critically damped: it never passes the anchor.
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 > $1 })
    #expect(positions.last == Self.full)
    #expect(s.panel.position == Self.full)
    #expect(!s.panel.isAnimating)
    #expect(!moved.contains { $0.name == "willBeginDragging" })
  }

  @Test("move(to:animated: false) jumps at once")
  func immediateMove() {
    var s = PanelScript()
    s.panel.advance(to: ms(5))
    s.panel.move(to: .tip, animated: false)
    let events = s.events()
    #expect(events.map(\.name) == ["didChangeState", "didMove"])
    #expect(events.allSatisfy { $0.time == ms(5) })
    #expect(s.panel.position == Self.tip)
    #expect(!s.panel.isAnimating)
  }

  @Test("hiding and showing use the transition animator: one didMove at the end, none per frame")
  func hideAndShow() {
    var s = PanelScript()
    s.move(to: .hidden, animated: true)
    #expect(s.events().map(\.name) == ["didChangeState"])
    #expect(s.panel.state == .hidden && s.panel.isAnimating && !s.panel.isAttracting)
    s.run(ms(2000))
    let hidden = s.events()
    #expect(hidden.map(\.name) == ["didMove"])
    #expect(hidden.first?["position"]?.number == Self.hidden)
    #expect(s.panel.position == Self.hidden)
    #expect(!s.panel.isRemoved, "hiding is not removing")
    #expect(!s.panel.captures(Point(x: 187, y: 700)))

    s.move(to: .half, animated: true)
    #expect(s.events().map(\.name) == ["didChangeState"])
    s.run(ms(2000))
    let shown = s.events()
    #expect(shown.map(\.name) == ["didMove"])
    #expect(shown.first?["position"]?.number == Self.half)
    #expect(s.panel.position == Self.half)
    #expect(s.panel.state == .half)
    #expect(!s.panel.isAnimating)
  }

  @Test(
    "the velocity in willEndDragging is the pointer's steady velocity",
    arguments: [1000.0, -1500.0, 2500.0, -250.0])
  func releaseVelocity(speed: Double) throws {
    var s = PanelScript()
    s.press(y: 340)
    let step = speed * 0.008  // one move every 8 ms
    s.drag(by: step, times: 10)
    s.release(dy: step)
    let willEnd = try #require(s.events().first { $0.name == "willEndDragging" })
    #expect(isClose(willEnd["velocity"]?.number ?? 0, speed, within: 1e-6))
  }
}
