/// Where each pane and divider of a split-view tree lies in the window.
public struct PaneLayout: Hashable, Sendable {
  /// One leaf pane.
  public struct Pane: Hashable, Sendable {
    /// What it shows.
    public var view: LayoutNode.View
    /// Where, in window points.
    public var frame: Rect
  }

  /// One split's frames, as the trace reports them.
  public struct Split: Hashable, Sendable {
    /// The split's config.
    public var config: SplitConfig
    /// Frame of the first pane.
    public var primaryFrame: Rect
    /// Frame of the divider.
    public var dividerFrame: Rect
    /// Frame of the second pane.
    public var secondaryFrame: Rect
  }

  /// Leaf panes in tree order.
  public var panes: [Pane] = []
  /// Splits in tree order (a parent before its children).
  public var splits: [Split] = []

  /// Lays out `node` in `bounds`; nil means one main view filling the bounds.
  public init(_ node: LayoutNode?, in bounds: Rect) {
    guard let node else {
      panes = [Pane(view: .main, frame: bounds)]
      return
    }
    place(node, in: bounds)
  }

  /// The main view's frame (the whole bounds when no pane shows it).
  public var mainFrame: Rect? { panes.first { $0.view == .main }?.frame }

  private mutating func place(_ node: LayoutNode, in r: Rect) {
    switch node {
    case .view(let v):
      panes.append(Pane(view: v, frame: r))
    case .split(let c, let primary, let secondary):
      let axis: Axis = c.orientation == .horizontal ? .x : .y
      let span = r.length(axis)
      let divider = c.visible == .both ? Swift.min(c.dividerSpan, span) : 0
      let first: Double
      switch c.visible {
      case .both: first = ((span - divider) * c.position).rounded()
      case .primary: first = span
      case .secondary: first = 0
      }
      let second = Swift.max(0, span - first - divider)
      let (a, d, b): (Rect, Rect, Rect)
      if axis == .x {
        a = Rect(x: r.x, y: r.y, width: first, height: r.height)
        d = Rect(x: r.x + first, y: r.y, width: divider, height: r.height)
        b = Rect(x: r.x + first + divider, y: r.y, width: second, height: r.height)
      } else {
        a = Rect(x: r.x, y: r.y, width: r.width, height: first)
        d = Rect(x: r.x, y: r.y + first, width: r.width, height: divider)
        b = Rect(x: r.x, y: r.y + first + divider, width: r.width, height: second)
      }
      splits.append(Split(config: c, primaryFrame: a, dividerFrame: d, secondaryFrame: b))
      if c.visible != .secondary { place(primary, in: a) }
      if c.visible != .primary { place(secondary, in: b) }
    }
  }
}
