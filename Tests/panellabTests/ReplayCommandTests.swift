import Foundation
import Testing
import PanelCore
import PanelLabTestSupport

/// `panellab replay` as users' own tests drive it: a recording in, a trace and files out.
@Suite struct ReplayCommandTests {
  static let scene = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 20}, "panels": [{"id": "sheet"}]}}"#

  /// A recording that scrolls the feed and drags the panel from half to full.
  static var recording: String {
    var lines = [#"{"format": "panellab-recording", "version": 1, "scene": \#(scene), "model": "\#(Versions.model)"}"#]
    var t = 0
    func add(_ s: String) { lines.append("{\"t_us\": \(t), " + s + "}") }
    // A press at (x, from), a move to each of `moves` 8 ms apart, and the release at the last.
    func drag(x: Int, from: Int, moves: StrideThrough<Int>) {
      add(#""type": "pointer_down", "x": \#(x), "y": \#(from), "button": "left", "clicks": 1"#)
      for y in moves {
        t += 8000
        add(#""type": "pointer_move", "x": \#(x), "y": \#(y)"#)
      }
      add(#""type": "pointer_up", "x": \#(x), "y": \#(moves.reversed().first ?? from), "button": "left""#)
    }
    drag(x: 300, from: 300, moves: stride(from: 290, through: 150, by: -10))
    t += 1_500_000
    drag(x: 187, from: 345, moves: stride(from: 335, through: 135, by: -20))
    t += 100_000
    add(#""type": "end""#)
    return lines.joined(separator: "\n") + "\n"
  }

  static func traceLines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
  }

  @Test func headlessTraceHasFloatingPanelEventsInOrderAndIsDeterministic() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let a = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(a.status == 0, "\(a.stderr)")
    let b = try CLI.run(["replay", file, "--headless", "--trace", dir + "/trace.jsonl"])
    #expect(b.status == 0)
    #expect(try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8) == a.stdout)
    let lines = try Self.traceLines(a.stdout)
    let names = lines.filter { $0["kind"] as? String == "event" }.compactMap { $0["name"] as? String }.filter { $0 != "didMove" }
    #expect(
      names == [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginAttracting", "didChangeState", "didEndAttracting",
      ])
    let end = lines.first { $0["name"] as? String == "willEndDragging" }
    #expect(end?["target"] as? String == "full")
    let last = try #require(lines.last)
    let panels = try #require(last["panels"] as? [[String: Any]])
    #expect(panels.first?["state"] as? String == "full")
    #expect(panels.first?["position"] as? Double == 18)
    let feed = try #require(last["feed"] as? [String: Any])
    #expect(try #require(feed["contentOffset"] as? Double) > 140)
    // Frames come every 1/60 s and carry a hash.
    let frames = lines.filter { $0["kind"] as? String == "frame" }
    #expect(frames[1]["t_us"] as? Double == 16667)
    #expect((frames.last?["hash"] as? String)?.count == 16)
  }

  @Test func framesGifAndMp4ExportsAreWhatFfprobeSays() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let r = try CLI.run([
      "replay", file, "--headless", "--fps", "30", "--frames", dir + "/frames", "--gif", dir + "/a.gif", "--mp4", dir + "/a.mp4",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let trace = try CLI.run(["replay", file, "--headless", "--fps", "30", "--trace", "-"])
    let frameCount = try Self.traceLines(trace.stdout).filter { $0["kind"] as? String == "frame" }.count
    let pngs = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").filter { $0.hasSuffix(".png") }
    #expect(pngs.count == frameCount)
    #expect(pngs.contains("frame-000000.png"))
    let mp4 = try CLI.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width,height,pix_fmt:format=duration", "-of", "default=nw=1", dir + "/a.mp4"]).output
    #expect(mp4.contains("codec_name=h264"))
    #expect(mp4.contains("width=376") || mp4.contains("width=375"))
    #expect(mp4.contains("pix_fmt=yuv420p"))
    let duration = try #require(mp4.split(separator: "\n").first { $0.hasPrefix("duration=") }.flatMap { Double($0.dropFirst(9)) })
    #expect(abs(duration - Double(frameCount) / 30) < 0.05, "mp4 lasts \(duration) s for \(frameCount) frames")
    let gif = try CLI.tool("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "default=nw=1", dir + "/a.gif"]).output
    #expect(gif.contains("codec_name=gif"))
    #expect(gif.contains("width=375") && gif.contains("height=667"))
    #expect(gif.contains("nb_read_frames=\(frameCount)"))
  }

  @Test func missingFfmpegIsAClearErrorForGIFAndMP4AndFramesStillWork() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--gif", dir + "/a.gif"], environment: ["PATH": "/nonexistent"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("apt-get install ffmpeg"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/a.gif"))
    // MP4 is encoded in the process (libavcodec): no ffmpeg program needed.
    let mp4 = try CLI.run(["replay", file, "--headless", "--mp4", dir + "/a.mp4"], environment: ["PATH": "/nonexistent"])
    #expect(mp4.status == 0, "\(mp4.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/a.mp4"))
    let frames = try CLI.run(["replay", file, "--headless", "--fps", "10", "--frames", dir + "/f"], environment: ["PATH": "/nonexistent"])
    #expect(frames.status == 0, "\(frames.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/f").count > 10)
  }

  @Test(arguments: [
    ("", "1: empty file"),
    ("{\"format\": \"panellab-recording\", \"version\": 7, \"scene\": {}}\n", "1: unsupported recording version 7"),
    ("{\"format\": \"panellab-recording\", \"version\": 1, \"scene\": {}, \"model\": \"\(Versions.model)\"}\n{\"t_us\": 5, \"type\": \"jump\"}\n", "2: unknown event type"),
    ("{\"format\": \"panellab-recording\", \"version\": 1, \"scene\": {}, \"model\": \"\(Versions.model)\"}\n{\"t_us\": 5, \"type\": \"pointer_move\", \"x\": 1, \"y\": 1}\n{\"t_us\": 4, \"type\": \"end\"}\n", "3: time goes backwards"),
    ("{\"format\": \"panellab-recording\", \"version\": 1, \"scene\": {}, \"model\": \"\(Versions.model)\"}\n{\"t_us\": 5, \"type\": \"set\", \"path\": \"main.feed.cards\", \"value\": \"lots\"}\n", "2: main.feed.cards"),
    ("{\"format\": \"panellab-recording\", \"version\": 1, \"scene\": {}, \"model\": \"0\"}\n", "1: recorded with model version 0"),
  ])
  func badRecordingIsFileLineAndExit2(text: String, expected: String) throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(text, to: "bad.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--trace", dir + "/t.jsonl"])
    #expect(r.status == 2)
    #expect(r.stderr.contains(file + ":" + expected), "stderr: \(r.stderr)")
    #expect(!r.stderr.contains("Fatal error"))
  }

  @Test func modelMismatchReplaysWithForce() throws {
    let dir = try CLI.temporaryDirectory()
    let text = #"{"format": "panellab-recording", "version": 1, "scene": {"main": {"feed": {}}}, "model": "0"}"# + "\n"
    let file = try CLI.write(text, to: "old.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--trace", "-", "--force"])
    #expect(r.status == 0)
    #expect(r.stderr.contains("warning"))
    #expect(r.stdout.contains("\"kind\": \"frame\""))
  }

  @Test func cutOffRecordingReplaysUpToItsLastWholeLine() throws {
    let dir = try CLI.temporaryDirectory()
    var text = Self.recording
    text.removeLast(20)  // as if the recorder was killed mid-write
    let file = try CLI.write(text, to: "cut.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("cut off"))
    #expect(r.stdout.contains("willEndDragging"))
  }

  @Test func theDemoRecordingReplaysWithPanelEvents() throws {
    let r = try CLI.run(["replay", CLI.root + "/assets/demo.plrec", "--headless", "--trace", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("\"name\": \"willBeginAttracting\""))
    #expect(r.stdout.contains("\"state\": \"full\""))
  }
}
