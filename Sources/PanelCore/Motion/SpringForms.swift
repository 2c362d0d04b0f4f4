import Foundation

// Designers bring a spring in whatever form their tool speaks: SwiftUI's response and damping
// fraction, Core Animation's stiffness, damping and mass, Origami's bounciness and speed, or
// FloatingPanel's deceleration rate and response time. Each converts to and from one description
// (mass 1, stiffness k, damping c), so the inspector can show any of them side by side, with the
// numbers the form hides (ζ, ω₀, the settle time) and the places where its names mislead.

/// Why spring parameters cannot be used, worded so a UI can show `reason` as it is.
public struct SpringFormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter at fault, named as its form names it (`response`, `bounciness`, …).
  public let parameter: String
  /// The whole sentence, for example "response must be > 0, got -0.2".
  public let reason: String

  /// Creates an error about `parameter`.
  public init(parameter: String, reason: String) {
    self.parameter = parameter
    self.reason = reason
  }

  /// The reason, so `"\(error)"` reads well in a log too.
  public var description: String { reason }

  /// Checks that `value` is finite and above `minimum` (or at least `minimum` when `orEqual`).
  static func require(
    _ parameter: String, _ value: Double, above minimum: Double, orEqual: Bool = false, note: String = ""
  ) throws(SpringFormError) {
    guard value.isFinite else {
      throw SpringFormError(parameter: parameter, reason: "\(parameter) must be a finite number, got \(value)")
    }
    if orEqual ? value < minimum : value <= minimum {
      let bound = minimum == 0 ? "0" : "\(minimum)"
      throw SpringFormError(
        parameter: parameter, reason: "\(parameter) must be \(orEqual ? "≥" : ">") \(bound)\(note), got \(value)")
    }
  }
}

/// How a spring comes to rest, from its damping ratio.
public enum SpringRegime: String, Hashable, Sendable {
  /// ζ < 1: overshoots and rings down.
  case underdamped
  /// ζ = 1 (within 1e-9, the band in which `SpringMotion` uses the critical formula): fastest
  /// approach without overshoot.
  case critical
  /// ζ > 1: creeps in without overshoot, later than at ζ = 1.
  case overdamped
}

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

/// A form in which designers bring spring parameters, convertible to and from `CanonicalSpring`.
public protocol SpringForm: Hashable, Sendable {
  /// The canonical spring these parameters describe, or why they describe none.
  func canonical() throws(SpringFormError) -> CanonicalSpring
  /// This form's parameters for `spring`, or why this form cannot express it.
  init(_ spring: CanonicalSpring) throws(SpringFormError)
  /// Where this form's numbers suggest something that `spring` (its canonical spring) does not do.
  func warnings(for spring: CanonicalSpring) -> [String]
}

/// What an inspector shows for one form: the spring and the numbers the form's own names hide.
public struct SpringSummary: Hashable, Sendable {
  /// The canonical spring (mass 1).
  public let spring: CanonicalSpring
  /// ζ, derived.
  public let dampingRatio: Double
  /// ω₀ in rad/s, derived.
  public let naturalFrequency: Double
  /// Seconds until a unit step from rest stays within 0.5 % (see `CanonicalSpring.settleTime`).
  public let settleTime: Double
  /// Overshoot of a unit step from rest, as a fraction of the travel.
  public let overshoot: Double
  /// Sentences about where the form misleads, empty when it says what it does.
  public let warnings: [String]
}

extension SpringForm {
  /// Converts, derives ζ, ω₀, the settle time and the overshoot, and collects the warnings.
  public func summary() throws(SpringFormError) -> SpringSummary {
    let spring = try canonical()
    return SpringSummary(
      spring: spring, dampingRatio: spring.dampingRatio, naturalFrequency: spring.naturalFrequency,
      settleTime: spring.settleTime, overshoot: spring.stepOvershoot, warnings: warnings(for: spring))
  }
}

// MARK: - SwiftUI

/// SwiftUI's `.spring(response:dampingFraction:)`: k = (2π/response)², c = 4π·ζ/response (Apple's
/// conversion, with mass 1).
public struct ResponseSpringForm: SpringForm {
  /// Undamped period in seconds; easily mistaken for the animation's duration.
  public var response: Double
  /// ζ itself.
  public var dampingFraction: Double

  /// Creates the form as SwiftUI spells it.
  public init(response: Double, dampingFraction: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
  }

  /// Response 2π/√k and damping fraction c/(2√k); every canonical spring has one.
  public init(_ spring: CanonicalSpring) {
    response = spring.response
    dampingFraction = spring.dampingRatio
  }

  /// Apple's formulas.
  public func canonical() throws(SpringFormError) -> CanonicalSpring {
    try SpringFormError.require("response", response, above: 0)
    try SpringFormError.require("dampingFraction", dampingFraction, above: 0, note: " (0 rings forever)")
    let w = 2 * Double.pi / response
    return try CanonicalSpring.checked(
      stiffness: w * w, damping: 4 * Double.pi * dampingFraction / response,
      from: "response \(response) and dampingFraction \(dampingFraction)", parameter: "response")
  }

  /// A damping fraction of 1 or more cannot bounce; the response is not how long it takes.
  public func warnings(for spring: CanonicalSpring) -> [String] {
    var out: [String] = []
    if let w = noOvershootWarning("dampingFraction \(fmt(dampingFraction))", spring) { out.append(w) }
    out.append(contentsOf: durationWarning("response \(fmt(response)) s", spring))
    return out
  }
}

// MARK: - Core Animation / UIKit

/// `CASpringAnimation`'s (and UIKit's spring timing parameters') stiffness, damping and mass:
/// x″ = −(stiffness/mass)·x − (damping/mass)·x′.
public struct StiffnessSpringForm: SpringForm {
  /// Force per point of displacement.
  public var stiffness: Double
  /// Force per point/s of velocity.
  public var damping: Double
  /// Divides both; only the ratios matter.
  public var mass: Double

  /// Creates the form as Core Animation spells it (its defaults are 100, 10, 1).
  public init(stiffness: Double, damping: Double, mass: Double = 1) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
  }

  /// The spring with the given `mass`, stiffness and damping scaled to keep the motion.
  public init(_ spring: CanonicalSpring, mass: Double) {
    stiffness = spring.stiffness * mass
    damping = spring.damping * mass
    self.mass = mass
  }

  /// The spring with mass 1.
  public init(_ spring: CanonicalSpring) { self.init(spring, mass: 1) }

  /// k = stiffness/mass, c = damping/mass.
  public func canonical() throws(SpringFormError) -> CanonicalSpring {
    try SpringFormError.require("stiffness", stiffness, above: 0)
    try SpringFormError.require("damping", damping, above: 0, note: " (0 rings forever)")
    try SpringFormError.require("mass", mass, above: 0)
    return try CanonicalSpring.checked(
      stiffness: stiffness / mass, damping: damping / mass,
      from: "stiffness \(stiffness), damping \(damping) and mass \(mass)", parameter: "mass")
  }

  /// ζ ≥ 1 cannot bounce; a mass other than 1 only rescales the other two.
  public func warnings(for spring: CanonicalSpring) -> [String] {
    var out: [String] = []
    if let w = noOvershootWarning("damping \(fmt(damping))", spring) { out.append(w) }
    if mass != 1 {
      out.append(
        "mass \(fmt(mass)) only divides stiffness and damping: this moves exactly like mass 1, "
          + "stiffness \(fmt(spring.stiffness)), damping \(fmt(spring.damping))")
    }
    return out
  }
}

// MARK: - Origami / POP (Rebound)

/// Origami's (and POP's) bounciness and speed, converted exactly as facebook/rebound's
/// `SpringConfig.fromBouncinessAndSpeed` does (`BouncyConversion.java` and
/// `OrigamiValueConverter.java`, rebound 65f155c). Rebound's spring has mass 1, so its tension and
/// friction are k and c.
public struct OrigamiSpringForm: SpringForm {
  /// How much it bounces: 0 is meant to be "no bounce" but is not critical (see `warnings`).
  public var bounciness: Double
  /// How quickly it moves; sets the tension only.
  public var speed: Double

  /// Creates the form as Origami spells it (Rebound's `fromBouncinessAndSpeed(5, 10)` is POP's default).
  public init(bounciness: Double, speed: Double) {
    self.bounciness = bounciness
    self.speed = speed
  }

  /// Past this bounciness Rebound's quadratic-out curve turns back (b = bounciness/42.5 passes 1),
  /// so 50 bounces like 35; the inverse always answers at or below it.
  public static let foldBounciness = 42.5

  /// Origami's tension and friction (the Quartz Composer "Bouncy" values) before
  /// `OrigamiValueConverter`, exactly as `BouncyConversion`'s constructor computes them.
  public static func bouncyValues(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    // b = normalize(bounciness / 1.7, 0, 20), projected onto 0…0.8.
    let b = projectNormal(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
    // s = normalize(speed / 1.7, 0, 20); tension = project_normal(s, 0.5, 200).
    let s = normalize(speed / 1.7, 0, 20)
    let tension = projectNormal(s, 0.5, 200)
    // friction = quadratic_out_interpolation(b, b3_nobounce(tension), 0.01).
    let friction = linearInterpolation(2 * b - b * b, noBounceFriction(tension: tension), 0.01)
    return (tension, friction)
  }

  /// Rebound's `SpringConfig.fromBouncinessAndSpeed`: tension and friction of its mass-1 spring.
  public static func reboundValues(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    let v = bouncyValues(bounciness: bounciness, speed: speed)
    return (tension(fromOrigamiValue: v.tension), friction(fromOrigamiValue: v.friction))
  }

  /// `OrigamiValueConverter.tensionFromOrigamiValue`: (o − 30)·3.62 + 194, and 0 stays 0.
  public static func tension(fromOrigamiValue o: Double) -> Double { o == 0 ? 0 : (o - 30) * 3.62 + 194 }
  /// `OrigamiValueConverter.origamiValueFromTension`: the inverse.
  public static func origamiValue(fromTension t: Double) -> Double { t == 0 ? 0 : (t - 194) / 3.62 + 30 }
  /// `OrigamiValueConverter.frictionFromOrigamiValue`: (o − 8)·3 + 25, and 0 stays 0.
  public static func friction(fromOrigamiValue o: Double) -> Double { o == 0 ? 0 : (o - 8) * 3 + 25 }
  /// `OrigamiValueConverter.origamiValueFromFriction`: the inverse.
  public static func origamiValue(fromFriction f: Double) -> Double { f == 0 ? 0 : (f - 25) / 3 + 8 }

  /// `BouncyConversion.b3_nobounce`: the friction Origami fitted as "no bounce" for a tension,
  /// three cubics split at tensions 18 and 44 (b3_friction1/2/3).
  static func noBounceFriction(tension x: Double) -> Double {
    // pow, as Java's Math.pow, rather than x·x·x, so the figures match Rebound's to the last bits.
    if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
    if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
    return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
  }

  private static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
    (value - start) / (end - start)
  }

  private static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
    start + n * (end - start)
  }

  private static func linearInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
    t * end + (1 - t) * start
  }

  /// Rebound's conversion; bounciness and speed must be ≥ 0 (below 0 the tension or friction can
  /// turn negative and the curves were never fitted there).
  public func canonical() throws(SpringFormError) -> CanonicalSpring {
    try SpringFormError.require("bounciness", bounciness, above: 0, orEqual: true)
    try SpringFormError.require("speed", speed, above: 0, orEqual: true)
    let v = Self.reboundValues(bounciness: bounciness, speed: speed)
    return try CanonicalSpring.checked(
      stiffness: v.tension, damping: v.friction, from: "bounciness \(bounciness) and speed \(speed)",
      parameter: "speed")
  }

  /// Inverts Rebound's conversion: the speed from the tension (linear), then the bounciness from
  /// the friction's place between "no bounce" and 0.01 (the quadratic-out curve solved for b ≤ 1).
  public init(_ spring: CanonicalSpring) throws(SpringFormError) {
    let slowest = Self.tension(fromOrigamiValue: 0.5)
    let origamiTension = Self.origamiValue(fromTension: spring.stiffness)
    guard origamiTension >= 0.5 else {
      throw SpringFormError(
        parameter: "stiffness",
        reason: "stiffness \(fmt(spring.stiffness)) is below Origami's slowest spring (speed 0 gives \(fmt(slowest)))")
    }
    // Inverse of s = speed/34 and tension = 0.5 + 199.5·s.
    let speed = (origamiTension - 0.5) / (200 - 0.5) * 20 * 1.7
    let noBounce = Self.noBounceFriction(tension: origamiTension)
    let origamiFriction = Self.origamiValue(fromFriction: spring.damping)
    // friction = q·0.01 + (1 − q)·noBounce, with q = 2b − b². Rounding can push the ends (bounciness
    // 0, the fold) a few ulps outside 0…1; those are the ends, not springs out of reach.
    var q = (noBounce - origamiFriction) / (noBounce - 0.01)
    if q < 0 && q > -1e-12 { q = 0 }
    if q > 1 && q < 1 + 1e-12 { q = 1 }
    guard q >= 0 else {
      throw SpringFormError(
        parameter: "damping",
        reason: "damping \(fmt(spring.damping)) is above Origami's bounciness 0 at this speed "
          + "(\(fmt(Self.friction(fromOrigamiValue: noBounce)))): bounciness would be negative")
    }
    guard q <= 1 else {
      throw SpringFormError(
        parameter: "damping",
        reason: "damping \(fmt(spring.damping)) is below Origami's bounciest spring at this speed "
          + "(\(fmt(Self.friction(fromOrigamiValue: 0.01))))")
    }
    // b = 1 − √(1 − q), written so that small q keeps its digits.
    let b = q / (1 + (1 - q).squareRoot())
    bounciness = b / 0.8 * 20 * 1.7
    self.speed = speed
  }

  /// Bounciness 0 is not critical, any bounciness can still be ζ ≥ 1, and past 42.5 it folds back.
  public func warnings(for spring: CanonicalSpring) -> [String] {
    var out: [String] = []
    let z = spring.dampingRatio
    if bounciness == 0 && abs(z - 1) > 0.01 {
      if z < 1 {
        out.append(
          "bounciness 0 is not critically damped at speed \(fmt(speed)): ζ = \(fmt(z)), "
            + "it overshoots \(percent(spring.stepOvershoot))")
      } else {
        out.append(
          "bounciness 0 is not critically damped at speed \(fmt(speed)): ζ = \(fmt(z)), "
            + "it creeps in later than a critical spring would")
      }
    } else if bounciness > 0, let w = noOvershootWarning("bounciness \(fmt(bounciness))", spring) {
      out.append(w)
    }
    if bounciness > Self.foldBounciness {
      let same = 2 * Self.foldBounciness - bounciness
      out.append(
        "bounciness above \(fmt(Self.foldBounciness)) folds back in Rebound's curve: "
          + (same >= 0 ? "\(fmt(bounciness)) bounces like \(fmt(same))" : "\(fmt(bounciness)) bounces less, not more"))
    }
    return out
  }
}

// MARK: - FloatingPanel

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
        "FloatingPanel's doc comment calls about 0.979 critical, but with responseTime \(fmt(responseTime)) s "
          + "rate \(fmt(decelerationRate, digits: 5)) gives ζ = \(fmt(spring.dampingRatio)); "
          + "ζ = 1 needs \(fmt(criticalRate, digits: 5))")
    }
    if let w = noOvershootWarning("decelerationRate \(fmt(decelerationRate, digits: 5))", spring) { out.append(w) }
    return out
  }
}

// MARK: - Plot

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

// MARK: - Closed-form analysis

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

// MARK: - Shared wording

extension CanonicalSpring {
  /// The canonical spring of a form's computed k and c, blaming the form's inputs when they
  /// overflow (a response of 1e-300 squares to infinity).
  static func checked(stiffness: Double, damping: Double, from inputs: String, parameter: String)
    throws(SpringFormError) -> CanonicalSpring
  {
    guard stiffness.isFinite, damping.isFinite, stiffness > 0, damping > 0 else {
      throw SpringFormError(
        parameter: parameter,
        reason: "\(inputs) give stiffness \(fmt(stiffness)) and damping \(fmt(damping)), out of range")
    }
    return try CanonicalSpring(stiffness: stiffness, damping: damping)
  }
}

/// "ζ ≥ 1: no overshoot", said about the parameter that set it, with what ζ > 1 costs.
private func noOvershootWarning(_ what: String, _ spring: CanonicalSpring) -> String? {
  let z = spring.dampingRatio
  switch spring.regime {
  case .underdamped:
    return nil
  case .critical:
    return "\(what) gives ζ = 1: critically damped, it never overshoots"
  case .overdamped:
    let critical = try? CanonicalSpring(stiffness: spring.stiffness, damping: 2 * spring.naturalFrequency)
    let then = critical.map { ", against \(fmt($0.settleTime)) s at ζ = 1" } ?? ""
    return "\(what) gives ζ = \(fmt(z)) ≥ 1: it never overshoots, and above 1 it only arrives later "
      + "(settles in \(fmt(spring.settleTime)) s\(then))"
  }
}

/// "Response is not duration": said when the settle time is far from the response.
private func durationWarning(_ what: String, _ spring: CanonicalSpring) -> [String] {
  let settle = spring.settleTime
  let ratio = settle / spring.response
  guard ratio < 0.8 || ratio > 1.25 else { return [] }
  return ["\(what) is the undamped period, not the duration: it settles in \(fmt(settle)) s"]
}

/// `value` to `digits` significant digits, without a trailing ".0", for warnings a person reads.
private func fmt(_ value: Double, digits: Int = 3) -> String {
  if value == 0 { return "0" }
  guard value.isFinite else { return "\(value)" }
  let exponent = Int(floor(log10(abs(value)))) - (digits - 1)
  let mantissa = (value / pow(10, Double(exponent))).rounded()
  // Parsing "628e198" gives the double nearest the rounded figure, so it prints as "6.28e+200",
  // where 628·10¹⁹⁸ in floating point would print its rounding error.
  guard mantissa.isFinite, let rounded = Double("\(Int(mantissa))e\(exponent)") else { return "\(value)" }
  var text = "\(rounded)"
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

/// A fraction as a percentage with three significant digits ("36.1 %").
private func percent(_ fraction: Double) -> String { "\(fmt(fraction * 100)) %" }
