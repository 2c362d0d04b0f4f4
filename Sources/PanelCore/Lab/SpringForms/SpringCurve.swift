import Foundation

/// One motion of a unit-mass spring toward 0, with the turning points found analytically, so
/// settle times and overshoots need no time grid.
struct SpringCurve {
  /// Same band as `SpringMotion.evaluate` uses for its critical formula, so the turns found here
  /// belong to the curve it evaluates.
  static let criticalBand = 1e-9

  let x0: Double
  let v0: Double
  let parameters: SpringParameters

  /// The motion that starts `displacement` from 0 at `velocity`.
  init(displacement: Double, velocity: Double, parameters: SpringParameters) {
    x0 = displacement
    v0 = velocity
    self.parameters = parameters
  }

  /// Displacement at `t`, from `SpringMotion`'s closed form.
  func displacement(at t: Double) -> Double {
    SpringMotion.evaluate(x0: x0, v0: v0, parameters: parameters, t: t).0
  }

  /// Where the velocity is zero for t ≥ 0. Between two turns x is monotonic.
  enum Turns {
    /// Never: x is monotonic from the start.
    case none
    /// Once (critical or overdamped).
    case once(Double)
    /// Every `spacing` seconds from `first`, each |x| `e^(−decay)` times the one before.
    case periodic(first: Double, spacing: Double, decay: Double)
  }

  /// The turning points of this motion, from the closed form's velocity.
  var turns: Turns {
    let w0 = parameters.omega
    let z = parameters.dampingRatio
    if abs(z - 1) < Self.criticalBand {
      // x = (x0 + b·t)e^(−ω₀t), b = v0 + ω₀x0; v = (v0 − ω₀·b·t)e^(−ω₀t).
      let b = v0 + w0 * x0
      guard b != 0 else { return .none }
      let t = v0 / (w0 * b)
      return t > 0 ? .once(t) : .none
    } else if z < 1 {
      // x = e^(−at)(x0·cos wt + B·sin wt); v = e^(−at)(P·cos wt + Q·sin wt).
      let a = z * w0
      let w = w0 * (1 - z * z).squareRoot()
      let bCoef = (a * x0 + v0) / w
      let p = v0
      let q = -a * bCoef - w * x0
      var phase = atan(-p / q)
      if phase < 0 { phase += Double.pi }
      return .periodic(first: phase / w, spacing: Double.pi / w, decay: a * Double.pi / w)
    } else {
      // x = C1·e^(s1·t) + C2·e^(s2·t), s1 the slow root (written without cancellation).
      let root = (z * z - 1).squareRoot()
      let s1 = -w0 / (z + root)
      let s2 = -w0 * (z + root)
      let c1 = (s2 * x0 - v0) / (s2 - s1)
      let c2 = x0 - c1
      let ratio = -(c2 * s2) / (c1 * s1)
      guard ratio > 0, ratio.isFinite else { return .none }
      let t = log(ratio) / (s1 - s2)
      return t > 0 ? .once(t) : .none
    }
  }

  /// The slowest decay rate of the envelope (1/s), to bound searches after the last turn.
  private var slowestRate: Double {
    let w0 = parameters.omega
    let z = parameters.dampingRatio
    if z <= 1 { return z * w0 }
    return w0 / (z + (z * z - 1).squareRoot())
  }

  /// The largest |x| after the start: the start itself or the first turn.
  var largestExcursion: Double {
    switch turns {
    case .none: return abs(x0)
    case .once(let t), .periodic(let t, _, _): return max(abs(x0), abs(displacement(at: t)))
    }
  }

  /// Largest distance past 0 on the side away from the start; 0 when it never crosses.
  var pastTarget: Double {
    guard x0 != 0 else { return 0 }
    let side: Double = x0 > 0 ? -1 : 1
    switch turns {
    case .none:
      return 0
    case .once(let t):
      return max(0, side * displacement(at: t))
    case .periodic(let first, let spacing, _):
      // Turns alternate sides and shrink, so the first turn past 0 is one of the first two.
      return max(0, side * displacement(at: first), side * displacement(at: first + spacing))
    }
  }

  /// The smallest T with |x(t)| ≤ `tolerance` for every t ≥ T.
  ///
  /// x is monotonic between turns, so |x| > tolerance holds on a prefix of the segment that starts
  /// at the last point (the start or a turn) where it holds; bisection finds the prefix's end.
  func settleTime(tolerance: Double) -> Double {
    if x0 == 0 && v0 == 0 { return 0 }
    let startOutside = abs(x0) > tolerance
    switch turns {
    case .none:
      return startOutside ? lastOutside(from: 0, to: searchEnd(after: 0, tolerance), tolerance) : 0
    case .once(let t):
      if abs(displacement(at: t)) > tolerance {
        return lastOutside(from: t, to: searchEnd(after: t, tolerance), tolerance)
      }
      return startOutside ? lastOutside(from: 0, to: t, tolerance) : 0
    case .periodic(let first, let spacing, let decay):
      let peak = abs(displacement(at: first))
      guard peak > tolerance else {
        return startOutside ? lastOutside(from: 0, to: first, tolerance) : 0
      }
      // |x(turn n)| = peak·e^(−n·decay): the last n above the tolerance, from the exact peaks.
      var n = (log(peak / tolerance) / decay).rounded(.up) - 1
      guard n.isFinite, n < 1e15 else { return .infinity }
      n = max(0, n)
      while n > 0 && peak * exp(-n * decay) <= tolerance { n -= 1 }
      while peak * exp(-(n + 1) * decay) > tolerance { n += 1 }
      let turn = first + n * spacing
      return lastOutside(from: turn, to: turn + spacing, tolerance)
    }
  }

  /// A time after `start` by which |x| has fallen within `tolerance` for good (x monotonic there).
  private func searchEnd(after start: Double, _ tolerance: Double) -> Double {
    var span = 1 / slowestRate
    for _ in 0..<2000 {
      if abs(displacement(at: start + span)) <= tolerance { return start + span }
      span *= 2
    }
    return .infinity
  }

  /// The end of the prefix of [lo, hi] on which |x| > tolerance.
  private func lastOutside(from lo: Double, to hi: Double, _ tolerance: Double) -> Double {
    guard hi.isFinite else { return .infinity }
    var lo = lo
    var hi = hi
    for _ in 0..<200 {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if abs(displacement(at: mid)) > tolerance { lo = mid } else { hi = mid }
    }
    return hi
  }
}
