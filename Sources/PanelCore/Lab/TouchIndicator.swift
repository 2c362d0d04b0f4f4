/// What the hand did, drawn over a replay or an export: the pointer as a translucent touch, a
/// short trail behind it while pressed, and an arrow showing the velocity at release, so a video
/// shows the gesture that caused each motion.
///
/// It reads the recording's pointer inputs by time (they are the hand; the models never see this
/// overlay) and must be asked for times that only grow, as a replay's frames do.
public struct TouchIndicator: Sendable {
  /// How long the trail behind a pressed pointer is.
  public static let trail: Micros = 160_000
  /// How long the release arrow shows.
  public static let arrowTime: Micros = 450_000

  private var moves: [(time: Micros, point: Point, pressed: Bool, released: Bool)] = []
  private var next = 0
  private var recent: [(time: Micros, point: Point)] = []
  private var pressed = false
  private var pointer: Point?
  private var release: (time: Micros, at: Point, velocity: Point)?
  private var tracker = VelocityTracker()

  /// An indicator for the pointer inputs among `inputs` (in time order).
  public init(_ inputs: [TimedInput] = []) {
    for input in inputs { add(input) }
  }

  /// Takes one more input (a live window's, as it happens); only the pointer's matter.
  public mutating func add(_ input: TimedInput) {
    switch input.event {
    case .pointerMove(let p): moves.append((input.time, p, false, false))
    case .pointerDown(let p, .left, _): moves.append((input.time, p, true, false))
    case .pointerUp(let p, .left): moves.append((input.time, p, false, true))
    default: return
    }
    // A live window's list would grow for ever: what has been caught up with is not needed.
    if next > 4096 {
      moves.removeFirst(next)
      next = 0
    }
  }

  /// Catches up with the inputs up to `time`.
  public mutating func advance(to time: Micros) {
    while next < moves.count && moves[next].time <= time {
      let m = moves[next]
      next += 1
      pointer = m.point
      if m.pressed {
        pressed = true
        recent = []
        tracker = VelocityTracker()
        release = nil
      }
      if pressed {
        recent.append((m.time, m.point))
        tracker.add(m.point, at: m.time)
      }
      if m.released && pressed {
        pressed = false
        release = (m.time, m.point, tracker.velocity(at: m.time))
      }
    }
    recent.removeAll { time - $0.time > Self.trail }
  }

  /// Whether the picture still changes by itself after `time` (a trail shrinking, a release arrow
  /// waiting to go), so a window that draws only on change must keep drawing.
  public func isFading(at time: Micros) -> Bool {
    if let r = release, time - r.time < Self.arrowTime { return true }
    return recent.contains { time - $0.time <= Self.trail }
  }

  /// Draws the touch, its trail and the release arrow as they are at `time`.
  public mutating func draw(into list: inout DisplayList, at time: Micros) {
    advance(to: time)
    guard let pointer, Rect(size: list.size).contains(pointer) else { return }
    if pressed && recent.count > 1 {
      list.append(.polyline(recent.map(\.point), Color.black.withAlpha(0.25), width: 6))
    }
    if let r = release, time - r.time < Self.arrowTime {
      let speed = (r.velocity.x * r.velocity.x + r.velocity.y * r.velocity.y).squareRoot()
      if speed > 50 {
        // A tenth of a second's travel, at most 160 points, so a fling reads at a glance.
        let scale = Swift.min(0.1, 160 / speed)
        let tip = Point(x: r.at.x + r.velocity.x * scale, y: r.at.y + r.velocity.y * scale)
        let ux = (tip.x - r.at.x) / (speed * scale)
        let uy = (tip.y - r.at.y) / (speed * scale)
        let head = [
          Point(x: tip.x - 12 * ux + 7 * uy, y: tip.y - 12 * uy - 7 * ux), tip,
          Point(x: tip.x - 12 * ux - 7 * uy, y: tip.y - 12 * uy + 7 * ux),
        ]
        let color = Color(hex: 0xFF2D55).withAlpha(0.85)
        list.append(.polyline([r.at, tip], color, width: 3))
        list.append(.polyline(head, color, width: 3))
        list.text(
          TextRun(
            "\(Int(speed.rounded())) pt/s",
            // Beside the tip, kept inside the window when the arrow points out of it.
            frame: Rect(
              x: Swift.min(Swift.max(0, tip.x + 8), list.size.width - 90), y: Swift.min(Swift.max(0, tip.y - 8), list.size.height - 16),
              width: 90, height: 16), size: 11, weight: .bold,
            color: color))
      }
    }
    let radius = pressed ? 16.0 : 12.0
    let dot = Rect(x: pointer.x - radius, y: pointer.y - radius, width: 2 * radius, height: 2 * radius)
    list.append(.shadow(RoundedRect(dot, radius: radius), Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 1), blur: 6)))
    list.fill(dot, radius: radius, Color(r: 0.2, g: 0.2, b: 0.25, a: pressed ? 0.55 : 0.3))
    list.append(.stroke(RoundedRect(dot, radius: radius), Color.white.withAlpha(0.9), width: 2))
  }
}
