extension FeedModel {
  /// What the feed reports: taps on cards for the trace; scrolls and the hidden card's moves for
  /// the wiring alone.
  public enum Event: ComponentEvent {
    /// Card `index` was tapped (or Return was pressed over it) at `frame`, showing `picture`.
    case didTapCard(CardTap)
    /// The hand scrolled the content to `offset`, by `delta` since the last report (internal).
    case didScroll(offset: Double, delta: Double)
    /// The card hidden under a sheet now lies at `frame` (internal).
    case didMoveHiddenCard(index: Int, frame: PaneRect)

    /// The trace's spelling of each event: component `feed`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .didTapCard(let tap):
        var fields: [JSONValue.Member] = [.init("index", .number(Double(tap.index))), .init("frame", tap.frame.json)]
        if let picture = tap.picture { fields += [.init("image", .string(picture.name)), .init("imageMode", .string(picture.mode.rawValue))] }
        return EventTrace("didTapCard", from: source, fields)
      case .didScroll(let offset, let delta):
        return EventTrace("didScroll", from: source, [.init("offset", .number(offset)), .init("delta", .number(delta))])
      case .didMoveHiddenCard(let index, let frame):
        return EventTrace("didMoveHiddenCard", from: source, [.init("index", .number(Double(index))), .init("frame", frame.json)])
      }
    }

    /// Frames placed in the main view's pane.
    public func placed(in space: ComponentSpace) -> Event {
      switch self {
      case .didTapCard(var tap):
        tap.frame = tap.frame.placed(in: space)
        return .didTapCard(tap)
      case .didScroll: return self
      case .didMoveHiddenCard(let index, let frame): return .didMoveHiddenCard(index: index, frame: frame.placed(in: space))
      }
    }

    /// Scrolls and the hidden card's moves are for the wiring alone.
    public var isInternal: Bool {
      switch self {
      case .didTapCard: return false
      case .didScroll, .didMoveHiddenCard: return true
      }
    }

    /// The tap of `didTapCard`, for the wiring.
    public var didTapCard: CardTap? { if case .didTapCard(let tap) = self { tap } else { nil } }
    /// The offset and delta of `didScroll`, for the wiring.
    public var didScroll: (offset: Double, delta: Double)? { if case .didScroll(let o, let d) = self { (o, d) } else { nil } }
    /// The card and frame of `didMoveHiddenCard`, for the wiring.
    public var didMoveHiddenCard: (index: Int, frame: PaneRect)? {
      if case .didMoveHiddenCard(let i, let f) = self { (i, f) } else { nil }
    }
  }

  /// A tap on a card that opens.
  public struct CardTap: Hashable, Sendable {
    /// The card's index.
    public var index: Int
    /// Its frame.
    public var frame: PaneRect
    /// The user's picture it shows, so a sheet can zoom out of the same picture.
    public var picture: Picture?
  }

  /// What the wiring tells the feed.
  public enum Message: Sendable {
    /// Hide card `index` while a sheet zoomed out of it is up (nil: show every card).
    case hideCard(Int?)
    /// Show the page of tab `index`.
    case showPage(Int)
  }
}
