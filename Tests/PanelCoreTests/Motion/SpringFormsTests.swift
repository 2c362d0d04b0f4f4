import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The four forms designers bring springs in (SwiftUI, Core Animation, Origami/Rebound,
/// FloatingPanel) must convert to one canonical spring and back without drift over their whole
/// range, reproduce their tools' published figures, say where they mislead, refuse bad input with a
/// sentence a UI can show, and plot what the closed form says.
///
/// Reference figures were computed independently in Python 3 (float64) from the published formulas:
/// Apple's k = (2π/response)², c = 4π·ζ/response; Rebound's `BouncyConversion.java` and
/// `OrigamiValueConverter.java` (facebook/rebound 65f155c) transcribed line for line; settle times by
/// scanning |x(t)| of a unit step on a 2,000,000-point grid and bisecting the last crossing of 0.005.
@Suite("Spring forms")
struct SpringFormsTests {
  /// Relative closeness, for values that span many decades.
  static func isNear(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * max(abs(a), abs(b))
  }

  /// The reason of the `SpringFormError` that `body` throws, nil when it throws nothing.
  static func reason(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as SpringFormError {
      return error.reason
    } catch {
      return "not a SpringFormError: \(error)"
    }
  }

  /// Checks that each form, said again from its canonical spring, has every field in `fields`
  /// within `relative` of the original.
  static func expectRoundTrip<Form: SpringForm>(
    _ forms: [Form], _ fields: [KeyPath<Form, Double>], relative: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for form in forms {
      let returned = try Form(try form.canonical())
      for field in fields {
        #expect(isNear(returned[keyPath: field], form[keyPath: field], relative: relative), "\(form)", sourceLocation: sourceLocation)
      }
    }
  }

  // MARK: Known values

  @Test("SwiftUI response 0.55, dampingFraction 0.825 gives Apple's stiffness and damping")
  func swiftUIKnownValue() throws {
    let summary = try ResponseSpringForm(response: 0.55, dampingFraction: 0.825).summary()
    // Python: (2π/0.55)² and 4π·0.825/0.55.
    #expect(Self.isNear(summary.spring.stiffness, 130.5071656342394, relative: 1e-14))
    #expect(Self.isNear(summary.spring.damping, 18.84955592153876, relative: 1e-14))
    #expect(Self.isNear(summary.naturalFrequency, 11.423973285781065, relative: 1e-14))
    #expect(Self.isNear(summary.dampingRatio, 0.825, relative: 1e-14))
    // Python: grid scan + bisection of the unit step's last exit from ±0.005.
    #expect(Self.isNear(summary.settleTime, 0.6222467241550015, relative: 1e-9))
    // exp(−π·0.825/√(1 − 0.825²)).
    #expect(Self.isNear(summary.overshoot, 0.01019147254082302, relative: 1e-12))
    // Underdamped, and it settles within 25 % of its response: nothing misleads.
    #expect(summary.warnings.isEmpty, "\(summary.warnings)")
  }

  @Test("Rebound's default bounciness 5, speed 10 gives the tension and friction Rebound computes")
  func reboundDefault() throws {
    // Python, BouncyConversion(speed 10, bounciness 5): bouncy tension 59.1764705882353, friction
    // 8.68290146857747; OrigamiValueConverter: (59.176… − 30)·3.62 + 194 and (8.682… − 8)·3 + 25.
    let bouncy = OrigamiSpringForm.bouncyValues(bounciness: 5, speed: 10)
    #expect(Self.isNear(bouncy.tension, 59.1764705882353, relative: 1e-14))
    #expect(Self.isNear(bouncy.friction, 8.68290146857747, relative: 1e-14))
    let rebound = OrigamiSpringForm.reboundValues(bounciness: 5, speed: 10)
    #expect(Self.isNear(rebound.tension, 299.61882352941177, relative: 1e-14))
    #expect(Self.isNear(rebound.friction, 27.04870440573241, relative: 1e-14))
    // Rebound's spring has mass 1, so its tension and friction are k and c as they are.
    let summary = try OrigamiSpringForm(bounciness: 5, speed: 10).summary()
    #expect(summary.spring.stiffness == rebound.tension)
    #expect(summary.spring.damping == rebound.friction)
    // Python: 27.0487… / (2·√299.618…).
    #expect(Self.isNear(summary.dampingRatio, 0.7813253676752291, relative: 1e-13))
    #expect(summary.warnings.isEmpty, "\(summary.warnings)")
  }

  @Test("OrigamiValueConverter: Rebound's defaultConfig (Origami 40, 7) is tension 230.2, friction 22")
  func origamiValueConverter() {
    #expect(Self.isNear(OrigamiSpringForm.tension(fromOrigamiValue: 40), 230.2, relative: 1e-14))
    #expect(OrigamiSpringForm.friction(fromOrigamiValue: 7) == 22)
    // 0 maps to 0 both ways, as in Rebound.
    #expect(OrigamiSpringForm.tension(fromOrigamiValue: 0) == 0)
    #expect(OrigamiSpringForm.origamiValue(fromFriction: 0) == 0)
    #expect(Self.isNear(OrigamiSpringForm.origamiValue(fromTension: 230.2), 40, relative: 1e-14))
    #expect(OrigamiSpringForm.origamiValue(fromFriction: 22) == 7)
  }

  @Test("FloatingPanel's defaults (0.991, 0.4 s) give ζ 0.5756 through PanelBehavior's own formula")
  func floatingPanelDefault() throws {
    let form = FloatingPanelSpringForm(PanelBehavior())
    let spring = try form.canonical()
    // Python: ln(0.991)/(−2π·0.001/0.4), ω₀ = 2π/0.4.
    #expect(Self.isNear(spring.dampingRatio, 0.5755516802484569, relative: 1e-13))
    #expect(Self.isNear(spring.stiffness, 246.74011002723395, relative: 1e-14))
    #expect(Self.isNear(spring.damping, 18.081489304298138, relative: 1e-13))
    // It is PanelBehavior's fling spring, and a slow release gets ζ = 1 as FloatingPanel does.
    #expect(Self.isNear(spring.dampingRatio, PanelBehavior().attractionSpring(velocity: 1000).dampingRatio, relative: 1e-15))
    #expect(Self.isNear(try form.canonical(releaseVelocity: 200).dampingRatio, 1, relative: 1e-15))
    #expect(try form.summary().warnings == [
      "FloatingPanel uses this rate only for releases faster than 300 pt/s; slower ones get ζ = 1"
    ])
  }

  // MARK: Round trips

  @Test("SwiftUI form ↔ canonical over 5 decades each way, 3000 unround values")
  func responseRoundTrip() throws {
    var values = SplitMix64(seed: 1)
    let forms = (0..<3000).map { _ in
      ResponseSpringForm(response: values.logUniform(1e-3...100), dampingFraction: values.logUniform(1e-3...100))
    }
    try Self.expectRoundTrip(forms, [\.response, \.dampingFraction], relative: 1e-13)
  }

  @Test("Core Animation form ↔ canonical, any mass, 3000 unround values")
  func stiffnessRoundTrip() throws {
    var values = SplitMix64(seed: 2)
    for _ in 0..<3000 {
      let form = StiffnessSpringForm(
        stiffness: values.logUniform(1e-2...1e6), damping: values.logUniform(1e-3...1e4),
        mass: values.logUniform(1e-3...1e3))
      let spring = try form.canonical()
      let back = StiffnessSpringForm(spring, mass: form.mass)
      #expect(Self.isNear(back.stiffness, form.stiffness, relative: 1e-14), "\(form)")
      #expect(Self.isNear(back.damping, form.damping, relative: 1e-14), "\(form)")
      // Mass 1 is the canonical spring itself.
      #expect(try StiffnessSpringForm(spring).canonical() == spring)
    }
  }

  @Test("Origami form ↔ canonical over bounciness 0…42.5 and speed 0…100, 3000 unround values")
  func origamiRoundTrip() throws {
    var values = SplitMix64(seed: 3)
    var forms = (0..<3000).map { _ in
      OrigamiSpringForm(bounciness: values.double(0...42.5), speed: values.double(0...100))
    }
    // The ends: no bounce, slowest, the fold, and each side of b3_nobounce's joints at tension 18 and 44
    // (speeds 34·(18 − 0.5)/199.5 and 34·(44 − 0.5)/199.5).
    forms += [0, 1e-9, 42.5].flatMap { b in
      [0, 1e-9, 2.98246, 2.98247, 7.41353, 7.41354, 100].map { OrigamiSpringForm(bounciness: b, speed: $0) }
    }
    for form in forms {
      let spring = try form.canonical()
      let back = try OrigamiSpringForm(spring)
      // b = 1 − √(1 − q) loses digits only as the curve flattens at the fold (b → 1).
      #expect(isClose(back.bounciness, form.bounciness, within: 1e-6), "\(form) → \(back)")
      #expect(isClose(back.speed, form.speed, within: 1e-11), "\(form) → \(back)")
      let again = try back.canonical()
      #expect(Self.isNear(again.stiffness, spring.stiffness, relative: 1e-13), "\(form)")
      #expect(Self.isNear(again.damping, spring.damping, relative: 1e-12), "\(form)")
    }
  }

  @Test("FloatingPanel form ↔ canonical over the scene file's ranges and past them, 3000 unround values")
  func floatingPanelRoundTrip() throws {
    var values = SplitMix64(seed: 4)
    // Half within the scene file's 0.5…0.9999 and 0.01…10 s, half far outside.
    let forms = (0..<3000).map { i in
      i % 2 == 0
        ? FloatingPanelSpringForm(
          decelerationRate: values.double(0.5...0.9999), responseTime: values.logUniform(0.01...10))
        : FloatingPanelSpringForm(
          decelerationRate: 1 - values.logUniform(1e-7...0.9), responseTime: values.logUniform(1e-3...1e3))
    }
    try Self.expectRoundTrip(forms, [\.decelerationRate, \.responseTime], relative: 1e-13)
  }

  @Test("every form of one spring names the same spring")
  func crossForm() throws {
    var values = SplitMix64(seed: 5)
    for _ in 0..<500 {
      // Springs Origami can express, so all four forms exist.
      let origami = OrigamiSpringForm(bounciness: values.double(0...40), speed: values.double(0...60))
      let spring = try origami.canonical()
      let forms: [any SpringForm] = [
        ResponseSpringForm(spring), StiffnessSpringForm(spring, mass: values.logUniform(0.1...10)),
        FloatingPanelSpringForm(spring), try OrigamiSpringForm(spring),
      ]
      for form in forms {
        let other = try form.canonical()
        #expect(Self.isNear(other.stiffness, spring.stiffness, relative: 1e-12), "\(form)")
        #expect(Self.isNear(other.damping, spring.damping, relative: 1e-12), "\(form)")
      }
    }
    // FloatingPanel's default spring, said as SwiftUI says it.
    let swiftUI = ResponseSpringForm(try FloatingPanelSpringForm(decelerationRate: 0.991, responseTime: 0.4).canonical())
    #expect(Self.isNear(swiftUI.response, 0.4, relative: 1e-14))
    #expect(Self.isNear(swiftUI.dampingFraction, 0.5755516802484569, relative: 1e-13))
  }

  @Test("a spring Origami cannot express is refused with the reason")
  func origamiOutOfReach() throws {
    // Speed 0 is Origami's softest spring: tension (0.5 − 30)·3.62 + 194 = 87.21.
    let soft = try CanonicalSpring(stiffness: 50, damping: 5)
    #expect(Self.reason { _ = try OrigamiSpringForm(soft) } == "stiffness 50 is below Origami's slowest spring (speed 0 gives 87.2)")
    // ζ = 1.5 at speed 10 is more friction than bounciness 0 gives (34.45, Python).
    let stiff = try ResponseSpringForm(response: 2 * Double.pi / 299.61882352941177.squareRoot(), dampingFraction: 1.5).canonical()
    #expect(Self.reason { _ = try OrigamiSpringForm(stiff) }?.hasPrefix("damping 51.9 is above Origami's bounciness 0 at this speed (34.4") == true)
    // Below friction 1.03 (Origami 0.01) nothing bounces more.
    let ringing = try CanonicalSpring(stiffness: 300, damping: 0.5)
    #expect(Self.reason { _ = try OrigamiSpringForm(ringing) } == "damping 0.5 is below Origami's bounciest spring at this speed (1.03)")
  }

  // MARK: Settle time

  @Test(
    "settle time of a unit step at ω₀ = 10 matches the Python grid scan",
    arguments: [
      (0.1, 5.12083070407469), (0.3, 1.7336137788259955), (0.5, 0.9168060003788386),
      (0.7, 0.6989669722864489), (0.9, 0.5472911485105297), (1.0, 0.7430129500280123),
      (2.0, 2.0051644454796977), (5.0, 5.2549474432366665),
    ])
  func settleTimes(zeta: Double, expected: Double) throws {
    // ω₀ = 10: k = 100, c = 20ζ. At ζ = 1, (1 + u)e^(−u) = 0.005 gives u = 7.430129500280123.
    let spring = try CanonicalSpring(stiffness: 100, damping: 20 * zeta)
    #expect(Self.isNear(spring.settleTime, expected, relative: 1e-9), "\(spring.settleTime)")
  }

  @Test("the settle time is exactly the last exit from ±0.5 %, in every regime, over many springs")
  func settleDefinition() throws {
    var values = SplitMix64(seed: 6)
    for _ in 0..<200 {
      let p = SpringParameters(response: values.logUniform(0.05...5), dampingRatio: values.logUniform(0.05...20))
      let spring = try CanonicalSpring(p)
      let t = spring.settleTime
      // Just before T the step is outside the band; from T on (checked to 5·T on 4000 points) inside.
      let before = SpringMotion.evaluate(x0: 1, v0: 0, parameters: p, t: t * (1 - 1e-9)).0
      #expect(abs(before) > 0.005 * (1 - 1e-6), "\(p): |x(T−)| = \(abs(before))")
      let outside = (0...4000).first { i in
        abs(SpringMotion.evaluate(x0: 1, v0: 0, parameters: p, t: t * (1 + 4 * Double(i) / 4000)).0) > 0.005 * (1 + 1e-9)
      }
      #expect(outside == nil, "\(p): outside the band at \(t) · (1 + \(outside ?? 0)/1000)")
    }
  }

  @Test("a barely damped spring settles when its envelope e^(−ζω₀t) reaches 0.5 %, to within a half period")
  func settleLightDamping() throws {
    // ζ = 1e-4 at ω₀ = 10 rings through about 17,000 peaks: ln(200)/(ζω₀) = 5298.3 s.
    let spring = try CanonicalSpring(stiffness: 100, damping: 20e-4)
    let envelope = log(200) / 1e-3
    #expect(abs(spring.settleTime - envelope) <= Double.pi / 10, "\(spring.settleTime) against \(envelope)")
    // Past 10¹⁵ peaks the phase is lost to rounding and the settle time is infinite.
    #expect(try CanonicalSpring(stiffness: 100, damping: 20e-20).settleTime == .infinity)
  }

  @Test("the settle time is continuous across critical damping")
  func settleContinuity() throws {
    let critical = try CanonicalSpring(stiffness: 100, damping: 20).settleTime
    let nearOne: [Double] = [1 - 1e-4, 1 - 1e-6, 1 - 1e-8, 1 + 1e-8, 1 + 1e-6, 1 + 1e-4]
    for zeta in nearOne {
      let t = try CanonicalSpring(stiffness: 100, damping: 20 * zeta).settleTime
      #expect(Self.isNear(t, critical, relative: 1e-3), "ζ = \(zeta): \(t) against \(critical)")
    }
  }

  // MARK: Warnings

  @Test("Origami bounciness 0 is not critically damped at low speed, and the warning says by how much")
  func bouncinessZero() throws {
    // Python: speed 0 → tension 87.21, friction 5.7770125, ζ = 0.3093, overshoot e^(−πζ/√(1−ζ²)) = 36.0 %.
    let slow = try OrigamiSpringForm(bounciness: 0, speed: 0).summary()
    #expect(Self.isNear(slow.dampingRatio, 0.3093072988427642, relative: 1e-13))
    #expect(slow.warnings == ["bounciness 0 is not critically damped at speed 0: ζ = 0.309, it overshoots 36 %"])
    // Speed 2: ζ = 0.8015 (Python).
    let two = try OrigamiSpringForm(bounciness: 0, speed: 2).summary()
    #expect(Self.isNear(two.dampingRatio, 0.801525449859997, relative: 1e-13))
    #expect(two.warnings.first?.hasPrefix("bounciness 0 is not critically damped at speed 2: ζ = 0.802") == true)
    // At Rebound's default speed 10, ζ = 0.9951: close enough to 1 to say nothing.
    #expect(try OrigamiSpringForm(bounciness: 0, speed: 10).summary().warnings.isEmpty)
    // Very fast, the fitted "no bounce" friction overshoots 1 the other way: ζ = 1.47 (Python).
    let fast = try OrigamiSpringForm(bounciness: 0, speed: 100).summary()
    #expect(fast.warnings == ["bounciness 0 is not critically damped at speed 100: ζ = 1.47, it creeps in later than a critical spring would"])
  }

  @Test("a damping ratio of 1 or more is called out as never overshooting")
  func noOvershoot() throws {
    let critical = try ResponseSpringForm(response: 0.5, dampingFraction: 1).summary()
    #expect(critical.overshoot == 0)
    #expect(critical.warnings.contains("dampingFraction 1 gives ζ = 1: critically damped, it never overshoots"))
    // ζ = 3 at ω₀ = 4π: settles in 2.69 s where ζ = 1 takes 0.591 s (7.430/4π).
    let heavy = try ResponseSpringForm(response: 0.5, dampingFraction: 3).summary()
    #expect(heavy.warnings.first?.hasPrefix("dampingFraction 3 gives ζ = 3 ≥ 1: it never overshoots") == true)
    #expect(heavy.warnings.first?.hasSuffix("against 0.591 s at ζ = 1)") == true, "\(heavy.warnings)")
    // That slow a spring also makes "response" a poor guess at its duration.
    #expect(heavy.warnings.last?.hasPrefix("response 0.5 s is the undamped period, not the duration: it settles in 2.") == true)
    // The same in Core Animation's terms, where mass 2 also only rescales.
    let ca = try StiffnessSpringForm(stiffness: 200, damping: 40, mass: 2).summary()
    #expect(ca.warnings == [
      "damping 40 gives ζ = 1: critically damped, it never overshoots",
      "mass 2 only divides stiffness and damping: this moves exactly like mass 1, stiffness 100, damping 20",
    ])
  }

  @Test("FloatingPanel's '0.979 is critical' is corrected with the formula's number")
  func floatingPanelCriticalClaim() throws {
    let summary = try FloatingPanelSpringForm(decelerationRate: 0.979, responseTime: 0.4).summary()
    // Python: ln(0.979)/(−2π·0.001/0.4) = 1.3511; ζ = 1 needs e^(−2π·0.001/0.4) = 0.98441.
    #expect(Self.isNear(summary.dampingRatio, 1.3511386606646882, relative: 1e-13))
    #expect(summary.warnings.contains(
      "FloatingPanel's doc comment calls about 0.979 critical, but with responseTime 0.4 s rate 0.979 gives ζ = 1.35; ζ = 1 needs 0.98441"))
    #expect(summary.warnings.contains { $0.hasPrefix("decelerationRate 0.979 gives ζ = 1.35 ≥ 1: it never overshoots") })
  }

  @Test("Origami bounciness past 42.5 folds back")
  func fold() throws {
    let fifty = try OrigamiSpringForm(bounciness: 50, speed: 12).summary()
    let thirtyFive = try OrigamiSpringForm(bounciness: 35, speed: 12).canonical()
    #expect(Self.isNear(fifty.spring.damping, thirtyFive.damping, relative: 1e-12))
    #expect(fifty.warnings.contains("bounciness above 42.5 folds back in Rebound's curve: 50 bounces like 35"))
  }

  // MARK: Invalid input

  @Test("invalid values are refused with a sentence a UI can show")
  func invalid() {
    let cases: [(String, () throws -> Void)] = [
      ("response must be > 0, got -0.2", { _ = try ResponseSpringForm(response: -0.2, dampingFraction: 0.8).canonical() }),
      ("response must be > 0, got 0.0", { _ = try ResponseSpringForm(response: 0, dampingFraction: 0.8).canonical() }),
      ("response must be a finite number, got nan", { _ = try ResponseSpringForm(response: .nan, dampingFraction: 0.8).canonical() }),
      ("dampingFraction must be > 0 (0 rings forever), got 0.0", { _ = try ResponseSpringForm(response: 0.5, dampingFraction: 0).canonical() }),
      ("dampingFraction must be > 0 (0 rings forever), got -1.0", { _ = try ResponseSpringForm(response: 0.5, dampingFraction: -1).canonical() }),
      ("dampingFraction must be a finite number, got inf", { _ = try ResponseSpringForm(response: 0.5, dampingFraction: .infinity).canonical() }),
      ("mass must be > 0, got 0.0", { _ = try StiffnessSpringForm(stiffness: 100, damping: 10, mass: 0).canonical() }),
      ("mass must be > 0, got -1.0", { _ = try StiffnessSpringForm(stiffness: 100, damping: 10, mass: -1).canonical() }),
      ("stiffness must be > 0, got -100.0", { _ = try StiffnessSpringForm(stiffness: -100, damping: 10).canonical() }),
      ("damping must be > 0 (0 rings forever), got 0.0", { _ = try StiffnessSpringForm(stiffness: 100, damping: 0).canonical() }),
      ("stiffness must be a finite number, got inf", { _ = try CanonicalSpring(stiffness: .infinity, damping: 1) }),
      ("damping must be a finite number, got -inf", { _ = try CanonicalSpring(stiffness: 1, damping: -.infinity) }),
      ("dampingRatio must be > 0, got 0.0", { _ = try CanonicalSpring(SpringParameters(response: 1, dampingRatio: 0)) }),
      ("bounciness must be ≥ 0, got -1.0", { _ = try OrigamiSpringForm(bounciness: -1, speed: 10).canonical() }),
      ("speed must be ≥ 0, got -0.5", { _ = try OrigamiSpringForm(bounciness: 5, speed: -0.5).canonical() }),
      ("speed must be a finite number, got nan", { _ = try OrigamiSpringForm(bounciness: 5, speed: .nan).canonical() }),
      ("decelerationRate must be < 1 (1 or more gives ζ ≤ 0), got 1.0", { _ = try FloatingPanelSpringForm(decelerationRate: 1, responseTime: 0.4).canonical() }),
      ("decelerationRate must be > 0, got 0.0", { _ = try FloatingPanelSpringForm(decelerationRate: 0, responseTime: 0.4).canonical() }),
      ("responseTime must be > 0, got -0.4", { _ = try FloatingPanelSpringForm(decelerationRate: 0.991, responseTime: -0.4).canonical() }),
      // Finite inputs whose spring overflows blame the inputs, not a stiffness the user never typed.
      ("response 1e-200 and dampingFraction 0.5 give stiffness inf and damping 6.28e+200, out of range",
       { _ = try ResponseSpringForm(response: 1e-200, dampingFraction: 0.5).canonical() }),
    ]
    for (expected, body) in cases {
      #expect(Self.reason(body) == expected)
    }
    // The error also names the parameter, for a UI to highlight the field.
    do {
      _ = try ResponseSpringForm(response: -0.2, dampingFraction: 0.8).summary()
      Issue.record("accepted a negative response")
    } catch {
      #expect(error.parameter == "response")
      #expect("\(error)" == "response must be > 0, got -0.2")
    }
  }

  // MARK: Plot

  @Test("an underdamped spring from rest overshoots e^(−πζ/√(1−ζ²)) of its travel, in the plot too")
  func plotOvershoot() throws {
    for zeta in [0.1, 0.3, 0.5, 0.7, 0.825, 0.95] {
      let spring = try ResponseSpringForm(response: 0.5, dampingFraction: zeta).canonical()
      let plot = try SpringPlot.sample(from: 400, to: 100, initialVelocity: 0, spring: spring, duration: 3, step: 0.001)
      let analytic = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
      #expect(Self.isNear(plot.overshoot ?? -1, analytic, relative: 1e-12), "ζ = \(zeta)")
      // The samples show the same peak, to the 1 ms grid: the peak is flat, so within 1e-4.
      let lowest = plot.samples.map(\.x).min()!
      #expect(isClose((100 - lowest) / 300, analytic, within: 1e-4), "ζ = \(zeta): \((100 - lowest) / 300)")
      // The settle band scales with the travel, so it is the unit step's settle time.
      #expect(Self.isNear(plot.settleTime, spring.settleTime, relative: 1e-12))
    }
  }

  @Test("the plot samples the closed form on an exact grid, from the start to the duration")
  func plotSamples() throws {
    let spring = try ResponseSpringForm(response: 0.4, dampingFraction: 0.6).canonical()
    let plot = try SpringPlot.sample(from: 0, to: 200, initialVelocity: 1500, spring: spring, duration: 1.0005, step: 0.01)
    // 0, 0.01, …, 1.00 and then 1.0005 itself.
    #expect(plot.samples.count == 102)
    #expect(plot.samples[0].t == 0 && plot.samples[0].x == 0)
    #expect(plot.samples[37].t == 37 * 0.01)
    #expect(plot.samples.last!.t == 1.0005)
    let motion = SpringMotion(
      from: 0, velocity: 1500, to: 200, parameters: spring.parameters, at: 0, positionTolerance: 0,
      velocityTolerance: 0)
    for (t, x) in plot.samples {
      #expect(isClose(x, motion.state(at: Micros.fromSeconds(t)).position, within: 1e-9), "t = \(t)")
    }
    // With a push toward the target the overshoot is larger than from rest; check it against a
    // 10 µs scan of the same closed form.
    let fine = try SpringPlot.sample(from: 0, to: 200, initialVelocity: 1500, spring: spring, duration: 1, step: 1e-5)
    let highest = fine.samples.map(\.x).max()!
    #expect(isClose(plot.overshoot!, (highest - 200) / 200, within: 1e-8))
    #expect(plot.overshoot! > spring.stepOvershoot)
    // A duration on the grid adds nothing.
    #expect(try SpringPlot.sample(from: 0, to: 1, initialVelocity: 0, spring: spring, duration: 0.5, step: 0.25).samples.map(\.t) == [0, 0.25, 0.5])
  }

  @Test("plot overshoot and settle time in the other regimes and from the target")
  func plotRegimes() throws {
    // Critically and over-damped from rest: no overshoot; pushed hard toward the target, a
    // critically damped spring does pass it once.
    for zeta in [1.0, 2.5] {
      let spring = try ResponseSpringForm(response: 0.5, dampingFraction: zeta).canonical()
      let plot = try SpringPlot.sample(from: 0, to: 100, initialVelocity: 0, spring: spring, duration: 1, step: 0.01)
      #expect(plot.overshoot == 0)
      #expect(Self.isNear(plot.settleTime, spring.settleTime, relative: 1e-12))
    }
    let critical = try CanonicalSpring(stiffness: 100, damping: 20)
    let pushed = try SpringPlot.sample(from: 0, to: 100, initialVelocity: 5000, spring: critical, duration: 2, step: 1e-5)
    #expect(isClose(pushed.overshoot!, (pushed.samples.map(\.x).max()! - 100) / 100, within: 1e-8))
    #expect(pushed.overshoot! > 0.1)
    // The last sample after the settle time is within the band, the one just before is not.
    let i = Int((pushed.settleTime / 1e-5).rounded(.down))
    #expect(abs(pushed.samples[i + 1].x - 100) <= 0.5 + 1e-9)
    #expect(abs(pushed.samples[i - 1].x - 100) > 0.5)
    // Started on its target with a flick: no travel, so no overshoot; it settles within 0.5 % of
    // its largest excursion.
    let flick = try SpringPlot.sample(from: 50, to: 50, initialVelocity: -800, spring: critical, duration: 1, step: 1e-4)
    #expect(flick.overshoot == nil)
    let excursion = flick.samples.map { abs($0.x - 50) }.max()!
    let j = Int((flick.settleTime / 1e-4).rounded(.up))
    #expect(abs(flick.samples[j].x - 50) <= 0.005 * excursion * (1 + 1e-9))
    #expect(abs(flick.samples[j - 2].x - 50) > 0.005 * excursion)
    // At rest on its target there is nothing to settle.
    #expect(try SpringPlot.sample(from: 3, to: 3, initialVelocity: 0, spring: critical, duration: 1, step: 0.5).settleTime == 0)
  }

  @Test("a plot refuses a step, duration or start it cannot sample")
  func plotInvalid() throws {
    let spring = try CanonicalSpring(stiffness: 100, damping: 10)
    func plot(_ start: Double = 0, _ velocity: Double = 0, _ duration: Double = 1, _ step: Double = 0.01) -> String? {
      Self.reason { _ = try SpringPlot.sample(from: start, to: 1, initialVelocity: velocity, spring: spring, duration: duration, step: step) }
    }
    #expect(plot(.nan) == "start must be a finite number, got nan")
    #expect(plot(0, .infinity) == "initialVelocity must be a finite number, got inf")
    #expect(plot(0, 0, -1) == "duration must be ≥ 0, got -1.0")
    #expect(plot(0, 0, 1, 0) == "step must be > 0, got 0.0")
    #expect(plot(0, 0, 10, 1e-6) == "step 1e-06 over duration 10.0 gives more than 1000000 samples")
    #expect(try SpringPlot.sample(from: 0, to: 1, initialVelocity: 0, spring: spring, duration: 0, step: 0.1).samples.count == 1)
  }
}
