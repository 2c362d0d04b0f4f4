import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The fuzzer in the suite: the whole corpus (every crash it ever found stays there), then a
/// fixed-seed run of a fixed number of mutated inputs, the same every time. `tools/fuzz.sh` runs
/// it open-ended with random seeds (`PANELLAB_FUZZ_SEED`, `PANELLAB_FUZZ_ITERATIONS`).
@Suite("Fuzzing")
struct FuzzTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The suite's own corpus, and the conflict lab's scenes and recordings where they live in
  /// `assets/conflicts/` (so a new pair joins the corpus without a copy).
  static let corpus = [
    folder.appendingPathComponent("Corpus").path,
    CLI.root + "/assets/conflicts",
  ]
  static let environment = ProcessInfo.processInfo.environment

  @Test("every corpus file parses or is refused, and replays to its end without a trap")
  func corpus() throws {
    let fuzzer = try Fuzzer(corpus: Self.corpus, seed: 1, scratch: nil)
    #expect(fuzzer.corpus.count >= 5)
    #expect(fuzzer.corpus.contains { $0.name == "pm-82-reorder-against-dismiss.plrec" }, "the conflict recordings are in the corpus")
    for (name, bytes) in fuzzer.corpus {
      let outcome = name.hasSuffix(".json") ? Fuzzer.runScene(bytes) : Fuzzer.runRecording(bytes, frameLimit: 100_000)
      if !name.hasPrefix("crash-") { #expect(outcome != .refused, "\(name) is a valid seed") }
      if case .replayed(let frames) = outcome, name.hasSuffix(".plrec") { #expect(frames > 100, "\(name) replays for its length") }
    }
  }

  @Test("a fixed-seed run of mutated recordings and scenes never traps or hangs")
  func mutations() throws {
    let seed = Self.environment["PANELLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x0DD_BA11
    let iterations = Self.environment["PANELLAB_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3000
    var fuzzer = try Fuzzer(corpus: Self.corpus, seed: seed, scratch: Self.environment["PANELLAB_FUZZ_SCRATCH"])
    var refused = 0
    var replayed = 0
    for _ in 0..<iterations {
      switch fuzzer.runNext().outcome {
      case .refused: refused += 1
      case .replayed: replayed += 1
      }
    }
    print("fuzz: \(iterations) inputs, \(refused) refused, \(replayed) replayed")
    // Both kinds occur, or the mutations would be too weak (all accepted) or too strong (all refused).
    #expect(refused > iterations / 20)
    #expect(replayed > iterations / 20)
  }

  @Test("a fixed-seed run of generated conflict-lab recordings (every new content key, policy and keyboard key, aimed presses) never traps or hangs")
  func generatedConflicts() throws {
    let seed = Self.environment["PANELLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xC0_FF1C7
    let iterations = Self.environment["PANELLAB_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 150
    let scratch = Self.environment["PANELLAB_FUZZ_SCRATCH"]
    var generator = ConflictSceneGenerator(seed: seed)
    var refused = 0
    var replayed = 0
    for _ in 0..<iterations {
      let bytes = generator.nextRecording()
      if let scratch {
        unlink(scratch + "/current.json")
        FileManager.default.createFile(atPath: scratch + "/current.plrec", contents: Data(bytes))
      }
      switch Fuzzer.runRecording(bytes) {
      case .refused: refused += 1
      case .replayed: replayed += 1
      }
    }
    print("fuzz: \(iterations) inputs, \(refused) refused, \(replayed) replayed")
    // Most generated scenes are valid, so the models see the new keys; some are not, so the errors run too.
    #expect(replayed > iterations / 2)
    #expect(refused > 0)
  }
}
