/// An event for the event log (every traced event reaches it through a wildcard wire).
public struct LogEvent: ComponentMessage {
  /// The event as the trace shows it.
  public var event: ModelEvent

  /// Wraps `event`.
  public init(_ event: ModelEvent) { self.event = event }
}

/// Brings back the hidden pane of a split (the sidebar's menu was used).
public struct RestorePane: ComponentMessage {
  /// The split's id.
  public var split: String

  /// The message for a sidebar's `restorePane` event.
  public init?(_ event: ModelEvent) {
    guard let split = event[field: "split"]?.string else { return nil }
    self.split = split
  }
}
