/// The feed as a scene component: the main view's content, at the bottom of its pane.
///
/// Its viewport is the main view's bounds in the main view's own coordinates, and its insets are
/// the main view's safe area. Presses join the arena and claim any drag; wheel and keys scroll.
extension FeedModel: SceneComponent {
  /// The composition row: one feed when the scene names `main.feed`.
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["main.feed", "main.tabBar", "main.sheet", "main.image", "main.imageMode"]) { config in
    let tabs = config.main.tabBar?.tabs ?? []
    guard let feedConfig = config.main.feed ?? tabs.lazy.compactMap(\.feed).first else { return [] }
    var feed = FeedModel(config: feedConfig, viewport: .zero)
    feed.opensCards = config.main.sheet != nil
    feed.drawsBackground = config.main.image == nil
    if !tabs.isEmpty {
      // A tab with its own feed shows its cards and pictures; one without shows `main.feed`'s.
      let pages = tabs.map { tab in
        let f = tab.feed ?? feedConfig
        return FeedPage(cards: f.cards, title: tab.title, images: f.images, imageMode: f.imageMode)
      }
      feed.setPages(pages, selected: config.main.tabBar?.selected ?? 0)
    }
    return [feed]
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "feed"
  /// The main view.
  public var placement: Placement { .pane(.main) }

  /// Fills the main view within its safe area; keeps its layout while the main view is hidden.
  public mutating func layout(in context: inout LayoutContext) {
    guard let frame = context.frame(of: .main) else { return }
    layout(viewport: Rect(size: frame.size), insets: context.safeArea(of: .main))
  }

  /// A feed with other settings takes them and keeps its scroll offset where it still fits.
  public mutating func update(from fresh: any SceneComponent) {
    guard var fresh = fresh as? FeedModel,
      fresh.opensCards != opensCards || fresh.drawsBackground != drawsBackground || fresh.pages != pages
        || (pages.isEmpty && (fresh.cardCount != cardCount || fresh.cardImages != cardImages || fresh.imageMode != imageMode))
    else { return }
    fresh.layout(viewport: viewport, insets: insets)
    fresh.scroll.setOffset(scroll.offset)
    self = fresh
  }

  /// The viewport.
  public func hitTest(_ point: Point) -> Bool { viewport.contains(point) }

  /// A press catches a fling where it is, as UIScrollView does, and claims any drag.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    scroll.beginDrag(at: press.location.y)
    return .join(.any)
  }

  /// The content follows the pointer 1:1 once the press is a drag.
  public mutating func pointerMoved(_ press: PointerPress) {
    guard press.isDragging else { return }
    let before = scroll.offset
    scroll.drag(to: press.location.y)
    reportScroll(from: before)
  }

  /// Tells the wiring that the hand scrolled the feed (a drag, the wheel, a key): the tab bar counts
  /// it. Momentum is not reported, so what the tab bar does never depends on how often frames come.
  private mutating func reportScroll(from before: Double) {
    let delta = scroll.offset - before
    guard delta != 0 else { return }
    outbox.post(.didScroll(offset: scroll.offset, delta: delta), at: time)
  }

  /// A drag flings at the pointer's velocity; a tap lets go where the content is, and a tap on a
  /// card that opens reports it.
  public mutating func pointerUp(_ press: PointerPress) {
    if press.isDragging {
      let before = scroll.offset
      scroll.drag(to: press.location.y)
      reportScroll(from: before)
      scroll.endDrag(pointerVelocity: press.velocity.y)
    } else {
      scroll.endDrag(pointerVelocity: 0)
      if let card = card(at: press.location), card == self.card(at: press.start) { tap(card) }
    }
  }

  /// Reports a tap on a card that opens (`didTapCard`, with its frame in the main view, and the
  /// user's picture it shows, so the sheet can zoom out of the same picture).
  mutating func tap(_ card: Int) {
    guard opensCards else { return }
    outbox.post(.didTapCard(CardTap(index: card, frame: PaneRect(frame(ofCard: card)), picture: picture(ofCard: card))), at: time)
  }

  /// Another component took the press: let go without a fling.
  public mutating func pointerCancelled(_ press: PointerPress) {
    scroll.endDrag(pointerVelocity: 0)
  }

  /// Scrolls by the wheel's vertical delta.
  public mutating func wheel(_ delta: Point, at point: Point) {
    let before = scroll.offset
    scroll.scroll(by: delta.y)
    reportScroll(from: before)
  }

  /// Up and Down scroll 40 points, PageUp, PageDown and Space 80 % of the viewport, Home and End
  /// to the ends; Return opens the card under the pointer. A key with modifiers is not the feed's.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard key.modifiers.isEmpty else { return false }
    let page = viewport.height * 0.8
    let target: Double
    switch key.key {
    case "Return":
      guard opensCards, let card = card(at: key.pointer) else { return false }
      tap(card)
      return true
    case "Down": target = scroll.offset + 40
    case "Up": target = scroll.offset - 40
    case "PageDown", "Space": target = scroll.offset + page
    case "PageUp": target = scroll.offset - page
    case "Home": target = 0
    case "End": target = scroll.maxOffset
    default: return false
    }
    let before = scroll.offset
    scroll.scroll(by: target - scroll.offset)
    reportScroll(from: before)
    return true
  }

  /// Runs momentum and bounces.
  public mutating func advance(to time: Micros) {
    self.time = Swift.max(self.time, time)
    scroll.advance(to: time)
  }

  /// Hides or shows a card for a sheet that zooms out of it.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .hideCard(let index):
      hiddenCard = index
      reportedHiddenFrame = nil
    case .showPage(let index):
      showPage(index)
    }
  }

  /// Reports `didMoveHiddenCard` when the hidden card's frame in the window changed (the feed
  /// scrolled or its pane moved), so a sheet knows where to zoom back.
  public mutating func endStep(in space: ComponentSpace) {
    guard let hiddenCard, hiddenCard < cardCount else { return }
    let frame = PaneRect(frame(ofCard: hiddenCard), in: space)
    guard frame.window != reportedHiddenFrame else { return }
    outbox.post(.didMoveHiddenCard(index: hiddenCard, frame: frame), at: time)
    reportedHiddenFrame = frame.window
  }

  /// Whether the content is still moving.
  public var isAnimating: Bool { scroll.isAnimating }

  /// The arrow while dragging; a hand over a card that opens.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    if press == nil, opensCards, card(at: point) != nil { return .hand }
    return .arrow
  }

  /// The trace's `feed`: the offset and the visible cards' frames in window points.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    // The frame is placed in one step from content to window coordinates (not first into the
    // pane), so the numbers are the same whatever pane the feed sits in.
    let o = space.origin
    let cards = visibleCards.map { card in
      let frame = contentFrame(ofCard: card.index).offsetBy(dx: o.x + viewport.x, dy: o.y + viewport.y - scroll.offset)
      return JSONValue.object(["index": .number(Double(card.index)), "frame": .array(frame.array.map { .number($0) })])
    }
    trace.set("feed", .object(["contentOffset": .number(scroll.offset), "cards": .array(cards)]))
  }

  /// The scroll model's phase and velocity, and the hidden card, which the trace does not show.
  public func hash(into hash: inout StateHash) {
    hash.combine(scroll.stateDescription)
    if let hiddenCard { hash.combine("hidden \(hiddenCard)") }
  }
}
