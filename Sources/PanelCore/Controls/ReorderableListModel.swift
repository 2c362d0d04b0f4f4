/// A UITableView whose rows reorder, inside a panel: a press held 0.5 s within 10 pt
/// (UILongPressGestureRecognizer's defaults) lifts the row under it, which then follows the
/// pointer on both axes until the release drops it where it hovers; near the list's top or bottom
/// edge the list scrolls by itself. Before the long press it is a plain table: a list longer than
/// its frame claims vertical drags and scrolls (a scroll view's pan begins only on an axis it can
/// scroll); a list that fits claims no drag, so a vertical drag is the panel's (PanModal #82).
///
/// UIKit publishes no auto-scroll numbers; PanelLab's: the band is `edgeBand` deep inside each
/// edge, and the speed grows linearly with the depth into it up to `maxAutoScrollSpeed` (reached
/// at the edge and beyond it).
public struct ReorderableListModel: HostedControl {
  /// How deep the auto-scroll band reaches in from the top and bottom edges, points.
  public static let edgeBand = 44.0
  /// The auto-scroll speed at the edge, points per second.
  public static let maxAutoScrollSpeed = 600.0

  /// What a reorderable list reports, after UITableViewDelegate and UITableViewDataSource.
  public enum Event: ComponentEvent {
    /// A tap selected a row (`didSelectRowAt`): the row's id and where it is now.
    case didSelectRow(row: Int, index: Int)
    /// A long press lifted a row (the drag session began).
    case didBeginReordering(row: Int, index: Int)
    /// The lifted row was dropped (`moveRowAt:to:`; `from` equals `to` when it went back).
    case didEndReordering(row: Int, from: Int, to: Int)

    /// Component `reorderable`, id `panel/index`.
    public func trace(from source: ComponentID) -> EventTrace {
      func n(_ v: Int) -> JSONValue { .number(Double(v)) }
      switch self {
      case .didSelectRow(let row, let index): return EventTrace("didSelectRow", from: source, [.init("row", n(row)), .init("index", n(index))])
      case .didBeginReordering(let row, let index):
        return EventTrace("didBeginReordering", from: source, [.init("row", n(row)), .init("index", n(index))])
      case .didEndReordering(let row, let from, let to):
        return EventTrace("didEndReordering", from: source, [.init("row", n(row)), .init("from", n(from)), .init("to", n(to))])
      }
    }
  }

  /// A lifted row: which, where it came from, where the pointer holds it, and where the pointer is.
  struct Lift: Hashable, Sendable {
    var row: Int
    var from: Int
    /// The pointer's place in the row at the lift (row coordinates).
    var grab: Point
    /// The pointer, in the main view.
    var pointer: Point
  }

  /// The kind's name in ids and traces.
  public static let kindName = "reorderable"

  /// Its settings.
  public private(set) var config: ControlConfig
  /// The panel it lives in.
  public var host: ControlHost
  /// The rows' ids (their first places) in the order shown.
  public private(set) var order: [Int]
  /// The list's own scroll view.
  public private(set) var scroll: ScrollPhysics
  /// The row lifted by a long press.
  private(set) var lift: Lift?
  /// The offset and model time the auto-scroll counts from (the last change of the pointer).
  private var autoScrollAnchor: (offset: Double, time: Micros) = (0, 0)
  /// The time of the last `advance`: the time of every press it gets.
  private var time: Micros = 0
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A list of `config.rows` rows in their first order in `host`.
  public init(config: ControlConfig, host: ControlHost) {
    self.config = config
    self.host = host
    order = Array(0..<config.rows)
    scroll = ScrollPhysics(contentLength: Double(config.rows) * config.rowHeight, viewportLength: config.height)
  }

  /// Keeps the order while the row count stays; a new count starts a fresh order.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? ReorderableListModel else { return }
    if fresh.config.rows != config.rows {
      order = fresh.order
      lift = nil
    }
    config = fresh.config
    scroll.resize(contentLength: Double(config.rows) * config.rowHeight, viewportLength: config.height)
  }

  /// Reads its panel's geometry; the viewport is its frame.
  public mutating func observe(_ scene: Scene) {
    host.observe(scene)
    if host.frame.height > 0 && host.frame.height != scroll.viewportLength {
      scroll.resize(contentLength: scroll.contentLength, viewportLength: host.frame.height)
    }
  }

  // MARK: - Geometry

  /// The frame of the row shown at `index`, in the main view (before a lift makes room).
  public func rowFrame(_ index: Int) -> Rect {
    let f = host.frame
    return Rect(x: f.x, y: f.y + Double(index) * config.rowHeight - scroll.offset, width: f.width, height: config.rowHeight)
  }

  /// The index of the row under `point`, if any.
  public func index(at point: Point) -> Int? {
    guard host.frame.contains(point) else { return nil }
    let i = Int(((point.y - host.frame.y + scroll.offset) / config.rowHeight).rounded(.down))
    return order.indices.contains(i) ? i : nil
  }

  /// Where the lifted row would land now: the slot under its centre.
  public var targetIndex: Int? {
    guard let lift else { return nil }
    let centre = lift.pointer.y - lift.grab.y + config.rowHeight / 2
    let i = Int(((centre - host.frame.y + scroll.offset) / config.rowHeight).rounded(.down))
    return Swift.min(Swift.max(i, 0), order.count - 1)
  }

  /// The auto-scroll speed for the pointer where it is: negative toward the top, 0 outside the
  /// bands (whether or not the list has room left that way).
  var autoScrollSpeed: Double {
    guard let lift else { return 0 }
    let f = host.frame
    let band = Swift.min(Self.edgeBand, f.height / 2)
    guard band > 0 else { return 0 }
    let y = lift.pointer.y
    if y < f.minY + band { return -Self.maxAutoScrollSpeed * Swift.min(1, (f.minY + band - y) / band) }
    if y > f.maxY - band { return Self.maxAutoScrollSpeed * Swift.min(1, (y - (f.maxY - band)) / band) }
    return 0
  }

  /// Whether the auto-scroll still moves the list (it stops at the end it runs toward).
  var isAutoScrolling: Bool {
    let v = autoScrollSpeed
    return (v < 0 && scroll.offset > 0) || (v > 0 && scroll.offset < scroll.maxOffset)
  }

  // MARK: - Pointer

  /// Its frame, where its panel shows it.
  public func hitTest(_ point: Point) -> Bool { host.contains(point) }

  /// Joins waiting for a long press, claiming vertical drags too when it has something to scroll.
  /// A press catches a fling where it is.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    if scroll.isAnimating { scroll.setOffset(scroll.offset) }
    return .contend(ArenaClaim(scroll.maxOffset > 0 ? .vertical : .none, passesThrough: true, longPress: .uikit))
  }

  /// A long press lifts the row under where it went down.
  public mutating func longPressBegan(_ press: PointerPress) {
    guard let i = index(at: press.start) else { return }
    let row = rowFrame(i)
    lift = Lift(row: order[i], from: i, grab: press.start - Point(x: row.x, y: row.y), pointer: press.location)
    autoScrollAnchor = (scroll.offset, time)
    outbox.post(.didBeginReordering(row: order[i], index: i), at: time)
  }

  /// A lifted row follows the pointer; otherwise the list won a vertical drag and scrolls 1:1.
  public mutating func pointerMoved(_ press: PointerPress) {
    if lift != nil {
      // The speed changes with the pointer: run the old one up to now, then count afresh.
      autoScroll(to: time)
      lift?.pointer = press.location
      autoScrollAnchor = (scroll.offset, time)
      return
    }
    if !scroll.isDragging { scroll.beginDrag(at: press.dragOrigin.y) }
    scroll.drag(to: press.location.y)
  }

  /// Drops a lifted row in its slot, flings a scroll, or selects the row under a tap.
  public mutating func pointerUp(_ press: PointerPress) {
    if let lifted = lift {
      pointerMoved(press)
      let to = targetIndex ?? lifted.from
      order.remove(at: lifted.from)
      order.insert(lifted.row, at: to)
      lift = nil
      outbox.post(.didEndReordering(row: lifted.row, from: lifted.from, to: to), at: time)
      return
    }
    // A release that carried the press past the hysteresis won the arena at the release itself.
    let t = press.translation
    if scroll.isDragging || (scroll.maxOffset > 0 && abs(t.y) >= press.slop && abs(t.y) >= abs(t.x)) {
      pointerMoved(press)
      scroll.endDrag(pointerVelocity: press.velocity.y)
      return
    }
    guard t.length <= CarouselModel.tapLimit, let i = index(at: press.location) else { return }
    outbox.post(.didSelectRow(row: order[i], index: i), at: time)
  }

  /// Another member won: a lifted row goes back, a scroll lets go.
  public mutating func pointerCancelled(_ press: PointerPress) {
    lift = nil
    if scroll.isDragging { scroll.endDrag(pointerVelocity: 0) }
  }

  /// The wheel scrolls it.
  public mutating func wheel(_ delta: Point, at point: Point) {
    if lift == nil { scroll.scroll(by: delta.y) }
  }

  // MARK: - Time

  /// Runs the fling, or the auto-scroll of a lifted row near an edge.
  public mutating func advance(to time: Micros) {
    self.time = Swift.max(self.time, time)
    if lift != nil { autoScroll(to: time) } else { scroll.advance(to: time) }
  }

  /// Scrolls at the pointer's auto-scroll speed from the anchor to `time`, clamped to the list:
  /// the offset is a function of the time since the pointer last moved, so it is the same
  /// whatever the frames in between.
  private mutating func autoScroll(to time: Micros) {
    let speed = autoScrollSpeed
    guard speed != 0, time > autoScrollAnchor.time else { return }
    scroll.setOffset(autoScrollAnchor.offset + speed * Double(time - autoScrollAnchor.time) / Double(Micros.perSecond))
  }

  /// While it flings or scrolls by itself under a lifted row.
  public var isAnimating: Bool { scroll.isAnimating || isAutoScrolling }

  // MARK: - Output

  /// Its entry in the trace's `controls`: the order, the offset, the lifted row and its slot.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append(
      "controls",
      .object(
        host.traceMembers(kind: Self.kindName, in: space) + [
          .init("order", .array(order.map { .number(Double($0)) })), .init("offset", .number(scroll.offset)),
          .init("lifted", lift.map { .number(Double($0.row)) } ?? .null),
          .init("target", targetIndex.map { .number(Double($0)) } ?? .null),
        ]))
  }

  /// The scroll state and the lift (the pointer's place in the row is not in the trace).
  public func hash(into hash: inout StateHash) {
    hash.combine("reorderable \(scroll.stateDescription) \(lift.map { String(describing: $0) } ?? "-") \(autoScrollAnchor.offset) \(autoScrollAnchor.time)")
  }

  /// Its frame.
  public func arenaOutline(at point: Point) -> Rect? { host.frame }

  /// The rows, with a gap where a lifted row would land, and the lifted row over them.
  public func render(into list: inout DisplayList) {
    host.drawn(into: &list) { list in
      let f = host.frame
      let h = config.rowHeight
      list.clipped(to: RoundedRect(f)) { list in
        list.fill(f, Theme.surface)
        // The rows other than the lifted one, each in its slot, skipping the target's.
        var slots = order
        if let lift, let to = targetIndex {
          slots.remove(at: lift.from)
          slots.insert(-1, at: to)
        }
        let first = Swift.max(0, Int((scroll.offset / h).rounded(.down)))
        let last = Swift.min(slots.count - 1, Int(((scroll.offset + f.height) / h).rounded(.down)))
        if first <= last {
          for i in first...last where slots[i] >= 0 {
            Self.renderRow(slots[i], in: rowFrame(i), into: &list)
          }
        }
      }
      if let lift {
        let frame = Rect(x: lift.pointer.x - lift.grab.x, y: lift.pointer.y - lift.grab.y, width: f.width, height: h)
        list.append(.shadow(RoundedRect(frame), Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 4), blur: 12)))
        Self.renderRow(lift.row, in: frame, into: &list)
      }
    }
  }

  /// One row: the panel's result row with a reorder grip at its trailing edge.
  private static func renderRow(_ row: Int, in frame: Rect, into list: inout DisplayList) {
    list.layer("reorderable-row-\(row)", frame: frame) { list in
      PanelModel.renderRow(row, size: frame.size, into: &list)
      for k in 0..<3 {
        list.fill(Rect(x: frame.width - 34, y: frame.height / 2 - 5 + Double(k) * 4.5, width: 18, height: 1.5), Theme.secondaryLabel)
      }
    }
  }
}
