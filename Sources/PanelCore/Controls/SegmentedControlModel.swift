/// A UISegmentedControl inside a panel: it only taps. It joins every press on it claiming no drag,
/// so a drag goes to the panel, and a tap that moved no more than UIKit's 45 pt selects the
/// segment under the release.
public struct SegmentedControlModel: HostedControl {
  /// What a segmented control reports.
  public enum Event: ComponentEvent {
    /// A tap selected another segment (`valueChanged`).
    case didSelectSegment(index: Int, title: String)

    /// Component `segmented`, id `panel/index`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .didSelectSegment(let index, let title):
        return EventTrace("didSelectSegment", from: source, [.init("index", .number(Double(index))), .init("title", .string(title))])
      }
    }
  }

  /// The kind's name in ids and traces.
  public static let kindName = "segmented"

  /// Its settings.
  public private(set) var config: ControlConfig
  /// The panel it lives in.
  public var host: ControlHost
  /// The selected segment.
  public private(set) var selected: Int
  /// The time of the last `advance`: the time of every press it gets.
  private var time: Micros = 0
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A control with its configured selection in `host`.
  public init(config: ControlConfig, host: ControlHost) {
    self.config = config
    self.host = host
    selected = config.selected
  }

  /// Keeps the selection while it names a segment.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? SegmentedControlModel else { return }
    if fresh.config.selected != config.selected || selected >= fresh.config.segments.count { selected = fresh.selected }
    config = fresh.config
  }

  /// The control's bar in the main view's coordinates.
  public var bar: Rect { host.frame.inset(by: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) }

  /// Segment `i`'s frame.
  public func segmentFrame(_ i: Int) -> Rect {
    let w = bar.width / Double(config.segments.count)
    return Rect(x: bar.x + Double(i) * w, y: bar.y, width: w, height: bar.height)
  }

  /// The bar.
  public func hitTest(_ point: Point) -> Bool { host.contains(point) && bar.contains(point) }

  /// Joins claiming no drag: only a tap.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse { .contend(ArenaClaim(.none, passesThrough: true)) }

  /// A tap within UIKit's 45 pt selects the segment under the release.
  public mutating func pointerUp(_ press: PointerPress) {
    guard press.translation.length <= CarouselModel.tapLimit, bar.contains(press.location) else { return }
    guard let i = config.segments.indices.first(where: { segmentFrame($0).contains(press.location) }), i != selected else { return }
    selected = i
    outbox.post(.didSelectSegment(index: i, title: config.segments[i]), at: time)
  }

  /// Takes the time, where its next press happens.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  /// Its entry in the trace's `controls`: the selected segment and its title.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append(
      "controls",
      .object(host.traceMembers(kind: Self.kindName, in: space) + [.init("selected", .number(Double(selected))), .init("title", .string(config.segments[selected]))]))
  }

  /// The bar.
  public func arenaOutline(at point: Point) -> Rect? { bar }

  /// The bar, the selected segment raised, the titles.
  public func render(into list: inout DisplayList) {
    host.drawn(into: &list) { list in
      list.fill(bar, radius: 9, Theme.fill)
      let s = segmentFrame(selected).inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
      list.append(.shadow(RoundedRect(s, radius: 7), Shadow(color: Color.black.withAlpha(0.12), offset: Point(x: 0, y: 1), blur: 4)))
      list.fill(s, radius: 7, Theme.surface)
      for (i, title) in config.segments.enumerated() {
        let f = segmentFrame(i)
        list.text(TextRun(title, frame: Rect(x: f.x + 4, y: f.midY - 9, width: f.width - 8, height: 18), size: 13, weight: i == selected ? .bold : .regular, color: Theme.label, alignment: .center))
      }
    }
  }
}
