/// The replay window's position bar: a strip along the window's bottom edge with the time since the
/// recording's start (its `startAt`, not the session's clock, which an F9 recording starts
/// mid-way), the end, and a track to click or drag for seeking. Drawn over the frames only in the
/// replay window, never in exports.
public struct ReplayScrubber: Hashable, Sendable {
  /// Height of the strip, points.
  public static let height = 26.0
  /// The session time shown as 0: the recording's `startAt`.
  public var origin: Micros
  /// Where the track starts (`startAt`, or `--from`).
  public var start: Micros
  /// Where it ends (the last input, or `--to`).
  public var end: Micros
  /// The window's size in points.
  public var window: Size

  /// A bar for a replay of a recording starting at `origin`, played from `start` to `end`, in a
  /// window of `window` points.
  public init(origin: Micros, start: Micros, end: Micros, window: Size) {
    self.origin = origin
    self.start = Swift.max(origin, start)
    self.end = Swift.max(self.start, end)
    self.window = window
  }

  /// The strip.
  public var frame: Rect { Rect(x: 0, y: window.height - Self.height, width: window.width, height: Self.height) }

  /// The clickable track inside the strip (between the time on the left and the length on the right).
  public var track: Rect {
    let f = frame
    return Rect(x: f.x + 96, y: f.y + 8, width: Swift.max(0, f.width - 96 - 140), height: 10)
  }

  /// The replay time for a click or drag at `point` (window points): nil outside the strip; on the
  /// strip, the time under it, clamped to the track's ends.
  public func time(at point: Point) -> Micros? {
    guard frame.contains(point), track.width > 0 else { return nil }
    let share = ((point.x - track.x) / track.width).clamped(to: 0...1)
    return start + Micros((Double(end - start) * share).rounded())
  }

  /// `t` as the bar shows it: seconds since the recording's start, two decimals.
  public func label(_ t: Micros) -> String { Self.seconds(Swift.max(0, t - origin)) }

  private static func seconds(_ us: Micros) -> String {
    let hundredths = (us + 5_000) / 10_000
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// Draws the strip for replay time `t`, with `state` ("playing", "paused", "at the end") beside the length.
  public func render(at t: Micros, state: String, into list: inout DisplayList) {
    let f = frame
    list.fill(f, Color(r: 0.11, g: 0.11, b: 0.12, a: 0.88))
    list.text(TextRun(label(t), frame: Rect(x: f.x + 10, y: f.y + 5, width: 80, height: 16), size: 12, weight: .bold, color: .white))
    let tr = track
    list.fill(tr, radius: tr.height / 2, Color.white.withAlpha(0.25))
    let span = Double(Swift.max(1, end - start))
    let share = (Double(t - start) / span).clamped(to: 0...1)
    list.fill(Rect(x: tr.x, y: tr.y, width: tr.width * share, height: tr.height), radius: tr.height / 2, Theme.tint)
    let knob = Rect(x: tr.x + tr.width * share - 7, y: tr.midY - 7, width: 14, height: 14)
    list.fill(knob, radius: 7, .white)
    list.text(
      TextRun(
        "\(label(end)) · \(state)", frame: Rect(x: tr.maxX + 8, y: f.y + 6, width: Swift.max(0, f.maxX - tr.maxX - 14), height: 14),
        size: 11, color: Color.white.withAlpha(0.8), alignment: .trailing))
  }
}
