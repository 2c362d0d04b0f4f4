import Testing

@testable import PanelCore
import PanelLabTestSupport

/// FloatingPanel's attraction spring as its `NumericSpringAnimator` steps it on a device, checked
/// against figures computed with FloatingPanel's own step on its test layout (a bottom panel in
/// 375×667 at scale 3: full at 20, half at 417), at 60 and 120 Hz.
@Suite("Stepped spring")
struct SteppedSpringTests {
  /// The default behaviour's spring for a release at `velocity`.
  static func spring(from: Double = 417, velocity: Double, rate: Int) -> SteppedSpring {
    SteppedSpring(
      from: from, velocity: velocity, to: 20, parameters: PanelBehavior().attractionSpring(velocity: velocity), at: 0,
      refreshRate: rate, tolerance: 1.0 / 3)
  }

  static func lowest(_ s: SteppedSpring) -> Double {
    (0...s.stepCount).map { s.position(at: s.time(ofStep: $0)) }.min()!
  }

  @Test(
    "a fling from half to full at −1000 pt/s overshoots and stops as on the phone",
    arguments: [(60, 7.80, 32), (120, -3.55, 82)])
  func fling(rate: Int, furthest: Double, frames: Int) {
    let s = Self.spring(velocity: -1000, rate: rate)
    #expect(isClose(Self.lowest(s), furthest, within: 0.01), "furthest point \(Self.lowest(s))")
    #expect(s.stepCount == frames)
    #expect(s.settleTime == Micros((Double(frames) * 1_000_000 / Double(rate)).rounded()))
  }

  @Test("a move from rest (ζ = 1) stops after 49 frames at 60 Hz and 87 at 120 Hz", arguments: [(60, 49), (120, 87)])
  func fromRest(rate: Int, frames: Int) {
    let s = Self.spring(velocity: 0, rate: rate)
    #expect(s.parameters.dampingRatio == 1)
    #expect(s.stepCount == frames)
    #expect(Self.lowest(s) >= 20, "critically damped: no overshoot")
  }

  @Test("between steps the spring shows the last step; at the settle time it sits on the target")
  func heldBetweenSteps() {
    let s = Self.spring(velocity: -1000, rate: 60)
    let first = s.position(at: s.time(ofStep: 1))
    #expect(s.position(at: 0) == 417)
    #expect(s.position(at: s.time(ofStep: 1) - 1) == 417)
    #expect(s.position(at: s.time(ofStep: 2) - 1) == first)
    #expect(s.stepTime(at: s.time(ofStep: 2) - 1) == s.time(ofStep: 1))
    #expect(s.position(at: s.settleTime) == 20)
    #expect(s.state(at: s.settleTime + 5_000_000).velocity == 0)
    #expect(!s.isSettled(at: s.settleTime - 1) && s.isSettled(at: s.settleTime))
  }

  @Test("each step is the implicit Euler step with the velocity taken from the new position")
  func oneStep() {
    let s = Self.spring(velocity: -1000, rate: 60)
    let h = 1.0 / 60
    let w = s.parameters.omega
    let z = s.parameters.dampingRatio
    let f = 1 + 2 * h * z * w
    let det = f + h * h * w * w
    let x1 = (f * 417 + h * -1000 + h * h * w * w * 20) / det
    let v1 = (-1000 + h * w * w * (20 - x1)) / det
    #expect(s.state(at: s.time(ofStep: 1)) == (x1, v1))
  }

  @Test("a spring that cannot settle in 10 s is put on its target then, in bounded steps")
  func bounded() {
    let s = SteppedSpring(
      from: 0, velocity: 0, to: 10_000, parameters: SpringParameters(response: 10, dampingRatio: 0.01), at: 0,
      refreshRate: 120, tolerance: 1.0 / 3)
    #expect(s.stepCount == 10 * 120 + 1)
    #expect(s.position(at: s.settleTime) == 10_000)
  }
}
