/// Hides a card of the feed while a sheet zoomed out of it is up (nil: show every card).
public struct HideCard: ComponentMessage {
  /// The card, or nil.
  public var index: Int?

  /// Hides card `index` (nil shows all).
  public init(index: Int?) { self.index = index }
}

/// Shows the page of a tab (a tab was selected).
public struct ShowPage: ComponentMessage {
  /// The tab's index.
  public var index: Int

  /// The message for a tab bar's `didSelect` event.
  public init?(_ event: ModelEvent) {
    guard let index = event[field: "index"]?.number else { return nil }
    self.index = Int(index)
  }
}
