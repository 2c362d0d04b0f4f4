import Foundation
import PanelLabTestSupport
import PanelCore
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

  @Test func aFileConvertingOnlyTheDamageIsByteForByteTheOneConvertedWhole() throws {
    // A square wandering over a grey frame: each frame damages two small rectangles, and the
    // buffers come back from the encoder in whatever order it keeps pace with.
    let (w, h) = (160, 96)
    let kept = try #require(KeptFrame(width: w, height: h, rasterizer: Rasterizer()))
    let damaged = try Self.temporaryPath("damaged.mp4"), whole = try Self.temporaryPath("whole.mp4")
    let a = try MP4Writer(path: damaged, width: w, height: h, fps: 30)
    let b = try MP4Writer(path: whole, width: w, height: h, fps: 30)
    var partial = 0
    for k in 0..<60 {
      var list = DisplayList(size: Size(width: Double(w), height: Double(h)), background: Color(hex: 0x808080))
      list.fill(Rect(x: Double(k * 7 % 131) + 0.5, y: Double(k * 5 % 71) + 0.25, width: 17, height: 13), Color(hex: 0x3366CC))
      let damage = kept.draw(list, scale: 1)
      if damage != [kept.whole] { partial += 1 }
      try a.write(kept.bitmap, at: k, damage: damage)
      try b.write(kept.bitmap, at: k)
    }
    try a.finish()
    try b.finish()
    #expect(partial >= 50)
    let same = try Data(contentsOf: URL(fileURLWithPath: damaged)) == Data(contentsOf: URL(fileURLWithPath: whole))
    #expect(same)
  }

  /// Where the four-letter box type `type` first occurs.
  static func offset(of type: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(type.utf8)
    guard bytes.count >= pattern.count else { return nil }
    return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }
  }
}
