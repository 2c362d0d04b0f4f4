/// Which touches a panel's pan recognizer receives (`main.panels[].shouldReceiveTouch`): the answer
/// of FloatingPanel's `panGestureRecognizer.delegateProxy` to
/// `gestureRecognizer(_:shouldReceive:)`, which FloatingPanel's maintainer gave for #533 (a tap
/// on a button in the panel turning into a pan, also #317).
public enum TouchPolicy: Hashable, Sendable {
  /// `true`: every touch on the surface (UIKit's default).
  case always
  /// `"outsideControls"`: not a touch that begins on one of the panel's content controls. The pan
  /// never sees it, so it neither joins that press's arena nor stops the panel's spring.
  case outsideControls

  /// Reads `key` of `o`: `true` or `"outsideControls"`; `true` when absent.
  init(_ o: ConfigObject, key: String) throws(ConfigError) {
    self = try o.flag(key, default: .always, ifTrue: .always, ifFalse: nil, names: [("outsideControls", .outsideControls)])
  }

  /// Whether the pan receives a touch that begins at a point of the panel, `onControl` telling
  /// whether the point is on one of its controls.
  func receives(onControl: Bool) -> Bool { self == .always || !onControl }
}
