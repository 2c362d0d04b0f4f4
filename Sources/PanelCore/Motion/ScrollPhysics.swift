import Foundation

/// One-axis scrolling like UIScrollView: 1:1 drag, rubber band past both ends, momentum that decays
/// at a fixed rate per millisecond, and a spring back to the end it overshot.
///
/// Offsets grow toward the end of the content (a positive offset moves the content up or left).
/// Everything is closed-form in time, so the same inputs give the same offsets at any frame rate.
/// Time comes in through `advance(to:)` alone: a grab, a release or a wheel step happens at the
/// time of the last advance (its owner advances it every step).
public struct ScrollPhysics: Hashable, Sendable {
  /// What the scroll view is doing.
  public enum Phase: Hashable, Sendable {
    /// At rest.
    case idle
    /// Following a pointer that grabbed it at `pointer` while the offset was `offset`.
    case dragging(pointer: Double, offset: Double)
    /// Coasting after a fling: began at `time` from `offset` at `velocity` (points per second).
    case decelerating(time: Micros, offset: Double, velocity: Double)
    /// Springing back to an end.
    case bouncing(SpringMotion)
  }

  /// Length of the scrolled content along the axis.
  public private(set) var contentLength: Double
  /// Length of the visible viewport along the axis.
  public private(set) var viewportLength: Double
  /// Current offset of the viewport into the content.
  public private(set) var offset: Double = 0
  /// Current velocity of the offset, points per second.
  public private(set) var velocity: Double = 0
  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// The time of the last `advance`: where a grab, a release and a re-aimed motion happen.
  public private(set) var time: Micros = 0
  /// Momentum decay per millisecond (UIScrollView's `.normal` is 0.998).
  public var decelerationRate: Double = Motion.normalDecelerationRate
  /// Spring used to return from beyond an end.
  public var bounceSpring = SpringParameters(response: 0.45, dampingRatio: 1)
  /// Whether pulling past the ends rubber-bands (otherwise the offset is clamped).
  public var bounces = true
  /// Momentum stops below this speed, points per second.
  public var minimumVelocity: Double = 5

  /// Creates a scroll model at offset 0.
  public init(contentLength: Double, viewportLength: Double) {
    self.contentLength = contentLength
    self.viewportLength = viewportLength
  }

  /// Every field of the state that a digest must cover (not the time it was last advanced to).
  public var stateDescription: String {
    "\(offset) \(velocity) \(phase) \(contentLength) \(viewportLength)"
  }

  /// The largest offset at rest.
  public var maxOffset: Double { Swift.max(0, contentLength - viewportLength) }

  /// Whether the offset is still changing by itself.
  public var isAnimating: Bool {
    switch phase {
    case .decelerating, .bouncing: return true
    case .idle, .dragging: return false
    }
  }

  /// Whether a pointer currently holds the content.
  public var isDragging: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// Changes the content or viewport length. At rest the offset is clamped into the new bounds;
  /// a fling or bounce in flight is re-aimed from where it is, so it ends inside them without a jump.
  public mutating func resize(contentLength: Double, viewportLength: Double) {
    self.contentLength = contentLength
    self.viewportLength = viewportLength
    switch phase {
    case .idle:
      offset = offset.clamped(to: 0...maxOffset)
    case .decelerating, .bouncing:
      release(velocity: velocity)
    case .dragging:
      break
    }
  }

  /// Places the content at `offset` and stops any motion.
  public mutating func setOffset(_ offset: Double) {
    self.offset = offset.clamped(to: 0...maxOffset)
    velocity = 0
    phase = .idle
  }

  /// A pointer grabs the content at `pointer` (the coordinate along the axis); any motion stops
  /// where it is, so a touch catches a fling mid-flight.
  public mutating func beginDrag(at pointer: Double) {
    velocity = 0
    phase = .dragging(pointer: pointer, offset: offset)
  }

  /// The pointer moved to `pointer`; the content follows 1:1, rubber-banded past the ends.
  public mutating func drag(to pointer: Double) {
    guard case .dragging(let start, let startOffset) = phase else { return }
    let raw = startOffset - (pointer - start)
    offset = constrained(raw)
  }

  /// Moves the grab point so that the next `drag(to:)` continues from the current offset.
  public mutating func rebaseDrag(at pointer: Double) {
    guard isDragging else { return }
    phase = .dragging(pointer: pointer, offset: offset)
  }

  /// Places the content at `offset` (rubber-banded past the ends) while a pointer holds it at
  /// `pointer`, for hand-offs where another model decides how far the content moves.
  public mutating func holdDrag(offset: Double, pointer: Double) {
    guard isDragging else { return }
    self.offset = offset
    phase = .dragging(pointer: pointer, offset: offset)
  }

  /// The pointer let go while moving at `pointerVelocity` (points per second along the axis).
  public mutating func endDrag(pointerVelocity: Double) {
    guard isDragging else { return }
    release(velocity: -pointerVelocity)
  }

  /// Scrolls by `delta` points at once, as a wheel does; stops any momentum and stays in bounds.
  public mutating func scroll(by delta: Double) {
    if isDragging { return }
    offset = (offset + delta).clamped(to: 0...maxOffset)
    velocity = 0
    phase = .idle
  }

  /// Starts coasting from the current offset at `velocity` (content points per second).
  public mutating func release(velocity: Double) {
    if offset < 0 || offset > maxOffset {
      bounce(velocity: velocity, time: time)
    } else if abs(velocity) > minimumVelocity {
      phase = .decelerating(time: time, offset: offset, velocity: velocity)
      self.velocity = velocity
    } else {
      phase = .idle
      self.velocity = 0
    }
  }

  /// Advances any motion to `time`.
  public mutating func advance(to time: Micros) {
    self.time = Swift.max(self.time, time)
    // A fling may hit an end and turn into a bounce within one step; loop over phase changes.
    while true {
      switch phase {
      case .idle, .dragging:
        return
      case .decelerating(let t0, let o0, let v0):
        let d = decelerationRate
        let lnd = log(d)
        // Offset after τ ms: o0 + (v0/1000)·(dᵗ − 1)/ln d; speed v0·dᵗ.
        let stopMs = log(minimumVelocity / abs(v0)) / lnd
        let scale = (v0 / 1000) / lnd
        let edge: Double? = v0 < 0 ? 0 : (v0 > 0 ? maxOffset : nil)
        var crossMs = Double.infinity
        if let edge {
          let ratio = 1 + (edge - o0) / scale
          if ratio > 0 && ratio <= 1 { crossMs = log(ratio) / lnd }
        }
        let endMs = Swift.min(stopMs, crossMs)
        let endTime = t0 + Micros((endMs * 1000).rounded(.up))
        let elapsedMs = Double(Swift.min(time, endTime) - t0) / 1000
        let dt = pow(d, elapsedMs)
        offset = o0 + scale * (dt - 1)
        velocity = v0 * dt
        guard time >= endTime else { return }
        if crossMs <= stopMs, let edge, bounces {
          offset = edge
          bounce(velocity: velocity, time: endTime)
        } else {
          offset = offset.clamped(to: 0...maxOffset)
          velocity = 0
          phase = .idle
          return
        }
      case .bouncing(let spring):
        let s = spring.state(at: time)
        offset = s.position
        velocity = s.velocity
        if spring.isSettled(at: time) {
          phase = .idle
          velocity = 0
        }
        return
      }
    }
  }

  private mutating func bounce(velocity: Double, time: Micros) {
    let edge = offset < 0 ? 0 : (offset > maxOffset ? maxOffset : offset)
    let spring = SpringMotion(
      from: offset, velocity: velocity, to: edge, parameters: bounceSpring, at: time)
    phase = .bouncing(spring)
    self.velocity = velocity
  }

  /// Where a drag that would put the content at `raw` shows it: rubber-banded past the ends.
  public func constrained(_ raw: Double) -> Double {
    if !bounces { return raw.clamped(to: 0...maxOffset) }
    if raw < 0 { return Motion.rubberBand(raw, dimension: viewportLength) }
    if raw > maxOffset { return maxOffset + Motion.rubberBand(raw - maxOffset, dimension: viewportLength) }
    return raw
  }
}
