/// A value that can be blended linearly (a rectangle, a number).
public protocol Interpolatable: Hashable, Sendable {
  /// The value `t` of the way from `self` to `other`.
  func interpolated(to other: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
  /// The number `t` of the way to `other`.
  public func interpolated(to other: Double, _ t: Double) -> Double { self + (other - self) * t }
}

extension Rect: Interpolatable {}

/// A UIView animation: from one value to another over a duration along Core Animation's
/// ease-in-ease-out curve (the cubic Bézier (0.42, 0, 0.58, 1)), evaluated from the time, so it
/// is the same at any frame rate. A zero duration applies the change at once (Reduce Motion).
public struct EasedTransition<Value: Interpolatable>: Hashable, Sendable {
  /// Where it started.
  public let from: Value
  /// Where it ends.
  public let to: Value
  /// When it started.
  public let start: Micros
  /// How long it lasts.
  public let duration: Micros

  /// A value resting at `value`.
  public init(resting value: Value) {
    from = value
    to = value
    start = 0
    duration = 0
  }

  /// A transition from `from` to `to` starting at `start`.
  public init(from: Value, to: Value, start: Micros, duration: Micros) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
  }

  /// The value at `time`.
  public func value(at time: Micros) -> Value {
    guard duration > 0, time < start + duration else { return to }
    guard time > start else { return from }
    return from.interpolated(to: to, Self.easeInOut(Double(time - start) / Double(duration)))
  }

  /// Whether it has ended by `time`.
  public func isDone(at time: Micros) -> Bool { duration == 0 || time >= start + duration }

  /// A transition from wherever this one is at `time` to `target` (nothing moves when it already
  /// goes there).
  public func retargeted(to target: Value, at time: Micros, duration: Micros) -> EasedTransition {
    guard target != to else { return self }
    return EasedTransition(from: value(at: time), to: target, start: time, duration: duration)
  }

  /// Core Animation's ease-in-ease-out: y for x on the Bézier (0, 0) (0.42, 0) (0.58, 1) (1, 1).
  public static func easeInOut(_ x: Double) -> Double {
    let x = x.clamped(to: 0...1)
    // Solve bx(s) = x by bisection (bx is monotonic), then evaluate by(s).
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
  }
}
