import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The closed-form spring must agree with physics (a fine numeric integration), be continuous at
/// critical damping, and settle on a fixed grid so replays never depend on frame timing.
@Suite("Closed-form spring")
struct SpringTests {
  /// Integrates x'' = −k·x − c·x' (unit mass) with classic RK4 in 0.1 ms steps; returns
  /// displacement and velocity sampled every `sampleEvery` steps.
  static func rk4(
    x0: Double, v0: Double, parameters p: SpringParameters, steps: Int, sampleEvery: Int
  ) -> [(t: Double, x: Double, v: Double)] {
    let h = 1e-4
    let k = p.omega * p.omega
    let c = 2 * p.dampingRatio * p.omega
    func acc(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
    var x = x0
    var v = v0
    var out: [(Double, Double, Double)] = [(0, x, v)]
    for i in 1...steps {
      let k1x = v
      let k1v = acc(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acc(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      if i % sampleEvery == 0 { out.append((Double(i) * h, x, v)) }
    }
    return out
  }

  /// A spring that never counts as settled within the compared second, so `state(at:)` always
  /// evaluates the formula.
  static func unsettled(from x: Double, velocity v: Double, to target: Double, _ p: SpringParameters)
    -> SpringMotion
  {
    SpringMotion(
      from: x, velocity: v, to: target, parameters: p, at: 0, positionTolerance: 1e-12,
      velocityTolerance: 1e-12)
  }

  @Test(
    "closed form matches RK4 at 0.1 ms within 1e-6",
    arguments: [
      (0.4, 0.3), (0.4, 0.8), (0.55, 0.999), (0.4, 1.0), (0.55, 1.001), (0.3, 1.5), (0.5, 3.0),
    ])
  func matchesNumericIntegration(response: Double, dampingRatio: Double) throws {
    let p = SpringParameters(response: response, dampingRatio: dampingRatio)
    // Start 100 pt above a target at 250 moving away from it, so every regime has to turn around.
    let spring = Self.unsettled(from: 350, velocity: 600, to: 250, p)
    #expect(spring.settleTime > ms(1000))
    // 1 s of integration, compared every 5 ms.
    for sample in Self.rk4(x0: 100, v0: 600, parameters: p, steps: 10_000, sampleEvery: 50) {
      let s = spring.state(at: Micros.fromSeconds(sample.t))
      #expect(isClose(s.position, 250 + sample.x, within: 1e-6), "x at t=\(sample.t) s")
      #expect(isClose(s.velocity, sample.v, within: 1e-6), "v at t=\(sample.t) s")
    }
  }

  @Test("starts exactly where it was released, at the given velocity")
  func initialState() {
    for zeta in [0.5, 1.0, 2.0] {
      let spring = SpringMotion(
        from: 40, velocity: -300, to: 0, parameters: SpringParameters(response: 0.4, dampingRatio: zeta),
        at: ms(500))
      let s = spring.state(at: ms(500))
      #expect(isClose(s.position, 40, within: 1e-12))
      #expect(isClose(s.velocity, -300, within: 1e-9))
      // Before its start the spring holds its initial state rather than running backward.
      #expect(spring.state(at: ms(400)).position == s.position)
    }
  }

  @Test("ζ = 1 is continuous with ζ slightly below and above 1")
  func criticalDampingIsContinuous() {
    func positions(_ zeta: Double) -> [Double] {
      let spring = Self.unsettled(
        from: 100, velocity: -800, to: 0, SpringParameters(response: 0.4, dampingRatio: zeta))
      return stride(from: Int64(0), through: 1000, by: 10).map { spring.state(at: ms($0)).position }
    }
    let critical = positions(1)
    for (delta, bound) in [(1e-3, 0.5), (1e-5, 5e-3), (1e-7, 5e-5)] {
      let below = positions(1 - delta)
      let above = positions(1 + delta)
      for i in critical.indices {
        // Each side converges on the critical curve as ζ → 1 …
        #expect(isClose(below[i], critical[i], within: bound), "ζ = 1 − \(delta), sample \(i)")
        #expect(isClose(above[i], critical[i], within: bound), "ζ = 1 + \(delta), sample \(i)")
        // … and, the curve being smooth in ζ, from opposite sides to second order.
        #expect(isClose((below[i] + above[i]) / 2, critical[i], within: bound * delta * 10))
      }
    }
  }

  @Test("settles on a 1 ms grid, whatever the steps used to query it")
  func settleTimeIsIndependentOfQuerySteps() {
    let start: Micros = 123_456
    let spring = SpringMotion(
      from: 0, velocity: 1500, to: 300, parameters: SpringParameters(response: 0.4, dampingRatio: 0.7),
      at: start)
    #expect((spring.settleTime - start) % 1000 == 0)
    #expect(spring.settleTime > start)

    // The first settled query is the first query at or after settleTime, for any frame step.
    for step: Micros in [1, 1000, 7_000, 16_667, 8_333, 33_333] {
      var t = start
      while !spring.isSettled(at: t) { t += step }
      #expect(t >= spring.settleTime && t - step < spring.settleTime, "step \(step) µs")
    }

    // The grid point before settleTime was still outside the default tolerances (0.1 pt, 2 pt/s).
    let before = SpringMotion.evaluate(
      x0: -300, v0: 1500, parameters: spring.parameters, t: (spring.settleTime - 1000 - start).seconds)
    #expect(abs(before.0) > 0.1 || abs(before.1) > 2)
    let at = SpringMotion.evaluate(
      x0: -300, v0: 1500, parameters: spring.parameters, t: (spring.settleTime - start).seconds)
    #expect(abs(at.0) <= 0.1 && abs(at.1) <= 2)
  }

  @Test("after settleTime the state is exactly the target at rest", arguments: [0.5, 1.0, 2.0])
  func restsExactlyOnTarget(dampingRatio: Double) {
    let spring = SpringMotion(
      from: 812.25, velocity: -2000, to: 431.5,
      parameters: SpringParameters(response: 0.4, dampingRatio: dampingRatio), at: ms(16))
    #expect(spring.settleTime < ms(16) + 10 * Micros.perSecond)
    for t in [spring.settleTime, spring.settleTime + 1, spring.settleTime + 5 * Micros.perSecond] {
      let s = spring.state(at: t)
      #expect(s.position == 431.5)
      #expect(s.velocity == 0)
      #expect(spring.isSettled(at: t))
    }
    #expect(!spring.isSettled(at: spring.settleTime - 1))
    #expect(spring.position(at: spring.settleTime - 1) != 431.5)
  }

  @Test("a spring released at rest on its target is settled at once")
  func alreadySettled() {
    let spring = SpringMotion(
      from: 10, velocity: 0, to: 10, parameters: SpringParameters(response: 0.4, dampingRatio: 1), at: ms(3))
    #expect(spring.settleTime == ms(3))
    #expect(spring.state(at: ms(3)).position == 10)
    #expect(spring.state(at: ms(3)).velocity == 0)
  }

  @Test("ω₀ = 2π / response")
  func omega() {
    #expect(isClose(SpringParameters(response: 0.5, dampingRatio: 1).omega, 4 * Double.pi, within: 1e-12))
  }
}
