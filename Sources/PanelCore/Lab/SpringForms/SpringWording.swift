import Foundation

/// How the spring forms word their warnings for a person to read.
enum SpringWording {
  /// "ζ ≥ 1: no overshoot", said about the parameter that set it, with what ζ > 1 costs.
  static func noOvershootWarning(_ what: String, _ spring: CanonicalSpring) -> String? {
    let z = spring.dampingRatio
    switch spring.regime {
    case .underdamped:
      return nil
    case .critical:
      return "\(what) gives ζ = 1: critically damped, it never overshoots"
    case .overdamped:
      let critical = try? CanonicalSpring(stiffness: spring.stiffness, damping: 2 * spring.naturalFrequency)
      let then = critical.map { ", against \(SpringWording.figure($0.settleTime)) s at ζ = 1" } ?? ""
      return "\(what) gives ζ = \(SpringWording.figure(z)) ≥ 1: it never overshoots, and above 1 it only arrives later "
        + "(settles in \(SpringWording.figure(spring.settleTime)) s\(then))"
    }
  }

  /// "Response is not duration": said when the settle time is far from the response.
  static func durationWarning(_ what: String, _ spring: CanonicalSpring) -> [String] {
    let settle = spring.settleTime
    let ratio = settle / spring.response
    guard ratio < 0.8 || ratio > 1.25 else { return [] }
    return ["\(what) is the undamped period, not the duration: it settles in \(SpringWording.figure(settle)) s"]
  }

  /// `value` to `digits` significant digits, without a trailing ".0", for warnings a person reads.
  static func figure(_ value: Double, digits: Int = 3) -> String {
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
  static func percent(_ fraction: Double) -> String { "\(SpringWording.figure(fraction * 100)) %" }
}
