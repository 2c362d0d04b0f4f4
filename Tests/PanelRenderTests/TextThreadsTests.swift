import Foundation
import PanelCore
import Testing

@testable import PanelRender

/// Text drawn by several rasterizers on several threads at once comes out byte for byte as one
/// thread alone draws it, and nothing aborts.
///
/// cairo 1.16 shares its scaled fonts and their glyph caches among every thread of the process;
/// before `FontLock`, two rasterizers drawing text at once aborted inside cairo
/// (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen' failed`). Each list here
/// sets its text in sizes of its own, so the threads make, use and let go of hundreds of scaled
/// fonts (more than the 256 cairo holds over) while the others draw; each rasterizer also draws
/// its rounded layers ahead on threads of its own (`prepareLayers`).
@Suite struct TextThreadsTests {
  /// How many different frames there are, threads drawing them, and frames each thread draws.
  static let lists = 8
  static let threads = 4
  static let rounds = 16

  /// A text-heavy frame: six rounded cards of eight runs each and ten loose runs, in sizes no
  /// other list uses.
  static func list(_ n: Int) -> DisplayList {
    var list = DisplayList(size: Size(width: 640, height: 420), background: .white)
    func run(_ i: Int, x: Double, y: Double) -> TextRun {
      let size = 6 + Double((n * 58 + i) % 400) * 0.11
      return TextRun(
        "Panel \(n).\(i): the quick brown fox jumps over the lazy dog", frame: Rect(x: x, y: y, width: 180, height: size * 2.6),
        size: size, weight: i % 3 == 0 ? .bold : .regular, color: Color(hex: 0x1C2430), maxLines: 2)
    }
    for card in 0..<6 {
      let frame = Rect(x: Double(card % 3) * 210 + 10, y: Double(card / 3) * 200 + 10, width: 200, height: 190)
      let texts = (0..<8).map { DisplayCommand.text(run(card * 8 + $0, x: 10, y: 6 + Double($0) * 22)) }
      let fill = DisplayCommand.fill(RoundedRect(Rect(size: frame.size), radius: 12), .solid(Color(hex: 0xEEF1F6)))
      list.append(.layer(Layer(key: "card\(card)", frame: frame, cornerRadius: 12, commands: [fill] + texts)))
    }
    for i in 0..<10 { list.text(run(48 + i, x: Double(i % 3) * 210 + 10, y: 396 - Double(i / 3) * 3)) }
    return list
  }

  /// Thread `t`'s frame at round `k`: which list, at which scale.
  static func frame(thread t: Int, round k: Int) -> (list: Int, scale: Double) {
    ((t * 3 + k) % lists, (t + k) % 2 == 0 ? 1 : 2)
  }

  /// Mismatches found by the threads, kept under a lock.
  final class Findings: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String] = []
    func add(_ s: String) { lock.withLock { found.append(s) } }
    var all: [String] { lock.withLock { found.sorted() } }
  }

  @Test func rasterizersOnSeveralThreadsDrawTextAsOneThreadAloneDoes() throws {
    var reference: [String: String] = [:]
    let one = Rasterizer()
    one.threads = 1
    for n in 0..<Self.lists {
      for scale in [1.0, 2.0] { reference["\(n)@\(scale)"] = try #require(one.render(Self.list(n), scale: scale)).digest }
    }
    let expected = reference
    let findings = Findings()
    let done = DispatchGroup()
    for t in 0..<Self.threads {
      done.enter()
      let thread = Thread {
        // One rasterizer kept warm through the rounds (its layouts kept) and a fresh one per frame
        // (its fonts and layouts made and let go while the other threads draw).
        let warm = Rasterizer()
        warm.threads = 3
        for k in 0..<Self.rounds {
          let (n, scale) = Self.frame(thread: t, round: k)
          let fresh = Rasterizer()
          fresh.threads = 3
          let list = Self.list(n)
          for (name, r) in [("warm", warm), ("fresh", fresh)] {
            let digest = r.render(list, scale: scale)?.digest
            if digest != expected["\(n)@\(scale)"] { findings.add("thread \(t) round \(k): \(name) list \(n) at scale \(scale)") }
          }
        }
        done.leave()
      }
      // pango and harfbuzz want more than a secondary thread's default stack.
      thread.stackSize = 8 << 20
      thread.start()
    }
    // The race also deadlocks cairo's font map (a font's lock and the map's, taken in turn by two
    // threads): a bound on the wait makes that a failure (the stuck threads end with the process).
    let finished = done.wait(timeout: .now() + 120) == .success
    #expect(finished, "the threads did not finish within 120 s: text drawing deadlocked")
    #expect(findings.all.isEmpty, "\(findings.all.count) of \(2 * Self.threads * Self.rounds) frames differ: \(findings.all.prefix(10))")
  }
}
