/// One press of the pointer from down to up: where it started, whether it has moved far enough to
/// count as a drag, and how fast it is going.
public struct PointerDrag: Hashable, Sendable {
  /// Distance the pointer must travel before a press becomes a drag, so a click stays a click.
  public static let slop = 4.0

  /// Where the button went down.
  public let start: Point
  /// When the button went down.
  public let startTime: Micros
  /// Where the pointer is now.
  public private(set) var location: Point
  /// Whether the press has become a drag.
  public private(set) var isDragging = false
  private var tracker = VelocityTracker()

  /// Begins a press at `point`.
  public init(at point: Point, time: Micros) {
    start = point
    startTime = time
    location = point
    tracker.add(point, at: time)
  }

  /// The pointer moved; returns true on the move that turns the press into a drag.
  public mutating func move(to point: Point, at time: Micros) -> Bool {
    location = point
    tracker.add(point, at: time)
    if !isDragging && (point - start).length >= Self.slop {
      isDragging = true
      return true
    }
    return false
  }

  /// How far the pointer has moved since the press began.
  public var translation: Point { location - start }

  /// Everything the press holds, as text for a state hash: a move that a later one overrides
  /// still changes the release velocity, so the samples count too.
  public var stateDescription: String {
    "\(start.x),\(start.y)@\(startTime) \(location.x),\(location.y) \(isDragging) [\(tracker.samplesDescription)]"
  }

  /// Pointer velocity in points per second at `time`.
  public func velocity(at time: Micros) -> Point { tracker.velocity(at: time) }
}
