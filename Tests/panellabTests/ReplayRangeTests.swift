import Foundation
import PanelRender
import PanelCore
import PanelLabTestSupport
import Testing

/// `panellab replay FILE --from S --to S`: only a range is exported, every state in it exact.
@Suite struct ReplayRangeTests {
  static let demo = CLI.root + "/assets/demo.plrec"

  /// The `t_us` of a trace line.
  static func time(_ line: Substring) throws -> Int {
    let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    return try #require(object["t_us"] as? Int)
  }

  @Test func aRangeTraceIsTheFullTracesLinesInThatRange() throws {
    let full = try CLI.run(["replay", Self.demo, "--headless", "--trace", "-"])
    #expect(full.status == 0, "\(full.stderr)")
    let range = try CLI.run(["replay", Self.demo, "--headless", "--from", "1", "--to", "2", "--trace", "-"])
    #expect(range.status == 0, "\(range.stderr)")
    let lines = range.stdout.split(separator: "\n")
    let frames = lines.filter { $0.hasPrefix("{\"kind\": \"frame\"") }
    // 1 s up to 2 s at 60 fps: frames 60 to 119, each exactly as in the full trace.
    #expect(frames.count == 60)
    for line in frames { #expect((1_000_000...2_000_000).contains(try Self.time(line))) }
    #expect(frames.first?.contains("\"t_us\": 1000000, \"frame\": 60,") == true)
    #expect(frames.last?.contains("\"frame\": 119,") == true)
    let expected = try full.stdout.split(separator: "\n").filter { (1_000_000..<2_000_000).contains(try Self.time($0)) }
    #expect(lines == expected)
  }

  @Test func aRangeLaterInTheSessionKeepsItsEventsAndExactStates() throws {
    let full = try CLI.run(["replay", Self.demo, "--headless", "--fps", "30", "--trace", "-"])
    let range = try CLI.run(["replay", Self.demo, "--headless", "--fps", "30", "--from", "7.8", "--to", "8.6", "--trace", "-"])
    #expect(range.status == 0, "\(range.stderr)")
    let lines = range.stdout.split(separator: "\n")
    // The panel drag of the demo happens here: its events are in the range, states match exactly.
    #expect(lines.contains { $0.contains("\"name\": \"willEndDragging\"") })
    let expected = try full.stdout.split(separator: "\n").filter { (7_800_000..<8_600_000).contains(try Self.time($0)) }
    #expect(lines == expected)
  }

  @Test func framesGifAndMp4OfARangeLastTheRange() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run([
      "replay", Self.demo, "--fps", "30", "--scale", "0.5", "--from", "1", "--to", "2", "--frames", dir + "/range", "--gif",
      dir + "/r.gif", "--mp4", dir + "/r.mp4",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let pngs = try FileManager.default.contentsOfDirectory(atPath: dir + "/range").filter { $0.hasSuffix(".png") }.sorted()
    #expect(pngs.count == 30)
    #expect(pngs.first == "frame-000000.png" && pngs.last == "frame-000029.png")
    let mp4 = try CLI.tool("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", dir + "/r.mp4"]).output
    let duration = try #require(Double(mp4.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(abs(duration - 1) < 0.01, "mp4 lasts \(duration) s")
    let gif = try CLI.tool("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames:format=duration", "-of", "default=nw=1", dir + "/r.gif"]).output
    #expect(gif.contains("nb_read_frames=30"), "\(gif)")
    let gifDuration = try #require(gif.split(separator: "\n").first { $0.hasPrefix("duration=") }.flatMap { Double($0.dropFirst(9)) })
    #expect(abs(gifDuration - 1) < 0.05, "gif lasts \(gifDuration) s")
    // The range's first picture is the full export's frame at 1 s (frame 30 of the 30 fps grid).
    let whole = try CLI.run(["replay", Self.demo, "--fps", "30", "--scale", "0.5", "--to", "2", "--frames", dir + "/whole"])
    #expect(whole.status == 0, "\(whole.stderr)")
    // Within the golden tolerance: the range's rasterizer starts with empty caches, so a cached
    // layer or shadow may be drawn a level differently at an antialiased edge.
    for i in [0, 12, 29] {
      let a = try #require(Bitmap(png: dir + String(format: "/range/frame-%06d.png", i)))
      let b = try #require(Bitmap(png: dir + String(format: "/whole/frame-%06d.png", i + 30)))
      #expect(ExportContentTests.mismatch(a, b, tolerance: 8) <= 0.002, "range frame \(i)")
    }
  }

  @Test(arguments: [
    (["--from", "-1"], "--from must be a number"),
    (["--from", "soon"], "--from must be a number"),
    (["--to", "nan"], "--to must be a number"),
    (["--from", "2", "--to", "1"], "--from 2 must be before --to 1"),
    (["--from", "2", "--to", "2"], "--from 2 must be before --to 2"),
    (["--to", "0"], "--to must be more than 0"),
    (["--from", "100"], "demo.plrec: --from 100 is after the recording's end"),
    (["--from", "1.001", "--to", "1.002"], "demo.plrec: --from 1.001 --to 1.002 holds no frame"),
  ])
  func aBadRangeIsExit2NamingTheOption(extra: [String], expected: String) throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["replay", Self.demo, "--headless", "--trace", dir + "/t.trace"] + extra)
    #expect(r.status == 2)
    #expect(r.stderr.contains(expected), "stderr: \(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/t.trace"))
  }

  @Test func aRangeBeforeAnF9RecordingsStartIsRefused() throws {
    let dir = try CLI.temporaryDirectory()
    let scene = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 5}}}"#
    let text = """
      {"format": "panellab-recording", "version": 1, "scene": \(scene), "model": "\(Versions.model)", "startAt": 3000000}
      {"t_us": 4000000, "type": "wheel", "x": 100, "y": 100, "dx": 0, "dy": 40}

      """
    let file = try CLI.write(text, to: "f9.plrec", in: dir)
    let before = try CLI.run(["replay", file, "--trace", "-", "--to", "2"])
    #expect(before.status == 2)
    #expect(before.stderr.contains("f9.plrec:1: --to 2 is not after the recording's startAt (3 s)"), "\(before.stderr)")
    // A range reaching across startAt starts where the recording's output does.
    let across = try CLI.run(["replay", file, "--trace", "-", "--from", "1", "--to", "4"])
    #expect(across.status == 0, "\(across.stderr)")
    let times = try across.stdout.split(separator: "\n").map(Self.time)
    #expect(times.first == 3_000_000 && times.allSatisfy { $0 < 4_000_000 })
  }
}
