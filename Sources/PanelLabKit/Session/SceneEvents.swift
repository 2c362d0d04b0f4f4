import PanelCore

/// The one place PanelLabKit reads the models' events: a panel's typed events as the delegate
/// needs them (positions in window points, states by name).
enum PanelSignal: Equatable {
  case willBeginDragging
  case didMove
  case willEndDragging(position: Double, velocity: Double, target: String)
  case didEndDragging(willAttract: Bool)
  case willBeginAttracting(target: String)
  case didChangeState(String)
  case didEndAttracting
  case willRemove
  case didRemove

  /// The panel id and signal of a session output, when it is a panel's event.
  static func of(_ output: SceneSession.Output) -> (panel: String, signal: PanelSignal)? {
    guard case .event(let e) = output, let event = e.event as? PanelModel.Event, let id = e.source.name else { return nil }
    let signal: PanelSignal
    switch event {
    case .willBeginDragging: signal = .willBeginDragging
    case .didMove: signal = .didMove
    case .willEndDragging(let position, let velocity, let target):
      signal = .willEndDragging(position: position.window, velocity: velocity, target: target.name)
    case .didEndDragging(let willAttract): signal = .didEndDragging(willAttract: willAttract)
    case .willBeginAttracting(let target): signal = .willBeginAttracting(target: target.name)
    case .didChangeState(let state): signal = .didChangeState(state.name)
    case .didEndAttracting: signal = .didEndAttracting
    case .willRemove: signal = .willRemove
    case .didRemove: signal = .didRemove
    // FloatingPanel has no tabs: the lab's tab strip reports to the trace only.
    case .didSelectTab: return nil
    }
    return (id, signal)
  }
}
