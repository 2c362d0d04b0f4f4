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
  ///
  /// Each small pixel is the rounded mean of the 4×4 block of the target's pixels it stands for
  /// (a block past the target's edge repeats its last pixels), in integers: the same pixels on
  /// every machine, and a read of the target at memory speed, where cairo's smoothing filter for
  /// a 4× reduction cost several times a frame copy.
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
    guard
      let source = cairo_image_surface_get_data(target),
      let into = cairo_image_surface_get_data(small)
    else {
      cairo_surface_destroy(small)
      return nil
    }
    cairo_surface_flush(small)
    downscale(
      source, stride: Int(cairo_image_surface_get_stride(target)), width: Int(surfaceW), height: Int(surfaceH), from: (Int(left), Int(top)),
      into: into, stride: Int(cairo_image_surface_get_stride(small)), width: smallW, height: smallH)
    BoxBlur.blur(
      cairo_image_surface_get_data(small)!, width: smallW, height: smallH,
      stride: Int(cairo_image_surface_get_stride(small)), channels: 4, sigma: sigmaSmall, clampingEdges: true)
    cairo_surface_mark_dirty(small)
    return Blurred(surface: small, left: left, top: top, offsetX: ox, offsetY: oy, width: right - left, height: bottom - top)
  }

  /// Averages 4×4 blocks of premultiplied ARGB pixels of `source` (`width`×`height`) from
  /// `origin` into `smallWidth`×`smallHeight` pixels of `into`, the source's last row and column
  /// repeated past its edge. The four channels of a pixel are summed at once, 16 bits apart in
  /// one 64-bit word: 16 pixels of at most 255 never carry into the next channel.
  static func downscale(
    _ source: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int, from origin: (x: Int, y: Int),
    into: UnsafeMutableRawPointer, stride smallStride: Int, width smallWidth: Int, height smallHeight: Int
  ) {
    let block = Int(factor)
    // The source column of each of a small pixel's four columns, edge repeated.
    let columns = (0..<(smallWidth * block)).map { Swift.min(Swift.max(origin.x + $0, 0), width - 1) }
    var lanes = [UInt64](repeating: 0, count: smallWidth)
    columns.withUnsafeBufferPointer { columns in
      lanes.withUnsafeMutableBufferPointer { lanes in
        for j in 0..<smallHeight {
          for i in 0..<smallWidth { lanes[i] = 0 }
          for k in 0..<block {
            let y = Swift.min(Swift.max(origin.y + j * block + k, 0), height - 1)
            let row = (source + y * stride).assumingMemoryBound(to: UInt32.self)
            for i in 0..<smallWidth {
              var sum: UInt64 = 0
              for c in 0..<block { sum &+= spread(row[columns[i * block + c]]) }
              lanes[i] &+= sum
            }
          }
          let out = (into + j * smallStride).assumingMemoryBound(to: UInt32.self)
          for i in 0..<smallWidth {
            // Rounded division by 16 in every lane.
            let mean = ((lanes[i] &+ 0x0008_0008_0008_0008) >> 4) & 0x00FF_00FF_00FF_00FF
            out[i] = UInt32(truncatingIfNeeded: mean & 0xFF) | UInt32(truncatingIfNeeded: (mean >> 8) & 0xFF00)
              | UInt32(truncatingIfNeeded: (mean >> 16) & 0xFF_0000) | UInt32(truncatingIfNeeded: (mean >> 24) & 0xFF00_0000)
          }
        }
      }
    }
  }

  /// A pixel's four 8-bit channels, 16 bits apart.
  @inline(__always) private static func spread(_ p: UInt32) -> UInt64 {
    let v = UInt64(p)
    return (v & 0xFF) | ((v & 0xFF00) << 8) | ((v & 0xFF_0000) << 16) | ((v & 0xFF00_0000) << 24)
  }
}
