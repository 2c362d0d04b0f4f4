extension SidebarPane: SnapshotProviding {
  /// The sidebar's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// Its rows, top to bottom.
    public var rows: [Row]
    /// The row a press holds.
    public var pressed: Action?
    /// The scene the list marks as current.
    public var current: String?
  }

  /// The state now.
  public var snapshot: Snapshot { Snapshot(rows: rows, pressed: pressed, current: config.current) }
}
