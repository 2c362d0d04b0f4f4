/// Presents the sheet from a feed card (a tap on the card, or Return over it).
public struct PresentFromCard: ComponentMessage {
  /// The card's index.
  public var card: Int
  /// The card's frame in window points.
  public var frame: Rect
  /// The user's picture the card shows, if any.
  public var picture: Picture?

  /// The message for a feed's `didTapCard` event.
  public init?(_ event: ModelEvent) {
    guard let index = event[field: "index"]?.number, let frame = Rect(trace: event[field: "frame"]) else { return nil }
    card = Int(index)
    self.frame = frame
    if let name = event[field: "image"]?.string {
      picture = Picture(name, mode: event[field: "imageMode"]?.string.flatMap(ImageMode.init(rawValue:)) ?? .fill)
    }
  }
}

/// The card the sheet came from moved, to this frame in window points.
public struct SourceCardMoved: ComponentMessage {
  /// The card's frame in window points.
  public var frame: Rect

  /// The message for a feed's `didMoveHiddenCard` event.
  public init?(_ event: ModelEvent) {
    guard let frame = Rect(trace: event[field: "frame"]) else { return nil }
    self.frame = frame
  }
}
