import Foundation

/// FloatingPanel's `springDecelerationRate` and `springResponseTime`: ω₀ = 2π/response and
/// ζ = ln(rate)/(−2π·0.001/response), the damping `PanelBehavior.attractionSpring` gives a fling.
public struct FloatingPanelSpringForm: SpringForm {
  /// Per-millisecond rate whose logarithm sets ζ (FloatingPanel's default 0.991).
  public var decelerationRate: Double
  /// Undamped period in seconds (FloatingPanel's default 0.4).
  public var responseTime: Double

  /// Creates the form as FloatingPanel spells it.
  public init(decelerationRate: Double, responseTime: Double) {
    self.decelerationRate = decelerationRate
    self.responseTime = responseTime
  }

  /// A behaviour's rate and response time.
  public init(_ behavior: PanelBehavior) {
    self.init(decelerationRate: behavior.springDecelerationRate, responseTime: behavior.springResponseTime)
  }

  /// Response 2π/√k, and the rate whose ζ is c/(2√k): rate = e^(−2π·0.001·ζ/response).
  public init(_ spring: CanonicalSpring) {
    responseTime = spring.response
    decelerationRate = exp(-2 * Double.pi * 0.001 * spring.dampingRatio / spring.response)
  }

  /// A speed above FloatingPanel's 300 pt/s threshold, so the rate rather than ζ = 1 applies.
  public static let flingVelocity = Double.infinity

  /// The spring a fling gets (faster than 300 pt/s), the one the rate describes.
  public func canonical() throws(SpringFormError) -> CanonicalSpring {
    try canonical(releaseVelocity: Self.flingVelocity)
  }

  /// The spring FloatingPanel uses for a release at `releaseVelocity` pt/s: ζ = 1 at 300 pt/s or slower.
  public func canonical(releaseVelocity: Double) throws(SpringFormError) -> CanonicalSpring {
    try SpringFormError.require("decelerationRate", decelerationRate, above: 0)
    guard decelerationRate < 1 else {
      throw SpringFormError(
        parameter: "decelerationRate",
        reason: "decelerationRate must be < 1 (1 or more gives ζ ≤ 0), got \(decelerationRate)")
    }
    try SpringFormError.require("responseTime", responseTime, above: 0)
    var behavior = PanelBehavior()
    behavior.springDecelerationRate = decelerationRate
    behavior.springResponseTime = responseTime
    // PanelBehavior owns the formula (and the 300 pt/s rule); this form only reads it.
    let parameters = behavior.attractionSpring(velocity: releaseVelocity)
    let w = parameters.omega
    return try CanonicalSpring.checked(
      stiffness: w * w, damping: 2 * parameters.dampingRatio * w,
      from: "decelerationRate \(decelerationRate) and responseTime \(responseTime)", parameter: "decelerationRate")
  }

  /// The rate is not a damping ratio: slow releases ignore it, its ζ depends on the response
  /// time, and FloatingPanel's own doc comment misplaces the critical rate.
  public func warnings(for spring: CanonicalSpring) -> [String] {
    var out = [
      "FloatingPanel uses this rate only for releases faster than 300 pt/s; slower ones get ζ = 1"
    ]
    let criticalRate = exp(-2 * Double.pi * 0.001 / responseTime)
    if abs(decelerationRate - 0.979) <= 0.005 {
      out.append(
        "FloatingPanel's doc comment calls about 0.979 critical, but with responseTime \(SpringWording.figure(responseTime)) s "
          + "rate \(SpringWording.figure(decelerationRate, digits: 5)) gives ζ = \(SpringWording.figure(spring.dampingRatio)); "
          + "ζ = 1 needs \(SpringWording.figure(criticalRate, digits: 5))")
    }
    if let w = SpringWording.noOvershootWarning("decelerationRate \(SpringWording.figure(decelerationRate, digits: 5))", spring) { out.append(w) }
    return out
  }
}
