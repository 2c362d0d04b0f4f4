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
  var model: PanelPosition {
    switch self {
    case .top: return .top
    case .left: return .left
    case .bottom: return .bottom
    case .right: return .right
    }
  }
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
  var model: PanelPosition {
    switch self {
    case .top: return .top
    case .left: return .left
    case .bottom: return .bottom
    case .right: return .right
    }
  }
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
