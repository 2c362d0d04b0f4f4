import Foundation

/// FloatingPanel's `FloatingPanelBehavior`: how a panel moves. Every member is a requirement with
/// FloatingPanel's default in an extension, so a behaviour implements only what it changes.
public protocol FloatingPanelBehavior: AnyObject {
  /// Sets the attraction spring's damping (0.991).
  var springDecelerationRate: CGFloat { get }
  /// The attraction spring's period in seconds (0.4).
  var springResponseTime: CGFloat { get }
  /// The deceleration rate that projects a release's momentum (0.998).
  var momentumProjectionRate: CGFloat { get }
  /// Whether a fling may pass `proposedState` toward the next one (false).
  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool
  /// The share of the segment from `from` to `to` a release must pass to switch (0.5).
  func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat
  /// Whether dragging past the end anchors toward `edge` rubber-bands (false).
  func allowsRubberBanding(for edge: UIRectEdge) -> Bool
  /// Release speed over distance to hidden (1/s) that removes the panel (5.5).
  var removalInteractionVelocityThreshold: CGFloat { get }
}

extension FloatingPanelBehavior {
  /// 0.991: `UIScrollView.DecelerationRate.fast` + 0.001.
  public var springDecelerationRate: CGFloat { 0.991 }
  /// 0.4 s.
  public var springResponseTime: CGFloat { 0.4 }
  /// 0.998: `UIScrollView.DecelerationRate.normal`.
  public var momentumProjectionRate: CGFloat { 0.998 }
  /// False: a fling stops at the next state.
  public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool { false }
  /// 0.5.
  public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat { 0.5 }
  /// False.
  public func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
  /// 5.5.
  public var removalInteractionVelocityThreshold: CGFloat { 5.5 }
}

/// FloatingPanel's `FloatingPanelDefaultBehavior`, open for subclasses (which override with
/// `override`, since every member is declared here). Its values are the protocol's defaults.
open class FloatingPanelDefaultBehavior: FloatingPanelBehavior {
  /// A behaviour that changes nothing: what the protocol's extension gives.
  private final class Defaults: FloatingPanelBehavior, Sendable {}
  private static let defaults = Defaults()

  /// The default behaviour.
  public init() {}

  /// 0.991.
  open var springDecelerationRate: CGFloat { Self.defaults.springDecelerationRate }
  /// 0.4 s.
  open var springResponseTime: CGFloat { Self.defaults.springResponseTime }
  /// 0.998.
  open var momentumProjectionRate: CGFloat { Self.defaults.momentumProjectionRate }
  /// False.
  open func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
    Self.defaults.shouldProjectMomentum(fpc, to: proposedState)
  }
  /// 0.5.
  open func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
    Self.defaults.redirectionalProgress(fpc, from: from, to: to)
  }
  /// False.
  open func allowsRubberBanding(for edge: UIRectEdge) -> Bool { Self.defaults.allowsRubberBanding(for: edge) }
  /// 5.5, settable as in FloatingPanel.
  open var removalInteractionVelocityThreshold: CGFloat = FloatingPanelDefaultBehavior.defaults.removalInteractionVelocityThreshold
}
