/// The last attraction of a panel, replayed with the behaviour in force now: its position over time
/// as FloatingPanel steps it on a 60 Hz and a 120 Hz display, and the exact spring, with the target
/// and the overshoot. Tuning a parameter redraws the curves at once, so a designer sees what the
/// next release will do.
public struct AttractionPlot: Hashable, Sendable {
  /// Where the attraction began, points along the panel's axis.
  public var start: Double
  /// The release velocity it began with, points per second.
  public var velocity: Double
  /// Where it comes to rest.
  public var target: Double
  /// The spring the panel's behaviour gives for that release.
  public var parameters: SpringParameters
  /// Pixels per point: the springs stop within a pixel, as the panel's do.
  public var scale: Double

  /// One curve: its samples, `(seconds, position)`, and when it lands.
  public struct Curve: Hashable, Sendable {
    /// What the curve is.
    public var name: String
    /// Samples in time order.
    public var samples: [(t: Double, x: Double)]
    /// Seconds from the release to rest.
    public var settle: Double

    /// Curves with the same samples are equal.
    public static func == (a: Curve, b: Curve) -> Bool {
      a.name == b.name && a.settle == b.settle && a.samples.elementsEqual(b.samples) { $0.t == $1.t && $0.x == $1.x }
    }
    /// Hashes the name and the landing time (the samples follow from them and the plot's inputs).
    public func hash(into h: inout Hasher) {
      h.combine(name)
      h.combine(settle)
    }
  }

  /// FloatingPanel at 60 Hz, at 120 Hz, and the closed-form spring, in that order.
  public var curves: [Curve] {
    let tolerance = 1 / scale
    var out: [Curve] = []
    for rate in [60, 120] {
      let s = SteppedSpring(
        from: start, velocity: velocity, to: target, parameters: parameters, at: 0, refreshRate: rate, tolerance: tolerance)
      out.append(Self.sampled("FloatingPanel \(rate) Hz", settle: s.settleTime) { s.state(at: $0).position })
    }
    let exact = SpringMotion(
      from: start, velocity: velocity, to: target, parameters: parameters, at: 0, positionTolerance: tolerance,
      velocityTolerance: 60 * tolerance)
    out.append(Self.sampled("exact", settle: exact.settleTime) { exact.state(at: $0).position })
    return out
  }

  /// The farthest any curve goes past the target, in points (0 when none does).
  public static func overshoot(of curves: [Curve], start: Double, target: Double) -> Double {
    let direction: Double = target >= start ? 1 : -1
    return curves.flatMap(\.samples).map { ($0.x - target) * direction }.max().map { Swift.max(0, $0) } ?? 0
  }

  /// Samples a motion every 4 ms until it lands (at most 3 s, enough for any curve worth plotting).
  private static func sampled(_ name: String, settle: Micros, _ position: (Micros) -> Double) -> Curve {
    let end = Swift.min(settle, 3 * Micros.perSecond)
    var samples: [(t: Double, x: Double)] = []
    var t: Micros = 0
    while t < end {
      samples.append((t.seconds, position(t)))
      t += 4000
    }
    samples.append((end.seconds, position(end)))
    return Curve(name: name, samples: samples, settle: settle.seconds)
  }
}
