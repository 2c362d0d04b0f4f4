import Foundation

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
