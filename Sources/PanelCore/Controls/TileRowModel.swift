/// A horizontal row of tiles, as a horizontal UIScrollView (or UICollectionView) nested in the
/// panel's vertical list: free scrolling with UIScrollView's physics (1:1, momentum, rubber band),
/// no paging. It claims horizontal drags when its tiles are wider than its frame (a scroll view's
/// pan begins only on an axis it can scroll), so inside a list the first axis past 10 pt decides
/// between it and the list (and the panel it hands off to).
public struct TileRowModel: HostedControl {
  /// The gap between tiles and at both ends, points.
  public static let spacing = 12.0

  /// What a tile row reports, after UIScrollViewDelegate.
  public enum Event: ComponentEvent {
    /// A drag started scrolling the tiles (`scrollViewWillBeginDragging`), at `offset`.
    case willBeginDragging(offset: Double)
    /// The hand let go at `velocity` (pt/s, `scrollViewWillEndDragging`).
    case willEndDragging(velocity: Double)
    /// A tap on tile `index`.
    case didTapTile(Int)

    /// Component `tiles`, id `panel/index`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .willBeginDragging(let offset): return EventTrace("willBeginDragging", from: source, [.init("offset", .number(offset))])
      case .willEndDragging(let velocity): return EventTrace("willEndDragging", from: source, [.init("velocity", .number(velocity))])
      case .didTapTile(let index): return EventTrace("didTapTile", from: source, [.init("index", .number(Double(index)))])
      }
    }
  }

  /// The kind's name in ids and traces.
  public static let kindName = "tiles"

  /// Its settings.
  public private(set) var config: ControlConfig
  /// The panel it lives in.
  public var host: ControlHost
  /// Its scroll view, along x.
  public private(set) var scroll: ScrollPhysics
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A row at offset 0 in `host`.
  public init(config: ControlConfig, host: ControlHost) {
    self.config = config
    self.host = host
    scroll = ScrollPhysics(contentLength: Self.contentLength(config), viewportLength: 0)
  }

  /// The tiles' whole width with the gaps.
  static func contentLength(_ config: ControlConfig) -> Double {
    Double(config.tiles) * (config.tileWidth + spacing) + spacing
  }

  /// Keeps the offset (clamped into the new width).
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? TileRowModel else { return }
    config = fresh.config
    scroll.resize(contentLength: Self.contentLength(config), viewportLength: scroll.viewportLength)
  }

  /// Reads its panel's geometry; the viewport is its frame's width.
  public mutating func observe(_ scene: Scene) {
    host.observe(scene)
    if host.frame.width != scroll.viewportLength { scroll.resize(contentLength: scroll.contentLength, viewportLength: host.frame.width) }
  }

  /// Tile `i`'s frame in the main view.
  public func tileFrame(_ i: Int) -> Rect {
    let f = host.frame
    let s = Self.spacing
    return Rect(x: f.x + s + Double(i) * (config.tileWidth + s) - scroll.offset, y: f.y + 10, width: config.tileWidth, height: Swift.max(0, f.height - 20))
  }

  // MARK: - Pointer

  /// Its frame, where its panel shows it.
  public func hitTest(_ point: Point) -> Bool { host.contains(point) }

  /// Joins claiming horizontal drags when there is something to scroll; a press catches a fling.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    if scroll.isAnimating { scroll.setOffset(scroll.offset) }
    return .contend(ArenaClaim(scroll.maxOffset > 0 ? .horizontal : .none, passesThrough: true))
  }

  /// Scrolls 1:1 from the 10 pt mark once it won.
  public mutating func pointerMoved(_ press: PointerPress) {
    if !scroll.isDragging {
      scroll.beginDrag(at: press.dragOrigin.x)
      outbox.post(.willBeginDragging(offset: scroll.offset), at: scroll.time)
    }
    scroll.drag(to: press.location.x)
  }

  /// A drag flings; a tap (nobody claimed the press) taps the tile under it.
  public mutating func pointerUp(_ press: PointerPress) {
    // A release that carried the press past the hysteresis won the arena at the release itself.
    let t = press.translation
    if scroll.isDragging || (scroll.maxOffset > 0 && abs(t.x) >= press.slop && abs(t.x) > abs(t.y)) {
      pointerMoved(press)
      outbox.post(.willEndDragging(velocity: press.velocity.x), at: scroll.time)
      scroll.endDrag(pointerVelocity: press.velocity.x)
      return
    }
    guard t.length <= CarouselModel.tapLimit, let i = (0..<config.tiles).first(where: { tileFrame($0).contains(press.location) }) else { return }
    outbox.post(.didTapTile(i), at: scroll.time)
  }

  /// Another member won: a drag lets go where it is.
  public mutating func pointerCancelled(_ press: PointerPress) {
    if scroll.isDragging { scroll.endDrag(pointerVelocity: 0) }
  }

  /// A sideways wheel scrolls it.
  public mutating func wheel(_ delta: Point, at point: Point) { scroll.scroll(by: delta.x) }

  // MARK: - Time

  /// Runs the fling and the bounce; the scroll model keeps the time, where a press happens.
  public mutating func advance(to time: Micros) { scroll.advance(to: time) }

  /// While it flings or bounces.
  public var isAnimating: Bool { scroll.isAnimating }

  // MARK: - Output

  /// Its entry in the trace's `controls`: the offset, and whether a hand or momentum moves it.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append(
      "controls",
      .object(
        host.traceMembers(kind: Self.kindName, in: space) + [
          .init("offset", .number(scroll.offset)), .init("dragging", .bool(scroll.isDragging)), .init("decelerating", .bool(scroll.isAnimating)),
        ]))
  }

  /// The scroll state.
  public func hash(into hash: inout StateHash) { hash.combine("tiles \(scroll.stateDescription)") }

  /// Its frame.
  public func arenaOutline(at point: Point) -> Rect? { host.frame }

  private static let colors: [UInt32] = [0x5AC8FA, 0xFFCC00, 0xFF2D55, 0x34C759, 0x5856D6, 0xFF9500]

  /// The tiles that show.
  public func render(into list: inout DisplayList) {
    host.drawn(into: &list) { list in
      let f = host.frame
      list.fill(f, Theme.surface)
      for i in 0..<config.tiles {
        let tile = tileFrame(i)
        guard tile.maxX > f.minX && tile.minX < f.maxX else { continue }
        list.fill(tile, radius: 12, Color(hex: Self.colors[i % Self.colors.count]))
        list.text(TextRun("\(i + 1)", frame: Rect(x: tile.x + 10, y: tile.maxY - 30, width: tile.width - 20, height: 22), size: 17, weight: .bold, color: .white))
      }
    }
  }
}
