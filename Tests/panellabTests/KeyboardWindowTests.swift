import Foundation
import PanelLabTestSupport
import Testing

extension WindowTests {
  /// The keyboard case in the real window under Xvfb, driven with xdotool at scales 1 and 2: a click
  /// on the panel's text field raises the software keyboard and the panel rides above it, typing
  /// reaches the field through SDL's text input, Return sends the keyboard down, and the session's
  /// recording replays the same text. `PANELLAB_CONFLICT_SHOTS=DIR` keeps the screenshots (the
  /// README's come from there). Nested in `WindowTests` to run apart from the other window tests
  /// (one X server: one pointer, one keyboard focus).
  @Suite
  struct KeyboardWindowTests {
    /// A 400 × 700 window holding an iPhone SE (375 × 667) at (13, 17): the panel rests at half
    /// (window y 350.5), its text field's box from y 414.5 to 450.5 under the 56 pt header.
    static let scene = #"""
      {"window": {"width": 400, "height": 700}, "device": {"name": "iPhone SE", "width": 375, "height": 667, "scale": 2},
       "main": {"feed": {"cards": 6}, "panels": [{"id": "panel", "keyboardAvoidance": "aboveKeyboard",
         "content": {"title": "Search", "rows": 8, "controls": [{"kind": "textField", "placeholder": "Search for a place"}]}}]}}
      """#

    @Test("a click on the field raises the keyboard, typing fills the field, Return lowers it, at scale 1 and 2", arguments: [1, 2])
    func keyboardInPanel(scale: Int) throws {
      let session = try RecordedSceneWindow(Self.scene, named: "keyboard", scale: scale)
      let (w, recording, shots) = (session.window, session.recording, session.shots)
      let px = session.px
      let id = w.windowID
      // The field's centre.
      try w.xdotool("mousemove", "--window", id, px(200), px(432), "click", "1")
      Thread.sleep(forTimeInterval: 1)
      try? w.xdotool("windowfocus", "--sync", id)
      try w.xdotool("type", "--delay", "80", "tea")
      Thread.sleep(forTimeInterval: 0.6)
      try w.screenshot(shots + "/keyboard-up-\(scale)x.png")
      try w.xdotool("key", "Return")
      Thread.sleep(forTimeInterval: 1)
      try w.screenshot(shots + "/keyboard-down-\(scale)x.png")
      #expect(try w.quit() == 0)

      let text = try String(contentsOfFile: recording, encoding: .utf8)
      #expect(text.contains(#""type": "text", "text": "t""#), "\(text)")
      let lines = try CLI.replayTrace(recording)
      let keyboard = lines.filter { $0.contains(#""component": "keyboard""#) }.compactMap { line in
        ["willShow", "didShow", "willHide", "didHide"].first { line.contains("\"name\": \"\($0)\"") }
      }
      #expect(keyboard == ["willShow", "didShow", "willHide", "didHide"], "\(keyboard)")
      #expect(lines.contains { $0.contains(#""name": "didEndEditing", "text": "tea", "reason": "return""#) })
      // While it was up, the panel rode above it: at half of the 667 − 260 pt above the keyboard,
      // 17 pt down in the window.
      #expect(lines.contains { $0.contains(#""kind": "frame""#) && $0.contains(#""height": 260"#) && $0.contains(#""state": "half", "position": 220.5"#) })
    }
  }
}
