import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The Today feed's grid: 16 pt margins and gaps, 220 pt cards, as many ≥ 300 pt columns as fit.
@Suite("Feed model")
struct FeedModelTests {
  static func feed(cards: Int = 12, _ viewport: Rect, insets: EdgeInsets = .zero) -> FeedModel {
    var config = FeedConfig()
    config.cards = cards
    return FeedModel(config: config, viewport: viewport, insets: insets)
  }

  static let phone = Rect(x: 0, y: 0, width: 375, height: 667)
  static let desktop = Rect(x: 0, y: 0, width: 1280, height: 800)

  @Test(
    "columns and card width for a viewport width",
    arguments: [
      (375.0, 1, 343.0), (647.0, 1, 615.0), (648.0, 2, 300.0), (963.0, 2, 457.5), (964.0, 3, 300.0),
      (1279.0, 3, 405.0), (1280.0, 4, 300.0), (1920.0, 6, 1808.0 / 6), (200.0, 1, 168.0),
    ])
  func columns(width: Double, columns: Int, cardWidth: Double) {
    let feed = Self.feed(Rect(x: 0, y: 0, width: width, height: 800))
    #expect(feed.columns == columns)
    #expect(isClose(feed.cardWidth, cardWidth, within: 1e-9))
    #expect(feed.cardWidth >= FeedModel.minimumCardWidth || columns == 1)
  }

  @Test("one column on a phone: 16 pt margins, 220 pt cards, 16 pt gaps")
  func phoneFrames() {
    let feed = Self.feed(Self.phone)
    for i in 0..<12 {
      let f = feed.frame(ofCard: i)
      #expect(f.x == 16)
      #expect(f.width == 375 - 32)
      #expect(f.height == 220)
      #expect(f.y == FeedModel.headerHeight + Double(i) * 236)
    }
    #expect(feed.frame(ofCard: 1).minY - feed.frame(ofCard: 0).maxY == 16)
    #expect(feed.frame(ofCard: 0).array == [16, 64, 343, 220])
  }

  @Test("four columns at 1280: 16 pt outer margins and gaps both ways")
  func desktopFrames() {
    let feed = Self.feed(Self.desktop)
    #expect(feed.columns == 4)
    #expect((0..<4).map { feed.frame(ofCard: $0).x } == [16, 332, 648, 964])
    #expect(feed.frame(ofCard: 3).maxX == 1280 - 16)
    #expect(feed.frame(ofCard: 0).y == feed.frame(ofCard: 3).y, "one row")
    #expect(feed.frame(ofCard: 4).x == 16, "wraps to the next row")
    #expect(feed.frame(ofCard: 4).minY - feed.frame(ofCard: 0).maxY == 16)
    #expect(feed.frame(ofCard: 1).minX - feed.frame(ofCard: 0).maxX == 16)
    #expect(feed.frame(ofCard: 11).array == [964, 64 + 2 * 236, 300, 220])
  }

  @Test("frames are in window points: the viewport's origin and the safe area shift them")
  func viewportOriginAndInsets() {
    let feed = Self.feed(
      Rect(x: 285, y: 10, width: 375, height: 600), insets: EdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
    #expect(feed.columns == 1)
    #expect(feed.cardWidth == 375 - 40 - 32)
    let f = feed.frame(ofCard: 0)
    #expect(f.x == 285 + 20 + 16)
    #expect(f.y == 10 + 44 + 64)
    #expect(feed.contentFrame(ofCard: 0).array == [36, 108, 303, 220])
  }

  @Test("content length and scroll range")
  func contentLength() {
    let feed = Self.feed(Self.phone)
    #expect(feed.contentLength == 64 + 12 * 236)
    #expect(feed.scroll.maxOffset == 64 + 12 * 236 - 667)
    let desktop = Self.feed(Self.desktop)
    #expect(desktop.contentLength == 64 + 3 * 236)
    #expect(desktop.scroll.maxOffset == 0, "three rows fit in 800 pt")
    let padded = Self.feed(cards: 5, Self.phone, insets: EdgeInsets(top: 20, bottom: 83))
    #expect(padded.contentLength == 20 + 64 + 5 * 236 + 83)
    #expect(Self.feed(cards: 0, Self.phone).contentLength == 64)
  }

  @Test("visibleCards lists the cards that intersect the viewport, and changes after scrolling")
  func visibleCards() throws {
    var feed = Self.feed(Self.phone)
    #expect(feed.visibleCards.map(\.index) == [0, 1, 2])
    #expect(feed.visibleCards.map(\.frame) == [0, 1, 2].map { feed.frame(ofCard: $0) })

    feed.scroll.setOffset(500)
    #expect(feed.visibleCards.map(\.index) == [1, 2, 3, 4])
    let first = try #require(feed.visibleCards.first)
    #expect(first.frame.y == 64 + 236 - 500)
    #expect(first.frame.y.bitPattern == (-200.0).bitPattern)

    feed.scroll.setOffset(feed.scroll.maxOffset)
    #expect(feed.visibleCards.map(\.index) == [9, 10, 11])
  }

  @Test("a card showing by a single point counts; one ending exactly at the edge does not")
  func edgeCases() {
    var feed = Self.feed(Self.phone)
    // Card 1 spans content 300…520. Offset 519 leaves 1 pt of it; 520 leaves none.
    feed.scroll.setOffset(519)
    #expect(feed.visibleCards.first?.index == 1)
    feed.scroll.setOffset(520)
    #expect(feed.visibleCards.first?.index == 2)
    // Card 5 starts at content 1244: visible from the bottom edge once offset > 1244 − 667.
    feed.scroll.setOffset(1244 - 667)
    #expect(feed.visibleCards.last?.index == 4)
    feed.scroll.setOffset(1244 - 667 + 0.5)
    #expect(feed.visibleCards.last?.index == 5)
  }

  @Test("visibleCards agrees with a brute-force intersection test at every offset", arguments: [375.0, 700.0, 1280.0])
  func visibleCardsBruteForce(width: Double) {
    let viewport = Rect(x: 40, y: 30, width: width, height: 500)
    var feed = Self.feed(cards: 23, viewport, insets: EdgeInsets(top: 12, left: 8, bottom: 20, right: 4))
    var offsets = Array(stride(from: 0.0, through: feed.scroll.maxOffset, by: 7.25))
    offsets.append(feed.scroll.maxOffset)
    for offset in offsets {
      feed.scroll.setOffset(offset)
      let expected = (0..<23).filter { feed.frame(ofCard: $0).intersects(viewport) }
      #expect(feed.visibleCards.map(\.index) == expected, "offset \(offset)")
    }
    // Rubber-banded past both ends.
    for pull in [-300.0, 300.0] {
      feed.scroll.setOffset(pull < 0 ? 0 : feed.scroll.maxOffset)
      feed.scroll.beginDrag(at: 300)
      feed.scroll.drag(to: 300 - pull)
      let expected = (0..<23).filter { feed.frame(ofCard: $0).intersects(viewport) }
      #expect(!expected.isEmpty)
      #expect(feed.visibleCards.map(\.index) == expected, "pulled \(pull)")
    }
  }

  @Test("no cards, nothing visible")
  func empty() {
    let feed = Self.feed(cards: 0, Self.phone)
    #expect(feed.visibleCards.isEmpty)
    #expect(feed.card(at: Point(x: 100, y: 100)) == nil)
  }

  @Test("card(at:) finds the card under a point, and nothing in margins, gaps, header or outside")
  func cardAt() {
    var feed = Self.feed(Self.phone)
    #expect(feed.card(at: Point(x: 100, y: 100)) == 0)
    #expect(feed.card(at: Point(x: 16, y: 64)) == 0, "top-left corner is inside")
    #expect(feed.card(at: Point(x: 359, y: 100)) == nil, "right edge is outside")
    #expect(feed.card(at: Point(x: 100, y: 310)) == 1)
    #expect(feed.card(at: Point(x: 100, y: 292)) == nil, "gap between cards")
    #expect(feed.card(at: Point(x: 100, y: 30)) == nil, "header")
    #expect(feed.card(at: Point(x: 8, y: 100)) == nil, "margin")
    #expect(feed.card(at: Point(x: 400, y: 100)) == nil, "outside the viewport")

    feed.scroll.setOffset(236)
    #expect(feed.card(at: Point(x: 100, y: 100)) == 1, "the same point shows the next card after scrolling")
  }

  @Test("a card scrolled partly out of the viewport is not hit outside it")
  func cardAtOutsideViewport() {
    var feed = Self.feed(Rect(x: 0, y: 100, width: 375, height: 400))
    feed.scroll.setOffset(100)  // card 0 now spans window y 64…284, above the viewport's top at 100
    #expect(feed.card(at: Point(x: 100, y: 80)) == nil)
    #expect(feed.card(at: Point(x: 100, y: 120)) == 0)
  }

  @Test("layout keeps the scroll offset when it still fits and clamps it when it does not")
  func relayout() {
    var feed = Self.feed(Self.phone)
    feed.scroll.setOffset(1000)
    feed.layout(viewport: Rect(x: 0, y: 0, width: 375, height: 800), insets: .zero)
    #expect(feed.scroll.offset == 1000)
    feed.layout(viewport: Self.desktop, insets: .zero)
    #expect(feed.columns == 4)
    #expect(feed.scroll.offset == 0, "12 cards in 4 columns fit in 800 pt")
  }
}

/// The feed over the whole range of card counts and widths, not only counts that fill every row.
@Suite("Feed property tests")
struct FeedPropertyTests {
  @Test("every card count 0…200 at widths 160…4000 lists, prefetches and draws at every offset without a trap")
  func everyCountAndWidth() {
    let widths: [Double] = [160, 161, 300, 331, 332, 647, 648, 963, 964, 1279, 1280, 1600, 2222, 3999, 4000]
    for cards in 0...200 {
      for width in widths {
        var config = FeedConfig()
        config.cards = cards
        var feed = FeedModel(config: config, viewport: Rect(x: 0, y: 0, width: width, height: 700))
        for offset in [0, feed.scroll.maxOffset / 2, feed.scroll.maxOffset] {
          feed.scroll.setOffset(offset)
          let visible = feed.visibleCards.map(\.index)
          let nearby = feed.nearbyCards.map(\.index)
          #expect(visible.allSatisfy { (0..<cards).contains($0) }, "\(cards) cards at \(width)")
          #expect(nearby.allSatisfy { (0..<cards).contains($0) && !visible.contains($0) }, "\(cards) cards at \(width)")
          var list = DisplayList(size: Size(width: width, height: 700))
          feed.render(into: &list)
          #expect(list.isBalanced)
        }
        // At the end, the last card is on screen, whether or not its row is full.
        if cards > 0 { #expect(feed.visibleCards.last?.index == cards - 1, "\(cards) cards at \(width)") }
      }
    }
  }
}
