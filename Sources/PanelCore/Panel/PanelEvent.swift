extension PanelModel {
  /// What a floating panel reports: FloatingPanel's delegate methods, one case each.
  public enum Event: ComponentEvent {
    /// A drag started moving the panel (`floatingPanelWillBeginDragging`).
    case willBeginDragging
    /// The hand let go at `position` with `velocity` (points per second along the panel's axis),
    /// aiming for `targetState` (`floatingPanelWillEndDragging(_:withVelocity:targetState:)`).
    case willEndDragging(position: PanePosition, velocity: Double, targetState: PanelState)
    /// The drag ended; the panel attracts to its target unless it is there already
    /// (`floatingPanelDidEndDragging(_:willAttract:)`).
    case didEndDragging(willAttract: Bool)
    /// The attraction spring starts toward `to` (`floatingPanelWillBeginAttracting(_:to:)`).
    case willBeginAttracting(to: PanelState)
    /// The attraction settled or was interrupted (`floatingPanelDidEndAttracting`).
    case didEndAttracting
    /// The surface moved to `position` (`floatingPanelDidMove`).
    case didMove(position: PanePosition)
    /// The panel's state changed (`floatingPanelDidChangeState`).
    case didChangeState(PanelState)
    /// A swipe or a backdrop tap removes the panel (`floatingPanelWillRemove`).
    case willRemove
    /// The removal's animation ended (`floatingPanelDidRemove`).
    case didRemove
    /// A tab over the list was selected; `tracked` tells whether the panel tracks its list.
    case didSelectTab(index: Int, title: String, tracked: Bool)

    /// Each event's name alone, as the trace and the event log spell it: a reader of traces (the
    /// release table) matches a line's name against these instead of a string of its own.
    public enum Name: String, Sendable, CaseIterable {
      case willBeginDragging, willEndDragging, didEndDragging, willBeginAttracting, didEndAttracting, didMove, didChangeState
      case willRemove, didRemove, didSelectTab
    }

    /// The trace's spelling of each event: component `panel`, the panel's id.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .willBeginDragging: return EventTrace(Name.willBeginDragging, from: source)
      case .willEndDragging(let position, let velocity, let target):
        return EventTrace(
          Name.willEndDragging, from: source,
          [.init("position", .number(position.window)), .init("velocity", .number(velocity)), .init("target", .string(target.name))])
      case .didEndDragging(let willAttract): return EventTrace(Name.didEndDragging, from: source, [.init("willAttract", .bool(willAttract))])
      case .willBeginAttracting(let target): return EventTrace(Name.willBeginAttracting, from: source, [.init("target", .string(target.name))])
      case .didEndAttracting: return EventTrace(Name.didEndAttracting, from: source)
      case .didMove(let position): return EventTrace(Name.didMove, from: source, [.init("position", .number(position.window))])
      case .didChangeState(let state): return EventTrace(Name.didChangeState, from: source, [.init("state", .string(state.name))])
      case .willRemove: return EventTrace(Name.willRemove, from: source)
      case .didRemove: return EventTrace(Name.didRemove, from: source)
      case .didSelectTab(let index, let title, let tracked):
        return EventTrace(
          Name.didSelectTab, from: source, [.init("index", .number(Double(index))), .init("title", .string(title)), .init("tracked", .bool(tracked))])
      }
    }

    /// Positions placed in the main view's pane.
    public func placed(in space: ComponentSpace) -> Event {
      switch self {
      case .willEndDragging(let position, let velocity, let target):
        return .willEndDragging(position: position.placed(in: space), velocity: velocity, targetState: target)
      case .didMove(let position): return .didMove(position: position.placed(in: space))
      default: return self
      }
    }
  }
}
