extension SidebarPane {
  /// What the sidebar reports.
  public enum Event: ComponentEvent {
    /// Scene `scene`, row `index` of the list, was chosen: the window loads it.
    case didChooseScene(scene: String, index: Int)
    /// The menu asks to bring back the hidden pane of split `split` (internal).
    case restorePane(split: String)

    /// The trace's spelling of each event: component `sidebar`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .didChooseScene(let scene, let index):
        return EventTrace("didChooseScene", from: source, [.init("scene", .string(scene)), .init("index", .number(Double(index)))])
      case .restorePane(let split): return EventTrace("restorePane", from: source, [.init("split", .string(split))])
      }
    }

    /// A pane's restoration is for the wiring alone.
    public var isInternal: Bool {
      if case .restorePane = self { return true }
      return false
    }

    /// The split of `restorePane`, for the wiring.
    public var restorePane: String? { if case .restorePane(let split) = self { split } else { nil } }
    /// The scene of `didChooseScene`, for the window.
    public var didChooseScene: String? { if case .didChooseScene(let scene, _) = self { scene } else { nil } }
  }
}
