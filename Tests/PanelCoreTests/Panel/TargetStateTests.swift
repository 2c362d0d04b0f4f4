import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The release rule (reference §2.3) on FloatingPanel's TestLayout: full 20, half 417, tip 607.
///
/// Every expectation below was worked out by hand from the reference, not read from the code:
/// 1. project: pY = y + 0.499·v (0.998 / 0.002 / 1000);
/// 2. direction: fwd = v > 0, or y − pos(current) > 0 when v == 0;
/// 3. segment(pY, fwd), nil ends filled with the first/last state; (from, to) = fwd ? (lo, up) : (up, lo);
/// 4. unless shouldProjectMomentum: redo 3 with segment(y, fwd), widen a one-state segment by one
///    neighbour, and clamp pY to [from, to.next] (fwd) or [to.pre, from];
/// 5. answer `to` when |pY − from| / |from − to| > redirectionalProgress (strictly), else `from`.
@Suite("Release target state")
struct TargetStateTests {
  static let layout = PanelLayoutTests.testLayout()

  static func target(
    _ y: Double, _ v: Double, current: PanelState = .half, _ configure: (inout PanelBehavior) -> Void = { _ in }
  ) -> PanelState {
    var behavior = PanelBehavior()
    configure(&behavior)
    return layout.targetState(from: y, velocity: v, current: current, behavior: behavior)
  }

  @Test("the layout's positions are the ones the hand calculations use")
  func positions() {
    #expect(PanelLayoutTests.positions(Self.layout) == [20, 417, 607, 767])
  }

  @Test(
    "a release at rest on or near an anchor stays there",
    arguments: [
      // y, current, expected
      (20.0, PanelState.full, PanelState.full),  // bwd, segment (nil, full): from = to = full
      (417.0, .half, .half),  // bwd, (full, half): from half, p = 0
      (607.0, .tip, .tip),  // bwd, (half, tip): from tip, p = 0
      (25.0, .full, .full),  // fwd, (full, half): p = 5/397
      (410.0, .half, .half),  // bwd, (full, half): from half, p = 7/397
      (425.0, .half, .half),  // fwd, (half, tip): p = 8/190
      (600.0, .tip, .tip),  // bwd, (half, tip): from tip, p = 7/190
    ])
  func atRest(y: Double, current: PanelState, expected: PanelState) {
    #expect(Self.target(y, 0, current: current) == expected)
  }

  @Test(
    "a slow release between anchors goes to the nearer anchor of its segment",
    arguments: [
      // y, v, expected
      (300.0, 10.0, PanelState.half),  // pY 304.99, fwd full→half, p = 284.99/397 = 0.72
      (150.0, 10.0, .full),  // pY 154.99, fwd full→half, p = 134.99/397 = 0.34
      (150.0, -10.0, .full),  // pY 145.01, bwd half→full, p = 271.99/397 = 0.69
      (380.0, -10.0, .half),  // pY 375.01, bwd half→full, p = 41.99/397 = 0.11
      (500.0, -10.0, .half),  // pY 495.01, bwd tip→half, p = 111.99/190 = 0.59
      (540.0, 10.0, .tip),  // pY 544.99, fwd half→tip, p = 127.99/190 = 0.67
      (460.0, 10.0, .half),  // pY 464.99, fwd half→tip, p = 47.99/190 = 0.25
    ])
  func slowRelease(y: Double, v: Double, expected: PanelState) {
    #expect(Self.target(y, v) == expected)
  }

  @Test("exactly half-way the release stays where it came from: the comparison is strict")
  func strictHalfWay() {
    // y = 512, v = 0, current half: fwd, segment (half, tip), p = 95/190 = 0.5, not > 0.5 → half.
    #expect(Self.target(512, 0, current: .half) == .half)
    // One point further: p = 96/190 > 0.5 → tip.
    #expect(Self.target(513, 0, current: .half) == .tip)
    // y = 218.5 is half-way between full and half: p = 198.5/397 = 0.5 from either side.
    #expect(Self.target(218.5, 0, current: .full) == .full)
    #expect(Self.target(218.5, 0, current: .half) == .half)
  }

  @Test("with v == 0 the current state decides the direction")
  func zeroVelocityDirection() {
    // y = 218.5 (the middle of full–half): from tip the move was upward (218.5 − 607 < 0), so the
    // segment runs half → full and p = 0.5 keeps half; from full it runs full → half and keeps full.
    #expect(Self.target(218.5, 0, current: .tip) == .half)
    #expect(Self.target(218.5, 0, current: .full) == .full)
    // With redirectionalProgress 0.2, y = 300 flips to the far anchor from either side:
    // from full, fwd full → half, p = 280/397 = 0.71 > 0.2 → half;
    // from half, bwd half → full, p = 117/397 = 0.29 > 0.2 → full.
    #expect(Self.target(300, 0, current: .full) { $0.redirectionalProgress = 0.2 } == .half)
    #expect(Self.target(300, 0, current: .half) { $0.redirectionalProgress = 0.2 } == .full)
  }

  @Test(
    "a fling from tip stops at half, however fast, without shouldProjectMomentum",
    arguments: [-1000.0, -3000.0, -10_000.0, -100_000.0])
  func flingFromTipStopsAtHalf(v: Double) {
    // v = −3000 at 600: pY = 600 − 1497 = −897. Limiting: segment(600, bwd) = (half, tip),
    // from tip to half, pY clamped to [pos(full), 607] = 20, p = 587/190 = 3.09 → half.
    #expect(Self.target(600, v, current: .tip) == .half)
  }

  @Test("with shouldProjectMomentum a fling from tip can reach full")
  func projectedFling() {
    let project: (inout PanelBehavior) -> Void = { $0.shouldProjectMomentum = true }
    // v = −3000: pY = −897, segment(−897, bwd) = (nil, full) → from = to = full → full.
    #expect(Self.target(600, -3000, current: .tip, project) == .full)
    // v = −1000: pY = 600 − 499 = 101, bwd (full, half): from half, p = 316/397 = 0.80 → full.
    #expect(Self.target(600, -1000, current: .tip, project) == .full)
    // v = −600: pY = 600 − 299.4 = 300.6, from half, p = 116.4/397 = 0.29 → half.
    #expect(Self.target(600, -600, current: .tip, project) == .half)
    // A downward fling from full likewise skips half: pY = 20 + 998 = 1018 → (tip, nil) → tip.
    #expect(Self.target(20, 2000, current: .full, project) == .tip)
    #expect(Self.target(20, 2000, current: .full) == .half)
  }

  @Test("a release past an end anchor returns to that anchor")
  func pastTheEnds() {
    // Above full: y = 0, v = 0, current full → bwd, (nil, full) → full.
    #expect(Self.target(0, 0, current: .full) == .full)
    #expect(Self.target(5, -500, current: .full) == .full)
    // Slowly downward from above full: segment(5, fwd) = (nil, full) widens to full → half,
    // pY = 5 + 99.8 = 104.8, p = 84.8/397 = 0.21 → full.
    #expect(Self.target(5, 200, current: .full) == .full)
    // Below tip: y = 650, v = 0 or a downward fling → (tip, nil) widened to tip → tip → tip.
    #expect(Self.target(650, 0, current: .tip) == .tip)
    #expect(Self.target(650, 2000, current: .tip) == .tip)
    // Below tip moving up slowly: (tip, nil) widens to half ← tip, pY = 600.1, p = 6.9/190 → tip.
    #expect(Self.target(650, -100, current: .tip) == .tip)
  }

  @Test("a quick flick up from below tip lands on half")
  func flickFromBelowTip() {
    // y = 650, v = −400: pY = 650 − 199.6 = 450.4; from tip to half, p = 156.6/190 = 0.82 → half.
    #expect(Self.target(650, -400, current: .tip) == .half)
  }

  @Test(
    "redirectionalProgress sets how far a release must project before it switches",
    arguments: [
      // y, v, current, progress, expected
      (120.0, 0.0, PanelState.full, 0.2, PanelState.half),  // p = 100/397 = 0.25 > 0.2
      (120.0, 0.0, .full, 0.5, .full),  // 0.25 ≤ 0.5
      (300.0, 0.0, .full, 0.8, .full),  // p = 280/397 = 0.71 ≤ 0.8
      (300.0, 0.0, .full, 0.5, .half),
      (350.0, 0.0, .full, 0.8, .half),  // p = 330/397 = 0.83 > 0.8
      (560.0, 0.0, .tip, 0.2, .half),  // bwd tip → half, p = 47/190 = 0.25 > 0.2
      (560.0, 0.0, .tip, 0.5, .tip),
      // Clamped to 0…1: 2 acts as 1, −1 as 0.
      (416.0, 0.0, .full, 2.0, .full),  // p = 396/397 ≤ 1
      (21.0, 0.0, .full, -1.0, .half),  // p = 1/397 > 0
    ])
  func redirection(y: Double, v: Double, current: PanelState, progress: Double, expected: PanelState) {
    #expect(Self.target(y, v, current: current) { $0.redirectionalProgress = progress } == expected)
  }

  @Test("a custom state between full and half is a stop of its own")
  func customState() {
    // lastQuart (order 750) 450 from the bottom: positions full 20, lastQuart 217, half 417, tip 607.
    let lastQuart = PanelState("lastQuart", order: 750)
    var layout = Self.layout
    layout.anchors[lastQuart] = .inset(.absolute(450), edge: .bottom, guide: .superview)
    let behavior = PanelBehavior()
    func target(_ y: Double, _ v: Double, _ current: PanelState) -> PanelState {
      layout.targetState(from: y, velocity: v, current: current, behavior: behavior)
    }
    #expect(layout.position(of: lastQuart) == 217)
    #expect(target(150, 0, .full) == lastQuart)  // fwd full → lastQuart, p = 130/197 = 0.66
    #expect(target(100, 0, .full) == .full)  // p = 80/197 = 0.41
    #expect(target(300, 0, .half) == lastQuart)  // bwd half → lastQuart, p = 117/200 = 0.585
    #expect(target(350, 0, .half) == .half)  // p = 67/200 = 0.335
    // A fling up from half is clamped to the next segment: from half to lastQuart, pY → 20,
    // p = 397/200 → lastQuart, never full.
    #expect(target(417, -3000, .half) == lastQuart)
  }

  @Test("a top panel mirrors the rule: a downward fling from tip stops at half")
  func topPanel() {
    // Top2Bottom: tip 60, half 250, full 667, sorted [tip, half, full]; downward is forward.
    let top = PanelLayoutTests.top2Bottom()
    let behavior = PanelBehavior()
    // y = 60, v = 3000: pY = 1557; limiting segment(60, fwd) = (tip, half), clamp to [60, 667],
    // p = 607/190 → half.
    #expect(top.targetState(from: 60, velocity: 3000, current: .tip, behavior: behavior) == .half)
    // y = 300, v = 0, current half: fwd half → full, p = 50/417 = 0.12 → half.
    #expect(top.targetState(from: 300, velocity: 0, current: .half, behavior: behavior) == .half)
    // y = 600, v = 100: pY = 649.9, fwd half → full, p = 399.9/417 = 0.96 → full.
    #expect(top.targetState(from: 600, velocity: 100, current: .half, behavior: behavior) == .full)
    // y = 100, v = −100: pY = 50.1, bwd half → tip, clamped to [60, 250] → 60, p = 1 → tip.
    #expect(top.targetState(from: 100, velocity: -100, current: .half, behavior: behavior) == .tip)
  }

  @Test("with one anchor the current state is the answer")
  func singleAnchor() {
    var layout = Self.layout
    layout.anchors = [.full: .inset(.absolute(20), edge: .top, guide: .superview)]
    #expect(layout.targetState(from: 400, velocity: 3000, current: .full, behavior: PanelBehavior()) == .full)
    #expect(layout.targetState(from: 400, velocity: 0, current: .hidden, behavior: PanelBehavior()) == .hidden)
  }

  @Test("the projection is 0.499 s of the release velocity at the default rate")
  func projectionDistance() {
    // 0.998 / (1 − 0.998) / 1000 = 0.499.
    #expect(isClose(Motion.projectedDistance(velocity: 1000, decelerationRate: 0.998), 499, within: 1e-9))
    #expect(isClose(PanelBehavior().momentumProjectionRate, 0.998, within: 0))
  }
}
