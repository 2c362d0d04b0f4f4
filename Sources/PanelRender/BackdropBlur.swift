import CCairo
import PanelCore

/// Blurs what is already drawn under a shape, the way a material view frosts its backdrop.
///
/// The region is shrunk to a quarter of its linear size, blurred there (16× fewer pixels), and
/// drawn back with bilinear filtering: at that blur strength the lost detail is invisible.
enum BackdropBlur {
  /// Downsampling factor per axis.
  static let factor = 4.0

  /// Replaces the pixels inside `shape` by a blurred copy (radius in points, σ = radius / 2).
  static func apply(cr: OpaquePointer, shape: RoundedRect, radius: Double, scale: Double) {
    let target = cairo_get_group_target(cr)!
    cairo_surface_flush(target)
    let sigmaSmall = radius / 2 * scale / factor
    let pad = Double(BoxBlur.extent(sigma: Swift.max(sigmaSmall, 0.3))) * factor
    // Device-space bounds of the shape, grown by the blur's reach so edges pull in real content.
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
    guard right > left, bottom > top else { return }
    let smallW = Int(((right - left) / factor).rounded(.up))
    let smallH = Int(((bottom - top) / factor).rounded(.up))
    guard smallW > 0, smallH > 0, let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallW), Int32(smallH))
    else { return }
    defer { cairo_surface_destroy(small) }
    let sc = cairo_create(small)!
    cairo_scale(sc, 1 / factor, 1 / factor)
    cairo_set_source_surface(sc, target, -left, -top)
    cairo_pattern_set_filter(cairo_get_source(sc), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(sc), CAIRO_EXTEND_PAD)
    cairo_set_operator(sc, CAIRO_OPERATOR_SOURCE)
    cairo_paint(sc)
    cairo_destroy(sc)
    cairo_surface_flush(small)
    BoxBlur.blur(
      cairo_image_surface_get_data(small)!, width: smallW, height: smallH,
      stride: Int(cairo_image_surface_get_stride(small)), channels: 4, sigma: sigmaSmall)
    cairo_surface_mark_dirty(small)
    // Draw back in device space, clipped to the shape in user space.
    Rasterizer.paintScaledUp(
      small, factor: factor, at: (left - ox, top - oy), clippedTo: shape, cr: cr, operator: CAIRO_OPERATOR_SOURCE)
  }
}
