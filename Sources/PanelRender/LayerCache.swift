import CCairo
import PanelCore

/// Keeps the pixels of layers so a layer that only moved is copied, not drawn again.
///
/// A small layer (a card, a list row) is cached the first time it is drawn, since its content
/// rarely changes. A large one is cached from the second frame in a row that shows it unchanged:
/// one that changes every frame (a scrolling feed) is drawn directly, so it never pays for a copy
/// it cannot reuse.
/// Either way it is placed on a whole device pixel. The cache holds at most `byteBudget` bytes,
/// dropping the least recently used layers first, and a new version of a layer reuses the
/// surface of its old version (no fresh 16 MB allocation per scroll step of a 2× feed). Which frames hit the cache depends only on
/// the sequence of display lists, so a replay gives the same pixels every time.
final class LayerCache {
  private struct Key: Hashable {
    var layer: Layer
    var width: Int
    var height: Int
    var scale: Double
  }

  private struct Entry {
    var surface: OpaquePointer
    var lastUsed: Int
    var bytes: Int
  }

  /// Most memory the cached pixels may take.
  static let byteBudget = 256 << 20

  /// Layers up to this many pixels are cached on first sight.
  static let smallLayerPixels = 512 * 1024

  private var entries: [Key: Entry] = [:]
  private var frame = 0
  private var seenThisFrame: Set<Key> = []
  private var seenLastFrame: Set<Key> = []
  private var prefetchedThisFrame = 0
  /// Each layer name's last size and the frame it last changed, to tell a layer being resized.
  private var sizes: [String: (width: Int, height: Int, changedAt: Int)] = [:]
  /// Frames a resized layer stays stretched after its size last changed (pointer moves come less
  /// often than frames, so a drag holds a size for a frame or two between moves).
  static let resizeSettleFrames = 8
  /// Whether a layer being resized is stretched from its last pixels (exports and the bench) or
  /// drawn afresh at every size (the windows, see `Rasterizer.init`).
  var stretchesResizedLayers = true
  private var bytes = 0
  /// Layers drawn afresh and reused since the cache was made, for the bench.
  private(set) var misses = 0
  private(set) var hits = 0

  deinit { for e in entries.values { cairo_surface_destroy(e.surface) } }

  /// Marks the start of a frame and drops layers unused for a second of frames.
  func beginFrame() {
    frame += 1
    seenLastFrame = seenThisFrame
    seenThisFrame.removeAll(keepingCapacity: true)
    prefetchedThisFrame = 0
    guard entries.count > 64 || bytes > Self.byteBudget else { return }
    for (key, e) in entries where frame - e.lastUsed > 60 { drop(key, e) }
    sizes = sizes.filter { frame - $0.value.changedAt <= 60 }
    // Still over budget: the least recently used go first.
    if bytes > Self.byteBudget {
      for (key, e) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
        guard bytes > Self.byteBudget, e.lastUsed < frame else { break }
        drop(key, e)
      }
    }
  }

  private func drop(_ key: Key, _ e: Entry) {
    cairo_surface_destroy(e.surface)
    bytes -= e.bytes
    entries.removeValue(forKey: key)
  }

  /// Prepares a layer's pixels ahead of need: at most one per frame, so prefetching rarely makes a
  /// frame slow.
  func prefetch(_ layer: Layer, scale: Double, draw: (OpaquePointer) -> Void) {
    guard prefetchedThisFrame == 0 else { return }
    let w = Int((layer.frame.width * scale).rounded(.up))
    let h = Int((layer.frame.height * scale).rounded(.up))
    guard w > 0, h > 0, w <= 16_384, h <= 16_384 else { return }
    var origin = layer
    origin.frame.origin0()
    let key = Key(layer: origin, width: w, height: h, scale: scale)
    if entries[key] != nil {
      entries[key]?.lastUsed = frame
      return
    }
    prefetchedThisFrame += 1
    _ = surface(for: layer, scale: scale, force: true, draw: draw)
  }

  /// The layer's pixels at `scale`, drawing them with `draw` when not cached; nil when the layer
  /// is new this frame (or too large) and should be drawn directly.
  func surface(
    for layer: Layer, scale: Double, force: Bool = false, draw: (OpaquePointer) -> Void
  ) -> (surface: OpaquePointer, width: Int, height: Int)? {
    let w = Int((layer.frame.width * scale).rounded(.up))
    let h = Int((layer.frame.height * scale).rounded(.up))
    guard w > 0, h > 0, w <= 16_384, h <= 16_384 else { return nil }
    var origin = layer
    origin.frame.origin0()
    let key = Key(layer: origin, width: w, height: h, scale: scale)
    noteSize(of: layer.key, width: w, height: h)
    if var e = entries[key] {
      e.lastUsed = frame
      entries[key] = e
      hits += 1
      return (e.surface, w, h)
    }
    seenThisFrame.insert(key)
    if !force {
      guard w * h <= Self.smallLayerPixels || seenLastFrame.contains(key) else { return nil }
      // A layer whose scale changes every frame (a zoom) is scaled from pixels kept at another
      // scale, when there are some, rather than drawn and kept at every scale it passes through.
      if !seenLastFrame.contains(key) && entries.keys.contains(where: { $0.layer == origin && $0.scale != scale }) { return nil }
      // A layer whose size changes every frame (cards reflowing while a divider is dragged) is
      // stretched from its last drawn pixels, as iPadOS stretches an app's snapshot while a split
      // is resized; it is drawn again once its size has held for `resizeSettleFrames`.
      if isBeingResized(layer.key) && resizedSource(for: layer, scale: scale) != nil { return nil }
    }
    let surface: OpaquePointer
    let cr: OpaquePointer
    if let (oldKey, old) = entries.first(where: { $0.key.layer.key == layer.key && $0.key.width == w && $0.key.height == h && $0.value.lastUsed < frame }) {
      // An earlier version of this layer: clear its surface and draw the new one there.
      entries.removeValue(forKey: oldKey)
      bytes -= old.bytes
      surface = old.surface
      cr = cairo_create(surface)!
      if !layer.opaque || Double(w) != layer.frame.width * scale || Double(h) != layer.frame.height * scale {
        // An opaque layer of whole pixels covers every pixel anyway; others start from transparent.
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      }
    } else {
      guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
        cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
      else { return nil }
      surface = s
      cr = cairo_create(surface)!
    }
    cairo_scale(cr, scale, scale)
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    entries[key] = Entry(surface: surface, lastUsed: frame, bytes: w * h * 4)
    bytes += w * h * 4
    misses += 1
    return (surface, w, h)
  }
}

extension LayerCache {
  /// The layer's pixels cached at another scale, for a layer shown at a scale that changes every
  /// frame (a zooming sheet): scaling kept pixels is far cheaper than drawing them again, and is
  /// what Core Animation does with a layer's backing store during a zoom.
  func substitute(for layer: Layer, scale: Double) -> (surface: OpaquePointer, scale: Double)? {
    var origin = layer
    origin.frame.origin0()
    guard let (key, entry) = entries.first(where: { $0.key.layer == origin && $0.key.scale != scale }) else { return nil }
    entries[key]?.lastUsed = frame
    hits += 1
    return (entry.surface, key.scale)
  }
}

extension LayerCache {
  /// Remembers the size a layer name is drawn at this frame.
  fileprivate func noteSize(of name: String, width: Int, height: Int) {
    guard let old = sizes[name] else {
      // First sight is not a resize.
      sizes[name] = (width, height, frame - Self.resizeSettleFrames)
      return
    }
    if old.width != width || old.height != height { sizes[name] = (width, height, frame) }
  }

  /// Whether the layer's size changed in the last few frames (never when stretching is off).
  fileprivate func isBeingResized(_ name: String) -> Bool {
    guard stretchesResizedLayers, let s = sizes[name] else { return false }
    return frame - s.changedAt < Self.resizeSettleFrames
  }

  /// The pixels of this layer's name drawn last frame at another size, for a layer that is being
  /// resized: stretching them is far cheaper than laying the content out at every size it passes.
  func resizedSource(for layer: Layer, scale: Double) -> (surface: OpaquePointer, width: Int, height: Int)? {
    guard let (key, entry) = entries.first(where: {
      $0.key.layer.key == layer.key && $0.key.scale == scale && $0.value.lastUsed >= frame - 1
        && ($0.key.layer.frame.size != layer.frame.size)
    }) else { return nil }
    entries[key]?.lastUsed = frame
    return (entry.surface, key.width, key.height)
  }
}

extension Rect {
  /// Moves the rectangle to the origin, keeping its size (layer content does not depend on where
  /// the layer is).
  fileprivate mutating func origin0() {
    x = 0
    y = 0
  }
}
