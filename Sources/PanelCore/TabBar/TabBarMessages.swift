/// The feed scrolled: the tab bar counts it to hide or show itself.
public struct FeedScrolled: ComponentMessage {
  /// The offset now.
  public var offset: Double
  /// The change since the last report.
  public var delta: Double

  /// The message for a feed's `didScroll` event.
  public init?(_ event: ModelEvent) {
    guard let offset = event[field: "offset"]?.number, let delta = event[field: "delta"]?.number else { return nil }
    self.offset = offset
    self.delta = delta
  }
}
