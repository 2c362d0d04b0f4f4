/// A panel's answer to FloatingPanel's `floatingPanelShouldBeginDragging(_:)`, as a scene key
/// (`main.panels[].shouldBeginDragging`): whether the pointer may drag the panel at all, or only
/// where the press did not start on one of its content's controls (the usual fix for a carousel
/// fighting the panel: answer false when the touch is in the carousel).
public enum DragPolicy: String, Hashable, Sendable, CaseIterable {
  /// `true`: FloatingPanel's default.
  case always
  /// `false`: the panel never follows the pointer (it still takes the press, so nothing under it does).
  case never
  /// `"outsideControls"`: a press on a control is the control's alone.
  case outsideControls

  /// Reads `key` of `o`: `true`, `false` or `"outsideControls"`; `true` when absent.
  init(_ o: ConfigObject, key: String) throws(ConfigError) {
    self = try o.flag(key, default: .always, ifTrue: .always, ifFalse: .never, names: [("outsideControls", .outsideControls)])
  }

  /// Whether a press at a point of the panel may drag it, `onControl` telling whether the point is
  /// on one of its controls.
  func allowsDrag(onControl: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .outsideControls: return !onControl
    }
  }
}
