import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Velocity projection and rubber banding, checked against the numbers of "Designing Fluid Interfaces".
@Suite("Projection and rubber band")
struct MotionFormulaTests {
  @Test("UIScrollView's deceleration rates")
  func rates() {
    #expect(Motion.normalDecelerationRate == 0.998)
    #expect(Motion.fastDecelerationRate == 0.99)
  }

  @Test(
    "1000 pt/s projects 499 pt at .normal and 99 pt at .fast",
    arguments: [(1000.0, 0.998, 499.0), (1000.0, 0.99, 99.0), (-1000.0, 0.998, -499.0), (2500.0, 0.99, 247.5), (0.0, 0.998, 0.0)])
  func projection(velocity: Double, rate: Double, expected: Double) {
    #expect(isClose(Motion.projectedDistance(velocity: velocity, decelerationRate: rate), expected, within: 1e-9))
  }

  /// The equivalent form of the reference, x·d·c / (d + c·|x|), to check the implementation against.
  static func reference(_ x: Double, _ d: Double) -> Double {
    let c = 0.55
    return (x < 0 ? -1 : 1) * abs(x) * d * c / (d + c * abs(x))
  }

  @Test("rubber band of nothing is nothing")
  func zero() {
    #expect(Motion.rubberBand(0, dimension: 667) == 0)
  }

  @Test(
    "exact values of (1 − 1/(0.55·x/d + 1))·d",
    arguments: [(200.0, 667.0), (1.0, 667.0), (50.0, 800.0), (667.0, 667.0), (5000.0, 400.0), (-200.0, 667.0)])
  func exactValues(x: Double, d: Double) {
    #expect(isClose(Motion.rubberBand(x, dimension: d), Self.reference(x, d), within: 1e-9))
  }

  @Test("x = 200 in 667 shows 94.427 pt")
  func knownValue() {
    // 200·667·0.55 / (667 + 110) = 73370 / 777
    #expect(isClose(Motion.rubberBand(200, dimension: 667), 73370.0 / 777.0, within: 1e-9))
    #expect(isClose(Motion.rubberBand(200, dimension: 667), 94.4273, within: 1e-4))
  }

  @Test("small pulls move at 0.55 of the pointer")
  func slopeAtZero() {
    for x in [0.001, 0.01, 0.1] {
      #expect(isClose(Motion.rubberBand(x, dimension: 667) / x, 0.55, within: 1e-3))
    }
  }

  @Test("monotonic and always short of the dimension")
  func monotonicAndBounded() {
    var previous = 0.0
    for x in stride(from: 5.0, through: 20_000, by: 5) {
      let y = Motion.rubberBand(x, dimension: 667)
      #expect(y > previous, "at x = \(x)")
      #expect(y < 667)
      #expect(y < x)
      previous = y
    }
    #expect(Motion.rubberBand(1e9, dimension: 667) < 667)
    #expect(Motion.rubberBand(1e9, dimension: 667) > 666.99)
  }

  @Test("symmetric in sign", arguments: [0.5, 13.0, 200.0, 4000.0])
  func signSymmetry(x: Double) {
    #expect(Motion.rubberBand(-x, dimension: 667) == -Motion.rubberBand(x, dimension: 667))
    #expect(Motion.rubberBand(-x, dimension: 667) < 0)
  }

  @Test("no dimension, no rubber band")
  func zeroDimension() {
    #expect(Motion.rubberBand(100, dimension: 0) == 0)
    #expect(Motion.rubberBand(-100, dimension: -5) == 0)
  }
}
