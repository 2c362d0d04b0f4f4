import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Ctrl+S writes a tuned scene over the user's file: what did not change keeps its text, key order
/// and layout; only the changed values are new.
@Suite("Formatted JSON writer")
struct FormattedJSONWriterTests {
  static let text = """
    {
      "window": {"width": 1280, "height": 800},
      "main": {
        "feed": {"cards": 24},
        "panels": [{
          "id": "maps", "position": "bottom", "initialState": "half",
          "behavior": {"allowsRubberBanding": ["top", "bottom"], "springResponseTime": 0.35}
        }],
        "sheet": {"detents": ["medium", "large"]}
      }
    }

    """

  @Test("an unchanged document is written back byte for byte")
  func unchanged() throws {
    #expect(FormattedJSONWriter.write(try JSONParser.parse(Self.text), over: Self.text) == Self.text)
  }

  @Test("a changed value is the only text that changes, however the file was laid out")
  func oneValue() throws {
    let edited = try JSONParser.parse(Self.text).setting("main.panels[0].behavior.springResponseTime", to: .number(0.5))!
    let out = FormattedJSONWriter.write(edited, over: Self.text)
    #expect(out == Self.text.replacingOccurrences(of: "\"springResponseTime\": 0.35", with: "\"springResponseTime\": 0.5"))
  }

  @Test("a new key goes at the end of its object in that object's layout; the rest keeps its text")
  func newKey() throws {
    let edited = try JSONParser.parse(Self.text).setting("main.panels[0].behavior.removalInteractionEnabled", to: .bool(true))!
      .setting("main.sheet.cornerRadius", to: .number(12))!
    let out = FormattedJSONWriter.write(edited, over: Self.text)
    #expect(out.contains(#""behavior": {"allowsRubberBanding": ["top", "bottom"], "springResponseTime": 0.35, "removalInteractionEnabled": true}"#), "\(out)")
    #expect(out.contains(#""sheet": {"detents": ["medium", "large"], "cornerRadius": 12}"#), "\(out)")
    #expect(out.split(separator: "\n").count == Self.text.split(separator: "\n").count)
    #expect(try JSONParser.parse(out) == edited)
  }

  @Test("a removed key and a multi-line object rewritten keep two-space indents and the file's key order")
  func removedKey() throws {
    let edited = try JSONParser.parse(Self.text).replacingMember("window", with: nil)
      .setting("main", to: try JSONParser.parse(#"{"feed": {"cards": 24}, "tabBar": {"tabs": ["A", "B"]}}"#))!
    let out = FormattedJSONWriter.write(edited, over: Self.text)
    #expect(out == """
      {
        "main": {
          "feed": {"cards": 24},
          "tabBar": {
            "tabs": ["A", "B"]
          }
        }
      }

      """, "\(out)")
  }

  @Test("random edits of a hand-laid-out scene: the text always parses to the edited value, and untouched lines stay", arguments: 0..<40)
  func randomEdits(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let original = try JSONParser.parse(Self.text)
    let paths = ["window.width", "main.feed.cards", "main.panels[0].id", "main.panels[0].behavior.springResponseTime", "main.sheet.detents",
      "main.panels[0].behavior.allowsRubberBanding", "main.newKey", "extra"]
    var edited = original
    let path = paths[Int(random.next() % UInt64(paths.count))]
    let values: [JSONValue] = [.number(Double(random.next() % 1000) / 8), .string("x\"y"), .bool(true), .null, .array([.number(1), .object(["a": .number(2)])]), .object([:])]
    edited = edited.setting(path, to: values[Int(random.next() % UInt64(values.count))]) ?? edited
    let out = FormattedJSONWriter.write(edited, over: Self.text)
    #expect(try JSONParser.parse(out) == edited, "\(path): \(out)")
    // The window line holds no edited path but window.*, so it survives every other edit.
    if !path.hasPrefix("window") { #expect(out.contains(#""window": {"width": 1280, "height": 800},"#)) }
  }
}
