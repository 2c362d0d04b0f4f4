import Foundation
import PanelCore
import PanelRender
import Testing

/// Exported files hold the frames the replay draws: PNGs within the golden tolerance, the MP4
/// within what H.264 at CRF 20 loses.
@Suite struct ExportContentTests {
  /// The frames a replay draws, rendered here with a fresh rasterizer each.
  static func expectedFrames(_ text: String, fps: Int) throws -> [Bitmap] {
    var replayer = try Replayer(try Recording.parse(text), fps: fps, scale: 1)
    var frames: [Bitmap] = []
    while let output = try replayer.next() {
      if case .frame = output { frames.append(try #require(Rasterizer().render(replayer.scene.render(), scale: 1))) }
    }
    return frames
  }

  /// Pixels where some channel differs by more than `tolerance`, as a share of all pixels.
  static func mismatch(_ a: Bitmap, _ b: Bitmap, tolerance: Int) -> Double {
    guard a.width == b.width, a.height == b.height else { return 1 }
    var bad = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        for shift in stride(from: 0, to: 24, by: 8) where abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) > tolerance {
          bad += 1
          break
        }
      }
    }
    return Double(bad) / Double(a.width * a.height)
  }

  /// ReplayCommandTests' drag, in a window of even size so the MP4 needs no padding.
  static var recording: String {
    ReplayCommandTests.recording.replacingOccurrences(
      of: #""window": {"width": 375, "height": 667}"#, with: #""window": {"width": 360, "height": 640}"#)
  }

  @Test func pngFramesAreTheReplaysFrames() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--fps", "10", "--frames", dir + "/frames"])
    #expect(r.status == 0, "\(r.stderr)")
    let expected = try Self.expectedFrames(Self.recording, fps: 10)
    #expect(expected.count > 15)
    for (k, frame) in expected.enumerated() {
      let png = try #require(Bitmap(png: String(format: "%@/frames/frame-%06d.png", dir, k)))
      let share = Self.mismatch(png, frame, tolerance: 8)
      #expect(share <= 0.002, "frame \(k): \(share * 100)% of pixels differ")
    }
    // The drag moves things: the first and last frames are not the same picture.
    #expect(Self.mismatch(expected.first!, expected.last!, tolerance: 8) > 0.05)
  }

  @Test func mp4FramesAreTheReplaysFramesWithinH264Loss() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--fps", "10", "--mp4", dir + "/a.mp4"])
    #expect(r.status == 0, "\(r.stderr)")
    // Back to one picture per 1/10 s: frame k shows the replay at k/10 s.
    let decode = try CLI.tool("ffmpeg", ["-v", "error", "-i", dir + "/a.mp4", "-vf", "fps=10", "-start_number", "0", dir + "/mp4-%06d.png"])
    #expect(decode.status == 0)
    let expected = try Self.expectedFrames(Self.recording, fps: 10)
    var compared = 0
    for (k, frame) in expected.enumerated() {
      guard let decoded = Bitmap(png: String(format: "%@/mp4-%06d.png", dir, k)) else { continue }
      let share = Self.mismatch(decoded, frame, tolerance: 48)
      #expect(share <= 0.01, "frame \(k): \(share * 100)% of pixels far from the replay")
      compared += 1
    }
    #expect(compared >= expected.count - 1)
  }
}
