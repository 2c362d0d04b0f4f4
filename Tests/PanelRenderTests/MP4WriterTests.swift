import Foundation
import PanelLabTestSupport
import PanelRender
import Testing

/// The in-process MP4 writer: its index at the front, and misuse reported without a broken file left behind.
@Suite struct MP4WriterTests {
  /// A fresh path in a fresh folder.
  static func temporaryPath(_ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("panellab-mp4-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir + "/" + name
  }

  @Test func writesAPlayableFileWithTheIndexAtTheFront() throws {
    let path = try Self.temporaryPath("a.mp4")
    let writer = try MP4Writer(path: path, width: 63, height: 41, fps: 10)
    let bitmap = try #require(Bitmap(width: 63, height: 41))
    try writer.write(bitmap, at: 0)
    try writer.write(bitmap, at: 7)
    try writer.repeatLast(at: 30)
    try writer.finish()
    #expect(writer.framesWritten == 3)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    // +faststart: the index (moov) comes before the pictures (mdat).
    let moov = try #require(Self.offset(of: "moov", in: bytes))
    let mdat = try #require(Self.offset(of: "mdat", in: bytes))
    #expect(moov < mdat)
  }

  @Test func finishingWithoutAFrameThrowsAndLeavesNoFile() throws {
    let path = try Self.temporaryPath("empty.mp4")
    do {
      let writer = try MP4Writer(path: path, width: 64, height: 40, fps: 30)
      #expect(throws: RenderError.self) { try writer.finish() }
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func framesGoingBackInTimeAreAnErrorNamingTheFile() throws {
    let path = try Self.temporaryPath("back.mp4")
    let writer = try MP4Writer(path: path, width: 64, height: 40, fps: 30)
    let bitmap = try #require(Bitmap(width: 64, height: 40))
    try writer.write(bitmap, at: 5)
    let error = #expect(throws: RenderError.self) { try writer.write(bitmap, at: 5) }
    #expect(error?.message.contains(path) == true)
  }

  /// Where the four-letter box type `type` first occurs.
  static func offset(of type: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(type.utf8)
    guard bytes.count >= pattern.count else { return nil }
    return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }
  }
}
