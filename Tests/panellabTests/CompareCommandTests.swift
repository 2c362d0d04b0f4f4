import Foundation
import PanelLabTestSupport
import PanelCore
import Testing

/// `panellab compare` and `report --compare`: one recording's hand drives two tunings at the same
/// window points; the first difference, the releases of each, the two runs as one video.
@Suite struct CompareCommandTests {
  /// The drag recording's scene with the panel's spring slowed down (a longer response).
  static let slowScene = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 20}, "panels": [{"id": "sheet", "behavior": {"springResponseTime": 0.9}}]}}"#

  /// Writes the drag recording, its own scene and the slow one into a fresh folder.
  static func files() throws -> (dir: String, recording: String, same: String, slow: String) {
    let dir = try CLI.temporaryDirectory()
    return (
      dir, try CLI.write(DiffCommandTests.dragRecording(), to: "drag.plrec", in: dir),
      try CLI.write(DiffCommandTests.scene, to: "same.json", in: dir), try CLI.write(Self.slowScene, to: "slow.json", in: dir)
    )
  }

  /// The trace of the drag recording replayed over `scene` (its header's scene replaced).
  static func trace(over scene: String, in dir: String, fps: Int = 60) throws -> [[String: Any]] {
    let text = DiffCommandTests.dragRecording().replacingOccurrences(of: DiffCommandTests.scene, with: scene)
    let file = try CLI.write(text, to: "over-\(UUID().uuidString).plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--fps", "\(fps)", "--trace", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    return try DiffCommandTests.lines(r.stdout)
  }

  /// A panel release's settle time in a trace: from `willEndDragging` to `didEndAttracting`.
  static func settle(_ trace: [[String: Any]]) throws -> Double {
    let times = { (name: String) in trace.filter { $0["name"] as? String == name }.compactMap { $0["t_us"] as? Int } }
    let release = try #require(times("willEndDragging").first)
    let rest = try #require(times("didEndAttracting").first { $0 >= release })
    return Double(rest - release) / 1_000_000
  }

  @Test func theSameTuningTwiceIsIdenticalAndExitsZero() throws {
    let f = try Self.files()
    let r = try CLI.run(["compare", f.recording, "--scene", f.same])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("identical: "), "\(r.stdout)")
    #expect(r.stdout.contains("A: drag.plrec (its recorded scene)") && r.stdout.contains("B: same.json"), "\(r.stdout)")
  }

  @Test func anotherSpringDiffersAndEachReleaseShowsItsTargetSettleAndOvershoot() throws {
    let f = try Self.files()
    let r = try CLI.run(["compare", f.recording, "--scene", f.slow])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stdout.contains(" differs (trace line "), "\(r.stdout)")
    let row = try #require(r.stdout.split(separator: "\n").first { $0.contains("panel sheet released at") }, "\(r.stdout)")
    // The settle times are the traces' own: release to didEndAttracting, in each run.
    let a = try Self.settle(try Self.trace(over: DiffCommandTests.scene, in: f.dir))
    let b = try Self.settle(try Self.trace(over: Self.slowScene, in: f.dir))
    #expect(b > a)
    #expect(row.contains(String(format: "settles in %.3f s | %.3f s", a, b)), "\(row) for \(a) and \(b)")
    #expect(row.contains("target full | full"), "\(row)")
    #expect(row.contains("overshoot "), "\(row)")
  }

  @Test func aSceneWhoseWindowDiffersIsRefusedNamingIt() throws {
    let f = try Self.files()
    let wide = try CLI.write(Self.slowScene.replacingOccurrences(of: "375", with: "400"), to: "wide.json", in: f.dir)
    let r = try CLI.run(["compare", f.recording, "--scene", wide])
    #expect(r.status == 2)
    #expect(r.stderr.contains("wide.json:1: window: 400x667 differs from A's 375x667"), "\(r.stderr)")
    let missing = try CLI.run(["compare", f.recording])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--scene"), "\(missing.stderr)")
  }

  @Test func bMayLackAComponentAndItsReleasesSayNone() throws {
    let f = try Self.files()
    let noPanel = try CLI.write(#"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 20}}}"#, to: "feed.json", in: f.dir)
    let r = try CLI.run(["compare", f.recording, "--scene", noPanel])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stdout.contains("target full | no release"), "\(r.stdout)")
    // --base replaces A's scene: the slow spring against itself is identical.
    let same = try CLI.run(["compare", f.recording, "--scene", f.slow, "--base", f.slow])
    #expect(same.status == 0, "\(same.stdout)")
  }

  @Test func theGhostVideoBlendsBOverAAndSideBySideDoublesTheWidth() throws {
    let f = try Self.files()
    let ghost = f.dir + "/ghost.mp4"
    let r = try CLI.run(["compare", f.recording, "--scene", f.slow, "--fps", "30", "--out", ghost])
    #expect(r.status == 1, "\(r.stderr)")
    let frames = max(
      try Self.trace(over: DiffCommandTests.scene, in: f.dir, fps: 30).filter { $0["kind"] as? String == "frame" }.count,
      try Self.trace(over: Self.slowScene, in: f.dir, fps: 30).filter { $0["kind"] as? String == "frame" }.count)
    let probe = try CLI.tool("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=width,height,nb_read_frames", "-of", "default=nw=1", ghost]).output
    // The MP4 encoder rounds the frame up to even pixels.
    #expect(probe.contains("width=376") && probe.contains("height=668"), "\(probe)")
    #expect(probe.contains("nb_read_frames=\(frames)"), "\(probe) for \(frames)")
    let wide = f.dir + "/wide.webm"
    let s = try CLI.run(["compare", f.recording, "--scene", f.slow, "--fps", "30", "--side-by-side", "--out", wide])
    #expect(s.status == 1, "\(s.stderr)")
    let wideProbe = try CLI.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "default=nw=1", wide]).output
    #expect(wideProbe.contains("codec_name=vp9") && wideProbe.contains("width=750") && wideProbe.contains("height=667"), "\(wideProbe)")

    // Blended pixels: above the panel, where B equals A before the hand moves (frame 15), the
    // ghost frame is A's own frame; once the release has carried A's panel up and B's lags
    // behind (frame 40), it is not.
    // (The WebM keeps the frame's size; the MP4 rounds it up to even pixels, which blurs it.)
    let ghostWebM = f.dir + "/ghost.webm"
    #expect(try CLI.run(["compare", f.recording, "--scene", f.slow, "--fps", "30", "--out", ghostWebM]).status == 1)
    #expect(try CLI.run(["replay", f.recording, "--headless", "--fps", "30", "--frames", f.dir + "/a"]).status == 0)
    #expect(try Self.psnr(ghostWebM, frame: 15, f.dir + "/a/frame-000015.png", in: f.dir) > 30)
    #expect(try Self.psnr(ghostWebM, frame: 40, f.dir + "/a/frame-000040.png", in: f.dir) < 25)
  }

  @Test func aComparedReportDrawsBothRunsOnEachPlotAndTablesTheReleases() throws {
    let f = try Self.files()
    let out = f.dir + "/cmp.html"
    let r = try CLI.run(["report", f.recording, "--compare", f.slow, "--out", out])
    #expect(r.status == 0, "\(r.stderr)")
    let page = ReportCommandTests.Page(text: try String(contentsOfFile: out, encoding: .utf8))
    let plots = try #require(try page.data()["plots"] as? [[String: Any]])
    let position = try #require(plots.first { $0["title"] as? String == "panel sheet: position" })
    let series = try #require(position["series"] as? [[String: Any]])
    #expect(series.map { $0["name"] as? String ?? "" } == ["A position", "B position"])
    // B's line is B's trace at the report's grid (30 fps, scale 0.5), frame by frame.
    let text = DiffCommandTests.dragRecording().replacingOccurrences(of: DiffCommandTests.scene, with: Self.slowScene)
    let bFile = try CLI.write(text, to: "b.plrec", in: f.dir)
    let bTrace = try DiffCommandTests.lines(
      try CLI.run(["replay", bFile, "--headless", "--fps", "30", "--scale", "0.5", "--trace", "-"]).stdout)
    let bPositions = bTrace.filter { $0["kind"] as? String == "frame" }.map { (($0["panels"] as? [[String: Any]])?.first?["position"] as? Double) ?? .nan }
    let shown = try #require(series[1]["values"] as? [Any])
    let frames = (try page.data()["frameTimes"] as? [Int])?.count ?? 0
    #expect(shown.count == frames)
    for (k, v) in shown.enumerated() where k < bPositions.count { #expect((v as? Double) == bPositions[k], "frame \(k)") }
    #expect(page.text.contains("<section id=\"compare\">"))
    #expect(page.text.contains("<td>panel sheet</td>"))
    #expect(page.text.contains("panellab compare drag.plrec --scene slow.json"))
  }

  /// The PSNR (dB) of frame `k` of `video` against the PNG `png`, over the top 300 points
  /// (the feed above the panel, away from the labels).
  static func psnr(_ video: String, frame k: Int, _ png: String, in dir: String) throws -> Double {
    let still = dir + "/still-\(k).png"
    #expect(try CLI.tool("ffmpeg", ["-v", "error", "-y", "-i", video, "-vf", "select=eq(n\\,\(k))", "-frames:v", "1", still]).status == 0)
    for file in [still, png] { #expect(try CLI.tool("convert", [file, "-crop", "375x300+0+0", "+repage", file + ".top.png"]).status == 0) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["compare", "-metric", "PSNR", still + ".top.png", png + ".top.png", "null:"]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    p.waitUntilExit()
    return text == "inf" ? .infinity : try #require(Double(text.prefix { !$0.isWhitespace }), "\(text)")
  }
}
