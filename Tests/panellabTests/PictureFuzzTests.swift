import CCairo
import Foundation
import PanelLabTestSupport
import Testing

@testable import PanelRender

/// The fuzzer for pictures: PNG and SVG files from `PictureCorpus/` (every crash found stays
/// there) and synthetic ones, mutated the ways damaged or hostile files differ (bytes flipped and
/// cut, chunks inserted and duplicated, a header's size and depth set to the edges with a valid
/// CRC, an SVG's numbers replaced by extremes), each decoded and drawn. None may trap, and none
/// may take more than a few seconds. `tools/fuzz.sh` runs it open-ended with random seeds.
@Suite struct PictureFuzzTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PictureCorpus").path
  static let environment = ProcessInfo.processInfo.environment

  /// The seeds: the corpus folder and synthetic PNGs.
  static func seeds() throws -> [(name: String, bytes: [UInt8])] {
    var out = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted().map { name in
      (name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name))))
    }
    out.append(("small.png", SyntheticPNG.small(width: 4, rows: Array(repeating: [0, 10, 20, 30, 40], count: 3))))
    out.append(("blank.png", SyntheticPNG.blank(width: 64, height: 48)))
    return out
  }

  /// Decodes `bytes` as `name` and draws it at a few sizes; the seconds it took.
  static func run(_ bytes: [UInt8], name: String) -> (decoded: Bool, seconds: Double) {
    let started = Date()
    guard let image = try? UserImage(bytes: bytes, name: name) else { return (false, Date().timeIntervalSince(started)) }
    for (w, h) in [(32, 24), (97, 13), (1, 1)] {
      if let surface = image.render(width: w, height: h) { cairo_surface_destroy(surface) }
    }
    return (true, Date().timeIntervalSince(started))
  }

  static let extremes = ["0", "-1", "1e308", "-1e308", "1e-320", "4294967296", "99999999", "0.5", "16384", "16385", "-0", "NaN", "1000"]

  /// One mutation of `bytes` (a PNG when it starts with the signature, else SVG text).
  static func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    let i = Int(rng.next() % UInt64(bytes.count))
    let isPNG = bytes.starts(with: SyntheticPNG.signature)
    switch rng.next() % 7 {
    case 0: bytes[i] ^= UInt8(1 << (rng.next() % 8))
    case 1: bytes.removeSubrange(i...)
    case 2:
      let n = min(bytes.count - i, 1 + Int(rng.next() % 256))
      bytes.insert(contentsOf: bytes[i..<(i + n)], at: i)
    case 3 where isPNG && bytes.count >= 33:
      // The header's width, height, depth or colour type at an edge, with its CRC made right
      // so the decoder gets past it.
      let field = Int(rng.next() % 4)
      let values: [UInt32] = [0, 1, 2, 16384, 16385, 30000, 0x7FFF_FFFF, 0xFFFF_FFFF]
      switch field {
      case 0, 1: bytes.replaceSubrange((16 + 4 * field)..<(20 + 4 * field), with: SyntheticPNG.be32(values[Int(rng.next() % 8)]))
      default: bytes[24 + field - 2] = [0, 1, 2, 3, 4, 6, 7, 8, 16, 255][Int(rng.next() % 10)]
      }
      bytes.replaceSubrange(29..<33, with: SyntheticPNG.be32(SyntheticPNG.crc32(bytes[12..<29])))
    case 4 where isPNG && bytes.count >= 33:
      // A chunk of any type (critical or not) right after the header.
      let letters = (0..<4).map { _ in UInt8(65 + rng.next() % 26) | (rng.next() % 2 == 0 ? 0x20 : 0) }
      let data = (0..<Int(rng.next() % 16)).map { _ in UInt8(rng.next() % 256) }
      bytes.insert(contentsOf: SyntheticPNG.chunk(String(decoding: letters, as: UTF8.self), data), at: 33)
    default:
      // A number replaced by an extreme (attributes of an SVG, bytes of a PNG's chunk).
      guard let start = bytes[i...].firstIndex(where: { $0 >= 48 && $0 <= 57 }) else { return }
      let end = bytes[start...].firstIndex { !($0 >= 48 && $0 <= 57 || $0 == 46) } ?? bytes.count
      bytes.replaceSubrange(start..<end, with: Array(extremes[Int(rng.next() % UInt64(extremes.count))].utf8))
    }
  }

  @Test func everyCorpusPictureDecodesOrIsRefusedInBoundedTime() throws {
    for (name, bytes) in try Self.seeds() {
      let r = Self.run(bytes, name: name)
      if !name.hasPrefix("crash-") { #expect(r.decoded, "\(name) is a valid seed") }
      #expect(r.seconds < 5, "\(name) took \(r.seconds) s")
    }
  }

  @Test func aFixedSeedRunOfMutatedPicturesNeverTrapsOrHangs() throws {
    var rng = SplitMix64(seed: Self.environment["PANELLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x51C7_0E5)
    let iterations = Self.environment["PANELLAB_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 10 } ?? 400
    let scratch = Self.environment["PANELLAB_FUZZ_SCRATCH"]
    let seeds = try Self.seeds()
    var decoded = 0
    var slowest = 0.0
    for _ in 0..<iterations {
      let seed = seeds[Int(rng.next() % UInt64(seeds.count))]
      var bytes = seed.bytes
      for _ in 0...(rng.next() % 3) { Self.mutate(&bytes, &rng) }
      let ext = seed.name.hasSuffix(".svg") ? "svg" : "png"
      if let scratch {
        // tools/fuzz.sh keeps what was running when a round crashed.
        for other in ["png", "svg"] { unlink(scratch + "/current-picture." + other) }
        FileManager.default.createFile(atPath: scratch + "/current-picture." + ext, contents: Data(bytes))
      }
      let r = Self.run(bytes, name: "x." + ext)
      if r.decoded { decoded += 1 }
      slowest = max(slowest, r.seconds)
      #expect(r.seconds < 5, "a mutated \(seed.name) took \(r.seconds) s")
    }
    print("fuzz: \(iterations) pictures, \(decoded) decoded, slowest \(String(format: "%.2f", slowest)) s")
    #expect(decoded > iterations / 20 && decoded < iterations, "mutations too weak or too strong: \(decoded) of \(iterations) decoded")
  }
}
