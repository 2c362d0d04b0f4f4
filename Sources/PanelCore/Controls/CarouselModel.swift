/// A horizontal carousel of cards with paging, as a paging UIScrollView (or a UICollectionView
/// with `isPagingEnabled`) inside a panel: it claims horizontal drags, follows the finger 1:1,
/// rubber-bands past its first and last card, and a release settles on a page.
///
/// Its position is in pages (0 is the first card centred), so a resize keeps the page. UIKit
/// publishes no paging rule; PanelLab's: the release projects the position by the velocity over
/// `projectionTime`, takes the nearest page and moves at most one page from where the drag began
/// (a paging scroll view never skips a page per flick), then a critically damped spring of
/// `settleSpring` settles on it.
public struct CarouselModel: HostedControl {
  /// How far ahead a release velocity projects the position, seconds.
  public static let projectionTime = 0.15
  /// The spring that settles on a page: critically damped, 0.35 s response.
  public static let settleSpring = SpringParameters(response: 0.35, dampingRatio: 1)
  /// UIKit's tap limit: a press that moved further is no tap (reverse-engineered, 45 pt).
  public static let tapLimit = 45.0

  /// What a carousel reports, after UIScrollViewDelegate.
  public enum Event: ComponentEvent {
    /// A drag started moving the cards (`scrollViewWillBeginDragging`), from `page`.
    case willBeginDragging(page: Int)
    /// The hand let go at `velocity` (pt/s), aiming for `targetPage` (`scrollViewWillEndDragging`).
    case willEndDragging(velocity: Double, targetPage: Int)
    /// The page changed (at the release that aims at another page).
    case didChangePage(Int)
    /// The cards came to rest on `page` (`scrollViewDidEndDecelerating`).
    case didEndDecelerating(page: Int)
    /// A tap on card `index`.
    case didTapCard(Int)

    /// Component `carousel`, id `panel/index`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .willBeginDragging(let page): return EventTrace("willBeginDragging", from: source, [.init("page", .number(Double(page)))])
      case .willEndDragging(let velocity, let target):
        return EventTrace("willEndDragging", from: source, [.init("velocity", .number(velocity)), .init("targetPage", .number(Double(target)))])
      case .didChangePage(let page): return EventTrace("didChangePage", from: source, [.init("page", .number(Double(page)))])
      case .didEndDecelerating(let page): return EventTrace("didEndDecelerating", from: source, [.init("page", .number(Double(page)))])
      case .didTapCard(let index): return EventTrace("didTapCard", from: source, [.init("index", .number(Double(index)))])
      }
    }
  }

  /// The kind's name in ids and traces.
  public static let kindName = "carousel"

  /// Its settings.
  public private(set) var config: ControlConfig
  /// The panel it lives in.
  public var host: ControlHost
  /// The page it rests on or aims for.
  public private(set) var page: Int
  /// Where it is, in pages (fractions while it moves).
  public private(set) var position: Double
  /// The drag in progress: the position and pointer x it counts from, and the page it began on.
  private var drag: (startPosition: Double, originX: Double, startPage: Int)?
  /// The spring settling on `page`.
  private var settling: SpringMotion?
  /// The time of the last `advance`: the time of every press it gets, where a settling spring starts.
  private var time: Micros = 0
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A carousel at its configured first page in `host`.
  public init(config: ControlConfig, host: ControlHost) {
    self.config = config
    self.host = host
    page = config.page
    position = Double(config.page)
  }

  /// Keeps its page when an edit leaves it in range.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? CarouselModel else { return }
    config = fresh.config
    if page >= config.pages {
      page = config.pages - 1
      position = Double(page)
      settling = nil
    }
  }

  // MARK: - Geometry

  /// One card's width: the frame less a peek and a gap on each side.
  public var cardWidth: Double { Swift.max(1, host.frame.width - 2 * (config.peek + config.spacing)) }
  /// The distance between two pages, points.
  public var pageStep: Double { cardWidth + config.spacing }
  /// The points scrolled from the first card.
  public var offset: Double { position * pageStep }

  /// Card `i`'s frame in the main view's coordinates.
  public func cardFrame(_ i: Int) -> Rect {
    let f = host.frame
    return Rect(x: f.x + config.peek + config.spacing + Double(i) * pageStep - offset, y: f.y + 8, width: cardWidth, height: Swift.max(0, f.height - 30))
  }

  // MARK: - Pointer

  /// The frame where its panel shows it.
  public func hitTest(_ point: Point) -> Bool { host.contains(point) }

  /// Joins the arena claiming horizontal drags; a press stops a settling carousel where it is.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    if settling != nil {
      settling = nil
    }
    return .contend(ArenaClaim(.horizontal, passesThrough: true))
  }

  /// Follows the pointer 1:1 once the carousel won, rubber-banded past the ends.
  public mutating func pointerMoved(_ press: PointerPress) {
    if drag == nil {
      drag = (position, press.dragOrigin.x, page)
      outbox.post(.willBeginDragging(page: page), at: time)
    }
    guard let drag else { return }
    let raw = drag.startPosition - (press.location.x - drag.originX) / pageStep
    let last = Double(config.pages - 1)
    let overshoot = raw < 0 ? raw : raw > last ? raw - last : 0
    let banded = overshoot == 0 ? 0 : (overshoot < 0 ? -1 : 1) * abs(Motion.rubberBand(overshoot * pageStep, dimension: host.frame.width)) / pageStep
    position = overshoot == 0 ? raw : (raw < 0 ? 0 : last) + banded
  }

  /// A drag's release settles on a page; a tap (nobody claimed the press) taps the card under it.
  public mutating func pointerUp(_ press: PointerPress) {
    // A release that carried the press past the hysteresis won the arena at the release itself.
    let t = press.translation
    if drag != nil || (abs(t.x) >= press.slop && abs(t.x) > abs(t.y)) { pointerMoved(press) }
    guard let drag else {
      if press.translation.length <= Self.tapLimit, let card = (0..<config.pages).first(where: { cardFrame($0).contains(press.location) }) {
        outbox.post(.didTapCard(card), at: time)
      }
      settle(velocity: 0)
      return
    }
    self.drag = nil
    let v = press.velocity.x
    let pagesPerSecond = -v / pageStep
    let projected = position + pagesPerSecond * Self.projectionTime
    let nearest = Int(projected.rounded().clamped(to: -1...Double(config.pages)))
    let target = Swift.min(Swift.max(nearest, drag.startPage - 1, 0), drag.startPage + 1, config.pages - 1)
    outbox.post(.willEndDragging(velocity: v, targetPage: target), at: time)
    if target != page {
      page = target
      outbox.post(.didChangePage(target), at: time)
    }
    settle(velocity: pagesPerSecond)
  }

  /// Another member won: a settling carousel stopped by the press settles again.
  public mutating func pointerCancelled(_ press: PointerPress) {
    drag = nil
    settle(velocity: 0)
  }

  /// Springs from where it is to `page` (nothing when it is there).
  private mutating func settle(velocity: Double) {
    guard position != Double(page) else {
      settling = nil
      return
    }
    // Within half a point and slower than a point per 60 Hz frame, in pages.
    settling = SpringMotion(
      from: position, velocity: velocity, to: Double(page), parameters: Self.settleSpring, at: time,
      positionTolerance: 0.5 / pageStep, velocityTolerance: 60 / pageStep)
  }

  // MARK: - Time

  /// Runs the settling spring.
  public mutating func advance(to time: Micros) {
    self.time = Swift.max(self.time, time)
    guard let spring = settling else { return }
    position = spring.position(at: time)
    if spring.isSettled(at: time) {
      settling = nil
      position = Double(page)
      outbox.post(.didEndDecelerating(page: page), at: spring.settleTime)
    }
  }

  /// While it settles.
  public var isAnimating: Bool { settling != nil }

  // MARK: - Output

  /// Its entry in the trace's `controls`: the page, the offset in points, dragging and settling.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append(
      "controls",
      .object(
        host.traceMembers(kind: Self.kindName, in: space) + [
          .init("page", .number(Double(page))), .init("pages", .number(Double(config.pages))), .init("offset", .number(offset)),
          .init("dragging", .bool(drag != nil)), .init("settling", .bool(settling != nil)),
        ]))
  }

  /// The drag and the spring (the trace shows neither's parameters).
  public func hash(into hash: inout StateHash) {
    hash.combine("carousel \(position) \(drag.map { "\($0.startPosition) \($0.originX) \($0.startPage)" } ?? "-") \(settling.map { String(describing: $0) } ?? "-")")
  }

  /// What the arena overlay outlines.
  public func arenaOutline(at point: Point) -> Rect? { host.frame }

  private static let colors: [UInt32] = [0xFF9500, 0x007AFF, 0x34C759, 0xFF2D55, 0xAF52DE, 0x5AC8FA]

  /// The cards that show, and a dot per page under them.
  public func render(into list: inout DisplayList) {
    host.drawn(into: &list) { list in
      let f = host.frame
      for i in 0..<config.pages {
        let card = cardFrame(i)
        guard card.maxX > f.minX && card.minX < f.maxX else { continue }
        list.fill(card, radius: 14, Color(hex: Self.colors[i % Self.colors.count]))
        list.text(TextRun("Card \(i + 1)", frame: Rect(x: card.x + 14, y: card.maxY - 34, width: card.width - 28, height: 22), size: 17, weight: .bold, color: .white))
      }
      // Page dots, as a UIPageControl under the cards (at most 20 drawn).
      let dots = Swift.min(config.pages, 20)
      let x0 = f.midX - Double(dots) * 8 / 2
      for i in 0..<dots {
        let dot = Rect(x: x0 + Double(i) * 8 + 1, y: f.maxY - 15, width: 6, height: 6)
        list.fill(dot, radius: 3, i == page ? Theme.label.withAlpha(0.7) : Theme.label.withAlpha(0.2))
      }
    }
  }
}
