extension SplitTree {
  /// What the split tree reports, each event naming its split.
  public enum Event: ComponentEvent {
    /// The pane split `split` highlights under the pointer changed (nil: none).
    case highlightChanged(split: String, highlight: SplitConfig.Side?)
    /// Split `split` shows `visible` with its divider at `position` (a fraction of the split): the
    /// user changed the layout, which the window saves.
    case stateChanged(split: String, visible: SplitConfig.Visible, position: Double)

    /// The trace's spelling of each event: component `split`, the split's id.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .highlightChanged(let split, let highlight):
        return EventTrace("highlightChanged", from: source, id: split, [.init("highlight", highlight.map { .string($0.rawValue) } ?? .null)])
      case .stateChanged(let split, let visible, let position):
        return EventTrace(
          "stateChanged", from: source, id: split, [.init("visible", .string(visible.rawValue)), .init("position", .number(position))])
      }
    }
  }

  /// What the wiring tells the split tree.
  public enum Message: Sendable {
    /// Show both panes of split `split` again.
    case restorePane(split: String)
  }
}
