import CCairo
import PanelCore
import Testing

@testable import PanelRender

/// The text layouts' bound: past `layoutLimit` the least recently used go, and text laid out again
/// measures and draws as a fresh cache's does.
@Suite struct TextCacheTests {
  /// The pixels of `run` drawn by `cache` on a cleared 200×40 target.
  static func pixels(_ cache: TextCache, _ run: TextRun) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 40)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cache.draw(run, cr: cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let count = Int(cairo_image_surface_get_stride(surface)) * 40
    return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface)!, count: count))
  }

  static func run(_ i: Int) -> TextRun {
    TextRun("row \(i)", frame: Rect(x: 4, y: 4, width: 180, height: 20), size: 13, weight: i % 2 == 0 ? .regular : .bold, color: Theme.label)
  }

  @Test func aFullCacheKeepsItsLimitAndLaysTextOutAsAFreshOne() {
    let cache = TextCache()
    let first = Self.pixels(cache, Self.run(0))
    // Row 1 stays in use while the others pass by, so it is never the least recently used.
    for i in 2..<(TextCache.layoutLimit + 200) {
      _ = cache.measure(Self.run(i))
      if i % 100 == 0 { _ = cache.measure(Self.run(1)) }
      #expect(cache.count <= TextCache.layoutLimit)
    }
    #expect(cache.count == TextCache.layoutLimit)
    // Row 0 was dropped and is laid out again; row 1 was kept: both as a fresh cache gives them.
    #expect(Self.pixels(cache, Self.run(0)) == first)
    #expect(Self.pixels(cache, Self.run(1)) == Self.pixels(TextCache(), Self.run(1)))
    #expect(cache.measure(Self.run(0)) == TextCache().measure(Self.run(0)))
  }
}
