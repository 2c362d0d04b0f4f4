import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

/// `panellab diff A B`: the first frame where two runs' model states part, with diff(1)'s statuses.
@Suite struct DiffCommandTests {
  static let scene = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 20}, "panels": [{"id": "sheet"}]}}"#

  /// Time of the pointer move that `dragRecording(shift:)` can move off course: the last move
  /// before the frame at 1.0333 s of both the 60 and the 30 fps grid (a drag follows the pointer,
  /// so a move followed by another before the next frame would never show in a frame).
  static let plantedTime = 1_032_000

  /// A recording that drags the panel up from its half state, one pointer move every 8 ms from
  /// 1 s, and releases it; the move at `plantedTime` is `shift` points lower than the others put it.
  static func dragRecording(shift: Int = 0) -> String {
    var lines = [#"{"format": "panellab-recording", "version": 1, "scene": \#(scene), "model": "\#(Versions.model)"}"#]
    lines.append(#"{"t_us": 1000000, "type": "pointer_down", "x": 187, "y": 345, "button": "left", "clicks": 1}"#)
    var t = 1_000_000
    for y in stride(from: 335, through: 135, by: -20) {
      t += 8000
      let planted = t == plantedTime ? shift : 0
      lines.append(#"{"t_us": \#(t), "type": "pointer_move", "x": 187, "y": \#(y + planted)}"#)
    }
    lines.append(#"{"t_us": \#(t + 8000), "type": "pointer_up", "x": 187, "y": 135, "button": "left"}"#)
    lines.append(#"{"t_us": \#(t + 100_000), "type": "end"}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of a trace, parsed.
  static func lines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
  }

  /// The trace `replay --trace -` writes for `file`.
  static func trace(_ file: String, fps: Int = 60) throws -> String {
    let r = try CLI.run(["replay", file, "--headless", "--fps", "\(fps)", "--trace", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    return r.stdout
  }

  @Test(arguments: [60, 30])
  func aPlantedPointerMoveIsReportedAtTheFirstFrameAfterIt(fps: Int) throws {
    let dir = try CLI.temporaryDirectory()
    let a = try CLI.write(Self.dragRecording(), to: "a.plrec", in: dir)
    let b = try CLI.write(Self.dragRecording(shift: 7), to: "b.plrec", in: dir)
    // The first frame of the grid at or after the changed input.
    var expected = Self.plantedTime * fps / 1_000_000
    while Int((Double(expected) * 1_000_000 / Double(fps)).rounded()) < Self.plantedTime { expected += 1 }
    // The traces themselves agree: every frame before it is equal, and that one's panel moved.
    let framesA = try Self.lines(Self.trace(a, fps: fps)).filter { $0["kind"] as? String == "frame" }
    let framesB = try Self.lines(Self.trace(b, fps: fps)).filter { $0["kind"] as? String == "frame" }
    let firstDiffering = try #require(zip(framesA, framesB).first { !NSDictionary(dictionary: $0).isEqual(to: $1) }?.0)
    #expect(firstDiffering["frame"] as? Int == expected)
    let positionA = try #require((framesA[expected]["panels"] as? [[String: Any]])?.first?["position"] as? Double)
    let positionB = try #require((framesB[expected]["panels"] as? [[String: Any]])?.first?["position"] as? Double)
    #expect(positionB == positionA + 7)

    let r = try CLI.run(["diff", a, b, "--fps", "\(fps)"])
    #expect(r.status == 1, "\(r.stderr)")
    let time = Int((Double(expected) * 1_000_000 / Double(fps)).rounded())
    #expect(r.stdout.contains("frame \(expected) at t_us \(time) differs"), "\(r.stdout)")
    #expect(r.stdout.contains("panels[0].position: \(JSONWriter.number(positionA)) vs \(JSONWriter.number(positionB))"), "\(r.stdout)")
    #expect(!r.stdout.contains("hash:"))
    // The panel's didMove for that input is the first differing event, named with its time.
    #expect(r.stdout.contains("the first differing event, before that frame"), "\(r.stdout)")
    #expect(r.stdout.contains("name didMove, component panel (id \"sheet\"), t_us \(Self.plantedTime)"), "\(r.stdout)")
    #expect(r.stdout.contains("position: \(JSONWriter.number(positionA)) vs \(JSONWriter.number(positionB))"))
  }

  @Test func aPlantedChangeInTheDemoRecordingIsFoundAtItsFrame() throws {
    let dir = try CLI.temporaryDirectory()
    let demo = CLI.root + "/assets/demo.plrec"
    let text = try String(contentsOfFile: demo, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The first drag of the panel's grabber (x 432): its last move before the release, moved 6
    // points further. Nothing overrides it before the next frame, so that frame differs.
    let down = try #require(lines.firstIndex { $0.contains("\"pointer_down\", \"x\": 432") })
    let up = try #require(lines[down...].firstIndex { $0.contains("\"pointer_up\"") })
    let last = try #require(lines[down..<up].lastIndex { $0.contains("\"pointer_move\"") })
    let move = try JSONParser.parse(lines[last])
    let t = try #require(move["t_us"]?.number)
    let y = try #require(move["y"]?.number)
    lines[last] = lines[last].replacingOccurrences(of: "\"y\": \(JSONWriter.number(y))", with: "\"y\": \(JSONWriter.number(y + 6))")
    let edited = try CLI.write(lines.joined(separator: "\n"), to: "edited.plrec", in: dir)
    // The first frame of the 60 fps grid at or after the move.
    let frame = Int((t * 60 / 1_000_000).rounded(.up))
    let r = try CLI.run(["diff", demo, edited])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stdout.contains("frame \(frame) at t_us"), "\(r.stdout)")
    // The panel is where the hand put it, or (when the next move lands before that frame) only
    // the press's samples differ, which the hash shows; the moved panel's didMove says which.
    #expect(r.stdout.contains("panels[0].position: ") || r.stdout.contains("hash differs (state not shown in the trace)"), "\(r.stdout)")
    #expect(r.stdout.contains("name didMove, component panel"), "\(r.stdout)")
  }

  @Test func identicalInputsExit0InEveryPairing() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(Self.dragRecording(), to: "a.plrec", in: dir)
    let copy = try CLI.write(Self.dragRecording(), to: "copy.plrec", in: dir)
    let trace = try CLI.write(Self.trace(rec), to: "a.trace", in: dir)
    for (x, y) in [(rec, copy), (rec, trace), (trace, rec), (trace, trace)] {
      let r = try CLI.run(["diff", x, y])
      #expect(r.status == 0, "\(x) vs \(y): \(r.stdout) \(r.stderr)")
      #expect(r.stdout.contains("identical:"))
    }
    // A trace at another grid matches the recording replayed on that grid, and only on it.
    let trace30 = try CLI.write(Self.trace(rec, fps: 30), to: "a30.trace", in: dir)
    #expect(try CLI.run(["diff", trace30, rec, "--fps", "30"]).status == 0)
    let off = try CLI.run(["diff", trace30, rec])
    #expect(off.status == 1)
    #expect(off.stdout.contains("not on the same frame grid"), "\(off.stdout)")
    // Either side can come from stdin.
    let piped = try CLI.run(["diff", "-", rec], stdin: trace)
    #expect(piped.status == 0, "\(piped.stderr)")
    let pipedRecording = try CLI.run(["diff", trace, "-"], stdin: rec)
    #expect(pipedRecording.status == 0, "\(pipedRecording.stderr)")
  }

  @Test func theDemoTraceMatchesItsRecording() throws {
    let dir = try CLI.temporaryDirectory()
    let demo = CLI.root + "/assets/demo.plrec"
    let trace = try CLI.write(Self.trace(demo), to: "demo.trace", in: dir)
    let r = try CLI.run(["diff", trace, demo])
    #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
  }

  @Test func aShorterTraceSaysWhereItEnds() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(Self.dragRecording(), to: "a.plrec", in: dir)
    let full = try Self.trace(rec)
    let lines = full.split(separator: "\n")
    // Keep everything up to and including frame 40.
    let cut = try #require(lines.firstIndex { $0.contains("\"frame\": 40,") })
    let short = try CLI.write(lines[...cut].joined(separator: "\n") + "\n", to: "short.trace", in: dir)
    let frames = lines.filter { $0.hasPrefix("{\"kind\": \"frame\"") }.count
    let r = try CLI.run(["diff", rec, short])
    #expect(r.status == 1)
    #expect(r.stdout.contains("B ends at frame 40 (t_us 666667, trace line \(cut + 1))"), "\(r.stdout)")
    #expect(r.stdout.contains("A goes on to frame \(frames - 1)"), "\(r.stdout)")
    #expect(r.stdout.contains("\(frames - 41) more frames"))
    let swapped = try CLI.run(["diff", short, rec])
    #expect(swapped.status == 1)
    #expect(swapped.stdout.contains("A ends at frame 40"))
  }

  @Test func aHashAloneDifferingIsReportedAsHiddenState() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(Self.dragRecording(), to: "a.plrec", in: dir)
    var lines = try Self.trace(rec).split(separator: "\n").map(String.init)
    let i = try #require(lines.firstIndex { $0.contains("\"frame\": 10,") })
    let hash = try #require(lines[i].range(of: #""hash": "[0-9a-f]{16}""#, options: .regularExpression))
    lines[i].replaceSubrange(hash, with: #""hash": "0123456789abcdef""#)
    let edited = try CLI.write(lines.joined(separator: "\n") + "\n", to: "edited.trace", in: dir)
    let r = try CLI.run(["diff", rec, edited])
    #expect(r.status == 1)
    #expect(r.stdout.contains("frame 10 at t_us 166667 differs (trace line \(i + 1) of A, line \(i + 1) of B)"), "\(r.stdout)")
    #expect(r.stdout.contains("hash differs (state not shown in the trace)"))
  }

  @Test func anEventOnlyOneSideHasIsReportedWithItsNameComponentAndTime() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(Self.dragRecording(), to: "a.plrec", in: dir)
    let lines = try Self.trace(rec).split(separator: "\n")
    let i = try #require(lines.firstIndex { $0.contains("\"name\": \"willEndDragging\"") })
    // `panellab diff` of the recording against its trace without line `index`.
    func diffWithout(_ index: Int, named name: String) throws -> CLI.Result {
      var kept = lines
      kept.remove(at: index)
      return try CLI.run(["diff", rec, try CLI.write(kept.joined(separator: "\n") + "\n", to: name, in: dir)])
    }
    let r = try diffWithout(i, named: "edited.trace")
    #expect(r.status == 1)
    #expect(r.stdout.contains("all "), "\(r.stdout)")
    // Lines pair in order within a frame, so the line after the missing one is what B has there.
    #expect(r.stdout.contains("the first differing event (trace line \(i + 1) of A, trace line \(i + 1) of B)"), "\(r.stdout)")
    #expect(r.stdout.contains("A: name willEndDragging, component panel (id \"sheet\"), t_us 1096000"))
    #expect(r.stdout.contains("B: name didEndDragging, component panel (id \"sheet\"), t_us 1096000"))
    #expect(r.stdout.contains("  name: \"willEndDragging\" vs \"didEndDragging\""))
    // The last event before a frame, missing, leaves B at that frame.
    let last = try #require(lines.firstIndex { $0.contains("\"name\": \"didEndAttracting\"") })
    #expect(lines[last + 1].hasPrefix("{\"kind\": \"frame\""))
    let s = try diffWithout(last, named: "second.trace")
    #expect(s.status == 1)
    #expect(s.stdout.contains("the first differing event (trace line \(last + 1) of A)"), "\(s.stdout)")
    #expect(s.stdout.contains("A: name didEndAttracting, component panel (id \"sheet\")"))
    #expect(s.stdout.contains("B: no event here: its next line is frame"))
  }

  @Test(arguments: [
    ("", "bad.trace:1: empty file"),
    ("{\"kind\": \"frame\", \"t_us\": 0, \"frame\": 0}\nnot json\n", "bad.trace:2: malformed JSON"),
    ("{\"kind\": \"frame\", \"t_us\": 0, \"frame\": 0}\n{\"kind\": \"frum\", \"t_us\": 5}\n", "bad.trace:2: \"kind\" must be"),
    ("{\"kind\": \"event\", \"t_us\": 0, \"name\": \"didMove\"}\n", "bad.trace:1: an event line needs \"component\""),
    ("{\"format\": \"panellab-recording\", \"version\": 7, \"scene\": {}}\n", "bad.trace:1: unsupported recording version 7"),
    (
      "{\"format\": \"panellab-recording\", \"version\": 1, \"scene\": {}, \"model\": \"\(Versions.model)\"}\n{\"t_us\": 5, \"type\": \"jump\"}\n",
      "bad.trace:2: unknown event type"
    ),
  ])
  func aBadInputIsFileLineAndExit2(text: String, expected: String) throws {
    let dir = try CLI.temporaryDirectory()
    let good = try CLI.write(Self.dragRecording(), to: "good.plrec", in: dir)
    let bad = try CLI.write(text, to: "bad.trace", in: dir)
    for args in [["diff", good, bad], ["diff", bad, good]] {
      let r = try CLI.run(args)
      #expect(r.status == 2, "\(r.stdout)")
      #expect(r.stderr.contains(dir + "/" + expected), "stderr: \(r.stderr)")
    }
  }

  @Test func missingFilesAndBadUsageExit2() throws {
    let dir = try CLI.temporaryDirectory()
    let good = try CLI.write(Self.dragRecording(), to: "good.plrec", in: dir)
    let missing = try CLI.run(["diff", good, dir + "/nope.trace"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains(dir + "/nope.trace: no such file"), "\(missing.stderr)")
    let folder = try CLI.run(["diff", dir, good])
    #expect(folder.status == 2)
    #expect(folder.stderr.contains(dir + ": is a folder"))
    for args in [["diff", good], ["diff", good, good, good], ["diff", "-", "-"], ["diff", good, good, "--fps", "0"]] {
      let r = try CLI.run(args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.contains("see panellab --help"), "\(args): \(r.stderr)")
    }
  }
}
