import PanelCore

/// The one place PanelLabKit reads the models' events: a panel's events as the delegate needs
/// them. When the models' events become typed, this file is what changes.
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
    guard case .event(let e) = output, e.component == "panel", let id = e.id else { return nil }
    let signal: PanelSignal
    switch e.name {
    case "willBeginDragging": signal = .willBeginDragging
    case "didMove": signal = .didMove
    case "willEndDragging":
      signal = .willEndDragging(
        position: e[field: "position"]?.number ?? 0, velocity: e[field: "velocity"]?.number ?? 0,
        target: e[field: "target"]?.string ?? "")
    case "didEndDragging": signal = .didEndDragging(willAttract: e[field: "willAttract"]?.bool ?? false)
    case "willBeginAttracting": signal = .willBeginAttracting(target: e[field: "target"]?.string ?? "")
    case "didChangeState": signal = .didChangeState(e[field: "state"]?.string ?? "")
    case "didEndAttracting": signal = .didEndAttracting
    case "willRemove": signal = .willRemove
    case "didRemove": signal = .didRemove
    default: return nil
    }
    return (id, signal)
  }
}
