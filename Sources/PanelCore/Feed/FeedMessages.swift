/// Hides a card of the feed while a sheet zoomed out of it is up (nil: show every card).
public struct HideCard: ComponentMessage {
  /// The card, or nil.
  public var index: Int?

  /// Hides card `index` (nil shows all).
  public init(index: Int?) { self.index = index }
}
