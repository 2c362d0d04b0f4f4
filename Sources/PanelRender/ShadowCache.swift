import CCairo
import Foundation
import PanelCore

/// Draws blurred shadows from masks that are blurred once and reused.
///
/// A blurred rounded rectangle only varies near its corners; along each straight edge its profile
/// is the same everywhere. So each mask is a small rounded rectangle, blurred once per (corner radii,
/// blur, scale), and drawn as a 9-slice: corners 1:1, edges and centre stretched. Any size of card,
/// including one that is zooming, reuses the same mask.
final class ShadowCache {
  private struct Key: Hashable {
    var radii: [Int]
    var sigma: Int  // in 1/16 px, so nearby blurs share a mask
  }

  /// A blurred mask and where its slices are.
  private struct Mask {
    var surface: OpaquePointer
    /// Pixels from the mask's edge to the start of the stretchable middle.
    var corner: Int
    /// Blur extent in pixels (how far the shadow spreads outside the shape).
    var extent: Int
    var size: Int
  }

  private var masks: [Key: Mask] = [:]

  deinit { for m in masks.values { cairo_surface_destroy(m.surface) } }

  /// Draws the shadow of `shape` at `scale` device pixels per user unit.
  func draw(_ shape: RoundedRect, _ shadow: Shadow, cr: OpaquePointer, scale: Double) {
    let r = shape.rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
    guard r.width > 0, r.height > 0, shadow.color.a > 0 else { return }
    let sigma = shadow.blur / 2 * scale
    let limit = Swift.min(r.width, r.height) / 2
    let radiiPx = [shape.radii.topLeft, shape.radii.topRight, shape.radii.bottomRight, shape.radii.bottomLeft]
      .map { Int((Swift.min($0, limit) * scale).rounded(.up)) }
    let key = Key(radii: radiiPx, sigma: Int((sigma * 16).rounded()))
    let mask = masks[key] ?? makeMask(key)
    masks[key] = mask
    let c = shadow.color
    // The 9-slice needs the straight middle of each edge; a shape smaller than two corners
    // (tiny or extreme) is drawn as one stretched mask, which is close enough at that size.
    let corner = Double(mask.corner) / scale
    let e = Double(mask.extent) / scale
    let outer = Rect(x: r.x - e, y: r.y - e, width: r.width + 2 * e, height: r.height + 2 * e)
    let middleW = outer.width - 2 * corner
    let middleH = outer.height - 2 * corner
    cairo_save(cr)
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    let pattern = cairo_pattern_create_for_surface(mask.surface)!
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    if middleW < 0 || middleH < 0 {
      slice(cr, pattern, src: (0, 0, Double(mask.size), Double(mask.size)), dst: outer)
    } else {
      let m = Double(mask.corner)
      let s = Double(mask.size)
      let xs: [(Double, Double, Double, Double)] = [(0, m, outer.x, corner), (m + 1, 1, outer.x + corner, middleW), (s - m, m, outer.maxX - corner, corner)]
      let ys: [(Double, Double, Double, Double)] = [(0, m, outer.y, corner), (m + 1, 1, outer.y + corner, middleH), (s - m, m, outer.maxY - corner, corner)]
      for x in xs where x.3 > 0 {
        for y in ys where y.3 > 0 {
          slice(cr, pattern, src: (x.0, y.0, x.1, y.1), dst: Rect(x: x.2, y: y.2, width: x.3, height: y.3))
        }
      }
    }
    cairo_pattern_destroy(pattern)
    cairo_restore(cr)
  }

  /// Masks the destination rectangle with the source rectangle of the mask, stretched to fit.
  private func slice(
    _ cr: OpaquePointer, _ pattern: OpaquePointer, src: (Double, Double, Double, Double), dst: Rect
  ) {
    var m = cairo_matrix_t()
    // Pattern space = mask pixels; user → pattern maps dst onto src.
    cairo_matrix_init_translate(&m, src.0, src.1)
    cairo_matrix_scale(&m, src.2 / dst.width, src.3 / dst.height)
    cairo_matrix_translate(&m, -dst.x, -dst.y)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_save(cr)
    cairo_rectangle(cr, dst.x, dst.y, dst.width, dst.height)
    cairo_clip(cr)
    cairo_mask(cr, pattern)
    cairo_restore(cr)
  }

  /// A blurred rounded square whose middle row and column are each 3 px of pure edge profile.
  private func makeMask(_ key: Key) -> Mask {
    let sigma = Double(key.sigma) / 16
    let extent = sigma > 0.2 ? BoxBlur.extent(sigma: sigma) : 0
    let radius = key.radii.max() ?? 0
    let corner = radius + 2 * extent
    let size = 2 * corner + 3
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size), Int32(size))!
    let cr = cairo_create(surface)!
    let shapeSize = Double(size - 2 * extent)
    let d = key.radii.map(Double.init)
    Rasterizer.path(
      cr,
      RoundedRect(
        Rect(x: Double(extent), y: Double(extent), width: shapeSize, height: shapeSize),
        radii: CornerRadii(topLeft: d[0], topRight: d[1], bottomRight: d[2], bottomLeft: d[3])))
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    BoxBlur.blur(
      cairo_image_surface_get_data(surface)!, width: size, height: size,
      stride: Int(cairo_image_surface_get_stride(surface)), channels: 1, sigma: sigma)
    cairo_surface_mark_dirty(surface)
    return Mask(surface: surface, corner: corner, extent: extent, size: size)
  }
}
