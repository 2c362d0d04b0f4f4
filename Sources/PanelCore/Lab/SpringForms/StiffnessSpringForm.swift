import Foundation

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
    if let w = SpringWording.noOvershootWarning("damping \(SpringWording.figure(damping))", spring) { out.append(w) }
    if mass != 1 {
      out.append(
        "mass \(SpringWording.figure(mass)) only divides stiffness and damping: this moves exactly like mass 1, "
          + "stiffness \(SpringWording.figure(spring.stiffness)), damping \(SpringWording.figure(spring.damping))")
    }
    return out
  }
}
