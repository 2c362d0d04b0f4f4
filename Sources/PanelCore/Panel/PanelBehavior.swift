import Foundation

/// How a panel moves: FloatingPanelBehavior with FloatingPanel's defaults.
public struct PanelBehavior: Hashable, Sendable {
  /// Sets the attraction spring's damping: ζ = ln(rate) / (−2π·0.001/response).
  public var springDecelerationRate = 0.991
  /// Period of the attraction spring in seconds.
  public var springResponseTime = 0.4
  /// Deceleration rate used to project a release velocity.
  public var momentumProjectionRate = Motion.normalDecelerationRate
  /// Share of a segment a release must project past before it switches state.
  public var redirectionalProgress = 0.5
  /// Whether a fling may skip over states.
  public var shouldProjectMomentum = false
  /// Screen edges past which dragging rubber-bands instead of following 1:1.
  public var rubberBandEdges: Set<PanelPosition> = []
  /// Release speed over distance to hidden (1/s) that removes the panel.
  public var removalInteractionVelocityThreshold = 5.5
  /// How the attraction spring is integrated: FloatingPanel's per-frame step, or the closed form.
  public var springIntegrator = SpringIntegrator.floatingPanel

  /// FloatingPanel's default behaviour.
  public init() {}

  /// The attraction spring for a release at `velocity`: critically damped below 300 pt/s.
  public func attractionSpring(velocity: Double) -> SpringParameters {
    let zeta: Double
    if abs(velocity) > 300 {
      zeta = log(springDecelerationRate) / (-2 * Double.pi * (1 / springResponseTime) * 0.001)
    } else {
      zeta = 1
    }
    return SpringParameters(response: springResponseTime, dampingRatio: zeta)
  }
}
