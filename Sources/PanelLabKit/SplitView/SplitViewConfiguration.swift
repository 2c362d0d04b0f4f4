import PanelCore

/// SplitView's `SplitViewOrientation`: how the two panes sit.
public enum SplitViewOrientation: String, Hashable, Sendable {
  /// Side by side, the divider upright.
  case horizontal
  /// Stacked, the divider lying.
  case vertical
}

/// SplitView's `SplitViewPanes`: a set of the two panes.
public struct SplitViewPanes: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int
  /// The set with these bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The primary pane (leading or top).
  public static let primary = SplitViewPanes(rawValue: 1)
  /// The secondary pane (trailing or bottom).
  public static let secondary = SplitViewPanes(rawValue: 2)
  /// Both panes.
  public static let both: SplitViewPanes = [.primary, .secondary]
  /// The primary pane of a horizontal split.
  public static let left = primary
  /// The primary pane of a vertical split.
  public static let top = primary
  /// The secondary pane of a horizontal split.
  public static let right = secondary
  /// The secondary pane of a vertical split.
  public static let bottom = secondary

  /// The scene file's `none|primary|secondary|both`.
  var sceneName: String {
    switch self {
    case .both: return "both"
    case .primary: return "primary"
    case .secondary: return "secondary"
    default: return "none"
    }
  }
}

/// SplitView's `SplitViewConfiguration`: how a split lays out and what dragging and double clicks do.
public struct SplitViewConfiguration: Hashable, Sendable {
  /// How the panes sit.
  public var orientation: SplitViewOrientation
  /// Where the divider may go, as fractions of the split's span.
  public var draggableRange: ClosedRange<Double>
  /// The panes a drag past the range hides.
  public var dragToHidePanes: SplitViewPanes
  /// The pane a double click on the divider closes (secondary first).
  public var doubleClickToClose: SplitViewPanes
  /// The divider's visible thickness, points.
  public var visibleDividerSpan: Double

  /// A configuration with SplitView's defaults.
  public init(
    orientation: SplitViewOrientation = .horizontal, draggableRange: ClosedRange<Double> = 0.0...1.0,
    dragToHidePanes: SplitViewPanes = [], doubleClickToClose: SplitViewPanes = [], visibleDividerSpan: Double = 4.0
  ) {
    self.orientation = orientation
    self.draggableRange = draggableRange
    self.dragToHidePanes = dragToHidePanes
    self.doubleClickToClose = doubleClickToClose
    self.visibleDividerSpan = visibleDividerSpan
  }
}
