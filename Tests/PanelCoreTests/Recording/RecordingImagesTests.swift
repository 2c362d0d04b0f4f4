import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The recording header's `images` (picture name → SHA-256) and `sceneFile`: written in a fixed
/// order, read back, and refused when malformed, naming the picture.
@Suite("Recording images")
struct RecordingImagesTests {
  static let digest = String(repeating: "ab", count: 32)
  static let scene = #"{"main": {"image": "shots/home.png", "feed": {"cards": 1, "images": ["card.svg"]}}}"#

  static func header(_ extra: String) -> String {
    #"{"format": "panellab-recording", "version": 1, "scene": \#(scene), "model": "\#(Versions.model)"\#(extra)}"# + "\n"
  }

  @Test("the header lists the pictures sorted by name after startAt, and reads back")
  func roundTrip() throws {
    let line = Recording.headerLine(
      scene: try json(Self.scene), created: nil, startAt: 5, images: ["shots/home.png": Self.digest, "card.svg": String(repeating: "0", count: 64)],
      sceneFile: "/work/scenes/app.json")
    #expect(line.hasSuffix(#""startAt": 5, "sceneFile": "/work/scenes/app.json", "images": {"card.svg": "\#(String(repeating: "0", count: 64))", "shots/home.png": "\#(Self.digest)"}}"#))
    let recording = try Recording.parse(line + "\n")
    #expect(recording.images == ["shots/home.png": Self.digest, "card.svg": String(repeating: "0", count: 64)])
    #expect(recording.sceneFile == "/work/scenes/app.json")
    #expect(try Recording.parse(recording.text) == recording)
    // Without pictures the header is what it always was.
    #expect(!Recording.headerLine(scene: try json("{}"), created: nil).contains("images"))
  }

  @Test(
    "a malformed images member is refused on line 1, naming the picture",
    arguments: [
      (#", "images": []"#, "images: expected an object of picture names and SHA-256 digests, got an array"),
      (#", "images": {"a.png": 3}"#, #"images."a.png": expected a SHA-256 as 64 lowercase hex digits, got a number"#),
      (#", "images": {"a.png": "abc"}"#, #"images."a.png": expected a SHA-256 as 64 lowercase hex digits, got "abc""#),
      (", \"images\": {\"a.png\": \"\(String(repeating: "AB", count: 32))\"}", #"images."a.png": expected a SHA-256 as 64 lowercase hex digits, got "\#(String(repeating: "AB", count: 32))""#),
      (", \"images\": {\"../a.png\": \"\(String(repeating: "ab", count: 32))\"}", #"images."../a.png": must name a file inside the scene's folder, without empty, "." or ".." parts, got "../a.png""#),
      (#", "sceneFile": 4"#, #""sceneFile" must be a file path, got a number"#),
    ])
  func malformed(extra: String, message: String) throws {
    #expect(throws: RecordingError(line: 1, message: message)) { try Recording.parse(Self.header(extra)) }
  }

  @Test("a recording names the pictures of its header scene (line 1) and of each load_scene (its line)")
  func references() throws {
    let text = Self.header("")
      + #"{"t_us": 10, "type": "load_scene", "scene": {"main": {"sheet": {"image": "sheet.png"}}}}"# + "\n"
    let recording = try Recording.parse(text)
    let refs = recording.imageReferences.map { "\($0.line) \($0.reference.path) \($0.reference.name)" }
    #expect(refs == ["1 main.image shots/home.png", "1 main.feed.images[0] card.svg", "2 main.sheet.image sheet.png"])
  }
}
