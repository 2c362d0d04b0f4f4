extension EventLogPane: SnapshotProviding {
  /// The event log's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// Every row it keeps, newest first.
    public var rows: [Row]
    /// The indices of the rows the filter shows.
    public var shown: [Int]
    /// How far the list is scrolled.
    public var scrollOffset: Double
    /// What it hides and searches for.
    public var filter: EventLogFilter
    /// Whether the search field takes the keys.
    public var isSearching: Bool
  }

  /// The state now.
  public var snapshot: Snapshot {
    Snapshot(rows: rows, shown: shown, scrollOffset: scrollOffset, filter: filter, isSearching: isSearching)
  }
}
