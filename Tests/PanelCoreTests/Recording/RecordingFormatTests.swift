import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Recording v1: every event type round-trips, and every kind of bad input names its line.
@Suite("Recording format")
struct RecordingFormatTests {
  static let header = #"{"format": "panellab-recording", "version": 1, "scene": {"main": {"feed": {}}}, "model": "\#(Versions.model)"}"#

  static let allEvents: [TimedInput] = [
    TimedInput(0, .pointerMove(Point(x: 640, y: 400))),
    TimedInput(16_000, .pointerDown(Point(x: 640, y: 400), button: .left, clicks: 2)),
    TimedInput(24_000, .pointerUp(Point(x: 640, y: 380.5), button: .right)),
    TimedInput(30_000, .wheel(Point(x: 640, y: 400), delta: Point(x: -1.5, y: 12.5))),
    TimedInput(40_000, .keyDown(key: "Escape", modifiers: [.shift, .ctrl])),
    TimedInput(41_000, .keyUp(key: "Escape", modifiers: [])),
    TimedInput(50_000, .resize(Size(width: 1024, height: 700))),
    TimedInput(60_000, .set(path: "main.feed.cards", value: .number(3))),
    TimedInput(70_000, .loadScene(.object(["main": .object(["feed": .object([:])])]))),
    TimedInput(80_000, .text("café ☕")),
    TimedInput(85_000, .rotate(.landscape)),
    TimedInput(90_000, .end),
  ]

  @Test("every event type survives a write and a read")
  func roundTrip() throws {
    let recording = Recording(scene: try JSONParser.parse(#"{"main": {"feed": {}}}"#), inputs: Self.allEvents)
    let parsed = try Recording.parse(recording.text)
    #expect(parsed.inputs.map(\.input) == Self.allEvents)
    #expect(parsed.inputs.map(\.line) == Array(2...13))
    #expect(parsed.warnings.isEmpty)
    #expect(parsed.text == recording.text)
  }

  @Test("the documented example lines read as DESIGN.md describes them")
  func documentedLines() throws {
    let text = Self.header + "\n" + """
      {"t_us": 16000,  "type": "pointer_down", "x": 640, "y": 400, "button": "left", "clicks": 1}
      {"t_us": 30000,  "type": "wheel", "x": 640, "y": 400, "dx": 0, "dy": 12.5}
      {"t_us": 40000,  "type": "key_down", "key": "Escape", "mods": []}

      """
    let r = try Recording.parse(text)
    #expect(r.inputs.map(\.input) == [
      TimedInput(16_000, .pointerDown(Point(x: 640, y: 400), button: .left, clicks: 1)),
      TimedInput(30_000, .wheel(Point(x: 640, y: 400), delta: Point(x: 0, y: 12.5))),
      TimedInput(40_000, .keyDown(key: "Escape", modifiers: [])),
    ])
  }

  @Test(
    "bad input is refused with its line and reason",
    arguments: [
      ("", 1, "empty file"),
      ("not json\n", 1, "header is not valid JSON"),
      (#"{"format": "something-else", "version": 1, "scene": {}}"# + "\n", 1, "not a panellab recording"),
      (#"{"format": "panellab-recording", "scene": {}}"# + "\n", 1, "missing \"version\""),
      (#"{"format": "panellab-recording", "version": 2, "scene": {}}"# + "\n", 1, "unsupported recording version 2"),
      (#"{"format": "panellab-recording", "version": 1}"# + "\n", 1, "missing \"scene\""),
      (#"{"format": "panellab-recording", "version": 1, "scene": {"main": {"feed": {"cards": -1}}}}"# + "\n", 1, "scene.main.feed.cards"),
      (header + "\n{\"t_us\": 1, \"type\": \"pointer_move\", \"x\": 1\n{\"t_us\": 2, \"type\": \"end\"}\n", 2, "malformed JSON"),
      (header + "\n{\"t_us\": 1, \"type\": \"teleport\"}\n", 2, "unknown event type \"teleport\""),
      (header + "\n{\"t_us\": 1, \"x\": 1, \"y\": 2}\n", 2, "missing \"type\""),
      (header + "\n{\"t_us\": 1, \"type\": \"pointer_move\", \"x\": \"left\", \"y\": 2}\n", 2, "\"x\" must be a number"),
      (header + "\n{\"t_us\": 1.5, \"type\": \"end\"}\n", 2, "\"t_us\" must be a whole number"),
      (header + "\n{\"t_us\": -3, \"type\": \"end\"}\n", 2, "\"t_us\" must be a whole number"),
      (header + "\n{\"t_us\": 8640000000000, \"type\": \"end\"}\n", 2, "\"t_us\" must be a whole number from 0 to 86400000000"),
      (header + "\n{\"t_us\": 9, \"type\": \"pointer_move\", \"x\": 1, \"y\": 2}\n{\"t_us\": 5, \"type\": \"end\"}\n", 3, "time goes backwards"),
      (header + "\n{\"t_us\": 1, \"type\": \"pointer_move\", \"x\": 1e300, \"y\": 2}\n", 2, "\"x\" out of range"),
      (header + "\n{\"t_us\": 1, \"type\": \"wheel\", \"x\": 1, \"y\": 2, \"dx\": 0, \"dy\": 1e9}\n", 2, "\"dy\" out of range"),
      (header + "\n{\"t_us\": 1, \"type\": \"pointer_down\", \"x\": 1, \"y\": 2, \"button\": \"thumb\"}\n", 2, "\"button\" must be one of"),
      (header + "\n{\"t_us\": 1, \"type\": \"key_down\", \"key\": \"\"}\n", 2, "\"key\" must be a non-empty string"),
      (header + "\n{\"t_us\": 1, \"type\": \"key_down\", \"key\": \"A\", \"mods\": [\"hyper\"]}\n", 2, "\"mods\" entries"),
      (header + "\n{\"t_us\": 1, \"type\": \"resize\", \"width\": 0, \"height\": 10}\n", 2, "\"width\" out of range"),
      (header + "\n{\"t_us\": 1, \"type\": \"pointer_move\", \"x\": 1, \"y\": 2, \"z\": 3}\n", 2, "unknown key \"z\""),
      (header + "\n{\"t_us\": 1, \"type\": \"load_scene\", \"scene\": {\"main\": {\"feeed\": {}}}}\n", 2, "scene.main.feeed"),
      (header + "\n{\"t_us\": 1, \"type\": \"end\"}\n{\"t_us\": 2, \"type\": \"end\"}\n", 3, "event after \"end\""),
      (header + "\n[1, 2]\n", 2, "expected a JSON object"),
      (header + "\n{\"t_us\": 1, \"type\": \"text\", \"text\": \"\"}\n", 2, "\"text\" must be a non-empty string"),
      (header + "\n{\"t_us\": 1, \"type\": \"text\", \"text\": \"\(String(repeating: "a", count: 201))\"}\n", 2, "\"text\" is 201 characters; a text line holds at most 200"),
      (header + "\n{\"t_us\": 1, \"type\": \"rotate\", \"orientation\": \"upsideDown\"}\n", 2, "\"orientation\" must be portrait or landscape"),
    ])
  func badInput(text: String, line: Int, reason: String) {
    #expect {
      _ = try Recording.parse(text)
    } throws: { error in
      guard let e = error as? RecordingError else { return false }
      return e.line == line && e.message.contains(reason)
    }
  }

  @Test("a last line cut off mid-write is skipped with a warning and the rest is kept")
  func cutOffLastLine() throws {
    let text = Self.header + "\n" + #"{"t_us": 5, "type": "pointer_move", "x": 1, "y": 2}"# + "\n" + #"{"t_us": 9, "type": "poin"#
    let r = try Recording.parse(text)
    #expect(r.inputs.count == 1)
    #expect(r.warnings.count == 1)
    #expect(r.warnings.first?.line == 3)
    #expect(r.warnings.first?.message.contains("cut off") == true)
  }

  @Test("a different model version is refused unless forced; a missing one only warns")
  func modelVersion() throws {
    let other = #"{"format": "panellab-recording", "version": 1, "scene": {}, "model": "0"}"# + "\n"
    #expect(throws: RecordingError.self) { try Recording.parse(other) }
    let forced = try Recording.parse(other, force: true)
    #expect(forced.warnings.contains { $0.message.contains("model version 0") })
    let missing = try Recording.parse(#"{"format": "panellab-recording", "version": 1, "scene": {}}"# + "\n")
    #expect(missing.warnings.contains { $0.message.contains("no \"model\"") })
  }
}
