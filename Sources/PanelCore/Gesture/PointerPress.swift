/// One press as a component sees it: the arena's single `PointerDrag`, read in the component's
/// coordinates, with the click count and the hand's velocity. It carries no time: a component
/// works at the time the scene last advanced it to, which is the input's.
public struct PointerPress: Sendable {
  /// The press's drag, in window points (translation and velocity do not depend on the origin).
  public var drag: PointerDrag
  /// The component's origin in window points.
  public var origin: Point
  /// 1 for a single click, 2 for a double click, and so on.
  public var clicks: Int
  /// Whether this very move carried the press past the slop.
  public var beganDragging = false
  /// The pointer's velocity now, points per second, on the drag's own clock (session time): the
  /// drag samples the hand in real time, so velocities stay the hand's under slow motion.
  public var velocity: Point
  /// The distance the arena decided at: a drag counts from this far along it (the plain slop, or
  /// UIKit's hysteresis when a member contended with one).
  public var slop = PointerDrag.slop
  /// Whether a component nested in this one joined the press first (the press began on a panel
  /// in this panel's content): this one then waits for it to fail rather than taking the press.
  public var isOnNested = false

  /// A press at the arena's drag seen from a component whose origin is `origin`, the pointer
  /// moving at `velocity`.
  public init(drag: PointerDrag, origin: Point = .zero, clicks: Int = 1, beganDragging: Bool = false, velocity: Point = .zero) {
    self.drag = drag
    self.origin = origin
    self.clicks = clicks
    self.beganDragging = beganDragging
    self.velocity = velocity
  }

  /// Where the pointer is now, in the component's coordinates.
  public var location: Point { drag.location - origin }
  /// Where the button went down, in the component's coordinates.
  public var start: Point { drag.start - origin }
  /// Whether the press has moved past the slop.
  public var isDragging: Bool { drag.isDragging }
  /// How far the pointer has moved since the button went down.
  public var translation: Point { drag.translation }
  /// Where a drag counts from once it is one, in the component's coordinates: the start moved the
  /// slop toward the pointer. A component that starts following here drops at most the slop,
  /// however far the pointer's first step past the slop went or how long the arena took to decide.
  public var dragOrigin: Point {
    let t = drag.translation
    let length = t.length
    guard length > slop else { return location }
    return start + t * (slop / length)
  }
}
