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
