import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The keyboard suites' scenes: an iPhone 16 (393 × 852 points) filling its window, a panel at
/// half holding a text field under its 56 pt header, above a list.
enum KeyboardScenes {
  /// The phone with the panel's `keyboardAvoidance` and `keyboardDismissMode` as given.
  static func phone(avoidance: String = "none", dismiss: String = "none", extra: String = "") -> String {
    """
    {"window": {"width": 393, "height": 852}, "device": {"name": "iPhone 16", "width": 393, "height": 852, "scale": 3}\(extra),
     "main": {"feed": {}, "panels": [{"id": "panel", "keyboardAvoidance": "\(avoidance)", "keyboardDismissMode": "\(dismiss)",
       "content": {"controls": [{"kind": "textField", "placeholder": "Search for a place"}]}}]}}
    """
  }

  /// A scene from `phone(…)`.
  static func scene(avoidance: String = "none", dismiss: String = "none", extra: String = "") throws -> Scene {
    try Scene.make(phone(avoidance: avoidance, dismiss: dismiss, extra: extra))
  }

  /// The middle of the text field.
  static func fieldCentre(_ scene: Scene) throws -> Point {
    let f = try #require(scene.component(TextFieldModel.self)).field
    return Point(x: f.midX, y: f.midY)
  }

  /// Clicks at `point` at `time` (down, up 60 ms later); returns the release's time.
  @discardableResult
  static func click(_ scene: inout Scene, at point: Point, time: Micros) throws -> Micros {
    try scene.send(time, .pointerDown(point, button: .left, clicks: 1))
    try scene.send(time + ms(60), .pointerUp(point, button: .left))
    return time + ms(60)
  }
}


