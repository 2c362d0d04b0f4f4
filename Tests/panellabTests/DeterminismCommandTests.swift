import Foundation
import PanelLabTestSupport
import Testing

/// Same recording, same pixels, in any process: Swift seeds `Hasher` per process, so three
/// replays (two with a random seed each, one with SWIFT_DETERMINISTIC_HASHING=1) must give the same
/// frame digests. The replays draw from 30 s on, the sheet's zooms where 130 frames once differed
/// (the models run silently up to there, so the frames are exact).
@Suite struct DeterminismCommandTests {
  @Test func threeProcessesReplayTheDemoToTheSameFrames() throws {
    let dir = try CLI.temporaryDirectory()
    let recording = CLI.root + "/assets/demo.plrec"
    let seeds: [[String: String]] = [[:], [:], ["SWIFT_DETERMINISTIC_HASHING": "1"]]
    // Run at once, as three independent processes.
    let results = ThreadSafeResults(count: seeds.count)
    DispatchQueue.concurrentPerform(iterations: seeds.count) { i in
      results.set(i, Result { try CLI.run(["replay", recording, "--from", "30", "--digests", dir + "/\(i).txt"], environment: seeds[i]) })
    }
    var digests: [[Substring]] = []
    for (i, result) in results.all.enumerated() {
      let run = try result.get()
      #expect(run.status == 0, "\(run.stderr)")
      let text = try String(contentsOfFile: dir + "/\(i).txt", encoding: .utf8)
      digests.append(text.split(separator: "\n"))
    }
    // The demo's frames from 30 s on, each a line "INDEX MD5".
    #expect(digests[0].count > 500)
    #expect(digests[0].first?.split(separator: " ").last?.count == 32)
    for other in digests.dropFirst() {
      #expect(other.count == digests[0].count)
      let first = digests[0].indices.first { $0 >= other.count || digests[0][$0] != other[$0] }
      #expect(first == nil, "frames differ from line \(first ?? 0): \(first.map { digests[0][$0] } ?? "")")
    }
    // Frames that moved have digests of their own: the file is not one digest repeated.
    #expect(Set(digests[0].map { $0.split(separator: " ").last! }).count > 100)
  }

  @Test func digestsIsAnOutputLikeAnyOther() throws {
    let recording = CLI.root + "/assets/demo.plrec"
    let bad = try CLI.run(["replay", recording, "--headless", "--digests", "/nonexistent-folder/d.txt"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("/nonexistent-folder"))
    let same = try CLI.run(["replay", recording, "--headless", "--digests", recording])
    #expect(same.status == 2, "the recording itself is never an output")
  }
}

/// Results filled in from concurrent work.
private final class ThreadSafeResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<CLI.Result, Error>]
  init(count: Int) { results = Array(repeating: .failure(CancellationError()), count: count) }
  func set(_ i: Int, _ r: Result<CLI.Result, Error>) { lock.withLock { results[i] = r } }
  var all: [Result<CLI.Result, Error>] { lock.withLock { results } }
}
