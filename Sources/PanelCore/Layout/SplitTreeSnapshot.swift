extension SplitTree: SnapshotProviding {
  /// Every split's state, outermost first.
  public struct Snapshot: Hashable, Sendable {
    /// The splits.
    public var splits: [Split]
  }

  /// One split's state.
  public struct Split: Hashable, Sendable {
    /// Its id.
    public var id: String
    /// The divider's position, a fraction of the split.
    public var position: Double
    /// Which panes show.
    public var visible: SplitConfig.Visible
    /// The pane highlighted under the pointer.
    public var highlight: SplitConfig.Side?
    /// The divider, in the window.
    public var dividerFrame: Rect
  }

  /// The state now.
  public var snapshot: Snapshot {
    Snapshot(
      splits: frames.splits.map {
        Split(id: $0.config.id, position: $0.config.position, visible: $0.config.visible, highlight: highlights[$0.config.id], dividerFrame: $0.dividerFrame)
      })
  }
}
