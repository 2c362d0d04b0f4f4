/// One tab's page of the feed: how many cards, under which title, with which pictures.
public struct FeedPage: Hashable, Sendable {
  /// The number of cards.
  public var cards: Int
  /// The title over them.
  public var title: String
  /// The user's pictures for the first cards, in order.
  public var images: [String]
  /// How each picture fills its card's artwork.
  public var imageMode: ImageMode

  /// A page of `cards` cards titled `title`, the first showing `images`.
  public init(cards: Int, title: String, images: [String] = [], imageMode: ImageMode = .fill) {
    self.cards = cards
    self.title = title
    self.images = images
    self.imageMode = imageMode
  }
}

/// The App-Store "Today" feed: a grid of story cards that scrolls like UIScrollView.
public struct FeedModel: Hashable, Sendable {
  /// Space around and between cards, points.
  public static let spacing = 16.0
  /// Height of each card, points.
  public static let cardHeight = 220.0
  /// Narrowest a card may get before the grid drops a column, points.
  public static let minimumCardWidth = 300.0
  /// Height of the "Today" title above the cards, points.
  public static let headerHeight = 64.0
  /// Card corner radius, points.
  public static let cornerRadius = 16.0
  /// Height of the white footer strip of a card, points.
  public static let footerHeight = 64.0

  /// How many cards the feed holds.
  public private(set) var cardCount: Int
  /// The feed's viewport in window points.
  public private(set) var viewport: Rect
  /// Insets the content keeps clear of (safe area plus bars over the feed).
  public private(set) var insets: EdgeInsets
  /// The vertical scroll model.
  public var scroll: ScrollPhysics
  /// Whether tapping a card opens it (the scene has a sheet), so the pointer shows a hand over cards.
  public var opensCards = false
  /// The title over the cards (the selected tab's).
  public private(set) var title = "Today"
  /// The user's pictures for the first cards of the page shown, in order.
  public private(set) var cardImages: [String] = []
  /// How each picture fills its card's artwork.
  public private(set) var imageMode = ImageMode.fill
  /// Whether the feed paints its background; not over the user's main picture, which shows
  /// between the cards instead.
  public var drawsBackground = true
  /// One page per tab of a tab bar (cards and title), each with its own scroll position, as a tab
  /// bar controller keeps its children; a single page without a tab bar.
  public private(set) var pages: [FeedPage] = []
  /// The page shown.
  public private(set) var page = 0
  /// The scroll state of the pages not shown.
  var savedScroll: [Int: ScrollPhysics] = [:]
  /// The card not drawn because a sheet zoomed out of it.
  public internal(set) var hiddenCard: Int?
  /// The time of the last `advance`: the time of every press, key and message the feed gets.
  public internal(set) var time: Micros = 0
  /// What the feed reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()
  /// The hidden card's frame as last reported to the wiring.
  var reportedHiddenFrame: Rect?

  /// Lays out `config.cards` cards in `viewport`.
  public init(config: FeedConfig, viewport: Rect, insets: EdgeInsets = .zero) {
    cardCount = config.cards
    cardImages = config.images
    imageMode = config.imageMode
    self.viewport = viewport
    self.insets = insets
    scroll = ScrollPhysics(contentLength: 0, viewportLength: viewport.height)
    scroll.resize(contentLength: contentLength, viewportLength: viewport.height)
  }

  /// Gives the feed one page per tab, showing `selected`.
  public mutating func setPages(_ pages: [FeedPage], selected: Int) {
    self.pages = pages
    page = pages.indices.contains(selected) ? selected : 0
    if let current = pages.indices.contains(page) ? pages[page] : nil {
      cardCount = current.cards
      title = current.title
      cardImages = current.images
      imageMode = current.imageMode
      scroll.resize(contentLength: contentLength, viewportLength: viewport.height)
    }
  }

  /// Shows page `index`, keeping the scroll position of the one it leaves.
  public mutating func showPage(_ index: Int) {
    guard index != page, pages.indices.contains(index) else { return }
    savedScroll[page] = scroll
    page = index
    cardCount = pages[index].cards
    title = pages[index].title
    cardImages = pages[index].images
    imageMode = pages[index].imageMode
    scroll = savedScroll[index] ?? ScrollPhysics(contentLength: 0, viewportLength: viewport.height)
    scroll.resize(contentLength: contentLength, viewportLength: viewport.height)
  }

  /// Moves or resizes the viewport, keeping the scroll offset where it can.
  public mutating func layout(viewport: Rect, insets: EdgeInsets) {
    self.viewport = viewport
    self.insets = insets
    scroll.resize(contentLength: contentLength, viewportLength: viewport.height)
  }

  /// Number of card columns that fit the viewport.
  public var columns: Int {
    let usable = viewport.width - insets.left - insets.right - Self.spacing
    return Swift.max(1, Int(usable / (Self.minimumCardWidth + Self.spacing)))
  }

  /// Width of every card.
  public var cardWidth: Double {
    let n = Double(columns)
    let usable = viewport.width - insets.left - insets.right
    return Swift.max(0, (usable - Self.spacing * (n + 1)) / n)
  }

  private var rows: Int { (cardCount + columns - 1) / columns }

  /// Total height of the scrolled content.
  public var contentLength: Double {
    let cards = Double(rows) * (Self.cardHeight + Self.spacing)
    return insets.top + Self.headerHeight + cards + insets.bottom
  }

  /// Frame of card `index` in content coordinates (offset 0, viewport origin at 0,0).
  public func contentFrame(ofCard index: Int) -> Rect {
    let col = index % columns
    let row = index / columns
    return Rect(
      x: insets.left + Self.spacing + Double(col) * (cardWidth + Self.spacing),
      y: insets.top + Self.headerHeight + Double(row) * (Self.cardHeight + Self.spacing),
      width: cardWidth, height: Self.cardHeight)
  }

  /// Frame of card `index` in window points at the current scroll offset.
  public func frame(ofCard index: Int) -> Rect {
    contentFrame(ofCard: index).offsetBy(dx: viewport.x, dy: viewport.y - scroll.offset)
  }

  /// The cards at least partly visible, with their window frames, in index order.
  public var visibleCards: [(index: Int, frame: Rect)] {
    guard cardCount > 0 else { return [] }
    // Only the rows that can intersect the viewport are examined, so long feeds stay cheap.
    let rowPitch = Self.cardHeight + Self.spacing
    let top = scroll.offset - insets.top - Self.headerHeight
    let firstRow = Swift.max(0, Int((top / rowPitch).rounded(.down)))
    let lastRow = Swift.min(rows - 1, Int(((top + viewport.height) / rowPitch).rounded(.down)))
    guard firstRow <= lastRow else { return [] }
    var out: [(Int, Rect)] = []
    for index in (firstRow * columns)..<Swift.min(cardCount, (lastRow + 1) * columns) {
      let f = frame(ofCard: index)
      if f.intersects(viewport) { out.append((index, f)) }
    }
    return out
  }

  /// Cards in the row just above and just below the visible ones: what scrolling shows next.
  public var nearbyCards: [(index: Int, frame: Rect)] {
    guard let first = visibleCards.first?.index, let last = visibleCards.last?.index else { return [] }
    let firstRow = first / columns
    let lastRow = last / columns
    let before = Swift.max(0, (firstRow - 1) * columns)..<(firstRow * columns)
    // The last row may be short, or the last on screen: the row after it may not exist at all.
    let afterStart = Swift.min(cardCount, (lastRow + 1) * columns)
    let after = afterStart..<Swift.min(cardCount, (lastRow + 2) * columns)
    return (Array(before) + Array(after)).map { ($0, frame(ofCard: $0)) }
  }

  /// The user's picture card `index` shows instead of its built-in artwork, if any.
  public func picture(ofCard index: Int) -> Picture? {
    cardImages.indices.contains(index) ? Picture(cardImages[index], mode: imageMode) : nil
  }

  /// The card under `point`, if any.
  public func card(at point: Point) -> Int? {
    guard viewport.contains(point) else { return nil }
    return visibleCards.first { $0.frame.contains(point) }?.index
  }

  /// Draws the header and the visible cards.
  public func render(into list: inout DisplayList) {
    // The whole feed is one opaque layer: while it is still (a panel moving over it, say) its
    // pixels are reused; while it scrolls, it is drawn directly.
    list.layer("feed", frame: viewport, opaque: drawsBackground) { list in
      if drawsBackground { list.fill(Rect(size: viewport.size), Theme.background) }
      let left = insets.left + Self.spacing
      let headerY = insets.top - scroll.offset
      list.text(
        TextRun(
          "PANELLAB PREVIEW", frame: Rect(x: left, y: headerY + 8, width: viewport.width - 2 * Self.spacing, height: 16),
          size: 12, weight: .bold, color: Theme.secondaryLabel))
      list.text(
        TextRun(
          title, frame: Rect(x: left, y: headerY + 22, width: viewport.width - 2 * Self.spacing, height: 40),
          size: 32, weight: .bold, color: Theme.label))
      for card in visibleCards where card.index != hiddenCard {
        Self.renderCard(
          index: card.index, in: card.frame.offsetBy(dx: -viewport.x, dy: -viewport.y), picture: picture(ofCard: card.index), into: &list)
      }
      // The next cards to scroll in, so a rasterizer can have their pixels ready.
      for card in nearbyCards {
        let frame = card.frame.offsetBy(dx: -viewport.x, dy: -viewport.y)
        var inner = DisplayList(size: frame.size, background: .clear)
        Self.renderCardContent(index: card.index, size: frame.size, picture: picture(ofCard: card.index), into: &inner)
        list.append(.prefetch(Layer(key: "card-\(card.index)", frame: frame, cornerRadius: Self.cornerRadius, commands: inner.commands)))
      }
    }
  }

  /// Draws one card: soft shadow, then the card itself as a layer (artwork, headline, footer),
  /// so a rasterizer can reuse its pixels while the feed scrolls.
  public static func renderCard(index: Int, in frame: Rect, picture: Picture? = nil, into list: inout DisplayList) {
    list.append(.shadow(RoundedRect(frame, radius: cornerRadius), Theme.cardShadow))
    list.layer("card-\(index)", frame: frame, cornerRadius: cornerRadius) { list in
      renderCardContent(index: index, size: frame.size, picture: picture, into: &list)
    }
  }

  /// The card's content in its own coordinates (origin at its top-left). A user's picture takes
  /// the place of the artwork and its headline (the picture carries its own), over the artwork's
  /// colours so `fit` letterboxes on them; the footer stays.
  public static func renderCardContent(index: Int, size: Size, picture: Picture? = nil, into list: inout DisplayList) {
    let story = FeedStory.story(at: index)
    let f = Rect(size: size)
    let art = Rect(x: f.x, y: f.y, width: f.width, height: f.height - footerHeight)
    if let picture {
      list.fill(art, story.colors.1)
      list.image(picture, in: art)
    } else {
      renderArtwork(index: index, story: story, in: art, into: &list)
    }
    renderFooter(story: story, in: f, into: &list)
  }

  /// The built-in artwork: the story's gradient, two soft discs and the headline.
  private static func renderArtwork(index: Int, story: FeedStory, in art: Rect, into list: inout DisplayList) {
    list.fill(
      art,
      .linearGradient(
        start: Point(x: art.x, y: art.y), end: Point(x: art.maxX, y: art.maxY),
        stops: [GradientStop(0, story.colors.0), GradientStop(1, story.colors.1)]))
    // Two soft discs give each artwork depth; their placement follows the index so it is stable.
    let d1 = art.height * 1.1
    let x1 = art.maxX - d1 * (0.55 + 0.1 * Double(index % 3))
    list.fill(Rect(x: x1, y: art.y - d1 * 0.35, width: d1, height: d1), radius: d1 / 2, Color.white.withAlpha(0.16))
    let d2 = art.height * 0.6
    list.fill(Rect(x: art.maxX - d2 * 1.6, y: art.maxY - d2 * 0.55, width: d2, height: d2), radius: d2 / 2, Color.white.withAlpha(0.12))
    list.text(
      TextRun(story.category, frame: Rect(x: art.x + 16, y: art.y + 14, width: art.width - 32, height: 16), size: 12, weight: .bold, color: Color.white.withAlpha(0.8)))
    list.text(
      TextRun(story.title, frame: Rect(x: art.x + 16, y: art.y + 32, width: art.width - 32, height: 64), size: 24, weight: .bold, color: .white, maxLines: 2))
  }

  /// The white strip under the artwork: the app's icon, name and subtitle, and a GET button.
  private static func renderFooter(story: FeedStory, in f: Rect, into list: inout DisplayList) {
    let foot = Rect(x: f.x, y: f.maxY - footerHeight, width: f.width, height: footerHeight)
    list.fill(foot, Theme.surface)
    let icon = Rect(x: foot.x + 14, y: foot.y + 12, width: 40, height: 40)
    list.fill(
      icon, radius: 9,
      .linearGradient(
        start: Point(x: icon.x, y: icon.y), end: Point(x: icon.x, y: icon.maxY),
        stops: [GradientStop(0, story.colors.0), GradientStop(1, story.colors.1)]))
    list.text(TextRun(story.glyph, frame: icon.offsetBy(dy: 8), size: 20, weight: .bold, color: .white, alignment: .center))
    let button = Rect(x: foot.maxX - 14 - 68, y: foot.y + 18, width: 68, height: 28)
    list.fill(button, radius: 14, Theme.fill)
    list.text(TextRun("GET", frame: button.offsetBy(dy: 6), size: 14, weight: .bold, color: Theme.tint, alignment: .center))
    let textX = icon.maxX + 12
    let textWidth = button.x - 10 - textX
    list.text(TextRun(story.app, frame: Rect(x: textX, y: foot.y + 13, width: textWidth, height: 20), size: 15, weight: .bold, color: Theme.label))
    list.text(TextRun(story.subtitle, frame: Rect(x: textX, y: foot.y + 33, width: textWidth, height: 18), size: 13, color: Theme.secondaryLabel))
  }
}
