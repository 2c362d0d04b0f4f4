import Foundation
import PanelRender
import Testing

/// How two frames differ, for golden and cache tests.
public struct FrameDifference: Sendable {
  /// Pixels where some channel differs by more than the tolerance.
  public var mismatched: Int
  /// All pixels compared.
  public var total: Int
  /// The share of mismatched pixels.
  public var share: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }

  /// Compares two bitmaps of the same size channel by channel.
  public init(_ a: Bitmap, _ b: Bitmap, channelTolerance: Int) {
    total = a.width * a.height
    mismatched = 0
    guard a.width == b.width, a.height == b.height else {
      mismatched = total
      return
    }
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        if p == q { continue }
        for shift in stride(from: 0, to: 32, by: 8) where abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) > channelTolerance {
          mismatched += 1
          break
        }
      }
    }
  }
}

/// Golden images: a frame compared with a PNG kept beside the test, recorded afresh when the PNG is
/// missing or `PANELLAB_RECORD_GOLDEN=1` (and reported, so a new golden is looked at first).
public enum GoldenImage {
  /// Checks that `frame` matches the PNG at `path` within `channelTolerance` per channel on all but
  /// `mismatchLimit` of its pixels; a mismatch writes the frame beside the temporary files to look at.
  public static func expect(
    _ frame: Bitmap, matches path: String, channelTolerance: Int, mismatchLimit: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if ProcessInfo.processInfo.environment["PANELLAB_RECORD_GOLDEN"] == "1" || !FileManager.default.fileExists(atPath: path) {
      try frame.writePNG(to: path)
      Issue.record("recorded a new golden frame \(path): look at it, then run the tests again", sourceLocation: sourceLocation)
      return
    }
    let golden = try #require(Bitmap(png: path), sourceLocation: sourceLocation)
    try #require(golden.width == frame.width && golden.height == frame.height, "size differs from \(path)", sourceLocation: sourceLocation)
    let difference = FrameDifference(frame, golden, channelTolerance: channelTolerance)
    if difference.share > mismatchLimit {
      let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png").path
      try? frame.writePNG(to: actual)
      Issue.record("\(name): \(difference.mismatched) pixels differ (\(difference.share * 100)%), see \(actual)", sourceLocation: sourceLocation)
    }
  }
}
