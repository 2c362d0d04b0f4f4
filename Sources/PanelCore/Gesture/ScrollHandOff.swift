/// A container that moves (a floating panel, a sheet) with content inside it that scrolls, seen
/// by `ScrollHandOff`.
protocol NestedScrollContainer {
  /// Whether the content may scroll in the container's current state and has something to scroll.
  var contentScrollsNow: Bool { get }
  /// Whether the content is longer than its viewport at all.
  var contentOverflows: Bool { get }
  /// Whether the content may scroll once the container rests fully expanded.
  var contentScrollsWhenExpanded: Bool { get }
  /// Whether the container rests fully expanded, compared on the pixel grid (before a move).
  var isFullyExpanded: Bool { get }
  /// Whether the container's position is within a point of its fully expanded one (after a move).
  var isAtExpandedAnchor: Bool { get }
  /// How far the container can still move toward fully expanded (0 when it is there or beyond).
  var roomToExpand: Double { get }
  /// How far the content's offset is from its pin (the end a pull toward collapse returns it to).
  var contentDistanceToPin: Double { get }
  /// Moves the container toward collapse by `distance` (negative: toward expanded).
  mutating func moveContainer(towardCollapse distance: Double)
  /// Scrolls the content toward its pin by `distance` (negative: away from it).
  mutating func scrollContent(towardPin distance: Double)
}

/// Nested scrolling between a moving container and its scrolling content, as FloatingPanel hands
/// one drag between its surface and its tracked scroll view (and Android's nested scrolling passes
/// the unconsumed part of a scroll to the parent).
///
/// Toward collapse, the content first returns to its pin, then the container follows. Toward
/// expanded, the container first reaches its expanded rest, then the content scrolls; content with
/// nothing to scroll leaves the whole movement to the container.
enum ScrollHandOff {
  /// Divides a finger movement of `distance` toward collapse (negative: toward expanded) between
  /// `container` and its content.
  static func apply<C: NestedScrollContainer>(fingerTowardCollapse distance: Double, to container: inout C) {
    if distance > 0 {
      var rest = distance
      if container.contentScrollsNow && container.isFullyExpanded && container.contentDistanceToPin > 0 {
        let take = Swift.min(rest, container.contentDistanceToPin)
        container.scrollContent(towardPin: take)
        rest -= take
      }
      if rest > 0 { container.moveContainer(towardCollapse: rest) }
    } else if distance < 0 {
      var rest = -distance
      guard container.contentOverflows else {
        container.moveContainer(towardCollapse: -rest)
        return
      }
      let take = Swift.min(rest, container.roomToExpand)
      if take > 0 { container.moveContainer(towardCollapse: -take) }
      rest -= take
      if rest > 0 && container.contentScrollsWhenExpanded && container.isAtExpandedAnchor {
        container.scrollContent(towardPin: -rest)
      }
    }
  }
}
