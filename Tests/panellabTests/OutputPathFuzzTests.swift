import Foundation
import PanelLabTestSupport
import PanelCore
import Testing

/// The fuzzer for output paths: each round builds a folder of inputs (a scene, its picture, a
/// recording of it) and an output path of a random shape (a new or old file, chains of links to
/// an input, a hard link, a dangling link, a loop, a FIFO with a reader, /dev/null, /dev/full, a
/// folder, an empty path, a frames folder whose files are links), runs a random export into it
/// and checks what every output promises: no input changed, every link, FIFO and device is still
/// what it was, no temporary file is left, exit status 0, 1 or 2 (never a signal), and a refusal
/// (2) creates nothing. `tools/fuzz.sh` runs it open-ended with random seeds.
@Suite struct OutputPathFuzzTests {
  static let environment = ProcessInfo.processInfo.environment

  /// One output path and how it was made, for the failure message.
  struct Shape {
    var path: String
    var description: String
    /// A reader of a FIFO, stopped after the run.
    var reader: Process?
  }

  /// Makes an output of `ext` in `dir` of a random shape; `inputs` may be linked to.
  static func shape(in dir: String, ext: String, inputs: [String], frames: Bool, _ rng: inout SplitMix64) throws -> Shape {
    let fm = FileManager.default
    let name = dir + "/out" + (frames ? "" : "." + ext)
    let pick = rng.next() % (frames ? 8 : 12)
    func input() -> String { inputs[Int(rng.next() % UInt64(inputs.count))] }
    switch pick {
    case 0: return Shape(path: name, description: "a new path")
    case 1:
      if frames { try fm.createDirectory(atPath: name, withIntermediateDirectories: false) } else { try "old".write(toFile: name, atomically: false, encoding: .utf8) }
      return Shape(path: name, description: "an existing " + (frames ? "folder" : "file"))
    case 2:
      // A chain of 1 to 3 links, relative or absolute, ending at an input.
      var target = input()
      let links = 1 + Int(rng.next() % 3)
      for k in 0..<links {
        let link = dir + "/link\(k)" + (frames ? "" : "." + ext)
        try fm.createSymbolicLink(atPath: link, withDestinationPath: rng.next() % 2 == 0 ? target : URL(fileURLWithPath: target).lastPathComponent)
        target = link
      }
      return Shape(path: target, description: "\(links) links to an input")
    case 3:
      try fm.createSymbolicLink(atPath: name, withDestinationPath: rng.next() % 2 == 0 ? "missing/x" : "new-target")
      return Shape(path: name, description: "a dangling link")
    case 4:
      try fm.createSymbolicLink(atPath: name, withDestinationPath: "out2")
      try fm.createSymbolicLink(atPath: dir + "/out2", withDestinationPath: URL(fileURLWithPath: name).lastPathComponent)
      return Shape(path: name, description: "a loop of links")
    case 5: return Shape(path: "", description: "an empty path")
    case 6: return Shape(path: dir + "/no-such-folder/out." + ext, description: "a path in a missing folder")
    case 7 where frames:
      // A frames folder whose files are links: to an input, dangling, or to a file elsewhere.
      try fm.createDirectory(atPath: name, withIntermediateDirectories: false)
      for k in 0..<3 where rng.next() % 2 == 0 {
        let targets = [input(), dir + "/elsewhere.png", "../missing.png"]
        try fm.createSymbolicLink(atPath: String(format: "%@/frame-%06d.png", name, k), withDestinationPath: targets[Int(rng.next() % 3)])
      }
      return Shape(path: name, description: "a frames folder holding links")
    case 7:
      #expect(link(input(), name) == 0)
      return Shape(path: name, description: "a hard link to an input")
    case 8: return Shape(path: rng.next() % 2 == 0 ? "/dev/null" : "/dev/full", description: "a device")
    case 9:
      let fifo = dir + "/out.fifo"
      #expect(mkfifo(fifo, 0o600) == 0)
      let reader = Process()
      reader.executableURL = URL(fileURLWithPath: "/bin/sh")
      // One process (exec), so one SIGKILL ends it.
      reader.arguments = ["-c", "exec cat \"$0\" > /dev/null", fifo]
      try reader.run()
      return Shape(path: fifo, description: "a FIFO with a reader", reader: reader)
    case 10:
      try fm.createDirectory(atPath: name, withIntermediateDirectories: false)
      return Shape(path: name, description: "a folder")
    default:
      try fm.createSymbolicLink(atPath: name, withDestinationPath: rng.next() % 2 == 0 ? "/dev/null" : dir)
      return Shape(path: name, description: "a link to a device or a folder")
    }
  }

  /// Every entry under `dir` (one level into folders) with its file type, and its bytes for files.
  static func state(_ dir: String) -> [String: String] {
    var out: [String: String] = [:]
    let fm = FileManager.default
    for name in (try? fm.contentsOfDirectory(atPath: dir)) ?? [] {
      let path = dir + "/" + name
      let kind = ReliabilityTests.kind(path)
      out[name] = kind
      if kind == "d" { for inner in (try? fm.contentsOfDirectory(atPath: path)) ?? [] { out[name + "/" + inner] = ReliabilityTests.kind(path + "/" + inner) } }
    }
    return out
  }

  @Test func aFixedSeedRunOfOutputPathsKeepsEveryPromise() throws {
    var rng = SplitMix64(seed: Self.environment["PANELLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xF11E_5)
    let iterations = Self.environment["PANELLAB_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 100 } ?? 24
    var statuses: [Int32: Int] = [:]
    for round in 0..<iterations {
      let f = try OutputGuardTests.pictureFolder()
      // What each command reads: a snapshot reads the scene and its picture; a replay reads the
      // recording (which holds its scene, so `s.json` is only a file beside it that a link may
      // point at and a trace may be written through) and the picture it names.
      let snapshotInputs = [f.scene, f.picture]
      let replayInputs = [f.recording, f.picture]
      let commands: [(args: (String) -> [String], ext: String, frames: Bool, inputs: [String])] = [
        ({ ["snapshot", "--scene", f.scene, "--out", $0] }, "png", false, snapshotInputs),
        ({ ["replay", f.recording, "--headless", "--trace", $0] }, "trace", false, replayInputs),
        ({ ["replay", f.recording, "--headless", "--frames", $0, "--fps", "10"] }, "png", true, replayInputs),
        ({ ["replay", f.recording, "--headless", "--mp4", $0, "--fps", "10"] }, "mp4", false, replayInputs),
        ({ ["replay", f.recording, "--headless", "--gif", $0, "--fps", "10"] }, "gif", false, replayInputs),
        ({ ["replay", f.recording, "--headless", "--trace", $0, "--mp4", $0] }, "mp4", false, replayInputs),
      ]
      // GIFs start ffmpeg twice: rarer, to keep rounds short.
      let c = commands[[0, 1, 1, 2, 2, 3, 4, 5][Int(rng.next() % 8)]]
      let inputs = c.inputs
      let before = inputs.map { OutputGuardTests.bytes($0) }
      let shape = try Self.shape(in: f.dir, ext: c.ext, inputs: inputs, frames: c.frames, &rng)
      let kinds = Self.state(f.dir)
      let r = try CLI.run(c.args(shape.path))
      // SIGKILL: a reader still waiting for a writer (the command refused the FIFO) may have
      // SIGTERM blocked, inherited from the test thread that started it.
      if let reader = shape.reader {
        kill(reader.processIdentifier, SIGKILL)
        reader.waitUntilExit()
      }
      let what = "round \(round): \(c.args("P").joined(separator: " ")) with P \(shape.description) (\(shape.path))"
      statuses[r.status, default: 0] += 1
      #expect([0, 1, 2].contains(r.status), "\(what): status \(r.status): \(r.stderr)")
      #expect(inputs.map { OutputGuardTests.bytes($0) } == before, "\(what): an input changed")
      let after = Self.state(f.dir)
      for (name, kind) in kinds where kind != "f" && kind != "d" {
        #expect(after[name] == kind, "\(what): \(name) was \(kind), is \(after[name] ?? "gone")")
      }
      #expect(after.keys.allSatisfy { !$0.contains(".panellab-") }, "\(what): a temporary file is left: \(after.keys.sorted())")
      if r.status == 2 { #expect(after == kinds, "\(what): refused, yet the folder changed: \(kinds) → \(after)") }
      #expect(ReliabilityTests.kind("/dev/null") == "c")
      try? FileManager.default.removeItem(atPath: f.dir)
    }
    print("fuzz: \(iterations) output paths, exit statuses \(statuses.sorted { $0.key < $1.key })")
    #expect(statuses.count >= 2, "every shape gave the same status: \(statuses)")
  }
}
