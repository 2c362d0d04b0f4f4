import Foundation

@testable import PanelCore
import PanelLabTestSupport

/// A seeded mutation fuzzer over PanelLab's inputs: recordings and scene files.
///
/// Each input is a corpus file mutated a few times (bytes flipped, inserted, deleted or
/// duplicated, lines swapped or spliced from another file, numbers replaced by extremes). It is
/// parsed as the program parses it; what parses is replayed headless for a few simulated seconds,
/// drawing a display list now and then. Nothing may trap, and everything must end: the replay is
/// bounded by its frame count. Before each input runs it is written into the folder `scratch` (as
/// `current.plrec` or `current.json`), so when one crashes the process, `tools/fuzz.sh` finds it
/// there and adds it to the corpus.
struct Fuzzer {
  /// The seed inputs, by file name.
  let corpus: [(name: String, bytes: [UInt8])]
  /// Where the input being run is kept.
  let scratch: String?
  var rng: SplitMix64

  /// Reads every file of each of `folders` (the recordings and scenes of each, by file name).
  init(corpus folders: [String], seed: UInt64, scratch: String?) throws {
    corpus = try folders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        .filter { $0.hasSuffix(".plrec") || $0.hasSuffix(".json") }
        .map { ($0, [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))) }
    }
    rng = SplitMix64(seed: seed)
    self.scratch = scratch
  }

  /// What running one input showed.
  enum Outcome: Equatable {
    /// The parser refused it (with a line or key path).
    case refused
    /// It replayed to the end (or to the frame bound).
    case replayed(frames: Int)
  }

  /// Makes and runs the next input.
  mutating func runNext() -> (input: [UInt8], outcome: Outcome) {
    let seed = corpus[Int(rng.next() % UInt64(corpus.count))]
    var bytes = seed.bytes
    for _ in 0..<(1 + Int(rng.next() % 2)) { mutate(&bytes) }
    let isScene = seed.name.hasSuffix(".json")
    if let scratch {
      unlink(scratch + (isScene ? "/current.plrec" : "/current.json"))
      FileManager.default.createFile(atPath: scratch + (isScene ? "/current.json" : "/current.plrec"), contents: Data(bytes))
    }
    return (bytes, isScene ? Self.runScene(bytes) : Self.runRecording(bytes))
  }

  /// Parses and replays a recording, at most `frameLimit` frames.
  static func runRecording(_ bytes: [UInt8], frameLimit: Int = 600) -> Outcome {
    guard let recording = try? Recording.parse(bytes: bytes, force: true),
      var replayer = try? Replayer(recording, fps: 30, scale: 2)
    else { return .refused }
    var frames = 0
    do {
      while frames < frameLimit, let output = try replayer.next() {
        guard case .frame = output else { continue }
        frames += 1
        if frames % 7 == 0 {
          let list = replayer.scene.render()
          precondition(list.isBalanced, "unbalanced display list")
          _ = replayer.scene.traceState()
        }
      }
    } catch {
      return .refused
    }
    return .replayed(frames: frames)
  }

  /// Parses a scene, builds it, draws it, and sends it a few inputs.
  static func runScene(_ bytes: [UInt8]) -> Outcome {
    guard let text = String(validating: bytes, as: UTF8.self), let config = try? SceneConfig.parse(text) else { return .refused }
    var scene = Scene(config: config, scale: config.scale ?? 1)
    let size = scene.size
    let points = [Point(x: size.width / 2, y: size.height / 2), Point(x: 10, y: size.height - 10), Point(x: size.width - 5, y: 5)]
    var t: Micros = 0
    for p in points {
      t += 20_000
      try? scene.handle(TimedInput(t, .pointerDown(p, button: .left, clicks: 1)))
      t += 16_000
      try? scene.handle(TimedInput(t, .pointerMove(Point(x: p.x, y: p.y - 120))))
      t += 16_000
      try? scene.handle(TimedInput(t, .pointerUp(Point(x: p.x, y: p.y - 120), button: .left)))
      try? scene.handle(TimedInput(t, .keyDown(key: "1", modifiers: [])))
    }
    scene.advance(to: t + 2_000_000)
    precondition(scene.render().isBalanced, "unbalanced display list")
    _ = scene.stateHash()
    return .replayed(frames: 1)
  }

  /// Numbers a mutation may put in place of another: the edges of every range.
  static let extremes = ["0", "-1", "1e308", "-1e308", "1e-320", "4294967296", "9007199254740993", "0.5", "160", "16384", "-0"]

  private mutating func mutate(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else {
      bytes = Array("{}".utf8)
      return
    }
    let i = Int(rng.next() % UInt64(bytes.count))
    // Numbers are replaced most often: a value at the edge of its range keeps the JSON valid and
    // reaches the models; byte-level damage exercises the parsers.
    let weights = [2, 1, 1, 1, 6, 1, 2, 1, 1]
    var pick = Int(rng.next() % UInt64(weights.reduce(0, +)))
    var kind = 0
    while pick >= weights[kind] {
      pick -= weights[kind]
      kind += 1
    }
    switch kind {
    case 0: bytes[i] ^= UInt8(1 << (rng.next() % 8))
    case 1: bytes.insert(UInt8(rng.next() % 256), at: i)
    case 2: bytes.remove(at: i)
    case 3:
      // Duplicate a chunk (arrays and objects grow, lines repeat).
      let n = Swift.min(bytes.count - i, 1 + Int(rng.next() % 64))
      bytes.insert(contentsOf: bytes[i..<(i + n)], at: i)
    case 4:
      // Replace the number that starts nearest `i` with an extreme.
      guard let start = bytes[i...].firstIndex(where: { ($0 >= 48 && $0 <= 57) || $0 == 45 }) else { return }
      let end = bytes[start...].firstIndex { !(($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 46 || $0 == 101 || $0 == 43) } ?? bytes.count
      let e = Self.extremes[Int(rng.next() % UInt64(Self.extremes.count))]
      bytes.replaceSubrange(start..<end, with: Array(e.utf8))
    case 5:
      // Swap two lines (time order, header position).
      var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
      guard lines.count > 2 else { return }
      let a = Int(rng.next() % UInt64(lines.count))
      let b = Int(rng.next() % UInt64(lines.count))
      lines.swapAt(a, b)
      bytes = Array(lines.joined(separator: [10]))
    case 6:
      // Splice a line from another corpus file.
      let other = corpus[Int(rng.next() % UInt64(corpus.count))].bytes
      let lines = other.split(separator: 10)
      guard let line = lines.dropFirst().randomElement(using: &rng) else { return }
      let at = bytes[i...].firstIndex(of: 10) ?? bytes.count
      bytes.insert(contentsOf: [10] + Array(line), at: at)
    case 7:
      // Cut the file short, as a killed recorder does.
      bytes.removeSubrange(i...)
    default:
      // Insert CRs and stray bytes that are not UTF-8.
      bytes.insert(contentsOf: rng.next() % 2 == 0 ? [13] : [0xC3], at: i)
    }
  }
}

