/// One split view's settings, with SplitView / brh-splitview names.
public struct SplitConfig: Hashable, Sendable {
  /// Which way the panes sit.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Side by side.
    case horizontal
    /// Stacked.
    case vertical
  }

  /// A set of panes, as the hide and close options name them.
  public enum Panes: String, Hashable, Sendable, CaseIterable {
    /// Neither pane.
    case none
    /// The first (left or top) pane.
    case primary
    /// The second (right or bottom) pane.
    case secondary
    /// Either pane.
    case both
  }

  /// Where a divider may be dragged.
  public enum DraggableRange: Hashable, Sendable {
    /// Fractions of the span.
    case normalized(Double, Double)
    /// Minimum lengths in points kept for the primary and secondary pane.
    case fixed(Double, Double)
  }

  /// How a hidden pane comes back.
  public enum HideMode: String, Hashable, Sendable, CaseIterable {
    /// Restore the position from before the drag (brh-splitview).
    case restore
    /// Leave the divider at the boundary (stevengharris SplitView).
    case boundary
  }

  /// How the divider is drawn.
  public enum DividerStyle: String, Hashable, Sendable, CaseIterable {
    /// A thin line.
    case minimal
    /// A line with a grab handle.
    case handle
    /// Coloured, showing its hit area.
    case debug
  }

  /// Which panes are showing.
  public enum Visible: String, Hashable, Sendable, CaseIterable {
    /// Both panes.
    case both
    /// Only the primary pane.
    case primary
    /// Only the secondary pane.
    case secondary
  }

  /// One pane of a split: the one a drag highlights or hides, or the one that keeps its length
  /// when the window resizes (`prioritySide`).
  public enum Side: String, Hashable, Sendable, CaseIterable {
    /// The first (left or top; right in right-to-left) pane.
    case primary
    /// The second pane.
    case secondary
  }

  /// Identifier used in traces and `set` paths.
  public var id: String
  /// Which way the panes sit.
  public var orientation = Orientation.horizontal
  /// Divider position as a fraction of the span.
  public var position = 0.5
  /// Where the divider may be dragged.
  public var draggableRange = DraggableRange.normalized(0, 1)
  /// Which panes a drag past the range hides.
  public var dragToHide = Panes.none
  /// Which pane a double-click on the divider closes.
  public var doubleClickToClose = Panes.none
  /// How a hidden pane comes back.
  public var hideMode = HideMode.restore
  /// Visible thickness of the divider, points.
  public var dividerSpan = 4.0
  /// How the divider is drawn.
  public var divider = DividerStyle.minimal
  /// Which pane keeps its length on resize (nil: both scale).
  public var prioritySide: Side?
  /// Which panes show at first.
  public var visible = Visible.both

  /// Reads `layout.split`; a split without an `id` gets `defaultID`.
  public init(json: JSONValue, path: String, defaultID: String = "split") throws(ConfigError) {
    let o = try ConfigObject(
      json, path: path,
      keys: [
        "id", "orientation", "position", "draggableRange", "dragToHide", "doubleClickToClose", "hideMode",
        "dividerSpan", "divider", "prioritySide", "visible",
      ])
    id = try o.string("id", default: defaultID)
    guard !id.isEmpty else { throw o.error("id", "must not be empty") }
    orientation = try o.choice("orientation", default: .horizontal)
    position = try o.number("position", default: 0.5, in: 0...1)
    if let r = try o.object("draggableRange", keys: ["normalized", "fixed"]) {
      if let pair = try Self.pair(r, "normalized", in: 0...1) {
        guard pair.0 <= pair.1 else { throw r.error("normalized", "lower bound exceeds upper bound") }
        draggableRange = .normalized(pair.0, pair.1)
      } else if let pair = try Self.pair(r, "fixed", in: 0...16_384) {
        draggableRange = .fixed(pair.0, pair.1)
      } else {
        throw ConfigError(path: r.path, line: r.value.line, message: "needs \"normalized\" or \"fixed\"")
      }
    }
    dragToHide = try o.choice("dragToHide", default: .none)
    doubleClickToClose = try o.choice("doubleClickToClose", default: .none)
    hideMode = try o.choice("hideMode", default: .restore)
    dividerSpan = try o.number("dividerSpan", default: 4, in: 0...100)
    divider = try o.choice("divider", default: .minimal)
    prioritySide = try o["prioritySide"].map { v throws(ConfigError) in try ConfigObject.choice(v, path: o.path("prioritySide")) }
    visible = try o.choice("visible", default: .both)
  }

  private static func pair(_ o: ConfigObject, _ key: String, in range: ClosedRange<Double>) throws(ConfigError)
    -> (Double, Double)?
  {
    guard let items = try o.array(key) else { return nil }
    guard items.count == 2 else { throw o.error(key, "expected two numbers, got \(items.count) values") }
    return (
      try ConfigObject.number(items[0], path: o.path(key) + "[0]", in: range),
      try ConfigObject.number(items[1], path: o.path(key) + "[1]", in: range)
    )
  }
}
