import PanelCore

/// FloatingPanel's `FloatingPanelPosition`: the edge a panel is attached to.
public enum FloatingPanelPosition: Int, Hashable, Sendable {
  /// Hangs from the top.
  case top
  /// Slides in from the left.
  case left
  /// Slides up from the bottom.
  case bottom
  /// Slides in from the right.
  case right

  /// The model's position.
  var model: PanelPosition { PanelPosition(floatingPanelEdge: rawValue) }
}

/// FloatingPanel's `FloatingPanelReferenceEdge`: the edge an inset anchor measures from.
public enum FloatingPanelReferenceEdge: Int, Hashable, Sendable {
  /// The top edge.
  case top
  /// The left edge.
  case left
  /// The bottom edge.
  case bottom
  /// The right edge.
  case right

  /// The model's edge.
  var model: PanelPosition { PanelPosition(floatingPanelEdge: rawValue) }
}

extension PanelPosition {
  /// The model's edge for FloatingPanel's raw value of a position or reference edge: both number
  /// the edges top 0, left 1, bottom 2, right 3.
  init(floatingPanelEdge rawValue: Int) { self = [.top, .left, .bottom, .right][rawValue] }
}

/// FloatingPanel's `FloatingPanelLayoutReferenceGuide`: the rectangle an anchor measures against.
public enum FloatingPanelLayoutReferenceGuide: Int, Hashable, Sendable {
  /// The controller's view bounds.
  case superview = 0
  /// The bounds inset by the safe area.
  case safeArea = 1

  /// The model's guide.
  var model: PanelAnchor.Guide { self == .safeArea ? .safeArea : .superview }
}
