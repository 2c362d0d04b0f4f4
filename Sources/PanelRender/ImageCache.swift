import CCairo
import PanelCore

/// Keeps users' pictures decoded (by file) and drawn at the pixel sizes frames asked for (by file
/// and size), so a still picture costs one copy per frame: decoding a PNG or drawing an SVG again
/// each frame would cost milliseconds. Sizes drawn are dropped least recently used first once
/// they take more than `byteBudget`. What is drawn depends only on the file and the size, so a hit
/// and a miss give the same pixels.
final class ImageCache {
  private struct Key: Hashable {
    var path: String
    var width: Int
    var height: Int
  }

  /// Most memory the drawn sizes may take.
  static let byteBudget = 128 << 20

  /// Each file's decoded picture, or nil when it could not be decoded (not tried again).
  private var decoded: [String: UserImage?] = [:]
  /// The sizes drawn, each costing its bytes.
  private var drawn = LRUCache<Key, OpaquePointer>()
  /// Sizes drawn afresh since the cache was made, for tests.
  private(set) var draws = 0

  deinit { for e in drawn.entries { cairo_surface_destroy(e.value) } }

  /// The picture in the file at `path`, decoded on first use; nil when it cannot be.
  func image(at path: String) -> UserImage? {
    if let known = decoded[path] { return known }
    let image = try? UserImage(path: path)
    decoded[path] = image
    return image
  }

  /// The picture at `path` drawn at `width` × `height` pixels, kept for the next frames.
  func surface(at path: String, width: Int, height: Int) -> OpaquePointer? {
    let key = Key(path: path, width: width, height: height)
    if let surface = drawn.use(key) { return surface }
    guard let image = image(at: path), let surface = image.render(width: width, height: height) else { return nil }
    draws += 1
    drawn.insert(surface, cost: width * height * 4, for: key)
    // Over budget: the least recently used sizes go, never the one just drawn.
    drawn.dropOldest(whileCostOver: Self.byteBudget) { cairo_surface_destroy($0) }
    return surface
  }
}
