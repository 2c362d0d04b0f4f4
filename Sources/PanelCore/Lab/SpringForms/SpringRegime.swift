import Foundation

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
