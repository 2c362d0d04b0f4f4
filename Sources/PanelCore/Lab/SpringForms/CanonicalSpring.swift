import Foundation

/// A spring as one equation, x″ = −k·(x − target) − c·x′ with mass 1: the form every other form
/// converts to and from, because mass only ever scales k and c.
public struct CanonicalSpring: Hashable, Sendable {
  /// k in 1/s² (force per unit displacement per unit mass); Rebound's "tension".
  public let stiffness: Double
  /// c in 1/s (force per unit velocity per unit mass); Rebound's "friction".
  public let damping: Double

  /// The band a unit step must stay within to count as settled: 0.5 % of the travel.
  public static let settleFraction = 0.005

  /// Creates the spring, refusing values that do not make a spring that comes to rest.
  public init(stiffness: Double, damping: Double) throws(SpringFormError) {
    try SpringFormError.require("stiffness", stiffness, above: 0)
    try SpringFormError.require("damping", damping, above: 0, note: " (0 rings forever)")
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The spring that `parameters` (PanelLab's response and ζ) describes.
  public init(_ parameters: SpringParameters) throws(SpringFormError) {
    try SpringFormError.require("response", parameters.response, above: 0)
    try SpringFormError.require("dampingRatio", parameters.dampingRatio, above: 0)
    let w = parameters.omega
    try self.init(stiffness: w * w, damping: 2 * parameters.dampingRatio * w)
  }

  /// ω₀ = √k in rad/s: how fast it would ring with no damping.
  public var naturalFrequency: Double { stiffness.squareRoot() }

  /// ζ = c / (2√k): 1 is critical, below overshoots, above creeps.
  public var dampingRatio: Double { damping / (2 * naturalFrequency) }

  /// Undamped period 2π/ω₀ in seconds (SwiftUI's and FloatingPanel's "response").
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// Under-, critically or over-damped, with the same band around ζ = 1 as `SpringMotion`.
  public var regime: SpringRegime {
    let z = dampingRatio
    if abs(z - 1) < SpringCurve.criticalBand { return .critical }
    return z < 1 ? .underdamped : .overdamped
  }

  /// The same spring as response and ζ, so it can drive `SpringMotion` or `SteppedSpring`.
  public var parameters: SpringParameters {
    SpringParameters(response: response, dampingRatio: dampingRatio)
  }

  /// Overshoot of a unit step from rest, as a fraction of the travel: e^(−πζ/√(1−ζ²)) when
  /// underdamped, 0 otherwise (the first peak is the largest, as the peaks decay geometrically).
  public var stepOvershoot: Double {
    guard regime == .underdamped else { return 0 }
    let z = dampingRatio
    return exp(-Double.pi * z / (1 - z * z).squareRoot())
  }

  /// Settle time in seconds of a unit step from rest, defined exactly:
  ///
  /// Start 1 from the target at rest and let x(t) be the displacement. The settle time is the
  /// smallest T with |x(t)| ≤ 0.005 for every t ≥ T; equivalently the moment the displacement's
  /// envelope E(t) = sup over s ≥ t of |x(s)| (the tightest non-increasing bound) reaches 0.5 %.
  /// - Underdamped: |x| peaks at t = nπ/ω_d with peaks e^(−nπζ/√(1−ζ²)); T is where |x| falls
  ///   through 0.005 after the last peak above it. (Not the looser e^(−ζω₀t)/√(1−ζ²) bound, which
  ///   grows without limit as ζ → 1 and would make T jump at critical damping.)
  /// - Critically damped: x = (1 + ω₀t)·e^(−ω₀t) falls monotonically; T solves x = 0.005
  ///   (ω₀T ≈ 7.43).
  /// - Overdamped: x falls monotonically to 0 without crossing it; T solves x = 0.005.
  ///
  /// Peaks are found analytically and the crossing by bisection on the closed form, so T does not
  /// depend on any time grid, and it is continuous across ζ = 1. Infinite when the step would ring
  /// through 10¹⁵ peaks or more first (ζ below about 10⁻¹⁵), where cos(ω_d·t) has lost its phase.
  public var settleTime: Double {
    SpringCurve(displacement: 1, velocity: 0, parameters: parameters)
      .settleTime(tolerance: Self.settleFraction)
  }
}

extension CanonicalSpring {
  /// The canonical spring of a form's computed k and c, blaming the form's inputs when they
  /// overflow (a response of 1e-300 squares to infinity).
  static func checked(stiffness: Double, damping: Double, from inputs: String, parameter: String)
    throws(SpringFormError) -> CanonicalSpring
  {
    guard stiffness.isFinite, damping.isFinite, stiffness > 0, damping > 0 else {
      throw SpringFormError(
        parameter: parameter,
        reason: "\(inputs) give stiffness \(SpringWording.figure(stiffness)) and damping \(SpringWording.figure(damping)), out of range")
    }
    return try CanonicalSpring(stiffness: stiffness, damping: damping)
  }
}
