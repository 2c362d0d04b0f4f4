import Foundation
import PanelLabTestSupport
import PanelCore
import Testing

/// Every file a command reads (its scene or recording, their pictures, the frames folder's links)
/// is an input, and no output replaces one, by any name: directly, through a symbolic link or a
/// hard link. Two outputs of one command never share a file, and an empty or looping output path
/// is refused before any work.
@Suite struct OutputGuardTests {
  /// A folder holding `shot.png`, a scene drawing it, and a recording of that scene.
  static func pictureFolder() throws -> (dir: String, scene: String, recording: String, picture: String) {
    let dir = try CLI.temporaryDirectory()
    let picture = dir + "/shot.png"
    try PictureCommandTests.png(0x3366CC, to: picture)
    let scene = try CLI.write(#"{"window": {"width": 200, "height": 200}, "main": {"image": "shot.png"}}"#, to: "s.json", in: dir)
    let digest = try PictureCommandTests.sha256(picture)
    let recording = try CLI.write(PictureCommandTests.recording(#", "images": {"shot.png": "\#(digest)"}"#), to: "r.plrec", in: dir)
    return (dir, scene, recording, picture)
  }

  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func aScenesPictureIsNeverASnapshotsOutputDirectlyOrThroughALink() throws {
    let f = try Self.pictureFolder()
    let before = Self.bytes(f.picture)
    try FileManager.default.createSymbolicLink(atPath: f.dir + "/link.png", withDestinationPath: "shot.png")
    #expect(link(f.picture, f.dir + "/hard.png") == 0)
    for out in [f.picture, f.dir + "/link.png", f.dir + "/hard.png"] {
      let r = try CLI.run(["snapshot", "--scene", f.scene, "--out", out])
      #expect(r.status == 2, "\(out): \(r.stderr)")
      #expect(r.stderr.contains("an input of this command"), "\(r.stderr)")
    }
    #expect(Self.bytes(f.picture) == before)
    #expect(try ReliabilityTests.listing(f.dir) == ["hard.png", "link.png", "r.plrec", "s.json", "shot.png"])
  }

  @Test func aReplaysOutputsNeverReplaceItsPictures() throws {
    let f = try Self.pictureFolder()
    let before = Self.bytes(f.picture)
    try FileManager.default.createSymbolicLink(atPath: f.dir + "/t.trace", withDestinationPath: "shot.png")
    let trace = try CLI.run(["replay", f.recording, "--headless", "--trace", f.dir + "/t.trace"])
    #expect(trace.status == 2, "\(trace.stderr)")
    #expect(trace.stderr.contains("an input of this command") && trace.stderr.contains("--trace"), "\(trace.stderr)")
    #expect(Self.bytes(f.picture) == before)
  }

  @Test func aFrameFileLinkedToAnInputIsRefusedAndUnchangedFramesNeverLinkToALink() throws {
    let f = try Self.pictureFolder()
    let recordingBytes = Self.bytes(f.recording)
    let frames = f.dir + "/fr"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: frames + "/frame-000000.png", withDestinationPath: "../r.plrec")
    let refused = try CLI.run(["replay", f.recording, "--headless", "--frames", frames])
    #expect(refused.status == 2, "\(refused.stderr)")
    #expect(refused.stderr.contains("frame-000000.png") && refused.stderr.contains("an input of this command"), "\(refused.stderr)")
    #expect(Self.bytes(f.recording) == recordingBytes)
    #expect(try ReliabilityTests.listing(frames) == ["frame-000000.png"], "nothing was written")
    // A link to a file that is not an input is written through, and the unchanged frames after it
    // are hard links of that file, never of the link.
    unlink(frames + "/frame-000000.png")
    let elsewhere = f.dir + "/first.png"
    try FileManager.default.createSymbolicLink(atPath: frames + "/frame-000000.png", withDestinationPath: "../first.png")
    let written = try CLI.run(["replay", f.recording, "--headless", "--frames", frames])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(ReliabilityTests.kind(frames + "/frame-000000.png") == "l")
    #expect(ReliabilityTests.kind(elsewhere) == "f")
    #expect(Self.bytes(elsewhere)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    let names = try ReliabilityTests.listing(frames)
    #expect(names.count > 2)
    for name in names.dropFirst() { #expect(ReliabilityTests.kind(frames + "/" + name) == "f", "\(name)") }
  }

  @Test func twoOutputsOfRunMayNotBeOneFileAndThatIsCheckedBeforeTheDisplay() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createSymbolicLink(atPath: dir + "/alias", withDestinationPath: "t")
    for pair in [["--record", dir + "/t", "--trace", dir + "/t"], ["--record", dir + "/t", "--state-file", dir + "/alias"]] {
      let r = try CLI.run(["run"] + pair, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
      #expect(r.status == 2, "\(pair): \(r.stderr)")
      #expect(r.stderr.contains("both write") && r.stderr.contains(dir + "/t"), "\(r.stderr)")
      #expect(!r.stderr.contains("no display"))
    }
    #expect(try ReliabilityTests.listing(dir) == ["alias"])
  }

  @Test func aRunsOutputMayNotBeAPictureOfItsSceneOrOfTheScenesItsSidebarLists() throws {
    let f = try Self.pictureFolder()
    let r = try CLI.run(
      ["run", "--scene", f.scene, "--record", f.picture], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
    #expect(r.status == 2 && r.stderr.contains("an input of this command"), "\(r.stderr)")
    let sidebar = try CLI.write(
      #"{"sidebar": {"scenes": ["s.json"]}, "main": {"feed": {"cards": 3}}}"#, to: "list.json", in: f.dir)
    let listed = try CLI.run(
      ["run", "--scene", sidebar, "--trace", f.picture], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
    #expect(listed.status == 2 && listed.stderr.contains("an input of this command"), "\(listed.stderr)")
  }

  @Test func anEmptyOrLoopingOutputPathIsRefusedBeforeAnyWork() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(ReliabilityTests.recording, to: "r.plrec", in: dir)
    try FileManager.default.createSymbolicLink(atPath: dir + "/loop", withDestinationPath: "loop")
    let cases: [[String]] = [
      ["replay", rec, "--headless", "--trace", ""], ["replay", rec, "--headless", "--frames", ""],
      ["replay", rec, "--headless", "--mp4", ""], ["snapshot", "--out", ""],
      ["replay", rec, "--headless", "--trace", dir + "/loop"], ["replay", rec, "--headless", "--frames", dir + "/loop"],
      ["snapshot", "--out", dir + "/loop"],
    ]
    for args in cases {
      let r = try CLI.run(args)
      #expect(r.status == 2, "\(args): \(r.stderr)")
      #expect(r.stderr.contains(args.contains("") ? "got an empty one" : "loop of symbolic links"), "\(args): \(r.stderr)")
      #expect(!r.stderr.contains("cannot put the output in place"))
    }
    #expect(try ReliabilityTests.listing(dir) == ["loop", "r.plrec"])
  }

  @Test func aPictureThatIsALoopOfLinksSaysSo() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createSymbolicLink(atPath: dir + "/loop.png", withDestinationPath: "loop.png")
    let scene = try CLI.write(#"{"main": {"image": "loop.png"}}"#, to: "s.json", in: dir)
    let r = try CLI.run(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(r.status == 2 && r.stderr.contains("main.image: cannot read image \"loop.png\": a loop of symbolic links"), "\(r.stderr)")
  }

  @Test func aSnapshotIsAPNGFileAndOtherExtensionsAreRefused() throws {
    let dir = try CLI.temporaryDirectory()
    for name in ["x.jpg", "x", "x.png.gif"] {
      let r = try CLI.run(["snapshot", "--out", dir + "/" + name])
      #expect(r.status == 2 && r.stderr.contains("ending in .png"), "\(name): \(r.stderr)")
    }
    #expect(try CLI.run(["snapshot", "--out", dir + "/X.PNG"]).status == 0)
    #expect(try ReliabilityTests.listing(dir) == ["X.PNG"])
  }
}

/// A state file that opening would block on (a FIFO) is refused at launch, before the display.
@Suite struct StateFileTests {
  @Test func aFIFOOrDeviceStateFileIsRefusedAtLaunchButDevNullIsNot() throws {
    let dir = try CLI.temporaryDirectory()
    let fifo = dir + "/layout.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""]
    let r = try CLI.run(["run", "--state-file", fifo], environment: noDisplay)
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.contains("layout.fifo") && r.stderr.contains("named pipe") && r.stderr.contains("--state-file"), "\(r.stderr)")
    let zero = try CLI.run(["run", "--state-file", "/dev/zero"], environment: noDisplay)
    #expect(zero.status == 2 && zero.stderr.contains("a device"), "\(zero.stderr)")
    // /dev/null saves nothing and blocks nothing: it gets as far as the display check.
    let null = try CLI.run(["run", "--state-file", "/dev/null"], environment: noDisplay)
    #expect(null.status == 1 && null.stderr.contains("no display"), "\(null.stderr)")
    #expect(ReliabilityTests.kind(fifo) == "p")
  }
}

/// A recording whose output would be empty is refused alike by every output.
@Suite struct EmptyOutputTests {
  @Test func aStartAtPastTheEndIsExit2ForTheTraceAsForTheExports() throws {
    let dir = try CLI.temporaryDirectory()
    let text = ReliabilityTests.recording.replacingOccurrences(
      of: #""model": "\#(Versions.model)"}"#, with: #""model": "\#(Versions.model)", "startAt": 80000000}"#)
    #expect(text.contains("startAt"))
    let rec = try CLI.write(text, to: "late.plrec", in: dir)
    for args in [["--trace", dir + "/t.trace"], ["--trace", "-"], ["--frames", dir + "/fr"], ["--mp4", dir + "/v.mp4"]] {
      let r = try CLI.run(["replay", rec, "--headless"] + args)
      #expect(r.status == 2, "\(args): \(r.stderr)")
      #expect(r.stderr.contains("nothing to export"), "\(args): \(r.stderr)")
      #expect(r.stdout.isEmpty)
    }
    #expect(try ReliabilityTests.listing(dir) == ["late.plrec"])
  }
}

/// A write the system refuses (a full disk, a file-size limit) is reported with the system's own
/// reason, and a failed `--frames` export leaves no folder it made.
@Suite struct FailedWriteTests {
  /// Runs `panellab ARGS` under `ulimit -f BLOCKS` (512-byte blocks).
  static func limited(_ blocks: Int, _ args: [String]) throws -> CLI.Result {
    try CLI.run(["-c", "ulimit -f \(blocks); exec \"$0\" \"$@\"", CLI.binary] + args, executable: "/bin/sh")
  }

  @Test func aFullDiskOrAFileSizeLimitIsTheSystemsMessage() throws {
    let dir = try CLI.temporaryDirectory()
    let full = try CLI.run(["snapshot", "--out", "/dev/full"])
    #expect(full.status == 1 && full.stderr.contains("No space left on device"), "\(full.stderr)")
    #expect(!full.stderr.contains("Write Error"))
    let big = try Self.limited(8, ["snapshot", "--out", dir + "/x.png"])
    #expect(big.status == 1 && big.stderr.contains("File too large"), "\(big.stderr)")
    let rec = try CLI.write(ReliabilityTests.recording, to: "r.plrec", in: dir)
    let frames = try Self.limited(8, ["replay", rec, "--headless", "--frames", dir + "/new"])
    #expect(frames.status == 1 && frames.stderr.contains("File too large"), "\(frames.stderr)")
    #expect(try ReliabilityTests.listing(dir) == ["r.plrec"], "no folder, no frame, no temporary file")
  }
}
