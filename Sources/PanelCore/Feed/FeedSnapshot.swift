extension FeedModel: SnapshotProviding {
  /// The feed's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The scroll offset.
    public var contentOffset: Double
    /// The page shown (a tab's).
    public var page: Int
    /// The card hidden under a sheet.
    public var hiddenCard: Int?
    /// The cards on screen, each with its frame in the main view.
    public var cards: [Card]
  }

  /// A card on screen.
  public struct Card: Hashable, Sendable {
    /// Its index.
    public var index: Int
    /// Its frame, in the main view.
    public var frame: Rect
  }

  /// The state now.
  public var snapshot: Snapshot {
    Snapshot(
      contentOffset: scroll.offset, page: page, hiddenCard: hiddenCard, cards: visibleCards.map { Card(index: $0.index, frame: $0.frame) })
  }
}
