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

  private struct Entry {
    var surface: OpaquePointer
    var lastUsed: Int
    var bytes: Int
  }

  /// Most memory the drawn sizes may take.
  static let byteBudget = 128 << 20

  /// Each file's decoded picture, or nil when it could not be decoded (not tried again).
  private var decoded: [String: UserImage?] = [:]
  private var drawn: [Key: Entry] = [:]
  private var bytes = 0
  private var clock = 0
  /// Sizes drawn afresh since the cache was made, for tests.
  private(set) var draws = 0

  deinit { for e in drawn.values { cairo_surface_destroy(e.surface) } }

  /// The picture in the file at `path`, decoded on first use; nil when it cannot be.
  func image(at path: String) -> UserImage? {
    if let known = decoded[path] { return known }
    let image = try? UserImage(path: path)
    decoded[path] = image
    return image
  }

  /// The picture at `path` drawn at `width` × `height` pixels, kept for the next frames.
  func surface(at path: String, width: Int, height: Int) -> OpaquePointer? {
    clock += 1
    let key = Key(path: path, width: width, height: height)
    if let e = drawn[key] {
      drawn[key]?.lastUsed = clock
      return e.surface
    }
    guard let image = image(at: path), let surface = image.render(width: width, height: height) else { return nil }
    draws += 1
    let size = width * height * 4
    drawn[key] = Entry(surface: surface, lastUsed: clock, bytes: size)
    bytes += size
    // Over budget: the least recently used sizes go, never the one just drawn.
    if bytes > Self.byteBudget {
      for (k, e) in drawn.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) where bytes > Self.byteBudget && k != key {
        cairo_surface_destroy(e.surface)
        bytes -= e.bytes
        drawn.removeValue(forKey: k)
      }
    }
    return surface
  }
}
