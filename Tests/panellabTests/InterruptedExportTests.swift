import Foundation
import PanelLabTestSupport
import PanelCore
import Testing

/// An export stopped by SIGTERM, SIGINT or SIGHUP dies of that signal, keeps the target's old
/// bytes and leaves no temporary file; what SIGKILL leaves is removed by the next run that writes
/// into the same folder.
@Suite struct InterruptedExportTests {
  /// A recording of `seconds` of session: a drag, then stillness.
  static func long(_ seconds: Int) -> String {
    let lines = ReplayCommandTests.recording.split(separator: "\n").dropLast()
    return lines.joined(separator: "\n") + "\n" + #"{"t_us": \#(seconds * 1_000_000), "type": "end"}"# + "\n"
  }

  /// Starts `panellab ARGS` in the background.
  static func start(_ args: [String]) throws -> Process {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: CLI.binary)
    p.arguments = args
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    return p
  }

  /// Waits up to 120 s for `condition` (a loaded machine counts the frames slowly).
  static func wait(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(120)
    while !condition() && Date() < deadline { usleep(20_000) }
    return condition()
  }

  /// The hidden temporary files in `dir`.
  static func temporaries(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.contains(".panellab-") }
  }

  @Test(arguments: [
    (SIGTERM, "--mp4", "out.mp4"), (SIGINT, "--gif", "out.gif"), (SIGHUP, "--trace", "out.trace"), (SIGTERM, "--frames", "fr"),
  ])
  func aSignalKeepsTheOldOutputAndLeavesNoTemporaryFile(signal: Int32, option: String, name: String) throws {
    let dir = try CLI.temporaryDirectory()
    // Long enough that the export is still running when the signal comes: a trace of an hour, a
    // video of 10 minutes.
    let rec = try CLI.write(Self.long(option == "--trace" ? 3600 : option == "--gif" ? 120 : 600), to: "long.plrec", in: dir)
    let target = dir + "/" + name
    let folder = option == "--frames" ? target : dir
    if option == "--frames" {
      try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
      try "old".write(toFile: target + "/frame-000000.png", atomically: false, encoding: .utf8)
    } else {
      try "old".write(toFile: target, atomically: false, encoding: .utf8)
    }
    let p = try Self.start(["replay", rec, "--headless", option, target, "--fps", "30", "--scale", "0.5"])
    #expect(Self.wait { !Self.temporaries(folder).isEmpty }, "the export never started writing")
    kill(p.processIdentifier, signal)
    p.waitUntilExit()
    #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == signal, "status \(p.terminationStatus)")
    #expect(Self.temporaries(folder).isEmpty, "\(Self.temporaries(folder))")
    if option != "--frames" {
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
    }
    let tmp = NSTemporaryDirectory()
    let mine = Self.temporaries(tmp).filter { $0.contains("panellab-\(p.processIdentifier)-") }
    #expect(mine.isEmpty, "left in \(tmp): \(mine)")
  }

  @Test func whatSIGKILLLeavesIsRemovedByTheNextRunInThatFolder() throws {
    let dir = try CLI.temporaryDirectory()
    let rec = try CLI.write(Self.long(600), to: "long.plrec", in: dir)
    let p = try Self.start(["replay", rec, "--headless", "--mp4", dir + "/out.mp4", "--fps", "30", "--scale", "0.5"])
    #expect(Self.wait { !Self.temporaries(dir).isEmpty })
    kill(p.processIdentifier, SIGKILL)
    p.waitUntilExit()
    let left = Self.temporaries(dir)
    #expect(left.count == 1, "SIGKILL leaves its temporary file: \(left)")
    // A temporary file of a process that is still running (this one) is not touched.
    let alive = ".other.panellab-\(getpid())-1.mp4"
    try "in progress".write(toFile: dir + "/" + alive, atomically: false, encoding: .utf8)
    let next = try CLI.run(["replay", try CLI.write(ReliabilityTests.recording, to: "short.plrec", in: dir), "--headless", "--trace", dir + "/t.trace"])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(Self.temporaries(dir) == [alive])
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.mp4"))
  }
}
