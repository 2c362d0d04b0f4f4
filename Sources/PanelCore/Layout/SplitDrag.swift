/// The arithmetic of dragging one divider, in the two references' ways. Positions are fractions of
/// the split's span from the primary pane's outer edge; a translation is in points along it.
public enum SplitDrag {
  /// The draggable range `[lo, hi]` as fractions of `span` (fixed lengths are converted per span,
  /// as brh-splitview does; a zero span allows everything).
  public static func range(_ c: SplitConfig, span: Double) -> (lo: Double, hi: Double) {
    switch c.draggableRange {
    case .normalized(let lo, let hi): return (lo, hi)
    case .fixed(let a, let b):
      guard span > 0 else { return (0, 1) }
      let lo = (a / span).clamped(to: 0...1)
      return (lo, Swift.max(lo, (1 - b / span).clamped(to: 0...1)))
    }
  }

  /// Where a drag can take the divider: to the very end on a side that may hide, else to the range.
  public static func bounds(_ c: SplitConfig, span: Double) -> (lower: Double, upper: Double) {
    let (lo, hi) = range(c, span: span)
    let hideP = c.dragToHide == .primary || c.dragToHide == .both
    let hideS = c.dragToHide == .secondary || c.dragToHide == .both
    return (hideP ? 0 : lo, hideS ? 1 : hi)
  }

  /// brh-splitview's drag: the divider follows the pointer from where it was grabbed, held to its
  /// bounds; past the range, the pane that would close is highlighted.
  public static func restore(_ c: SplitConfig, from start: Double, translation t: Double, span: Double) -> (
    position: Double, highlight: SplitConfig.Side?
  ) {
    guard span > 0 else { return (start, nil) }
    let raw = (start * span + t).clamped(to: 0...span) / span
    let (lower, upper) = bounds(c, span: span)
    let position = raw.clamped(to: lower...Swift.max(lower, upper))
    let (lo, hi) = range(c, span: span)
    return (position, position < lo ? .primary : position > hi ? .secondary : nil)
  }

  /// stevengharris/SplitView's drag: the divider is held to the range, and a pane dragged more than
  /// halfway past its minimum hides (previewed live); the position stays at the boundary.
  public static func boundary(_ c: SplitConfig, from start: Double, translation t: Double, span: Double) -> (
    position: Double, hide: SplitConfig.Side?
  ) {
    guard span > 0 else { return (start, nil) }
    let full = (start * span + t).clamped(to: 0...span) / span
    let (lo, hi) = range(c, span: span)
    let minS = 1 - hi
    let constrained = Swift.min(1 - minS, Swift.max(lo, full))
    let hideP = (c.dragToHide == .primary || c.dragToHide == .both) && lo > 0
    let hideS = (c.dragToHide == .secondary || c.dragToHide == .both) && minS > 0
    let round3 = { (x: Double) in (x * 1000).rounded() / 1000 }
    let hide: SplitConfig.Side? = hideP && round3(full) <= lo / 2 ? .primary : hideS && round3(1 - full) <= minS / 2 ? .secondary : nil
    return (constrained, hide)
  }
}
