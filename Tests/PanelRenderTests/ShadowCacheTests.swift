import CCairo
import PanelCore
import PanelLabTestSupport
import Testing

@testable import PanelRender

/// The shadow masks' bound: a cache past its byte budget drops the least recently used masks and
/// still draws what a fresh cache draws.
@Suite struct ShadowCacheTests {
  /// The pixels of `shadow` under `shape`, drawn at `scale` by `cache` on a cleared 240×200 target.
  static func pixels(_ cache: ShadowCache, _ shape: RoundedRect, _ shadow: Shadow, scale: Double) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 200)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_scale(cr, scale, scale)
    cache.draw(shape, shadow, cr: cr, scale: scale)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let count = Int(cairo_image_surface_get_stride(surface)) * 200
    return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface)!, count: count))
  }

  @Test func aFullCacheStaysWithinItsBudgetAndDrawsAsAFreshOne() {
    let budget = 256 << 10
    let cache = ShadowCache(byteBudget: budget)
    var random = SplitMix64(seed: 18)
    // Shapes whose masks differ (radii, blur, curve), some wide enough for long edge strips, each
    // drawn twice in a row and all of them again later, after they were dropped.
    let shapes = (0..<40).map { i -> (RoundedRect, Shadow, Double) in
      let w = 20 + Double(random.next() % 200), h = 20 + Double(random.next() % 160)
      let r = Double(random.next() % 30)
      let curve: CornerCurve = i % 3 == 0 ? .continuous : .circular
      let shadow = Shadow(
        color: Color(r: 0, g: 0, b: 0, a: 0.1 + Double(random.next() % 8) / 10), offset: Point(x: 0, y: Double(random.next() % 6)),
        blur: 2 + Double(random.next() % 40), spread: Double(random.next() % 3))
      return (RoundedRect(Rect(x: 10, y: 10, width: w, height: h), radii: CornerRadii(all: r), curve: curve), shadow, i % 4 == 0 ? 1.0 : 0.5)
    }
    var largest = 0
    for (shape, shadow, scale) in shapes + shapes.reversed() + shapes {
      let kept = Self.pixels(cache, shape, shadow, scale: scale)
      #expect(kept == Self.pixels(ShadowCache(), shape, shadow, scale: scale), "\(shape) \(shadow) at \(scale)")
      #expect(cache.bytes <= budget || cache.maskCount == 1, "\(cache.bytes) bytes in \(cache.maskCount) masks")
      largest = Swift.max(largest, cache.bytes)
      #expect(Self.pixels(cache, shape, shadow, scale: scale) == kept)
    }
    // The budget was reached, so masks were dropped and made again.
    #expect(largest > budget / 2)
    #expect(cache.maskCount < shapes.count)
  }

  @Test func aMaskDrawnAgainIsTheNewestSoTheOthersGoFirst() {
    // Three masks of one size: a 12-point rounding at a different corner of each.
    func shape(_ corner: Int) -> RoundedRect {
      let r = (0..<4).map { $0 == corner ? 12.0 : 0 }
      return RoundedRect(
        Rect(x: 10, y: 10, width: 100, height: 100), radii: CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3]))
    }
    let (a, b, c) = (shape(0), shape(1), shape(2))
    let shadow = Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.3), offset: Point(x: 0, y: 2), blur: 10)
    let probe = ShadowCache()
    _ = Self.pixels(probe, a, shadow, scale: 1)
    let one = probe.bytes
    _ = Self.pixels(probe, b, shadow, scale: 1)
    #expect(probe.bytes == 2 * one)
    // Room for two: drawing a third drops the least recently drawn of the others.
    let cache = ShadowCache(byteBudget: 2 * one)
    _ = Self.pixels(cache, a, shadow, scale: 1)
    _ = Self.pixels(cache, b, shadow, scale: 1)
    // `a` again, at another opacity (a tail it has not worked out yet): the same mask, at the same cost.
    var fainter = shadow
    fainter.color.a = 0.05
    let again = Self.pixels(cache, a, fainter, scale: 1)
    #expect(again == Self.pixels(ShadowCache(), a, fainter, scale: 1))
    #expect(cache.bytes == 2 * one && cache.maskCount == 2)
    _ = Self.pixels(cache, c, shadow, scale: 1)
    #expect(cache.holdsMask(a, shadow, scale: 1) && !cache.holdsMask(b, shadow, scale: 1) && cache.holdsMask(c, shadow, scale: 1))
    // Drawn once each, in order, the first one goes.
    let unused = ShadowCache(byteBudget: 2 * one)
    for s in [a, b, c] { _ = Self.pixels(unused, s, shadow, scale: 1) }
    #expect(!unused.holdsMask(a, shadow, scale: 1) && unused.holdsMask(b, shadow, scale: 1) && unused.holdsMask(c, shadow, scale: 1))
    // A wider `c` grows its edge strip, so its cost grows and the oldest other mask goes.
    let wide = RoundedRect(Rect(x: 10, y: 10, width: 200, height: 100), radii: c.radii)
    let grown = Self.pixels(cache, wide, shadow, scale: 1)
    #expect(grown == Self.pixels(ShadowCache(), wide, shadow, scale: 1))
    #expect(cache.bytes > one && cache.maskCount == 1 && cache.holdsMask(c, shadow, scale: 1))
  }

  @Test func theLeastRecentlyUsedGoesFirstWhateverTheKeys() {
    var cache = LRUCache<String, Int>()
    for (i, key) in ["a", "b", "c", "d"].enumerated() { cache.insert(i, cost: 10, for: key) }
    #expect(cache.use("a") == 0)
    #expect(cache.use("c") == 2)
    cache.insert(40, cost: 5, for: "b")
    #expect(cache.entries.map(\.key) == ["d", "a", "c", "b"])
    #expect(cache.cost == 35 && cache.count == 4)
    #expect(cache.removeOldest()?.key == "d")
    #expect(cache.first(where: { $1 > 0 })?.key == "c")
    #expect(cache.remove("c") == 2 && cache.peek("c") == nil)
    cache.insert(7, cost: 1, for: "e")
    #expect(cache.entries.map(\.key) == ["a", "b", "e"] && cache.cost == 16)
    // A value replaced in place keeps its cost and its place.
    cache.replaceValue(9, for: "a")
    #expect(cache.entries.map(\.key) == ["a", "b", "e"] && cache.cost == 16 && cache.peek("a") == 9)
  }
}
