import Foundation

/// The process's one lock around every pango and cairo call that touches fonts.
///
/// cairo 1.16 keeps one map of scaled fonts for the whole process, and each scaled font one glyph
/// cache, whichever pango font map and thread asked for it. Two threads making, measuring, drawing
/// or freeing text at once (a frame's bands, layers drawn ahead on both cores, two rasterizers in
/// one process: the window's, an export's, parallel tests) race there, and cairo aborts
/// (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen' failed`). So text is drawn
/// by one thread at a time, whatever rasterizer, while shapes, blurs and pictures still run on all.
enum FontLock {
  private static let lock = NSLock()

  /// Runs `body` holding the lock. Not reentrant: `body` must not take it again.
  static func held<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
