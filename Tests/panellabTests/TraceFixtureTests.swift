import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

/// Every committed recording, and the recordings the test suites write, replays to the very trace
/// it gave when its fixture was made: byte for byte, events, frames and `hash` included. A refactor
/// that changes nothing a user can see must leave these digests alone; a change that moves a trace
/// bumps the model version and makes the fixtures again (`tools/trace-fixtures.sh`).
///
/// Traces run to megabytes, so the fixture keeps digests: one for the whole trace and one for each
/// block of `blockLines` lines, so a mismatch names the first block that differs and prints it.
@Suite struct TraceFixtureTests {
  /// Lines per digested block.
  static let blockLines = 256
  /// The fixture file.
  static let fixturePath = CLI.root + "/Tests/panellabTests/Fixtures/traces.txt"

  /// A recording to replay: its name in the fixture and its text.
  struct Source {
    var name: String
    var text: () throws -> String
  }

  /// The committed recordings, then the ones the suites build in code.
  static var sources: [Source] {
    let files = [
      "assets/demo.plrec", "assets/lab.plrec", "assets/recordings/sheet-routes.plrec",
      "Tests/PanelCoreTests/Fuzz/Corpus/demo-start.plrec", "Tests/PanelCoreTests/Fuzz/Corpus/lab-session.plrec",
      "Tests/PanelCoreTests/Fuzz/Corpus/mixed.plrec", "Tests/PanelCoreTests/Fuzz/Corpus/sheet-routes.plrec",
    ]
    return files.map { path in Source(name: path) { try String(contentsOfFile: CLI.root + "/" + path, encoding: .utf8) } } + [
      Source(name: "ReplayCommandTests.recording") { ReplayCommandTests.recording },
      Source(name: "ExportContentTests.recording") { ExportContentTests.recording },
      Source(name: "ExportContentTests.burstyRecording") { ExportContentTests.burstyRecording },
      Source(name: "WindowTests.eventLogRecording") { WindowTests.eventLogRecording.text },
    ]
  }

  /// The digests of one trace.
  struct Digest: Equatable {
    var lines: Int
    var whole: String
    var blocks: [String]

    init(_ trace: String) {
      let all = trace.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      lines = all.count
      whole = SHA256.hex(of: Array(trace.utf8))
      blocks = stride(from: 0, to: all.count, by: TraceFixtureTests.blockLines).map { start in
        let block = all[(all.startIndex + start)..<Swift.min(all.endIndex, all.startIndex + start + TraceFixtureTests.blockLines)]
        return String(SHA256.hex(of: Array(block.joined(separator: "\n").utf8)).prefix(16))
      }
    }

    init(lines: Int, whole: String, blocks: [String]) {
      self.lines = lines
      self.whole = whole
      self.blocks = blocks
    }

    /// `NAME LINES SHA256 BLOCK,BLOCK,…`
    func line(_ name: String) -> String { "\(name) \(lines) \(whole) \(blocks.joined(separator: ","))" }
  }

  /// `panellab replay FILE --trace -` of a recording's text.
  static func trace(of text: String, named name: String) throws -> String {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = try CLI.write(text, to: "recording.plrec", in: dir)
    // The fuzz corpus keeps recordings of older models on purpose (mutation seeds), so they are forced.
    let r = try CLI.run(["replay", file, "--force", "--trace", "-"])
    guard r.status == 0 else {
      Issue.record("\(name): replay failed: \(r.stderr)")
      return ""
    }
    return r.stdout
  }

  /// The fixture's digests by name.
  static func fixtures() throws -> [String: Digest] {
    let text = try String(contentsOfFile: fixturePath, encoding: .utf8)
    var result: [String: Digest] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count == 4, let lines = Int(parts[1]) else { continue }
      result[parts[0]] = Digest(lines: lines, whole: parts[2], blocks: parts[3].split(separator: ",").map(String.init))
    }
    return result
  }

  /// `PANELLAB_WRITE_TRACE_FIXTURES=1` writes the fixture from this build instead of checking it
  /// (`tools/trace-fixtures.sh` runs it on the tree that defines the traces).
  static var writing: Bool { ProcessInfo.processInfo.environment["PANELLAB_WRITE_TRACE_FIXTURES"] == "1" }

  @Test func everyRecordingReplaysToItsFixtureTraceByteForByte() throws {
    let sources = Self.sources
    if Self.writing {
      var out = [
        "# name lines sha256 sha256-prefix-of-each-\(Self.blockLines)-line-block: `panellab replay NAME --force --trace -`,",
        "# made by tools/trace-fixtures.sh on the tree of model \(Versions.model).",
      ]
      for s in sources { out.append(Digest(try Self.trace(of: try s.text(), named: s.name)).line(s.name)) }
      try FileManager.default.createDirectory(atPath: CLI.root + "/Tests/panellabTests/Fixtures", withIntermediateDirectories: true)
      try (out.joined(separator: "\n") + "\n").write(toFile: Self.fixturePath, atomically: true, encoding: .utf8)
      return
    }
    let fixtures = try Self.fixtures()
    #expect(Set(fixtures.keys) == Set(sources.map(\.name)), "the fixture lists every recording and no other")
    for s in sources {
      guard let expected = fixtures[s.name] else { continue }
      let trace = try Self.trace(of: try s.text(), named: s.name)
      let actual = Digest(trace)
      guard actual != expected else { continue }
      let lines = trace.split(separator: "\n", omittingEmptySubsequences: false)
      let block = zip(actual.blocks, expected.blocks).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? Swift.min(actual.blocks.count, expected.blocks.count)
      let start = block * Self.blockLines
      let shown = lines.dropFirst(start).prefix(Swift.min(Self.blockLines, 12)).joined(separator: "\n")
      Issue.record(
        """
        \(s.name): the trace changed (\(actual.lines) lines, the fixture has \(expected.lines)); the first block \
        that differs is lines \(start + 1)–\(start + Self.blockLines), which now begin:
        \(shown)
        A change that moves traces bumps the model version and runs tools/trace-fixtures.sh in the same commit.
        """)
    }
  }

  @Test func aChangedTraceLineChangesItsBlockAndOnlyItsBlock() {
    let lines = (0..<600).map { #"{"kind": "frame", "frame": \#($0)}"# }
    let before = Digest(lines.joined(separator: "\n") + "\n")
    var changed = lines
    changed[300] = #"{"kind": "frame", "frame": 300.5}"#
    let after = Digest(changed.joined(separator: "\n") + "\n")
    #expect(before.lines == 600 && before.blocks.count == 3)
    #expect(before.whole != after.whole)
    #expect(before.blocks[0] == after.blocks[0] && before.blocks[2] == after.blocks[2])
    #expect(before.blocks[1] != after.blocks[1])
  }
}
