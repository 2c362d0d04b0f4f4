import Foundation

/// A damped spring described the way designers tune it: a period and a damping ratio.
public struct SpringParameters: Hashable, Sendable {
  /// Undamped period in seconds (ω₀ = 2π / response).
  public var response: Double
  /// ζ: 1 is critically damped, below 1 overshoots, above 1 creeps.
  public var dampingRatio: Double

  /// Creates spring parameters.
  public init(response: Double, dampingRatio: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
  }

  /// Undamped angular frequency ω₀ in rad/s.
  public var omega: Double { 2 * Double.pi / response }
}

/// A spring toward `target`, evaluated in closed form so any step size gives the same answer.
///
/// The formulas are the textbook solutions (as in androidx `SpringForce`): under-, critically and
/// over-damped. Because no integrator runs, replays are exact whatever the frame rate.
public struct SpringMotion: SpringTrajectory {
  /// Where the spring comes to rest.
  public let target: Double
  /// Displacement from the target at `startTime`.
  public let initialDisplacement: Double
  /// Velocity at `startTime`, units per second.
  public let initialVelocity: Double
  /// The spring's tuning.
  public let parameters: SpringParameters
  /// When the motion began.
  public let startTime: Micros
  /// The first millisecond-aligned moment at which the spring counts as settled.
  public let settleTime: Micros

  /// Starts a spring at `position` moving at `velocity` toward `target`.
  ///
  /// It counts as settled once it is within `positionTolerance` of the target and slower than
  /// `velocityTolerance`; that moment is found on a fixed 1 ms grid so it never depends on frame timing.
  public init(
    from position: Double, velocity: Double, to target: Double, parameters: SpringParameters,
    at startTime: Micros, positionTolerance: Double = 0.1, velocityTolerance: Double = 2
  ) {
    self.target = target
    self.initialDisplacement = position - target
    self.initialVelocity = velocity
    self.parameters = parameters
    self.startTime = startTime
    var settle = startTime
    let limit = startTime + 10 * Micros.perSecond
    while settle < limit {
      let (x, v) = Self.evaluate(
        x0: position - target, v0: velocity, parameters: parameters, t: (settle - startTime).seconds)
      if abs(x) <= positionTolerance && abs(v) <= velocityTolerance { break }
      settle += 1000
    }
    self.settleTime = settle
  }

  /// Position and velocity at `time`; after `settleTime` the spring sits exactly on its target.
  public func state(at time: Micros) -> (position: Double, velocity: Double) {
    if time >= settleTime { return (target, 0) }
    let t = Double(Swift.max(0, time - startTime)) / 1_000_000
    let (x, v) = Self.evaluate(
      x0: initialDisplacement, v0: initialVelocity, parameters: parameters, t: t)
    return (target + x, v)
  }

  /// Displacement and velocity of a unit-mass spring `t` seconds after starting at `x0`, `v0`.
  static func evaluate(x0: Double, v0: Double, parameters: SpringParameters, t: Double) -> (
    Double, Double
  ) {
    let w0 = parameters.omega
    let zeta = parameters.dampingRatio
    if abs(zeta - 1) < 1e-9 {
      // Critically damped: x = (x0 + (v0 + ω x0) t) e^(−ωt).
      let e = exp(-w0 * t)
      let b = v0 + w0 * x0
      let x = (x0 + b * t) * e
      let v = (b - w0 * (x0 + b * t)) * e
      return (x, v)
    } else if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let e = exp(-zeta * w0 * t)
      let b = (zeta * w0 * x0 + v0) / wd
      let c = cos(wd * t)
      let s = sin(wd * t)
      let x = e * (x0 * c + b * s)
      let v = e * ((-zeta * w0) * (x0 * c + b * s) + (-x0 * wd * s + b * wd * c))
      return (x, v)
    } else {
      let root = w0 * (zeta * zeta - 1).squareRoot()
      let gPlus = -zeta * w0 + root
      let gMinus = -zeta * w0 - root
      let bCoef = (gMinus * x0 - v0) / (gMinus - gPlus)
      let aCoef = x0 - bCoef
      let x = aCoef * exp(gMinus * t) + bCoef * exp(gPlus * t)
      let v = aCoef * gMinus * exp(gMinus * t) + bCoef * gPlus * exp(gPlus * t)
      return (x, v)
    }
  }
}
