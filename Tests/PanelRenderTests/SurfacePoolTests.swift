import CCairo
import Testing

@testable import PanelRender

/// Pooled surface memory: handed out again once cairo frees a surface, and always transparent.
@Suite struct SurfacePoolTests {
  /// Every byte of a surface's pixels.
  static func bytes(_ s: OpaquePointer) -> [UInt8] {
    cairo_surface_flush(s)
    let n = Int(cairo_image_surface_get_stride(s)) * Int(cairo_image_surface_get_height(s))
    return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(s), count: n))
  }

  @Test func memoryGivenBackIsReusedAndCleared() throws {
    // A pool of the test's own: other tests draw on the shared one meanwhile.
    let pool = SurfacePool()
    let first = try #require(pool.surface(width: 300, height: 200))
    let cr = cairo_create(first)!
    cairo_set_source_rgba(cr, 1, 0.5, 0.25, 1)
    cairo_paint(cr)
    cairo_destroy(cr)
    #expect(Self.bytes(first).contains { $0 != 0 })
    let reusedBefore = pool.reused
    cairo_surface_destroy(first)
    // A little larger still fits in the memory just given back (its capacity has room to spare).
    let second = try #require(pool.surface(width: 304, height: 200))
    defer { cairo_surface_destroy(second) }
    #expect(pool.reused == reusedBefore + 1)
    #expect(Self.bytes(second).allSatisfy { $0 == 0 })
  }

  @Test func capacityRoundsUpToAnEighthOfItsPowerOfTwo() {
    #expect(SurfacePool.capacity(for: 4096) == 4096)
    #expect(SurfacePool.capacity(for: 1 << 20) == 1 << 20)
    #expect(SurfacePool.capacity(for: (1 << 20) + 1) == (1 << 20) + (1 << 17))
    #expect(SurfacePool.capacity(for: 3_000_000) == 3_145_728)
  }
}
