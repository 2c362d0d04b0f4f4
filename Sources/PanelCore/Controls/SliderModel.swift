/// A UISlider inside a panel: a drag that starts on its thumb and runs along the track moves the
/// value; one that starts elsewhere, or runs mostly up or down, belongs to the panel (UIKit's
/// `gestureRecognizerShouldBegin(_:)` on UISlider refuses the parent's pan only for swipes from
/// the thumb parallel to the track).
public struct SliderModel: HostedControl {
  /// The thumb's diameter (UISlider's, 28 pt).
  public static let thumbDiameter = 28.0
  /// How far from the thumb's centre a press still takes it: UIKit's 44 pt touch target.
  public static let thumbReach = 22.0
  /// The track's inset from the control's sides.
  public static let trackInset = 20.0

  /// What a slider reports, after UIControl's events.
  public enum Event: ComponentEvent {
    /// The thumb started following a drag (`touchDown` on the thumb, once the slider won).
    case didBeginTracking
    /// The value changed while tracking (`valueChanged`, continuous as UISlider's default).
    case valueChanged(Double)
    /// The drag let go at `value` (`touchUpInside`).
    case didEndTracking(value: Double)

    /// Component `slider`, id `panel/index`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .didBeginTracking: return EventTrace("didBeginTracking", from: source)
      case .valueChanged(let v): return EventTrace("valueChanged", from: source, [.init("value", .number(v))])
      case .didEndTracking(let v): return EventTrace("didEndTracking", from: source, [.init("value", .number(v))])
      }
    }
  }

  /// The kind's name in ids and traces.
  public static let kindName = "slider"

  /// Its settings.
  public private(set) var config: ControlConfig
  /// The panel it lives in.
  public var host: ControlHost
  /// The value, 0…1.
  public private(set) var value: Double
  /// The drag in progress: the value and pointer x it counts from.
  private var tracking: (startValue: Double, originX: Double)?
  /// The time of the last `advance`: the time of every press it gets.
  private var time: Micros = 0
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A slider at its configured value in `host`.
  public init(config: ControlConfig, host: ControlHost) {
    self.config = config
    self.host = host
    value = config.value
  }

  /// Keeps its value across edits that do not set one.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? SliderModel else { return }
    if fresh.config.value != config.value { value = fresh.value }
    config = fresh.config
  }

  /// The track in the main view's coordinates.
  public var track: Rect {
    let f = host.frame
    return Rect(x: f.x + Self.trackInset, y: f.midY - 2, width: Swift.max(1, f.width - 2 * Self.trackInset), height: 4)
  }
  /// The thumb's centre.
  public var thumbCenter: Point { Point(x: track.x + value * track.width, y: host.frame.midY) }

  /// Only presses that land within reach of the thumb, or anywhere on it with `touchArea` `track`.
  public func hitTest(_ point: Point) -> Bool {
    host.contains(point) && (config.touchArea == .track || (point - thumbCenter).length <= Self.thumbReach)
  }

  /// The value whose thumb sits at `x` on the track (not clamped).
  private func value(at x: Double) -> Double { (x - track.x) / track.width }

  /// Joins claiming horizontal drags.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse { .contend(ArenaClaim(.horizontal, passesThrough: true)) }

  /// Moves the value with the pointer along the track, once the slider won.
  public mutating func pointerMoved(_ press: PointerPress) {
    if tracking == nil {
      // A slider taken anywhere on its track puts the thumb under the pointer and keeps it there.
      let origin = press.dragOrigin.x
      tracking = (config.touchArea == .track ? value(at: origin) : value, origin)
      outbox.post(.didBeginTracking, at: time)
    }
    guard let tracking else { return }
    let next = (tracking.startValue + (press.location.x - tracking.originX) / track.width).clamped(to: 0...1)
    if next != value {
      value = next
      outbox.post(.valueChanged(next), at: time)
    }
  }

  /// Ends tracking (a release that won the arena at the release moves the thumb first; a tap on
  /// a slider taken anywhere on its track puts the thumb there).
  public mutating func pointerUp(_ press: PointerPress) {
    let t = press.translation
    if tracking != nil || (abs(t.x) >= press.slop && abs(t.x) > abs(t.y)) || config.touchArea == .track { pointerMoved(press) }
    guard tracking != nil else { return }
    tracking = nil
    outbox.post(.didEndTracking(value: value), at: time)
  }

  /// Another member won.
  public mutating func pointerCancelled(_ press: PointerPress) { tracking = nil }

  /// Takes the time, where its next press happens.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  /// Its entry in the trace's `controls`: the value and whether it tracks a drag.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append("controls", .object(host.traceMembers(kind: Self.kindName, in: space) + [.init("value", .number(value)), .init("tracking", .bool(tracking != nil))]))
  }

  /// The drag in progress.
  public func hash(into hash: inout StateHash) {
    if let tracking { hash.combine("slider \(tracking.startValue) \(tracking.originX)") }
  }

  /// The thumb's reach (the whole slider with `touchArea` `track`).
  public func arenaOutline(at point: Point) -> Rect? {
    if config.touchArea == .track { return host.frame }
    let c = thumbCenter
    let r = Self.thumbReach
    return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
  }

  /// The track, filled up to the thumb, and the thumb.
  public func render(into list: inout DisplayList) {
    host.drawn(into: &list) { list in
      let t = track
      list.fill(t, radius: 2, Theme.fill.withAlpha(0.3))
      list.fill(Rect(x: t.x, y: t.y, width: thumbCenter.x - t.x, height: t.height), radius: 2, Theme.tint)
      let d = Self.thumbDiameter
      let thumb = Rect(x: thumbCenter.x - d / 2, y: thumbCenter.y - d / 2, width: d, height: d)
      list.append(.shadow(RoundedRect(thumb, radius: d / 2), Shadow(color: Color.black.withAlpha(0.25), offset: Point(x: 0, y: 2), blur: 6)))
      list.fill(thumb, radius: d / 2, Theme.surface)
    }
  }
}
