import Foundation
import PanelCore
import PanelLabTestSupport
import PanelRender
import Testing

/// A scene's own pictures through the real binary: a scene with pictures loads and draws them, a
/// missing or broken picture stops `snapshot` with exit 2 at its key, and `replay` finds each
/// picture beside the recording (or its scene file) and refuses one that is missing or changed.
@Suite struct PictureCommandTests {
  /// A 4×4 PNG of one colour, written by the PNG writer.
  static func png(_ rgb: UInt32, to path: String) throws {
    var list = DisplayList(size: Size(width: 4, height: 4))
    list.fill(Rect(x: 0, y: 0, width: 4, height: 4), Color(hex: rgb))
    try #require(Rasterizer().render(list, scale: 1)).writePNG(to: path)
  }

  static func sha256(_ path: String) throws -> String {
    SHA256.hex(of: [UInt8](try #require(FileManager.default.contents(atPath: path))))
  }

  /// A recording of a 200×200 scene whose main view is `shot.png`, with the given extra header
  /// members, that scrolls nothing and ends at once.
  static func recording(_ extra: String) -> String {
    let scene = #"{"window": {"width": 200, "height": 200}, "main": {"image": "shot.png"}}"#
    return #"{"format": "panellab-recording", "version": 1, "scene": \#(scene), "model": "\#(Versions.model)"\#(extra)}"# + "\n"
      + #"{"t_us": 100000, "type": "end"}"# + "\n"
  }

  @Test func theYourAppSceneLoadsAndDrawsItsPictures() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["snapshot", "--scene", CLI.root + "/assets/scenes/your-app.json", "--out", dir + "/app.png"])
    #expect(r.status == 0, "\(r.stderr)")
    let b = try #require(Bitmap(png: dir + "/app.png"))
    #expect(b.width == 390 && b.height == 844)
    // The map's pale green (#EAF0E2) from home.svg, beside the clock in its status bar, within a
    // unit of rounding per channel (librsvg composites the bar over the map).
    let p = b.pixel(x: 200, y: 30)
    for (shift, expected) in [(16, 0xEA), (8, 0xF0), (0, 0xE2)] as [(UInt32, Int)] {
      #expect(abs(Int((p >> shift) & 0xFF) - expected) <= 1, "pixel \(String(p, radix: 16))")
    }
  }

  @Test func aMissingOrBrokenPictureStopsSnapshotAtItsKey() throws {
    let dir = try CLI.temporaryDirectory()
    let scene = try CLI.write(
      """
      {"window": {"width": 200, "height": 200},
       "main": {"panels": [{"content": {
         "image": "gone.png"}}]}}
      """, to: "scene.json", in: dir)
    let missing = try CLI.run(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(
        #"\#(scene):3: main.panels[0].content.image: cannot read image "gone.png": no such file (looked in \#(dir)/gone.png)"#),
      "\(missing.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    _ = try CLI.write("GIF89a, not a PNG", to: "gone.png", in: dir)
    let broken = try CLI.run(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains(#"cannot read image "gone.png": not a PNG file"#), "\(broken.stderr)")
  }

  @Test func snapshotDrawsAPictureFromASubfolder() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
    try Self.png(0x336699, to: dir + "/shots/home.png")
    let scene = try CLI.write(#"{"window": {"width": 200, "height": 200}, "main": {"image": "shots/home.png"}}"#, to: "s.json", in: dir)
    let r = try CLI.run(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try #require(Bitmap(png: dir + "/x.png")).pixel(x: 100, y: 100) == 0xFF33_6699)
  }

  @Test func replayFindsEachPictureBesideTheRecordingAndChecksItsBytes() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.png(0xCC3300, to: dir + "/shot.png")
    let digest = try Self.sha256(dir + "/shot.png")
    let file = try CLI.write(Self.recording(#", "images": {"shot.png": "\#(digest)"}"#), to: "rec.plrec", in: dir)
    let ok = try CLI.run(["replay", file, "--headless", "--frames", dir + "/frames"])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(try #require(Bitmap(png: dir + "/frames/frame-000000.png")).pixel(x: 100, y: 100) == 0xFFCC_3300)

    // Other bytes under the same name: refused, naming the picture and both digests.
    try Self.png(0x0033CC, to: dir + "/shot.png")
    let changed = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(changed.status == 2)
    let now = try Self.sha256(dir + "/shot.png")
    #expect(
      changed.stderr.contains(
        #"\#(file):1: images."shot.png": \#(dir)/shot.png: bytes differ from the recording (sha256 \#(now), the recording has \#(digest))"#),
      "\(changed.stderr)")
    #expect(changed.stdout.isEmpty)

    // No file at all: refused, saying where it looked.
    try FileManager.default.removeItem(atPath: dir + "/shot.png")
    let missing = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains(#"\#(file):1: images."shot.png": missing (looked in \#(dir)/shot.png)"#), "\(missing.stderr)")
  }

  @Test func replayLooksBesideTheSceneFileWhenThePictureIsNotBesideTheRecording() throws {
    let sceneDir = try CLI.temporaryDirectory()
    let recordingDir = try CLI.temporaryDirectory()
    try Self.png(0x00AA55, to: sceneDir + "/shot.png")
    let digest = try Self.sha256(sceneDir + "/shot.png")
    let extra = #", "sceneFile": "\#(sceneDir)/scene.json", "images": {"shot.png": "\#(digest)"}"#
    let file = try CLI.write(Self.recording(extra), to: "rec.plrec", in: recordingDir)
    let ok = try CLI.run(["replay", file, "--headless", "--frames", recordingDir + "/frames"])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(try #require(Bitmap(png: recordingDir + "/frames/frame-000000.png")).pixel(x: 100, y: 100) == 0xFF00_AA55)
    try FileManager.default.removeItem(atPath: sceneDir + "/shot.png")
    let missing = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(#"images."shot.png": missing (looked in \#(recordingDir)/shot.png, \#(sceneDir)/shot.png)"#),
      "\(missing.stderr)")
  }

  @Test func aRecordingWithoutDigestsStillNeedsItsScenesPictures() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording(""), to: "rec.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(r.status == 2)
    #expect(r.stderr.contains(#"\#(file):1: scene.main.image: cannot read image "shot.png": no such file"#), "\(r.stderr)")
    try Self.png(0x123456, to: dir + "/shot.png")
    #expect(try CLI.run(["replay", file, "--headless", "--trace", "-"]).status == 0)
  }
}
