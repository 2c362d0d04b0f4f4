import Foundation

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
        reason: "stiffness \(SpringWording.figure(spring.stiffness)) is below Origami's slowest spring (speed 0 gives \(SpringWording.figure(slowest)))")
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
        reason: "damping \(SpringWording.figure(spring.damping)) is above Origami's bounciness 0 at this speed "
          + "(\(SpringWording.figure(Self.friction(fromOrigamiValue: noBounce)))): bounciness would be negative")
    }
    guard q <= 1 else {
      throw SpringFormError(
        parameter: "damping",
        reason: "damping \(SpringWording.figure(spring.damping)) is below Origami's bounciest spring at this speed "
          + "(\(SpringWording.figure(Self.friction(fromOrigamiValue: 0.01))))")
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
          "bounciness 0 is not critically damped at speed \(SpringWording.figure(speed)): ζ = \(SpringWording.figure(z)), "
            + "it overshoots \(SpringWording.percent(spring.stepOvershoot))")
      } else {
        out.append(
          "bounciness 0 is not critically damped at speed \(SpringWording.figure(speed)): ζ = \(SpringWording.figure(z)), "
            + "it creeps in later than a critical spring would")
      }
    } else if bounciness > 0, let w = SpringWording.noOvershootWarning("bounciness \(SpringWording.figure(bounciness))", spring) {
      out.append(w)
    }
    if bounciness > Self.foldBounciness {
      let same = 2 * Self.foldBounciness - bounciness
      out.append(
        "bounciness above \(SpringWording.figure(Self.foldBounciness)) folds back in Rebound's curve: "
          + (same >= 0 ? "\(SpringWording.figure(bounciness)) bounces like \(SpringWording.figure(same))" : "\(SpringWording.figure(bounciness)) bounces less, not more"))
    }
    return out
  }
}
