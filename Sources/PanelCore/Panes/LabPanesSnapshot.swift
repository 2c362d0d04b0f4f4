extension LabPanes: SnapshotProviding {
  /// The lab panes' state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The frames of the lab's panes, in the window.
    public var frames: [Rect]
  }

  /// The state now.
  public var snapshot: Snapshot { Snapshot(frames: frames) }
}
