/// Where each pane and divider of a split-view tree lies in the window, for the splits' live
/// positions and visibility.
///
/// One split of span `L` with a visible divider `d` at position `p` (brh-splitview): the primary
/// pane is `p·L − d/2` long (within `[0, L]`), the divider follows, the secondary takes the rest.
/// At rest the primary and secondary keep their minimum lengths (from the draggable range), which
/// shrink together in a span too small for both. A hidden pane has a zero-length frame at its
/// outer edge and the other pane takes the whole span; a thin handle stays at that edge to bring
/// the hidden pane back. Right to left, horizontal splits put the primary pane on the right.
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
    /// The split's config (its `position` and `visible` are the live ones).
    public var config: SplitConfig
    /// The area the split divides.
    public var bounds: Rect
    /// Frame of the first pane.
    public var primaryFrame: Rect
    /// Frame of the divider.
    public var dividerFrame: Rect
    /// Frame of the second pane.
    public var secondaryFrame: Rect
    /// Where a press grabs the divider: wider than it is drawn.
    public var hitFrame: Rect
    /// The thin handle left where a hidden pane was (nil while both show).
    public var handleFrame: Rect?
    /// The primary pane's minimum length in this span, points.
    public var minPrimary: Double
    /// The secondary pane's minimum length in this span, points.
    public var minSecondary: Double

    /// The axis the split divides along.
    public var axis: Axis { config.orientation == .horizontal ? .x : .y }
    /// The length divided.
    public var span: Double { bounds.length(axis) }
    /// Whether the primary pane is at the far end of the axis (right to left, horizontal).
    public var mirrored: Bool
    /// The position (0…1 of the span from the primary's outer edge) of a window point.
    public func position(of point: Point) -> Double {
      guard span > 0 else { return 0 }
      let along = mirrored ? bounds.max(axis) - point[axis] : point[axis] - bounds.min(axis)
      return along / span
    }
  }

  /// The width of the handle left where a hidden pane was.
  public static let handleSpan = 6.0

  /// Leaf panes in tree order.
  public var panes: [Pane] = []
  /// Splits in tree order (a parent before its children).
  public var splits: [Split] = []

  /// Lays out `node` in `bounds`; nil means one main view filling the bounds. `free` names the
  /// splits being dragged toward hiding a pane, whose minimum lengths do not hold for now.
  public init(_ node: LayoutNode?, in bounds: Rect, rightToLeft: Bool = false, free: Set<String> = []) {
    guard let node else {
      panes = [Pane(view: .main, frame: bounds)]
      return
    }
    place(node, in: bounds, rightToLeft: rightToLeft, free: free)
  }

  /// The main view's frame (nil when no pane shows it).
  public var mainFrame: Rect? { panes.first { $0.view == .main }?.frame }

  /// The minimum lengths a split's draggable range implies in a span of `span` with a divider `d`,
  /// shrunk together when they do not fit.
  public static func minimums(_ c: SplitConfig, span: Double, divider d: Double) -> (primary: Double, secondary: Double) {
    var (p, s): (Double, Double)
    switch c.draggableRange {
    case .normalized(let lo, let hi): (p, s) = (lo * span, (1 - hi) * span)
    case .fixed(let lo, let hi): (p, s) = (lo, hi)
    }
    let room = Swift.max(0, span - d)
    if p + s > room && p + s > 0 {
      let k = room / (p + s)
      p *= k
      s *= k
    }
    return (p, s)
  }

  private mutating func place(_ node: LayoutNode, in r: Rect, rightToLeft: Bool, free: Set<String>) {
    switch node {
    case .view(let v):
      panes.append(Pane(view: v, frame: r))
    case .split(let c, let primary, let secondary):
      let axis: Axis = c.orientation == .horizontal ? .x : .y
      let mirrored = rightToLeft && axis == .x
      let span = r.length(axis)
      let d = c.visible == .both ? Swift.min(c.dividerSpan, span) : 0
      let (minP, minS) = Self.minimums(c, span: span, divider: c.dividerSpan)
      var first: Double
      switch c.visible {
      case .both:
        first = (c.position * span - d / 2).clamped(to: 0...Swift.max(0, span - d))
        if !free.contains(c.id) { first = first.clamped(to: Swift.min(minP, span - d)...Swift.max(minP, span - d - minS)) }
      case .primary: first = span
      case .secondary: first = 0
      }
      let second = Swift.max(0, span - first - d)
      // Lengths along the axis from the primary's outer edge: primary, divider, secondary.
      func segment(_ start: Double, _ length: Double) -> Rect {
        let offset = mirrored ? span - start - length : start
        return axis == .x
          ? Rect(x: r.x + offset, y: r.y, width: length, height: r.height)
          : Rect(x: r.x, y: r.y + offset, width: r.width, height: length)
      }
      let a = segment(0, first)
      let divider = segment(first, d)
      let b = segment(first + d, second)
      let reach = c.divider.hitSpan(visible: c.dividerSpan)
      let hit = segment(first + d / 2 - reach / 2, reach)
      var handle: Rect?
      switch c.visible {
      case .both: handle = nil
      case .primary: handle = segment(span - Swift.min(Self.handleSpan, span), Swift.min(Self.handleSpan, span))
      case .secondary: handle = segment(0, Swift.min(Self.handleSpan, span))
      }
      splits.append(
        Split(
          config: c, bounds: r, primaryFrame: a, dividerFrame: divider, secondaryFrame: b, hitFrame: hit, handleFrame: handle,
          minPrimary: minP, minSecondary: minS, mirrored: mirrored))
      place(primary, in: a, rightToLeft: rightToLeft, free: free)
      place(secondary, in: b, rightToLeft: rightToLeft, free: free)
    }
  }
}

extension SplitConfig.DividerStyle {
  /// How wide a press may land around a divider drawn `visible` wide (macOS's generous band).
  public func hitSpan(visible: Double) -> Double {
    switch self {
    case .minimal: return visible + 6
    case .handle: return Swift.max(24, visible + 6)
    case .debug: return Swift.max(32, visible + 6)
    }
  }
}
