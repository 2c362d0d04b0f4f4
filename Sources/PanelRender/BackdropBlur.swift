import CCairo
import PanelCore

/// Blurs what is already drawn under a shape, the way a material view frosts its backdrop.
///
/// The region is shrunk to a quarter of its linear size, blurred there (16× fewer pixels), and
/// drawn back with bilinear filtering: at that blur strength the lost detail is invisible.
enum BackdropBlur {
  /// Downsampling factor per axis.
  static let factor = 4.0

  /// A quarter-resolution blurred copy of what is drawn under a region, and where it goes.
  struct Blurred {
    /// The small surface (the caller destroys it).
    var surface: OpaquePointer
    /// The target-surface pixel its pixel (0, 0) stands for.
    var left: Double
    var top: Double
    /// The target's device offset (non-zero inside groups).
    var offsetX: Double
    var offsetY: Double
    /// The covered area in the target's device pixels.
    var width: Double
    var height: Double
  }

  /// Replaces the pixels inside `shape` by a blurred copy (radius in points, σ = radius / 2).
  static func apply(cr: OpaquePointer, shape: RoundedRect, radius: Double, scale: Double) {
    guard let b = blurred(cr: cr, shape: shape, radius: radius, scale: scale) else { return }
    defer { cairo_surface_destroy(b.surface) }
    // Draw back in device space, clipped to the shape in user space.
    Rasterizer.paintScaledUp(
      b.surface, factor: factor, at: (b.left - b.offsetX, b.top - b.offsetY), clippedTo: shape, cr: cr,
      operator: CAIRO_OPERATOR_SOURCE)
  }

  /// Blurs what is drawn under `shape` (grown by the blur's reach, so edges pull in real content)
  /// at a quarter of the resolution; nil when the shape covers no pixel.
  static func blurred(cr: OpaquePointer, shape: RoundedRect, radius: Double, scale: Double) -> Blurred? {
    let target = cairo_get_group_target(cr)!
    cairo_surface_flush(target)
    let sigmaSmall = radius / 2 * scale / factor
    let pad = Double(BoxBlur.extent(sigma: Swift.max(sigmaSmall, 0.3))) * factor
    var x0 = shape.rect.minX, y0 = shape.rect.minY, x1 = shape.rect.maxX, y1 = shape.rect.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let surfaceW = Double(cairo_image_surface_get_width(target))
    let surfaceH = Double(cairo_image_surface_get_height(target))
    var ox = 0.0, oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    let left = Swift.max(0, (Swift.min(x0, x1) + ox - pad).rounded(.down))
    let top = Swift.max(0, (Swift.min(y0, y1) + oy - pad).rounded(.down))
    let right = Swift.min(surfaceW, (Swift.max(x0, x1) + ox + pad).rounded(.up))
    let bottom = Swift.min(surfaceH, (Swift.max(y0, y1) + oy + pad).rounded(.up))
    guard right > left, bottom > top else { return nil }
    let smallW = Int(((right - left) / factor).rounded(.up))
    let smallH = Int(((bottom - top) / factor).rounded(.up))
    guard smallW > 0, smallH > 0, let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallW), Int32(smallH))
    else { return nil }
    let sc = cairo_create(small)!
    cairo_scale(sc, 1 / factor, 1 / factor)
    // A surface's device offset applies when it is a source too: pattern point q reads its pixel
    // q + offset, so the pattern is shifted by the offset to read pixel `left` at the origin.
    cairo_set_source_surface(sc, target, ox - left, oy - top)
    cairo_pattern_set_filter(cairo_get_source(sc), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(sc), CAIRO_EXTEND_PAD)
    cairo_set_operator(sc, CAIRO_OPERATOR_SOURCE)
    cairo_paint(sc)
    cairo_destroy(sc)
    cairo_surface_flush(small)
    BoxBlur.blur(
      cairo_image_surface_get_data(small)!, width: smallW, height: smallH,
      stride: Int(cairo_image_surface_get_stride(small)), channels: 4, sigma: sigmaSmall, clampingEdges: true)
    cairo_surface_mark_dirty(small)
    return Blurred(surface: small, left: left, top: top, offsetX: ox, offsetY: oy, width: right - left, height: bottom - top)
  }
}
