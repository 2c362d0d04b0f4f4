import CCairo
import PanelCore

/// Keeps the pixels of layers so a layer that only moved is copied, not drawn again.
///
/// A small layer (a card, a list row) is cached the first time it is drawn, since its content
/// rarely changes. A large one is cached from the second frame in a row that shows it unchanged:
/// one that changes every frame (a scrolling feed) is drawn directly, so it never pays for a copy
/// it cannot reuse. Either way it is placed on a whole device pixel. The cache holds at most
/// `byteBudget` bytes, dropping the least recently used layers first, and a new version of a
/// layer reuses the surface of its old version (no fresh 16 MB allocation per scroll step of a 2×
/// feed), or, at another size, gives the old one's memory back to `SurfacePool` first.
///
/// The cache only ever saves time: a hit gives the pixels a miss draws, and the rasterizer draws a
/// layer directly only where that gives the same pixels too (see `Rasterizer.drawLayer`). So what
/// the cache holds (its history, its evictions, the hash seed that orders its dictionary) never
/// shows in a frame.
final class LayerCache {
  private struct Key: Hashable {
    var layer: Layer
    var width: Int
    var height: Int
    var scale: Double
  }

  private struct Entry {
    var surface: OpaquePointer
    /// The frame that last drew or reused it.
    var lastUsed: Int
  }

  /// Most memory the cached pixels may take.
  static let byteBudget = 256 << 20

  /// Layers up to this many pixels are cached on first sight.
  static let smallLayerPixels = 512 * 1024

  /// The layers' pixels, each costing its bytes, in the order frames used them.
  private var entries = LRUCache<Key, Entry>()
  private var frame = 0
  private var seenThisFrame: Set<Key> = []
  private var seenLastFrame: Set<Key> = []
  private var prefetchedThisFrame = 0
  /// Layers drawn afresh and reused since the cache was made, for the bench.
  private(set) var misses = 0
  private(set) var hits = 0

  deinit { for e in entries.entries { cairo_surface_destroy(e.value.surface) } }

  /// Marks the start of a frame and drops layers unused for a second of frames.
  func beginFrame() {
    frame += 1
    seenLastFrame = seenThisFrame
    seenThisFrame.removeAll(keepingCapacity: true)
    prefetchedThisFrame = 0
    guard entries.count > 64 || entries.cost > Self.byteBudget else { return }
    // The order of use puts the layers unused that long first; then, still over budget, the
    // least recently used go.
    while let (key, e) = entries.oldest, frame - e.lastUsed > 60 || (entries.cost > Self.byteBudget && e.lastUsed < frame) {
      drop(key, e)
    }
  }

  private func drop(_ key: Key, _ e: Entry) {
    cairo_surface_destroy(e.surface)
    entries.remove(key)
  }

  /// Prepares a layer's pixels ahead of need: at most one per frame, so prefetching rarely makes a
  /// frame slow.
  func prefetch(_ layer: Layer, scale: Double, draw: (OpaquePointer) -> Void) {
    guard prefetchedThisFrame == 0, let key = Self.key(layer, scale: scale) else { return }
    if entries.use(key, changing: { $0.lastUsed = frame }) != nil { return }
    prefetchedThisFrame += 1
    _ = surface(for: layer, scale: scale, force: true, draw: draw)
  }

  /// The layer's pixels at `scale`, drawing them with `draw` when not cached; nil when the layer
  /// is too large for a surface, or (unless `force`) large and new this frame, to be drawn directly.
  func surface(
    for layer: Layer, scale: Double, force: Bool = false, draw: (OpaquePointer) -> Void
  ) -> (surface: OpaquePointer, width: Int, height: Int)? {
    guard let key = Self.key(layer, scale: scale) else { return nil }
    let w = key.width, h = key.height
    if let e = entries.use(key, changing: { $0.lastUsed = frame }) {
      hits += 1
      return (e.surface, w, h)
    }
    seenThisFrame.insert(key)
    if !force {
      guard w * h <= Self.smallLayerPixels || seenLastFrame.contains(key) else { return nil }
    }
    let surface: OpaquePointer
    let cr: OpaquePointer
    if let (oldKey, old) = entries.first(where: { $0.layer.key == layer.key && $0.width == w && $0.height == h && $1.lastUsed < frame }) {
      // An earlier version of this layer (the least recently used one): clear its surface and
      // draw the new one there.
      entries.remove(oldKey)
      surface = old.surface
      cr = cairo_create(surface)!
      if !layer.opaque || Double(w) != layer.frame.width * scale || Double(h) != layer.frame.height * scale {
        // An opaque layer of whole pixels covers every pixel anyway; others start from transparent.
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      }
    } else {
      dropEarlierVersions(of: layer)
      guard let s = SurfacePool.shared.surface(width: w, height: h) else { return nil }
      surface = s
      cr = cairo_create(surface)!
    }
    Self.draw(on: surface, cr, scale: scale, draw)
    keep(surface, key)
    return (surface, w, h)
  }

  /// Draws a layer's content with `draw` onto `surface` through `cr` (which it ends), at `scale`.
  private static func draw(on surface: OpaquePointer, _ cr: OpaquePointer, scale: Double, _ draw: (OpaquePointer) -> Void) {
    // A fresh surface and a reused one take the same compositing path (see `Rasterizer`'s
    // `.pushOpacity`): both count as drawn on.
    cairo_surface_mark_dirty(surface)
    cairo_scale(cr, scale, scale)
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
  }

  private func keep(_ surface: OpaquePointer, _ key: Key) {
    entries.insert(Entry(surface: surface, lastUsed: frame), cost: key.width * key.height * 4, for: key)
    misses += 1
  }

  /// The key of `layer`'s pixels at `scale`; nil when it is too large (or empty) for a surface.
  private static func key(_ layer: Layer, scale: Double) -> Key? {
    let w = Int((layer.frame.width * scale).rounded(.up))
    let h = Int((layer.frame.height * scale).rounded(.up))
    guard w > 0, h > 0, w <= 16_384, h <= 16_384 else { return nil }
    var origin = layer
    origin.frame.origin0()
    return Key(layer: origin, width: w, height: h, scale: scale)
  }

  /// Whether `surface(for:scale:force:draw:)` would draw `layer` now and keep it: it is not held,
  /// and it is forced, small, or was seen last frame.
  func wouldMake(_ layer: Layer, scale: Double, force: Bool) -> Bool {
    guard let key = Self.key(layer, scale: scale), entries.peek(key) == nil else { return false }
    return force || key.width * key.height <= Self.smallLayerPixels || seenLastFrame.contains(key)
  }

  /// `layer`'s pixels at `scale`, drawn by `draw` on a fresh surface (on any thread: it touches
  /// no cache), for `keep(_:_:scale:)`.
  static func fresh(_ layer: Layer, scale: Double, draw: (OpaquePointer) -> Void) -> OpaquePointer? {
    guard let key = key(layer, scale: scale), let surface = SurfacePool.shared.surface(width: key.width, height: key.height)
    else { return nil }
    Self.draw(on: surface, cairo_create(surface)!, scale: scale, draw)
    return surface
  }

  /// Keeps `surface` (from `fresh`) as `layer`'s pixels at `scale`, dropping an earlier version
  /// of the layer not used this frame (at any size), as drawing it here would have.
  func keep(_ surface: OpaquePointer, _ layer: Layer, scale: Double) {
    guard let key = Self.key(layer, scale: scale), entries.peek(key) == nil else { return cairo_surface_destroy(surface) }
    dropEarlierVersions(of: layer)
    keep(surface, key)
  }

  /// Drops the versions of `layer` (by its key) not used this frame, whatever their size: a
  /// layer drawn anew at another size (the cards of a divider drag) gives its old pixels' memory
  /// back to the pool for the next one, instead of holding it until it is evicted.
  func dropEarlierVersions(of layer: Layer) {
    // In the order of use, so the pool receives the memory in a fixed order, whatever the hash seed.
    let stale = entries.filter { $0.layer.key == layer.key && $1.lastUsed < frame }
    for (key, e) in stale { drop(key, e) }
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
