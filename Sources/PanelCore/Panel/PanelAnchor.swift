/// Where a panel state sits, as FloatingPanel's layout anchors say it.
public enum PanelAnchor: Hashable, Sendable {
  /// The rectangle an anchor measures against.
  public enum Guide: String, Hashable, Sendable, CaseIterable {
    /// The container's bounds.
    case superview
    /// The bounds inset by the safe area.
    case safeArea
  }

  /// A distance from an edge.
  public enum Inset: Hashable, Sendable {
    /// Points.
    case absolute(Double)
    /// A fraction of the guide's main-axis length.
    case fractional(Double)
  }

  /// An inset from `edge` of `guide` (FloatingPanelLayoutAnchor).
  case inset(Inset, edge: PanelPosition, guide: Guide)
  /// An offset from the content's measured size (FloatingPanelIntrinsicLayoutAnchor).
  case intrinsic(Inset, guide: Guide)
}
