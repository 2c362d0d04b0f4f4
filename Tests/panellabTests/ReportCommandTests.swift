import Foundation
import PanelLabTestSupport
import PanelCore
import Testing

/// `panellab report`: one offline HTML file holding the session's video, its events, its plots,
/// its tuning and the recording itself, checked here without a browser (ReportBrowserTests opens it).
@Suite struct ReportCommandTests {
  /// A report's embedded parts, cut out of its text.
  struct Page {
    let text: String

    /// The text inside `<script … id="ID" …>…</script>`.
    func script(_ id: String) throws -> String {
      let open = try #require(text.range(of: "id=\"\(id)\""), "no script \(id)")
      let start = try #require(text.range(of: ">", range: open.upperBound..<text.endIndex))
      let end = try #require(text.range(of: "</script>", range: start.upperBound..<text.endIndex))
      return String(text[start.upperBound..<end.lowerBound])
    }

    /// The bytes of a base64 script.
    func bytes(_ id: String) throws -> [UInt8] { [UInt8](try #require(Data(base64Encoded: try script(id)))) }

    /// The page's data, as JSON.
    func data() throws -> [String: Any] {
      try #require(JSONSerialization.jsonObject(with: Data(try script("data").utf8)) as? [String: Any])
    }

    /// The `data-t` of every row of the event log, in order.
    var rowTimes: [Int] {
      text.components(separatedBy: "<tr data-i=\"").dropFirst().compactMap { row in
        row.range(of: "data-t=\"").flatMap { r in Int(row[r.upperBound...].prefix { $0.isNumber }) }
      }
    }
  }

  /// Makes a report of `file` with `options` and returns it read back.
  static func report(_ file: String, _ options: [String] = [], out: String) throws -> Page {
    let r = try CLI.run(["report", file, "--out", out] + options)
    #expect(r.status == 0, "\(r.stderr)")
    return Page(text: try String(contentsOfFile: out, encoding: .utf8))
  }

  @Test func aReportHoldsItsVideoItsEventsAndItsRecordingWithNothingToFetch() throws {
    let dir = try CLI.temporaryDirectory()
    let text = DiffCommandTests.dragRecording()
    let file = try CLI.write(text, to: "drag.plrec", in: dir)
    let page = try Self.report(file, out: dir + "/drag.html")
    // Nothing outside the file: no http(s) source or link, no outside script, style or font.
    #expect(page.text.range(of: #"(src|href)\s*=\s*["']?\s*(https?:)?//"#, options: .regularExpression) == nil)
    #expect(!page.text.contains("<link") && !page.text.contains("@import") && !page.text.contains("url("))
    #expect(try Self.listing(dir) == ["drag.html", "drag.plrec"])

    // The recording comes back byte for byte, and its digest is the one shown.
    #expect(try page.bytes("recording") == Array(text.utf8))
    #expect(page.text.contains(SHA256.hex(of: Array(text.utf8))))
    #expect(page.text.contains("panellab replay drag.plrec --headless --fps 30 --scale 0.5 --trace"))

    // Every event of the trace is a row in the page as written, on the same grid (30 fps, and
    // scale 0.5, which the models round to).
    let trace = try DiffCommandTests.lines(
      try CLI.run(["replay", file, "--headless", "--fps", "30", "--scale", "0.5", "--trace", "-"]).stdout)
    let events = trace.filter { $0["kind"] as? String == "event" }
    let frames = trace.filter { $0["kind"] as? String == "frame" }
    #expect(page.rowTimes == events.map { $0["t_us"] as? Int ?? -1 })
    let data = try page.data()
    #expect(data["frameTimes"] as? [Int] == frames.map { $0["t_us"] as? Int ?? -1 })
    #expect(data["videoType"] as? String == #"video/webm; codecs="vp9""#)
    // The panel's plotted positions are the trace's at scale 0.5, frame by frame.
    let plots = try #require(data["plots"] as? [[String: Any]])
    let position = try #require(plots.first { $0["title"] as? String == "panel sheet: position" })
    let values = try #require(((position["series"] as? [[String: Any]])?.first?["values"]) as? [Double])
    let traced = trace.filter { $0["kind"] as? String == "frame" }.map { (($0["panels"] as? [[String: Any]])?.first?["position"] as? Double) ?? .nan }
    #expect(values == traced)
    #expect(plots.map { $0["title"] as? String ?? "" } == ["panel sheet: position", "panel sheet: velocity", "feed: offset"])

    // The video is VP9 in WebM with one frame per frame of the grid.
    let video = dir + "/video.webm"
    FileManager.default.createFile(atPath: video, contents: Data(try page.bytes("video-data")))
    let probe = try CLI.tool(
      "ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=codec_name,width,height,nb_read_frames:format=format_name", "-of", "default=nw=1", video]).output
    #expect(probe.contains("codec_name=vp9"), "\(probe)")
    #expect(probe.contains("format_name=matroska,webm"), "\(probe)")
    #expect(probe.contains("width=188") && probe.contains("height=334"), "\(probe)")
    #expect(probe.contains("nb_read_frames=\(frames.count)"), "\(probe) for \(frames.count) frames")
  }

  @Test func fromAndToLimitTheReportAsTheyLimitExports() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(DiffCommandTests.dragRecording(), to: "drag.plrec", in: dir)
    let page = try Self.report(file, ["--from", "1", "--to", "1.5", "--fps", "20"], out: dir + "/r.html")
    let trace = try DiffCommandTests.lines(
      try CLI.run(["replay", file, "--headless", "--fps", "20", "--scale", "0.5", "--from", "1", "--to", "1.5", "--trace", "-"]).stdout)
    let frames = trace.filter { $0["kind"] as? String == "frame" }.map { $0["t_us"] as? Int ?? -1 }
    #expect(frames.count == 10)
    #expect(try page.data()["frameTimes"] as? [Int] == frames)
    #expect(page.rowTimes == trace.filter { $0["kind"] as? String == "event" }.map { $0["t_us"] as? Int ?? -1 })
    #expect(page.text.contains("--from 1 --to 1.5"))
    let empty = try CLI.run(["report", file, "--from", "50", "--out", dir + "/e.html"])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("--from 50 is after the recording's end"), "\(empty.stderr)")
  }

  @Test func aRecordingTheReportCannotReplayGetsReplaysErrorsAndNoFile() throws {
    let dir = try CLI.temporaryDirectory()
    var lines = DiffCommandTests.dragRecording().split(separator: "\n").map(String.init)
    lines[3] = #"{"t_us": 1016000, "type": "pointer_move", "x": 187}"#
    let file = try CLI.write(lines.joined(separator: "\n") + "\n", to: "bad.plrec", in: dir)
    let replay = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    let report = try CLI.run(["report", file, "--out", dir + "/r.html"])
    #expect(report.status == 2)
    #expect(replay.status == 2)
    #expect(report.stderr == replay.stderr, "\(report.stderr) vs \(replay.stderr)")
    #expect(report.stderr.contains("bad.plrec:4:"), "\(report.stderr)")
    #expect(try Self.listing(dir) == ["bad.plrec"])
  }

  @Test func theOutputFollowsTheOutputRules() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(DiffCommandTests.dragRecording(), to: "drag.plrec", in: dir)
    let asInput = try CLI.run(["report", file, "--out", file])
    #expect(asInput.status == 2)
    #expect(asInput.stderr.contains("an input of this command"), "\(asInput.stderr)")
    let wrongName = try CLI.run(["report", file, "--out", dir + "/r.txt"])
    #expect(wrongName.status == 2)
    #expect(wrongName.stderr.contains("--out needs a file name ending in .html"), "\(wrongName.stderr)")
    let noFolder = try CLI.run(["report", file, "--out", dir + "/missing/r.html"])
    #expect(noFolder.status == 2)
    #expect(noFolder.stderr.contains("does not exist (--out)"), "\(noFolder.stderr)")
    let noOut = try CLI.run(["report", file])
    #expect(noOut.status == 2)
    #expect(noOut.stderr.contains("--out"), "\(noOut.stderr)")

    // A failed encoder leaves the old report as it was and nothing partial beside it.
    let old = try CLI.write("OLD", to: "r.html", in: dir)
    let bin = dir + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    chmod(try CLI.write("#!/bin/sh\necho 'broken encoder' >&2\nexit 1\n", to: "ffmpeg", in: bin), 0o755)
    let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let broken = try CLI.run(["report", file, "--out", old], environment: ["PATH": path])
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("broken encoder"), "\(broken.stderr)")
    #expect(try String(contentsOfFile: old, encoding: .utf8) == "OLD")
    #expect(try Self.listing(dir) == ["bin", "drag.plrec", "r.html"])

    // A link is followed: its target gets the report, the link stays.
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.html", withDestinationPath: old)
    _ = try Self.report(file, out: dir + "/link.html")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.html") == old)
    #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  /// An idle minute in a 1280 × 800 window: a report at 120 fps and scale 4 could reach 2.6 GB.
  static let idleMinute = """
    {"format": "panellab-recording", "version": 1, "scene": {"window": {"width": 1280, "height": 800}, "main": {"feed": {}}}, "model": "\(Versions.model)"}
    {"t_us": 0, "type": "pointer_move", "x": 80, "y": 80}
    {"t_us": 60000000, "type": "end"}

    """

  @Test func aReportThatWouldPass200MBIsRefusedWithTheOptionsThatFit() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.idleMinute, to: "idle.plrec", in: dir)
    // No encoder on PATH: whatever happens, no video of this size is ever made here.
    let r = try CLI.run(["report", file, "--fps", "120", "--scale", "4", "--out", dir + "/r.html"], environment: ["PATH": "/nonexistent"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("idle.plrec: the report could reach"), "\(r.stderr)")
    #expect(r.stderr.contains("more than 200.0 MB"), "\(r.stderr)")
    let fps = try #require(Self.suggested("--fps", in: r.stderr), "\(r.stderr)")
    let scale = try #require(Self.suggested("--scale", in: r.stderr), "\(r.stderr)")
    #expect(try Self.listing(dir) == ["idle.plrec"])
    // The suggestions are the largest that fit: one step more is refused, they pass the check
    // (and stop at the missing encoder, so no video is made here).
    let noFFmpeg = ["PATH": "/nonexistent"]
    for (option, fits, tooMuch) in [("--fps", fps, fps + 1), ("--scale", scale, scale + 0.05)] {
      let other = option == "--fps" ? ["--scale", "4"] : ["--fps", "120"]
      let over = try CLI.run(["report", file, option, JSONWriter.number(tooMuch)] + other + ["--out", dir + "/r.html"], environment: noFFmpeg)
      #expect(over.status == 2 && over.stderr.contains("could reach"), "\(option) \(tooMuch): \(over.stderr)")
      let under = try CLI.run(["report", file, option, JSONWriter.number(fits)] + other + ["--out", dir + "/r.html"], environment: noFFmpeg)
      #expect(under.status == 1 && under.stderr.contains("ffmpeg is not installed"), "\(option) \(fits): \(under.stderr)")
    }
  }

  /// A day of input is refused before any replay, in no time.
  @Test func aDayLongRecordingIsRefusedBeforeAnyWork() throws {
    let dir = try CLI.temporaryDirectory()
    let day = Self.idleMinute.replacingOccurrences(of: "60000000", with: "86000000000")
    let file = try CLI.write(day, to: "day.plrec", in: dir)
    let start = Date()
    let r = try CLI.run(["report", file, "--out", dir + "/r.html"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("could reach"), "\(r.stderr)")
    #expect(r.stderr.contains("--from and --to") || r.stderr.contains("would fit"), "\(r.stderr)")
    // Bounded work, not a timing: a replay of the day would take hours.
    #expect(Date().timeIntervalSince(start) < 60)
  }

  /// The number an option is suggested with in a refusal (`--fps 66 or --scale 2.9 would fit`).
  static func suggested(_ option: String, in text: String) -> Double? {
    guard let r = text.range(of: option + " ") else { return nil }
    return Double(text[r.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  /// The names in a folder, sorted.
  static func listing(_ dir: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }
}
