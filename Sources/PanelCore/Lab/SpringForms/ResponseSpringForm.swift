import Foundation

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
    if let w = SpringWording.noOvershootWarning("dampingFraction \(SpringWording.figure(dampingFraction))", spring) { out.append(w) }
    out.append(contentsOf: SpringWording.durationWarning("response \(SpringWording.figure(response)) s", spring))
    return out
  }
}
