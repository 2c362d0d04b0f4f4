import Testing

@testable import PanelCore

/// Faults a reader cannot see or easily spot, each named in its error: a byte-order mark, a NUL or
/// another control byte, a non-ASCII character; an intrinsic anchor given both offsets; a model
/// version written as a bare number.
@Suite("Named faults")
struct NamedFaultsTests {
  @Test(
    "an invisible or foreign byte is named, not printed as a Latin-1 letter or a blank",
    arguments: [
      ("\u{FEFF}{\"main\": {}}", "UTF-8 byte-order mark (bytes EF BB BF) at the start of the file"),
      ("{\"main\": {}}\u{0}", "unexpected text after the JSON value, found a NUL byte (0x00)"),
      ("\u{0}", "unexpected NUL byte (0x00)"),
      ("{\"main\": {}\u{0}}", "expected ',' or '}' in object, found a NUL byte (0x00)"),
      ("[1, \u{7}]", "unexpected control character (byte 0x07)"),
      ("[1, é]", "unexpected character 'é' (U+00E9)"),
      ("[1, 🙂]", "unexpected character '🙂' (U+1F642)"),
      ("[1, x]", "unexpected character 'x'"),
    ])
  func namedBytes(text: String, message: String) {
    #expect {
      _ = try JSONParser.parse(text)
    } throws: { error in
      let m = (error as? JSONSyntaxError)?.message ?? ""
      return m.contains(message) && !m.contains("ï")
    }
    #expect(throws: Never.self) { _ = try JSONParser.parse("[1, \"é 🙂\"]") }
  }

  @Test("an intrinsic anchor takes absoluteOffset or fractionalOffset, not both")
  func intrinsicBothOffsets() {
    let text = "{\"main\": {\"panels\": [{\"anchors\": {\"full\": {\"intrinsic\": {\"absoluteOffset\": 10,\n \"fractionalOffset\": 0.5}}}}]}}"
    #expect {
      _ = try SceneConfig.parse(text)
    } throws: { error in
      let e = error as? ConfigError
      return e?.path == "main.panels[0].anchors.full.intrinsic.fractionalOffset" && e?.message.contains("not both") == true
    }
    #expect(throws: Never.self) { _ = try SceneConfig.parse(text.replacingOccurrences(of: ",\n \"fractionalOffset\": 0.5", with: "")) }
  }

  @Test("a model version written as a number is that version; any other kind is refused")
  func numericModel() throws {
    let number = try Recording.parse(#"{"format": "panellab-recording", "version": 1, "scene": {}, "model": \#(Versions.model)}"# + "\n")
    #expect(number.model == Versions.model)
    #expect(number.warnings.isEmpty, "\(number.warnings)")
    #expect(throws: RecordingError.self) { try Recording.parse(#"{"format": "panellab-recording", "version": 1, "scene": {}, "model": 3}"# + "\n") }
    #expect(throws: RecordingError.self) { try Recording.parse(#"{"format": "panellab-recording", "version": 1, "scene": {}, "model": true}"# + "\n") }
  }
}
