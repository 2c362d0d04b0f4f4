import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The keyboard's and the text field's keys refuse bad values with the key's path and line.
@Suite("Keyboard bad input")
struct KeyboardBadInputTests {
  @Test(
    "bad keys name their path and line",
    arguments: [
      (#"{"window": {"width": 393, "height": 852},\#n "main": {"keyboard": {"height": 900}}}"#, "main.keyboard.height", 2, "900 pt is taller than the window (852 pt)"),
      (#"{"device": {"width": 393, "height": 852},\#n "main": {"keyboard": {"landscapeHeight": 400}}}"#, "main.keyboard.landscapeHeight", 2, "taller than the device held in landscape (393 pt)"),
      (#"{"main": {"keyboard": {"height": "tall"}}}"#, "main.keyboard.height", 1, "expected a number"),
      (#"{"main": {"keyboard": {"colour": "dark"}}}"#, "main.keyboard.colour", 1, "unknown key"),
      (#"{"main": {"panels": [{"keyboardAvoidance": "dodge"}]}}"#, "main.panels[0].keyboardAvoidance", 1, "expected one of none|mostExpanded|aboveKeyboard"),
      (#"{"main": {"panels": [{"keyboardDismissMode": "onTap"}]}}"#, "main.panels[0].keyboardDismissMode", 1, "expected one of none|onDrag|interactive"),
      (#"{"main": {"panels": [{"content": {"controls": [{"kind": "textField", "text": "\#(String(repeating: "x", count: 201))"}]}}]}}"#, "main.panels[0].content.controls[0].text", 1, "at most 200 characters, got 201"),
      (#"{"main": {"panels": [{"content": {"controls": [{"kind": "textField", "pages": 3}]}}]}}"#, "main.panels[0].content.controls[0].pages", 1, "unknown key"),
    ])
  func badKey(text: String, path: String, line: Int, message: String) throws {
    let error = try #require(sceneError(text))
    #expect(error.path == path)
    #expect(error.line == line)
    #expect(error.message.contains(message), "\(error.message)")
  }

  @Test("a rotation of a window that is not a device is refused, naming the key")
  func rotateWithoutDevice() throws {
    var scene = try Scene.make(#"{"main": {"feed": {}}}"#)
    #expect {
      try scene.send(ms(10), .rotate(.landscape))
    } throws: { error in
      guard let e = error as? ConfigError else { return false }
      return e.path == "device" && e.message.contains("rotate needs a simulated device")
    }
  }
}
