import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The tracker fits a line to the last 100 ms of samples: exact for steady motion, zero after a pause.
@Suite("Velocity tracker")
struct VelocityTrackerTests {
  /// Feeds steady motion at `velocity` pt/s from `start`, one sample every `every` µs.
  static func steady(
    _ tracker: inout VelocityTracker, velocity: Point, from t0: Micros, to t1: Micros, every: Micros,
    origin: Point = .zero
  ) {
    var t = t0
    while t <= t1 {
      let s = Double(t - t0) / 1_000_000
      tracker.add(Point(x: origin.x + velocity.x * s, y: origin.y + velocity.y * s), at: t)
      t += every
    }
  }

  @Test("steady motion sampled every 8 ms is measured exactly")
  func steadyMotionIsExact() {
    var tracker = VelocityTracker()
    Self.steady(&tracker, velocity: Point(x: 1000, y: -250), from: 0, to: ms(200), every: ms(8))
    let v = tracker.velocity(at: ms(200))
    #expect(isClose(v.x, 1000, within: 1e-9))
    #expect(isClose(v.y, -250, within: 1e-9))
  }

  @Test("uneven sample spacing does not bias a steady velocity")
  func unevenSampling() {
    var tracker = VelocityTracker()
    for t: Micros in [0, 3_000, 11_000, 12_500, 27_000, 31_000, 46_000] {
      tracker.add(Point(x: 5, y: 100 + 640 * t.seconds), at: t)
    }
    let v = tracker.velocity(at: 46_000)
    #expect(isClose(v.x, 0, within: 1e-9))
    #expect(isClose(v.y, 640, within: 1e-9))
  }

  @Test("only the last 100 ms count")
  func onlyTheWindowCounts() {
    var tracker = VelocityTracker()
    // Fast at first, then 300 ms of slower motion: the fast part is long gone by the query.
    Self.steady(&tracker, velocity: Point(x: 5000, y: 0), from: 0, to: ms(96), every: ms(8))
    Self.steady(
      &tracker, velocity: Point(x: 800, y: 0), from: ms(104), to: ms(400), every: ms(8),
      origin: Point(x: 480, y: 0))
    let v = tracker.velocity(at: ms(400))
    #expect(isClose(v.x, 800, within: 1e-9))
  }

  @Test("a pause of more than 100 ms before the query gives zero")
  func pauseGivesZero() {
    var tracker = VelocityTracker()
    Self.steady(&tracker, velocity: Point(x: 0, y: 1200), from: 0, to: ms(160), every: ms(8))
    #expect(tracker.velocity(at: ms(160)).y > 1000)
    let v = tracker.velocity(at: ms(261))
    #expect(v == .zero)
  }

  @Test("one sample, or none, gives zero")
  func tooFewSamples() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == .zero)
    tracker.add(Point(x: 10, y: 10), at: ms(5))
    #expect(tracker.velocity(at: ms(5)) == .zero)
    #expect(tracker.velocity(at: ms(50)) == .zero)
  }

  @Test("two samples at the same instant give zero, not infinity")
  func simultaneousSamples() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 0, y: 0), at: ms(5))
    tracker.add(Point(x: 40, y: 0), at: ms(5))
    #expect(tracker.velocity(at: ms(5)) == .zero)
  }

  @Test("samples after the query time are ignored")
  func futureSamplesIgnored() {
    var tracker = VelocityTracker()
    Self.steady(&tracker, velocity: Point(x: 100, y: 0), from: 0, to: ms(48), every: ms(8))
    tracker.add(Point(x: 9999, y: 0), at: ms(56))
    #expect(isClose(tracker.velocity(at: ms(48)).x, 100, within: 1e-9))
  }

  @Test("reset forgets every sample")
  func reset() {
    var tracker = VelocityTracker()
    Self.steady(&tracker, velocity: Point(x: 100, y: 0), from: 0, to: ms(48), every: ms(8))
    tracker.reset()
    #expect(tracker.velocity(at: ms(48)) == .zero)
  }

  @Test("a long session keeps measuring the recent motion")
  func longSession() {
    var tracker = VelocityTracker()
    // 10 s of samples: pruning of old samples must never drop the recent ones.
    Self.steady(&tracker, velocity: Point(x: -320, y: 75), from: 0, to: ms(10_000), every: ms(4))
    let v = tracker.velocity(at: ms(10_000))
    #expect(isClose(v.x, -320, within: 1e-6))
    #expect(isClose(v.y, 75, within: 1e-6))
  }
}
