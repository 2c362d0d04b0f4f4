import Foundation
import PanelLabTestSupport
import PanelCore
import PanelRender
import Testing

/// GIF and MP4 exports to devices and pipes, written in place with the format given (a fragmented
/// MP4 where nothing can be seeked), and an MP4 whose pictures (each changed frame and the ends
/// of still stretches) make seeking by time land on the frame of that time.
@Suite struct StreamExportTests {
  /// Runs `panellab ARGS` with its standard output a pipe and returns the bytes that reached it.
  static func piped(_ args: [String]) throws -> (status: Int32, bytes: Data) {
    let r = try CLI.run(args)
    return (r.status, r.stdoutBytes)
  }

  /// What ffprobe says of the video in `path`.
  static func probe(_ path: String) throws -> String {
    try CLI.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,nb_read_frames", "-count_frames", "-of", "default=nw=1", path]).output
  }

  @Test func gifAndMP4GoToDevNullAndThroughAPipe() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(ExportContentTests.recording, to: "drag.plrec", in: dir)
    for option in ["--gif", "--mp4"] {
      let null = try CLI.run(["replay", rec, "--headless", option, "/dev/null", "--fps", "10"])
      #expect(null.status == 0, "\(option) /dev/null: \(null.stderr)")
      #expect(ReliabilityTests.kind("/dev/null") == "c")
      let piped = try Self.piped(["replay", rec, "--headless", option, "/dev/stdout", "--fps", "10"])
      #expect(piped.status == 0, "\(option) /dev/stdout")
      let file = dir + "/piped" + (option == "--gif" ? ".gif" : ".mp4")
      try piped.bytes.write(to: URL(fileURLWithPath: file))
      if option == "--gif" {
        #expect(piped.bytes.starts(with: Array("GIF89a".utf8)))
      } else {
        // A fragmented MP4: it decodes from the bytes as they came, every picture of the replay.
        let probe = try Self.probe(file)
        #expect(probe.contains("codec_name=h264"), "\(probe)")
        let sent = try ExportContentTests.sentFrames(ExportContentTests.recording, fps: 10).sent
        #expect(probe.contains("nb_read_frames=\(sent.count)"), "\(probe)")
      }
    }
    #expect(try ReliabilityTests.listing(dir) == ["drag.plrec", "piped.gif", "piped.mp4"])
  }

  @Test func anMP4GoesIntoAFIFO() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(ExportContentTests.recording, to: "drag.plrec", in: dir)
    let fifo = dir + "/video.fifo"
    let reader = try FIFOReader(at: fifo, copyingTo: dir + "/got.mp4")
    let r = try CLI.run(["replay", rec, "--headless", "--mp4", fifo, "--fps", "10"])
    _ = reader.finish()
    #expect(r.status == 0, "\(r.stderr)")
    #expect(ReliabilityTests.kind(fifo) == "p")
    #expect(try Self.probe(dir + "/got.mp4").contains("codec_name=h264"))
  }

  /// Wheel notches at 0.1 s (the wheel moves the feed at once, with no momentum), stillness,
  /// then more at 2.5 s.
  static var stillThenMoving: String {
    var lines = [String(ExportContentTests.recording.split(separator: "\n")[0])]
    for start in [100_000, 2_500_000] {
      for k in 0..<4 { lines.append(#"{"t_us": \#(start + 30_000 * k), "type": "wheel", "x": 180, "y": 200, "dx": 0, "dy": 60}"#) }
    }
    lines.append(#"{"t_us": 3500000, "type": "end"}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func seekingTheMP4ByTimeGivesTheFrameOfThatTime() throws {
    let dir = try CLI.temporaryDirectory()
    let expected = try ExportContentTests.exportedAt10FPS(Self.stillThenMoving, in: dir, "--mp4", to: dir + "/a.mp4")
    // The still second is a still picture, and the scroll after it changes it.
    #expect(ExportContentTests.mismatch(expected[12], expected[24], tolerance: 8) == 0)
    #expect(ExportContentTests.mismatch(expected[12], expected[30], tolerance: 8) > 0.05)
    // The still stretch is not encoded frame by frame: its first picture and its last frame's.
    let (sent, frames) = try ExportContentTests.sentFrames(Self.stillThenMoving, fps: 10, touches: false)
    #expect(sent.count < frames / 2, "\(sent.count) of \(frames) frames encoded")
    #expect(sent.contains(24) && !(5...23).contains { sent.contains($0) }, "\(sent)")
    let times = try ExportContentTests.pictureTimes(dir + "/a.mp4")
    #expect(times.map { Int(($0 * 10).rounded()) } == sent)
    let duration = try CLI.tool("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", dir + "/a.mp4"]).output
    #expect(abs((Double(duration.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) - Double(frames) / 10) < 0.001, "\(duration)")
    // ffmpeg's -ss takes the first picture at or after the time: inside the still stretch
    // (0.9, 1.2, 2.0), at its last frame (2.4) and after it.
    for (seconds, frame) in [(0.9, 9), (1.2, 12), (2.0, 20), (2.4, 24), (3.0, 30)] {
      let png = dir + "/at-\(seconds).png"
      let seek = try CLI.tool("ffmpeg", ["-v", "error", "-ss", "\(seconds)", "-i", dir + "/a.mp4", "-frames:v", "1", png])
      #expect(seek.status == 0)
      let decoded = try #require(Bitmap(png: png))
      let share = ExportContentTests.mismatch(decoded, expected[frame], tolerance: 48)
      #expect(share <= 0.01, "-ss \(seconds): \(share * 100)% of pixels far from frame \(frame)")
    }
  }
}
