import Foundation

/// Positions of a spring over time, for a plot, with the two figures a plot is read for.
public struct SpringPlot: Sendable {
  /// (time in seconds from the start, position), at every step from 0, and at `duration`.
  public let samples: [(t: Double, x: Double)]
  /// Largest distance past the target over the whole motion (not only the plotted part), as a
  /// fraction of the travel |target − start|; nil when the spring starts on its target.
  public let overshoot: Double?
  /// Seconds after which the position stays within 0.5 % of the travel from the target (of the
  /// largest excursion when it starts on its target); 0 when it never leaves that band.
  public let settleTime: Double

  /// The most samples one plot may ask for, so a tiny step cannot exhaust memory.
  public static let maxSamples = 1_000_000

  /// Samples the spring that starts at `start` with `initialVelocity` (points/s) toward `target`.
  ///
  /// Samples sit at t = i·step (no accumulated rounding), plus `duration` itself when the grid
  /// misses it. Positions come from `SpringMotion`'s closed form, so they match the panel's
  /// `exact` integrator; overshoot and settle time come from the closed form, not the samples.
  public static func sample(
    from start: Double, to target: Double, initialVelocity: Double, spring: CanonicalSpring,
    duration: Double, step: Double
  ) throws(SpringFormError) -> SpringPlot {
    for (name, value) in [("start", start), ("target", target), ("initialVelocity", initialVelocity)] {
      guard value.isFinite else {
        throw SpringFormError(parameter: name, reason: "\(name) must be a finite number, got \(value)")
      }
    }
    try SpringFormError.require("duration", duration, above: 0, orEqual: true)
    try SpringFormError.require("step", step, above: 0)
    let last = (duration / step).rounded(.down)
    guard last < Double(maxSamples) else {
      throw SpringFormError(
        parameter: "step",
        reason: "step \(step) over duration \(duration) gives more than \(maxSamples) samples")
    }
    let x0 = start - target
    let curve = SpringCurve(displacement: x0, velocity: initialVelocity, parameters: spring.parameters)
    var samples: [(t: Double, x: Double)] = []
    samples.reserveCapacity(Int(last) + 2)
    for i in 0...Int(last) {
      let t = min(Double(i) * step, duration)
      samples.append((t, target + curve.displacement(at: t)))
    }
    if let end = samples.last?.t, duration - end > step * 1e-9 {
      samples.append((duration, target + curve.displacement(at: duration)))
    }
    let travel = abs(x0)
    let reference = travel > 0 ? travel : curve.largestExcursion
    return SpringPlot(
      samples: samples, overshoot: travel > 0 ? curve.pastTarget / travel : nil,
      settleTime: curve.settleTime(tolerance: CanonicalSpring.settleFraction * reference))
  }
}
