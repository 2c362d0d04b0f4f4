/// Estimates pointer velocity from recent samples by a least-squares line fit.
///
/// A line fit is exact for steady motion and, unlike a two-point difference, is not thrown by one
/// jittery sample. Only samples inside `window` before the query count, so a pause before release
/// gives zero velocity as a finger would.
public struct VelocityTracker: Hashable, Sendable {
  /// How far back samples count.
  public var window: Micros = 100_000
  private struct Sample: Hashable, Sendable {
    var t: Micros
    var p: Point
  }
  private var samples: [Sample] = []

  /// Creates an empty tracker.
  public init() {}

  /// Forgets every sample.
  public mutating func reset() { samples.removeAll(keepingCapacity: true) }

  /// Records the pointer at `p` at time `t`.
  public mutating func add(_ p: Point, at t: Micros) {
    samples.append(Sample(t: t, p: p))
    // Keep the array small: drop what can never count again.
    if let first = samples.first, t - first.t > 4 * window { samples.removeFirst(samples.count / 2) }
  }

  /// The samples kept, as text for a state hash (two trackers with equal text give equal velocities).
  public var samplesDescription: String {
    samples.map { "\($0.t):\($0.p.x),\($0.p.y)" }.joined(separator: ";")
  }

  /// Velocity in points per second at time `t`.
  public func velocity(at t: Micros) -> Point {
    let recent = samples.filter { t - $0.t <= window && $0.t <= t }
    guard recent.count >= 2 else { return .zero }
    let n = Double(recent.count)
    let t0 = recent[0].t
    let ts = recent.map { Double($0.t - t0) / 1_000_000 }
    let meanT = ts.reduce(0, +) / n
    let meanX = recent.reduce(0) { $0 + $1.p.x } / n
    let meanY = recent.reduce(0) { $0 + $1.p.y } / n
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for (i, s) in recent.enumerated() {
      let dt = ts[i] - meanT
      stt += dt * dt
      stx += dt * (s.p.x - meanX)
      sty += dt * (s.p.y - meanY)
    }
    guard stt > 0 else { return .zero }
    return Point(x: stx / stt, y: sty / stt)
  }
}
