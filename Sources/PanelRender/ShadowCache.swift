import CCairo
import Foundation
import PanelCore

/// Draws blurred shadows from masks that are blurred once and reused.
///
/// A blurred rounded rectangle only varies near its corners; along each straight edge its profile
/// is the same everywhere. So each mask is a small rounded rectangle, blurred once per (corner radii,
/// blur, scale), and drawn as a 9-slice: corners 1:1, edges and centre stretched. Any size of card,
/// including one that is zooming, reuses the same mask, and every shadow is drawn the same way
/// (no full-size mask is assembled for sizes seen before: sampled differently, it gave other
/// pixels, so a frame's shadows depended on the frames before it).
///
/// The masks, with the edge strips made from them, are dropped least recently used first once
/// they take more than the cache's byte budget (a zooming card asks for a mask per corner radius
/// it passes through). A mask depends only on its key, so one made again gives the same pixels.
final class ShadowCache {
  private struct Key: Hashable {
    var radii: [Int]
    var sigma: Int  // in 1/16 px, so nearby blurs share a mask
    var curve: CornerCurve

    /// Pixels from a corner along each edge that its rounding takes.
    var cornerLength: Int {
      let r = radii.max() ?? 0
      return curve == .continuous ? Int(ContinuousCorner.length(radius: Double(r)).rounded(.up)) : r
    }
  }

  /// A blurred mask, where its slices are, and what was worked out from it.
  private struct Mask {
    var surface: OpaquePointer
    /// Pixels from the mask's edge to the start of the stretchable middle.
    var corner: Int
    /// Blur extent in pixels (how far the shadow spreads outside the shape).
    var extent: Int
    var size: Int
    /// The middle column, the middle row and the centre pixel on their own, which an edge slice
    /// stretches by padding: a translation only, exact wherever the target's pixels start.
    var column: OpaquePointer
    var row: OpaquePointer
    var centre: OpaquePointer
    /// The middle column repeated across as many columns as an edge slice has needed, and the
    /// middle row repeated down as many rows (`strip(_:across:length:)`).
    var across: Strip?
    var down: Strip?
    /// The pixels at its outer edge that round to nothing, by the shadow colour's opacity
    /// (`invisibleTail(_:alpha:)`); only looked up, never iterated.
    var tails: [Double: Int] = [:]

    /// Its surfaces, the strips included.
    var surfaces: [OpaquePointer] { [surface, column, row, centre] + [across, down].compactMap { $0?.surface } }

    /// How long its edge strips are (nil: none made), which only grow.
    struct StripLengths: Equatable {
      var across: Int?
      var down: Int?
    }

    /// How long its edge strips are now.
    var stripLengths: StripLengths { StripLengths(across: across?.length, down: down?.length) }

    /// The bytes its surfaces take.
    var bytes: Int {
      surfaces.reduce(0) { $0 + Int(cairo_image_surface_get_stride($1)) * Int(cairo_image_surface_get_height($1)) }
    }
  }

  /// An edge strip and how long it is, pixels.
  private struct Strip {
    var surface: OpaquePointer
    var length: Int
  }

  /// Most memory the masks and their strips take by default.
  static let defaultByteBudget = 32 << 20

  /// Most memory the masks and their strips may take; past it the least recently used go.
  let byteBudget: Int

  private var masks = LRUCache<Key, Mask>()

  /// How many masks it holds, for tests.
  var maskCount: Int { masks.count }
  /// The bytes its masks and strips take, for tests.
  var bytes: Int { masks.cost }

  /// An empty cache holding at most `byteBudget` bytes of masks (besides the one in use).
  init(byteBudget: Int = ShadowCache.defaultByteBudget) { self.byteBudget = byteBudget }

  deinit {
    for m in masks.entries { m.value.surfaces.forEach(cairo_surface_destroy) }
  }

  /// The mask that the shadow of `shape` at `scale` is drawn from; nil when nothing is drawn.
  private func key(_ shape: RoundedRect, _ shadow: Shadow, scale: Double) -> Key? {
    let r = shadow.silhouette(of: shape.rect)
    guard r.width > 0, r.height > 0, shadow.color.a > 0 else { return nil }
    let sigma = shadow.blur / 2 * scale
    let limit = Swift.min(r.width, r.height) / 2
    let radiiPx = [shape.radii.topLeft, shape.radii.topRight, shape.radii.bottomRight, shape.radii.bottomLeft]
      .map { Int((Swift.min($0, limit) * scale).rounded(.up)) }
    // A continuous corner without room for its smoothing is close to circular, which the
    // mask then draws: the mask's own corners always have room.
    let roomy = shape.curve == .continuous && [shape.radii.topLeft, shape.radii.topRight, shape.radii.bottomRight, shape.radii.bottomLeft]
      .allSatisfy { ContinuousCorner.length(radius: $0) <= limit }
    return Key(radii: radiiPx, sigma: Int((sigma * 16).rounded()), curve: roomy ? .continuous : .circular)
  }

  /// Whether it holds the mask that the shadow of `shape` at `scale` is drawn from, for tests.
  func holdsMask(_ shape: RoundedRect, _ shadow: Shadow, scale: Double) -> Bool {
    key(shape, shadow, scale: scale).map { masks.peek($0) != nil } ?? false
  }

  /// Keeps `mask` as the most recently used, and drops the least recently used others while the
  /// masks take more than the budget.
  private func keep(_ mask: Mask, _ key: Key) {
    masks.insert(mask, cost: mask.bytes, for: key)
    masks.dropOldest(whileCostOver: byteBudget) { $0.surfaces.forEach(cairo_surface_destroy) }
  }

  /// Puts back a mask that a draw used: a new one or one whose strips grew is kept at its new
  /// cost (which may drop others); one that only learnt a tail is written back in place, its cost
  /// and place unchanged; one used as it was is left alone. `use` already made it the newest, so
  /// the order, and with it every later victim, is the one a fresh insert would give.
  private func putBack(_ mask: Mask, _ key: Key, isNew: Bool, stripsBefore: Mask.StripLengths, tailsBefore: Int) {
    if isNew || mask.stripLengths != stripsBefore {
      keep(mask, key)
    } else if mask.tails.count != tailsBefore {
      masks.replaceValue(mask, for: key)
    }
  }

  /// Draws the shadow of `shape` at `scale` device pixels per user unit.
  ///
  /// The shadow is placed on whole device pixels and only its ring outside the shape's opaque
  /// interior is composited: shapes that cast shadows here are opaque surfaces drawn on top.
  func draw(_ shape: RoundedRect, _ shadow: Shadow, cr: OpaquePointer, scale: Double) {
    guard let key = key(shape, shadow, scale: scale) else { return }
    let r = shadow.silhouette(of: shape.rect)
    let used = masks.use(key)
    var mask = used ?? makeMask(key)
    let stripsBefore = mask.stripLengths, tailsBefore = mask.tails.count
    // Put back at the end with the strips and tails this shadow added, if any.
    defer { putBack(mask, key, isNew: used == nil, stripsBefore: stripsBefore, tailsBefore: tailsBefore) }
    let w = Int((r.width * scale).rounded())
    let h = Int((r.height * scale).rounded())
    guard w > 0, h > 0 else { return }
    var x = r.x
    var y = r.y
    cairo_user_to_device(cr, &x, &y)
    let px = x.rounded() - Double(mask.extent)
    let py = y.rounded() - Double(mask.extent)
    let e = Double(mask.extent)
    let inset = Double(key.cornerLength)
    // The faint outer tail of the blur rounds to nothing at this colour's opacity: leave it out.
    let trim = Double(invisibleTail(&mask, alpha: shadow.color.a))
    let outerW = Double(w) + 2 * e
    let outerH = Double(h) + 2 * e
    // The visible ring as rectangles: four bands around the part of the shadow that the shape
    // itself covers (the shape sits `offset` away from its shadow, `spread` inside its edges) and
    // four squares at its corners, where the rounding leaves gaps. Rectangular clips keep pixman
    // on its fastest unscaled A8-mask path, and nothing under the opaque shape is composited.
    let k = inset
    let dx = (shadow.offset.x * scale).rounded()
    let dy = (shadow.offset.y * scale).rounded()
    let sp = (shadow.spread * scale).rounded()
    // A spread rounds apart from the shape's own edges: a pixel more on each side is composited,
    // under the shape, so no pixel of the ring outside it is left out.
    let slack = shadow.spread == 0 ? 0.0 : 1
    let ix0 = e + Swift.max(0, sp - dx) + slack
    let iy0 = e + Swift.max(0, sp - dy) + slack
    let ix1 = e + Double(w) + Swift.min(0, -sp - dx) - slack
    let iy1 = e + Double(h) + Swift.min(0, -sp - dy) - slack
    let bands: [(Double, Double, Double, Double)]
    if ix1 - ix0 > 2 * k && iy1 - iy0 > 2 * k {
      bands = [
        (trim, trim, outerW - 2 * trim, iy0 - trim),  // above
        (trim, iy1, outerW - 2 * trim, outerH - trim - iy1),  // below
        (trim, iy0, ix0 - trim, iy1 - iy0),  // left
        (ix1, iy0, outerW - trim - ix1, iy1 - iy0),  // right
        (ix0, iy0, k, k), (ix1 - k, iy0, k, k), (ix0, iy1 - k, k, k), (ix1 - k, iy1 - k, k, k),  // corners
      ]
    } else {
      bands = [(0, 0, outerW, outerH)]
    }
    let c = shadow.color
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    // Straight from the 9-slice mask: each visible band, through each slice that reaches it.
    // Every slice is either copied 1:1 or stretched from a single row or column onto whole
    // pixels: the stretched ones pad a strip of their own, so every slice is a plain offset copy.
    let patterns = [mask.surface, mask.column, mask.row, mask.centre].map { surface in
      let p = cairo_pattern_create_for_surface(surface)!
      cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(p, CAIRO_FILTER_NEAREST)
      return p
    }
    let slices = self.slices(mask, width: w, height: h)
    // A shape smaller than two corners stretches the whole mask.
    var stretched: OpaquePointer?
    if slices.count == 1, let (src, dst) = slices.first, let small = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(dst.width), Int32(dst.height)) {
      let sc = cairo_create(small)!
      setSlice(patterns[0], src: src, dst: dst)
      cairo_set_source(sc, patterns[0])
      cairo_set_operator(sc, CAIRO_OPERATOR_SOURCE)
      cairo_paint(sc)
      cairo_destroy(sc)
      cairo_surface_flush(small)
      stretched = small
    }
    defer { if let stretched { cairo_surface_destroy(stretched) } }
    for (bx, by, bw, bh) in bands where bw > 0 && bh > 0 {
      let band = Rect(x: bx, y: by, width: bw, height: bh)
      for (src, dst) in slices {
        let x0 = Swift.max(band.minX, dst.minX), x1 = Swift.min(band.maxX, dst.maxX)
        let y0 = Swift.max(band.minY, dst.minY), y1 = Swift.min(band.maxY, dst.maxY)
        guard x1 > x0, y1 > y0 else { continue }
        cairo_save(cr)
        cairo_rectangle(cr, px + x0, py + y0, x1 - x0, y1 - y0)
        cairo_clip(cr)
        let stretchX = src.2 == 1 && dst.width != 1, stretchY = src.3 == 1 && dst.height != 1
        let at = dst.offsetBy(dx: px, dy: py)
        if let whole = stretched {
          // The mask scaled once at its own origin, then copied: how the scaling samples cannot
          // depend on where the target's pixels start.
          cairo_mask_surface(cr, whole, at.x, at.y)
        } else if stretchX != stretchY, let strip = strip(&mask, across: stretchX, length: Int(stretchX ? dst.width : dst.height)) {
          // The edge's profile repeated along the edge on a surface of its own, so the slice is
          // an offset copy inside the mask's pixels, pixman's fast path, where padding a single
          // column or row takes its general one: the same mask value reaches every pixel, and
          // both paths composite it by the same arithmetic.
          var m = cairo_matrix_t()
          cairo_matrix_init_translate(&m, (stretchX ? 0 : src.0) - at.x, (stretchY ? 0 : src.1) - at.y)
          let pattern = cairo_pattern_create_for_surface(strip)!
          cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
          cairo_pattern_set_matrix(pattern, &m)
          cairo_mask(cr, pattern)
          cairo_pattern_destroy(pattern)
        } else if stretchX || stretchY {
          let pattern = patterns[(stretchX ? 1 : 0) + (stretchY ? 2 : 0)]
          // The strip's own origin is the slice's unstretched corner.
          var m = cairo_matrix_t()
          cairo_matrix_init_translate(&m, (stretchX ? 0 : src.0) - at.x, (stretchY ? 0 : src.1) - at.y)
          cairo_pattern_set_matrix(pattern, &m)
          cairo_mask(cr, pattern)
        } else {
          setSlice(patterns[0], src: src, dst: at)
          cairo_mask(cr, patterns[0])
        }
        cairo_restore(cr)
      }
    }
    for p in patterns { cairo_pattern_destroy(p) }
    cairo_restore(cr)
  }

  /// Longest edge strip kept, pixels (a frame's side at scale 4 fits).
  static let longestStrip = 8192

  /// `mask`'s middle column repeated across `length` columns or more (`across`), or its middle
  /// row repeated down `length` rows or more; nil past `longestStrip`. A longer one replaces a
  /// shorter one, so each mask keeps at most two.
  private func strip(_ mask: inout Mask, across: Bool, length: Int) -> OpaquePointer? {
    guard length > 0, length <= Self.longestStrip else { return nil }
    let kept = across ? mask.across : mask.down
    if let kept, kept.length >= length { return kept.surface }
    // Room to grow: a zooming shape asks for a little more at each frame.
    let made = Swift.min(Self.longestStrip, Swift.max(length, (kept?.length ?? 0) * 5 / 4, 64))
    let source = across ? mask.column : mask.row
    let width = across ? made : mask.size, height = across ? mask.size : made
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_flush(source)
    cairo_surface_flush(surface)
    let from = cairo_image_surface_get_data(source)!, to = cairo_image_surface_get_data(surface)!
    let fromStride = Int(cairo_image_surface_get_stride(source)), toStride = Int(cairo_image_surface_get_stride(surface))
    for r in 0..<height {
      if across {
        memset(to + r * toStride, Int32(from[r * fromStride]), width)
      } else {
        (to + r * toStride).update(from: from, count: width)
      }
    }
    cairo_surface_mark_dirty(surface)
    if let kept { cairo_surface_destroy(kept.surface) }
    if across { mask.across = Strip(surface: surface, length: made) } else { mask.down = Strip(surface: surface, length: made) }
    return surface
  }

  /// Pixels at the outer edge of `mask` whose coverage times `alpha` is below half a level.
  private func invisibleTail(_ mask: inout Mask, alpha: Double) -> Int {
    if let t = mask.tails[alpha] { return t }
    let data = cairo_image_surface_get_data(mask.surface)!
    let stride = Int(cairo_image_surface_get_stride(mask.surface))
    let row = data + (mask.corner + 1) * stride
    var t = 0
    while t < mask.extent && Double(row[t]) * alpha < 0.5 { t += 1 }
    mask.tails[alpha] = t
    return t
  }

  /// Where each slice of `mask` goes for a shape of `width`×`height` pixels (plus the blur's
  /// reach), as (source rectangle in the mask, destination rectangle from the shadow's corner).
  private func slices(_ mask: Mask, width w: Int, height h: Int) -> [((Double, Double, Double, Double), Rect)] {
    let e = mask.extent
    let outer = Rect(x: 0, y: 0, width: Double(w + 2 * e), height: Double(h + 2 * e))
    let corner = Double(mask.corner)
    let middleW = outer.width - 2 * corner
    let middleH = outer.height - 2 * corner
    let s = Double(mask.size)
    if middleW < 0 || middleH < 0 {
      // Smaller than two corners: stretch the whole mask, which is close enough at that size.
      return [((0, 0, s, s), outer)]
    }
    let m = corner
    let xs: [(Double, Double, Double, Double)] = [(0, m, 0, m), (m + 1, 1, m, middleW), (s - m, m, outer.maxX - m, m)]
    let ys: [(Double, Double, Double, Double)] = [(0, m, 0, m), (m + 1, 1, m, middleH), (s - m, m, outer.maxY - m, m)]
    var out: [((Double, Double, Double, Double), Rect)] = []
    for x in xs where x.3 > 0 {
      for y in ys where y.3 > 0 {
        out.append(((x.0, y.0, x.1, y.1), Rect(x: x.2, y: y.2, width: x.3, height: y.3)))
      }
    }
    return out
  }

  /// Points `pattern` (the mask) so that its `src` rectangle lands stretched on `dst`.
  private func setSlice(_ pattern: OpaquePointer, src: (Double, Double, Double, Double), dst: Rect) {
    var m = cairo_matrix_t()
    // Pattern space = mask pixels; user → pattern maps dst onto src.
    cairo_matrix_init_translate(&m, src.0, src.1)
    cairo_matrix_scale(&m, src.2 / dst.width, src.3 / dst.height)
    cairo_matrix_translate(&m, -dst.x, -dst.y)
    cairo_pattern_set_matrix(pattern, &m)
  }

  /// A blurred rounded square whose middle row and column are each 3 px of pure edge profile.
  private func makeMask(_ key: Key) -> Mask {
    let sigma = Double(key.sigma) / 16
    let extent = sigma > 0.2 ? BoxBlur.extent(sigma: sigma) : 0
    let corner = key.cornerLength + 2 * extent
    let size = 2 * corner + 3
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size), Int32(size))!
    let cr = cairo_create(surface)!
    let shapeSize = Double(size - 2 * extent)
    let d = key.radii.map(Double.init)
    Rasterizer.path(
      cr,
      RoundedRect(
        Rect(x: Double(extent), y: Double(extent), width: shapeSize, height: shapeSize),
        radii: CornerRadii(topLeft: d[0], topRight: d[1], bottomRight: d[2], bottomLeft: d[3]), curve: key.curve))
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    BoxBlur.blur(
      cairo_image_surface_get_data(surface)!, width: size, height: size,
      stride: Int(cairo_image_surface_get_stride(surface)), channels: 1, sigma: sigma)
    cairo_surface_mark_dirty(surface)
    let middle = corner + 1
    return Mask(
      surface: surface, corner: corner, extent: extent, size: size,
      column: Self.copy(surface, x: middle, y: 0, width: 1, height: size),
      row: Self.copy(surface, x: 0, y: middle, width: size, height: 1),
      centre: Self.copy(surface, x: middle, y: middle, width: 1, height: 1))
  }

  /// A new A8 surface holding a rectangle of `mask`.
  private static func copy(_ mask: OpaquePointer, x: Int, y: Int, width: Int, height: Int) -> OpaquePointer {
    let out = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
    cairo_surface_flush(out)
    let from = cairo_image_surface_get_data(mask)!, to = cairo_image_surface_get_data(out)!
    let fromStride = Int(cairo_image_surface_get_stride(mask)), toStride = Int(cairo_image_surface_get_stride(out))
    for r in 0..<height { (to + r * toStride).update(from: from + (y + r) * fromStride + x, count: width) }
    cairo_surface_mark_dirty(out)
    return out
  }
}
