import Foundation
import PanelCore
import PanelLabTestSupport
import PanelRender
import Testing

/// Exported files hold the frames the replay draws: PNGs within the golden tolerance, the MP4
/// within what H.264 at CRF 20 loses.
@Suite struct ExportContentTests {
  /// The frames a replay draws, with the hand over them (exports draw the touch indicators
  /// unless `--no-touches`), rendered here with a fresh rasterizer each.
  static func expectedFrames(_ text: String, fps: Int, touches: Bool = true) throws -> [Bitmap] {
    let recording = try Recording.parse(text)
    var replayer = try Replayer(recording, fps: fps, scale: 1)
    var hand = TouchIndicator(recording.inputs.map(\.input))
    var frames: [Bitmap] = []
    while let output = try replayer.next() {
      guard case .frame(_, let time) = output else { continue }
      var list = replayer.scene.render()
      if touches { hand.draw(into: &list, at: time) }
      frames.append(try #require(Rasterizer().render(list, scale: 1)))
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
    // The hand is in the frames: without it they differ where it was drawn.
    let bare = try Self.expectedFrames(Self.recording, fps: 10, touches: false)
    #expect(zip(expected, bare).contains { Self.mismatch($0, $1, tolerance: 8) > 0.002 })
  }

  /// Exports `recording` (written into `dir`) at 10 fps without the hand, `output` (`--frames`,
  /// `--mp4`, …) to `path`; returns the frames the export should hold.
  static func exportedAt10FPS(_ recording: String, in dir: String, _ output: String, to path: String) throws -> [Bitmap] {
    let file = try CLI.write(recording, to: "recording.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--fps", "10", "--no-touches", output, path])
    #expect(r.status == 0, "\(r.stderr)")
    return try expectedFrames(recording, fps: 10, touches: false)
  }

  @Test func noTouchesLeavesTheHandOut() throws {
    let dir = try CLI.temporaryDirectory()
    let expected = try Self.exportedAt10FPS(Self.recording, in: dir, "--frames", to: dir + "/frames")
    for (k, frame) in expected.enumerated() {
      let png = try #require(Bitmap(png: String(format: "%@/frames/frame-%06d.png", dir, k)))
      #expect(Self.mismatch(png, frame, tolerance: 8) <= 0.002, "frame \(k)")
    }
  }

  @Test func aOneOffResizeIsNotLeftStretchedInTheFrames() throws {
    // The main view shrinks once (a device preset) and nothing moves after: the frames must come
    // to show the cards laid out at the new size, not the old pixels stretched.
    let scene = #"{"window": {"width": 800, "height": 600}, "main": {"feed": {"cards": 6}}}"#
    let text = """
      {"format": "panellab-recording", "version": 1, "scene": \(scene), "model": "\(Versions.model)"}
      {"t_us": 100000, "type": "set", "path": "device", "value": {"name": "iPhone SE", "width": 375, "height": 600}}
      {"t_us": 1500000, "type": "end"}
      """
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(text, to: "device.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--fps", "10", "--frames", dir + "/frames"])
    #expect(r.status == 0, "\(r.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").filter { $0.hasSuffix(".png") }.sorted()
    let last = try #require(Bitmap(png: dir + "/frames/" + (frames.last ?? "")))
    let expected = try #require(try Self.expectedFrames(text, fps: 10, touches: false).last)
    #expect(Self.mismatch(last, expected, tolerance: 8) <= 0.002)
  }

  @Test func anMP4ConvertingOnlyTheDamageIsByteForByteTheOneDrawnWhole() throws {
    // The panel's drags and the feed's scroll at 7–9 s: most frames damage a small part only.
    let dir = try CLI.temporaryDirectory()
    let demo = CLI.root + "/assets/demo.plrec"
    let damaged = try CLI.run(["replay", demo, "--headless", "--from", "7", "--to", "9", "--mp4", dir + "/damage.mp4"])
    #expect(damaged.status == 0, "\(damaged.stderr)")
    let whole = try CLI.run(["replay", demo, "--headless", "--from", "7", "--to", "9", "--no-damage", "--mp4", dir + "/whole.mp4"])
    #expect(whole.status == 0, "\(whole.stderr)")
    let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/damage.mp4"))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.mp4"))
    #expect(a.count > 10_000)
    #expect(a == b)
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

  /// Two minutes at 10 fps with 300 separate two-frame bursts of scrolling (one wheel notch each
  /// frame), the direction flipped every 5 bursts so the feed never reaches an end.
  static var burstyRecording: String {
    var lines = [#"{"format": "panellab-recording", "version": 1, "scene": \#(ReplayCommandTests.scene), "model": "\#(Versions.model)"}"#]
    for burst in 0..<300 {
      let dy = burst / 5 % 2 == 0 ? 40 : -40
      // Between frames (every 100 ms), so each notch lands in exactly one frame.
      for notch in 0..<2 {
        lines.append(#"{"t_us": \#(400_000 * burst + 150_000 + 100_000 * notch), "type": "wheel", "x": 180, "y": 200, "dx": 0, "dy": \#(dy)}"#)
      }
    }
    lines.append(#"{"t_us": 120000000, "type": "end"}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The frames an MP4 export sends: the first, each whose display list changed, the last frame
  /// of each still stretch that a change ends, and the last; with the hand drawn unless not
  /// `touches`, as the export draws it.
  static func sentFrames(_ text: String, fps: Int, touches: Bool = true) throws -> (sent: [Int], frames: Int) {
    let recording = try Recording.parse(text)
    var replayer = try Replayer(recording, fps: fps, scale: 1)
    var hand = TouchIndicator(recording.inputs.map(\.input))
    var sent: [Int] = []
    var last: DisplayList?
    var count = 0
    while let output = try replayer.next() {
      guard case .frame(_, let time) = output else { continue }
      var list = replayer.scene.render()
      if touches { hand.draw(into: &list, at: time) }
      if list != last {
        if count > 0 && sent.last != count - 1 { sent.append(count - 1) }
        sent.append(count)
      }
      last = list
      count += 1
    }
    if sent.last != count - 1 { sent.append(count - 1) }
    return (sent, count)
  }

  /// The presentation times of the pictures in the MP4 at `path`, in seconds, in order.
  static func pictureTimes(_ path: String) throws -> [Double] {
    let packets = try CLI.tool("ffprobe", ["-v", "error", "-select_streams", "v", "-show_entries", "packet=pts_time", "-of", "csv=p=0", path])
    return packets.output.split(separator: "\n").compactMap { Double($0) }.sorted()
  }

  /// Hundreds of bursts (too many for the old ffmpeg `setpts` expression) still give an MP4 with
  /// every picture at its frame's exact time and the recording's exact length, the still stretches
  /// between bursts encoded as two pictures each (their first and last frames), not one per frame.
  @Test func mp4OfHundredsOfBurstsHasEveryFrameAtItsExactTime() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.burstyRecording, to: "bursts.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--fps", "10", "--mp4", dir + "/a.mp4"])
    #expect(r.status == 0, "\(r.stderr)")
    let (sent, frames) = try Self.sentFrames(Self.burstyRecording, fps: 10)
    #expect(frames == 1201)
    // Runs of consecutive sent frames: one per burst, plus the first frame and the last.
    let runs = zip(sent, sent.dropFirst()).filter { $1 != $0 + 1 }.count + 1
    #expect(runs >= 300, "only \(runs) separate bursts")
    // Each 0.4 s (4 frames): the notch's 2 frames and the last still one; the first still one is skipped.
    #expect(sent.count <= frames * 3 / 4 + 2, "\(sent.count) of \(frames) frames encoded")

    let probe = try CLI.tool(
      "ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name,nb_frames:format=duration", "-of", "default=nw=1", dir + "/a.mp4"])
    #expect(probe.status == 0)
    #expect(probe.output.contains("codec_type=video"))
    #expect(probe.output.contains("codec_name=h264"))
    #expect(probe.output.contains("nb_frames=\(sent.count)"), "\(probe.output)")
    let duration = try #require(probe.output.split(separator: "\n").first { $0.hasPrefix("duration=") }.flatMap { Double($0.dropFirst(9)) })
    #expect(abs(duration - Double(frames) / 10) < 0.001, "mp4 lasts \(duration) s for \(frames) frames at 10 fps")

    // Each picture starts exactly at its frame's time.
    let times = try Self.pictureTimes(dir + "/a.mp4")
    #expect(times.count == sent.count)
    let wrong = zip(times, sent).filter { abs($0 - Double($1) / 10) > 0.000_001 }
    #expect(wrong.isEmpty, "\(wrong.count) pictures off their frame's time, first \(wrong.first.map { "\($0)" } ?? "")")
  }
}
