import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

/// The real binary against what users' machines hold: devices, symlinks, FIFOs, full disks, cut
/// and foreign files, a stalled encoder. Outputs never harm what is at a path, and every failure
/// is reported as one.
@Suite struct ReliabilityTests {
  static var recording: String { ReplayCommandTests.recording }

  /// The file type of `path` without following a link ("c" device, "l" link, "f" file, "p" FIFO).
  static func kind(_ path: String) -> String {
    var st = stat()
    guard lstat(path, &st) == 0 else { return "-" }
    switch st.st_mode & S_IFMT {
    case S_IFCHR: return "c"
    case S_IFLNK: return "l"
    case S_IFREG: return "f"
    case S_IFIFO: return "p"
    case S_IFDIR: return "d"
    default: return "?"
    }
  }

  /// The files in `dir` (hidden ones too), sorted.
  static func listing(_ dir: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

  @Test func aFeedWhoseLastRowIsShortDrawsAndScrollsToItsEnd() throws {
    let dir = try CLI.temporaryDirectory()
    let scene = #"{"window": {"width": 1700, "height": 700}, "main": {"feed": {"cards": 5}}}"#
    let text = #"{"format": "panellab-recording", "version": 1, "scene": \#(scene), "model": "\#(Versions.model)"}"# + "\n"
      + #"{"t_us": 1000, "type": "key_down", "key": "End", "mods": []}"# + "\n" + #"{"t_us": 2000, "type": "end"}"# + "\n"
    let file = try CLI.write(text, to: "short.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    let snap = try CLI.run(["snapshot", "--scene", try CLI.write(#"{"main": {"feed": {"cards": 5}}}"#, to: "s.json", in: dir), "--out", dir + "/s.png"])
    #expect(snap.status == 0, "\(snap.stderr)")
  }

  @Test func devicesAndSymlinksAreWrittenThroughAndStayWhatTheyAre() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let devNull = try CLI.run(["replay", file, "--headless", "--trace", "/dev/null"])
    #expect(devNull.status == 0, "\(devNull.stderr)")
    #expect(Self.kind("/dev/null") == "c", "/dev/null must stay a device")
    let stdout = try CLI.run(["replay", file, "--headless", "--trace", "/dev/stdout"])
    #expect(stdout.status == 0, "\(stdout.stderr)")
    #expect(stdout.stdout.contains("\"kind\": \"frame\""), "the trace went to stdout")
    #expect(Self.kind("/dev/stdout") == "l")
    // A symlink is followed: its target gets the trace and the link stays a link.
    let target = dir + "/real.trace"
    try "old".write(toFile: target, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.trace", withDestinationPath: "real.trace")
    let linked = try CLI.run(["replay", file, "--headless", "--trace", dir + "/link.trace"])
    #expect(linked.status == 0, "\(linked.stderr)")
    #expect(Self.kind(dir + "/link.trace") == "l")
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{\"kind\""))
    #expect(try Self.listing(dir) == ["drag.plrec", "link.trace", "real.trace"], "no temporary file is left")
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let fifo = dir + "/trace.fifo"
    let reader = try FIFOReader(at: fifo, copyingTo: dir + "/got.jsonl")
    let r = try CLI.run(["replay", file, "--headless", "--trace", fifo])
    let text = String(decoding: reader.finish(), as: UTF8.self)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(text.contains("\"kind\": \"frame\""))
    #expect(Self.kind(fifo) == "p")
  }

  @Test func aFailedWriteIsAnErrorAndLeavesThePathAsItWas() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    // /dev/full refuses every write, like a full disk.
    let full = try CLI.run(["replay", file, "--headless", "--trace", "/dev/full"])
    #expect(full.status == 1)
    #expect(full.stderr.contains("/dev/full") && full.stderr.contains("No space left"), "\(full.stderr)")
    #expect(Self.kind("/dev/full") == "c")
    let snap = try CLI.run(["snapshot", "--out", "/dev/full"])
    #expect(snap.status == 1, "\(snap.stderr)")
    #expect(Self.kind("/dev/full") == "c", "libpng's own writer would have removed the path")
  }

  @Test func anOutputNeverReplacesAnInput() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    try FileManager.default.createSymbolicLink(atPath: dir + "/alias.plrec", withDestinationPath: file)
    for target in [file, dir + "/alias.plrec", dir + "/./drag.plrec"] {
      let r = try CLI.run(["replay", file, "--headless", "--trace", target])
      #expect(r.status == 2, "\(target): \(r.stderr)")
      #expect(r.stderr.contains("input"), "\(r.stderr)")
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.recording)
  }

  @Test func aFailedExportKeepsTheOldFileAndLeavesNothingPartial() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let out = try CLI.write("OLD", to: "out.gif", in: dir)
    // An ffmpeg that fails at once.
    let bin = dir + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let fake = try CLI.write("#!/bin/sh\necho 'broken encoder' >&2\nexit 1\n", to: "ffmpeg", in: bin)
    chmod(fake, 0o755)
    let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let r = try CLI.run(["replay", file, "--headless", "--gif", out], environment: ["PATH": path])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "OLD")
    #expect(try Self.listing(dir) == ["bin", "drag.plrec", "out.gif"])
  }

  @Test func anEncoderThatStopsReadingIsStoppedInsteadOfHanging() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let bin = dir + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let fake = try CLI.write("#!/bin/sh\nexec sleep 600\n", to: "ffmpeg", in: bin)
    chmod(fake, 0o755)
    let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let start = Date()
    let r = try CLI.run(
      ["replay", file, "--headless", "--gif", dir + "/out.gif"], environment: ["PATH": path, "PANELLAB_FFMPEG_STALL_SECONDS": "1"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("ffmpeg"), "\(r.stderr)")
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.gif"))
  }

  @Test func nothingToExportIsAnErrorNotAnEmptyFile() throws {
    let dir = try CLI.temporaryDirectory()
    var lines = Self.recording.split(separator: "\n").map(String.init)
    lines[0] = lines[0].replacingOccurrences(of: "\"model\"", with: "\"startAt\": 99000000, \"model\"")
    let file = try CLI.write(lines.joined(separator: "\n") + "\n", to: "late.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--mp4", dir + "/out.mp4"])
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.contains("late.plrec:1: nothing to export"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.mp4"))
  }

  @Test func crlfRecordingsReplayAsTheirLFTwins() throws {
    let dir = try CLI.temporaryDirectory()
    let lf = try CLI.write(Self.recording, to: "lf.plrec", in: dir)
    let crlf = try CLI.write(Self.recording.replacingOccurrences(of: "\n", with: "\r\n"), to: "crlf.plrec", in: dir)
    let a = try CLI.run(["replay", lf, "--headless", "--trace", "-"])
    let b = try CLI.run(["replay", crlf, "--headless", "--trace", "-"])
    #expect(b.status == 0, "\(b.stderr)")
    #expect(a.stdout == b.stdout)
  }

  @Test func aBadByteIsReportedAtItsLineAndACutOffOneIsSkipped() throws {
    let dir = try CLI.temporaryDirectory()
    var bytes = Array(Self.recording.utf8)
    // A cut inside a multi-byte character at the very end: the line is skipped with a warning.
    let cut = bytes + Array(#"{"t_us": 2000000, "type": "key_down", "key": "é"#.utf8).dropLast()
    let cutFile = dir + "/cut.plrec"
    FileManager.default.createFile(atPath: cutFile, contents: Data(cut))
    let r = try CLI.run(["replay", cutFile, "--headless", "--trace", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("cut off"), "\(r.stderr)")
    // A bad byte inside a line in the middle is an error at that line.
    let third = bytes.indices.filter { bytes[$0] == 10 }[2] + 1
    bytes.insert(0xFF, at: third + 3)
    let badFile = dir + "/bad.plrec"
    FileManager.default.createFile(atPath: badFile, contents: Data(bytes))
    let bad = try CLI.run(["replay", badFile, "--headless", "--trace", "-"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("bad.plrec:4: not valid UTF-8"), "\(bad.stderr)")
  }

  @Test(
    "messages say what is wrong",
    arguments: [
      (#"{"format": "panellab-recording", "version": "1", "scene": {}}"#, #":1: "version" must be the number 1, got a string"#),
      (#"{"format": "panellab-recording", "version": 1, "scene": null}"#, ":1: scene: expected an object, got null"),
    ])
  func headerMessages(header: String, expected: String) throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(header + "\n", to: "h.plrec", in: dir)
    let r = try CLI.run(["replay", file, "--headless", "--trace", "-"])
    #expect(r.status == 2)
    #expect(r.stderr.contains(expected), "\(r.stderr)")
  }

  @Test func optionsWithoutTheirValueOrExtensionAreUsageErrors() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.recording, to: "drag.plrec", in: dir)
    let swallowed = try CLI.run(["replay", file, "--headless", "--trace", "--gif", dir + "/x.gif"], cwd: dir)
    #expect(swallowed.status == 2)
    #expect(swallowed.stderr.contains("--trace needs a value"), "\(swallowed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/--gif"))
    let noExtension = try CLI.run(["replay", file, "--headless", "--mp4", dir + "/movie"])
    #expect(noExtension.status == 2)
    #expect(noExtension.stderr.contains(".mp4"), "\(noExtension.stderr)")
    let twice = try CLI.run(["replay", file, "--headless", "--trace", dir + "/a.gif", "--gif", dir + "/a.gif"])
    #expect(twice.status == 2, "\(twice.stderr)")
  }

  /// Scenes past a documented limit, each refused at once with its key path.
  static var hugeScenes: [(String, String)] {
    let states = (0..<100_000).map { #"{"name": "s\#($0)", "order": \#($0)}"# }.joined(separator: ",")
    let panels = (0..<100_000).map { #"{"id": "p\#($0)"}"# }.joined(separator: ",")
    return [
      (#"{"main": {"panels": [{"states": [\#(states)]}]}}"#, "main.panels[0].states: at most 32 custom states"),
      (#"{"main": {"panels": [\#(panels)]}}"#, "main.panels: at most 64 panels"),
      (#"{"main": {"panels": [{"content": {"rows": 10000, "rowHeight": 1000}}]}}"#, "main.panels[0].content.rows: the list would be"),
      (#"{"main": {"panels": [{"content": {"title": "\#(String(repeating: "x", count: 5000))"}}]}}"#, "main.panels[0].content.title: at most 200 characters"),
    ]
  }

  @Test func hugeButValidScenesAreRefusedAtOnceWithTheirKeyPath() throws {
    let dir = try CLI.temporaryDirectory()
    for (i, (text, expected)) in Self.hugeScenes.enumerated() {
      let scene = try CLI.write(text, to: "huge\(i).json", in: dir)
      let start = Date()
      let r = try CLI.run(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
      #expect(r.status == 2, "\(expected): \(r.stderr)")
      #expect(r.stderr.contains(expected), "\(r.stderr.prefix(300))")
      #expect(Date().timeIntervalSince(start) < 10)
    }
    let tooManyPixels = try CLI.run(["snapshot", "--size", "8000x8000", "--scale", "1", "--out", dir + "/x.png"])
    #expect(tooManyPixels.status == 2)
    #expect(tooManyPixels.stderr.contains("at most 35651584 in all"), "\(tooManyPixels.stderr)")
  }
}
