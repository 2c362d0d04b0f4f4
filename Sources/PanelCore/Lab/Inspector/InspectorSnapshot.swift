extension InspectorPane: SnapshotProviding {
  /// The inspector's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The readout, label and value per line.
    public var lines: [Line]
    /// The panel inspected and edited.
    public var panelIndex: Int
    /// The control the keys edit.
    public var focused: Int?
    /// Why the last edit was refused.
    public var refusal: String?
    /// How many edits undo and redo can take back.
    public var undoDepth: Int, redoDepth: Int
    /// The attraction the plot draws.
    public var plot: AttractionPlot?
    /// How far the pane is scrolled.
    public var scrollOffset: Double
  }

  /// One line of the readout.
  public struct Line: Hashable, Sendable {
    /// What it shows.
    public var label: String
    /// Its value, as drawn.
    public var value: String
  }

  /// The state now.
  public var snapshot: Snapshot {
    Snapshot(
      lines: lines.map { Line(label: $0.0, value: $0.1) }, panelIndex: panelIndex, focused: focused, refusal: refusal,
      undoDepth: undoStack.count, redoDepth: redoStack.count, plot: plot, scrollOffset: scrollOffset)
  }
}
