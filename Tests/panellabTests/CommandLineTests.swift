import Foundation
import PanelLabTestSupport
import Testing

/// The command line as DESIGN.md fixes it: options, exit statuses and error lines.
@Suite struct CommandLineTests {
  @Test func versionAndHelp() throws {
    let v = try CLI.run(["--version"])
    #expect(v.status == 0)
    #expect(v.stdout.hasPrefix("panellab 0.1.0"))
    let h = try CLI.run(["--help"])
    #expect(h.status == 0)
    #expect(h.stdout.contains("panellab replay FILE"))
  }

  @Test func unknownCommandOrOptionIsUsageError() throws {
    let a = try CLI.run(["frobnicate"])
    #expect(a.status == 2)
    #expect(a.stderr.contains("unknown command"))
    let b = try CLI.run(["snapshot", "--out", "/tmp/x.png", "--bogus"])
    #expect(b.status == 2)
    #expect(b.stderr.contains("--bogus"))
    let c = try CLI.run(["snapshot", "--out", "/tmp/x.png", "--scale", "nine"])
    #expect(c.status == 2)
    #expect(c.stderr.contains("--scale"))
  }

  @Test func snapshotWritesAPNGOfTheRequestedSize() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["snapshot", "--out", dir + "/s.png", "--size", "400x300", "--scale", "2"])
    #expect(r.status == 0, "\(r.stderr)")
    let info = try CLI.tool("identify", ["-format", "%w %h", dir + "/s.png"])
    #expect(info.output == "800 600")
  }

  @Test(arguments: [
    ("{\"main\": {\"feed\": {\"cardz\": 3}}}", ":1: main.feed.cardz: unknown key"),
    ("{\n  \"window\": {\"width\": -5}\n}", ":2: window.width: must be between"),
    ("{\"main\": {\"feed\": {\"cards\": \"many\"}}}", ":1: main.feed.cards: expected a number"),
    ("{\"main\": {\"panels\": [{\"position\": \"up\"}]}}", ":1: main.panels[0].position: expected one of"),
    ("{\"main\": {\"feed\": {}},\n}", ":2: expected a string key"),
    ("[1, 2]", ":1: expected an object"),
    ("", ":1: unexpected end of input"),
  ])
  func badSceneFileNamesFileLineAndKey(text: String, expected: String) throws {
    let dir = try CLI.temporaryDirectory()
    let scene = try CLI.write(text, to: "scene.json", in: dir)
    let r = try CLI.run(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(r.status == 2)
    #expect(r.stderr.contains(scene + expected), "stderr: \(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
  }

  @Test func aFrameTooLargeForCairoIsBadInput() throws {
    let r = try CLI.run(["snapshot", "--size", "16384x16384", "--scale", "2", "--out", "/tmp/never.png"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("32768x32768 pixels"))
  }

  @Test func unwritableOutputsAreBadInputBeforeAnyWork() throws {
    let snapshot = try CLI.run(["snapshot", "--out", "/nonexistent/dir/x.png"])
    #expect(snapshot.status == 2)
    #expect(snapshot.stderr.contains("/nonexistent/dir/x.png: the folder /nonexistent/dir does not exist (--out)"))
    let replay = try CLI.run(["replay", CLI.root + "/assets/demo.plrec", "--headless", "--gif", "/nonexistent/a.gif"])
    #expect(replay.status == 2)
    #expect(replay.stderr.contains("(--gif)"))
    let folder = try CLI.run(["snapshot", "--out", "/tmp"])
    #expect(folder.status == 2)
    #expect(folder.stderr.contains("is a folder"))
  }

  @Test func benchRecordingMustExist() throws {
    let r = try CLI.run(["bench", "--frames", "5", "--recording", "/nonexistent.plrec"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("/nonexistent.plrec: no such file"))
  }

  @Test func missingSceneFileIsBadInput() throws {
    let r = try CLI.run(["snapshot", "--scene", "/nonexistent/scene.json", "--out", "/tmp/x.png"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("/nonexistent/scene.json: no such file"))
  }

  @Test func runWithoutADisplaySaysSoAndExits1() throws {
    let r = try CLI.run(["run"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
    #expect(r.status == 1)
    #expect(r.stderr.contains("no display"))
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test func replaysAndSnapshotsNeverReadOrWriteTheSavedLayout() throws {
    let dir = try CLI.temporaryDirectory()
    // A corrupt state file would be warned about if it were read.
    try FileManager.default.createDirectory(atPath: dir + "/panellab", withIntermediateDirectories: true)
    try "not json".write(toFile: dir + "/panellab/layout.json", atomically: true, encoding: .utf8)
    let env = ["XDG_STATE_HOME": dir]
    let replay = try CLI.run(["replay", CLI.root + "/assets/demo.plrec", "--headless", "--trace", dir + "/t.jsonl"], environment: env)
    let snapshot = try CLI.run(["snapshot", "--out", dir + "/s.png"], environment: env)
    #expect(replay.status == 0 && snapshot.status == 0, "\(replay.stderr)\(snapshot.stderr)")
    #expect(!(replay.stderr + snapshot.stderr).contains("layout"))
    #expect(try String(contentsOfFile: dir + "/panellab/layout.json", encoding: .utf8) == "not json")
  }

  @Test func aStateFileInAMissingFolderIsBadUsageBeforeAnyWindow() throws {
    let r = try CLI.run(["run", "--state-file", "/nonexistent/panellab/layout.json"], environment: ["DISPLAY": ""])
    #expect(r.status == 2)
    #expect(r.stderr.contains("/nonexistent/panellab/layout.json") && r.stderr.contains("--state-file"), "\(r.stderr)")
  }

  @Test func benchPrintsOneJSONLineWithPercentiles() throws {
    let r = try CLI.run(["bench", "--frames", "30", "--json"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let json = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(json?["scale"] as? Double == 1)
    #expect(json?["frames"] as? Double == 30)
    for key in ["frame_ms", "model_ms", "display_list_ms", "raster_ms"] {
      let stats = json?[key] as? [String: Double]
      let p50 = try #require(stats?["p50"])
      let p99 = try #require(stats?["p99"])
      let max = try #require(stats?["max"])
      #expect(p50 >= 0 && p50 <= p99 && p99 <= max, "\(key)")
    }
    // The yardstick, the damage and the split between threads, which the README's figures quote.
    #expect(try #require(json?["frame_copy_ms"] as? Double) > 0)
    let damaged = try #require(json?["damaged_share"] as? [String: Double])
    #expect(damaged.values.allSatisfy { (0...1).contains($0) } && damaged.count == 3, "\(damaged)")
    let threads = try #require(json?["threads"] as? Double)
    #expect((json?["pixels_by_thread"] as? [Double])?.count == Int(threads))
    let cpu = try #require(json?["raster_cpu_ms"] as? [String: Double])
    #expect(try #require(cpu["p50"]) <= (try #require(cpu["p99"])))
  }

  @Test func benchSaysWhatEachKindOfFrameDamagedAndWhatEachThreadDrew() throws {
    let r = try CLI.run(["bench", "--frames", "40", "--threads", "2", "--breakdown"])
    #expect(r.status == 0, "\(r.stderr)")
    for line in ["one frame copy (memcpy of", "raster, calling thread's CPU: p50", "damaged share of the frame: mean", "threads: 2; pixels drawn by each"] {
      #expect(r.stdout.contains(line), "\(line)")
    }
    // Each kind of frame in the breakdown says how much of the frame it redrew.
    let kinds = r.stdout.split(separator: "\n").filter { $0.contains(" frames, mean ") }
    #expect(!kinds.isEmpty && kinds.allSatisfy { $0.contains("damaged mean") }, "\(r.stdout)")
  }

  @Test func benchListsTheSlowModelStepsWithTheInputsTheyFed() throws {
    // The lab recording's first slider ticks (its first `set` is at 2.59 s, frame 156).
    let r = try CLI.run(["bench", "--frames", "200", "--threads", "1", "--breakdown", "--recording", CLI.root + "/assets/lab.plrec"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("model step over 0.1 ms (least CPU of the passes): ") }, "\(r.stdout)")
    let count = try #require(Int(lines[header].split(separator: " ")[10]), "\(lines[header])")
    let frames = lines[(header + 1)...].prefix { $0.hasPrefix("  frame ") }
    #expect(frames.count == count && count <= 200, "\(lines[header...])")
    // Slowest first, and a frame that fed a slider's `set` names its path.
    let ms = frames.map { Double($0.split(separator: " ")[2])! }
    #expect(ms == ms.sorted(by: >), "\(frames)")
    // (A debug build's slider tick takes well over 0.1 ms.)
    #expect(frames.contains { $0.contains("set main.panels[0].behavior.springResponseTime") }, "\(frames)")
  }
}
