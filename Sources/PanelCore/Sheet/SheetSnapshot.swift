extension SheetModel: SnapshotProviding {
  /// The sheet's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// Hidden, presenting, presented, dragging or dismissing.
    public var phase: Phase
    /// How it looks now (frame, corner radius, the zoom's progress, opacity), nil while hidden.
    public var look: Look?
    /// The detent it rests at or heads for.
    public var detent: SheetConfig.Detent
    /// The feed card it came from, while it is up.
    public var source: Int?
    /// Where that card is, in the main view.
    public var sourceFrame: Rect?
    /// The content's scroll offset.
    public var contentOffset: Double
  }

  /// The sheet's state now.
  public var snapshot: Snapshot {
    let up = motion != .hidden
    return Snapshot(
      phase: phase, look: up ? look : nil, detent: config.detents[detent], source: up ? source : nil, sourceFrame: sourceFrame,
      contentOffset: scroll.offset)
  }
}
