import CCairo
import PanelCore

/// A premultiplied ARGB32 pixel buffer (cairo's native format, SDL's ARGB8888 on little-endian).
public final class Bitmap {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The cairo surface that owns the pixels.
  let surface: OpaquePointer

  /// Allocates a cleared bitmap; nil when cairo cannot (absurd sizes, out of memory).
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
    guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
    else { return nil }
    surface = s
    self.width = width
    self.height = height
  }

  /// Loads a PNG file; nil when it cannot be read.
  public init?(png path: String) {
    guard let s = cairo_image_surface_create_from_png(path), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
      return nil
    }
    surface = s
    width = Int(cairo_image_surface_get_width(s))
    height = Int(cairo_image_surface_get_height(s))
  }

  deinit { cairo_surface_destroy(surface) }

  /// Bytes per row.
  public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// Runs `body` with the raw pixel bytes (stride × height).
  public func withBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
    cairo_surface_flush(surface)
    let base = cairo_image_surface_get_data(surface)!
    let result = try body(UnsafeMutableRawBufferPointer(start: base, count: stride * height))
    cairo_surface_mark_dirty(surface)
    return result
  }

  /// The pixel at (`x`, `y`) as 0xAARRGGBB (premultiplied).
  public func pixel(x: Int, y: Int) -> UInt32 {
    withBytes { $0.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
  }

  /// Writes the bitmap as a PNG file.
  public func writePNG(to path: String) throws(RenderError) {
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError(message: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
    }
  }
}

/// A failure to allocate, read or write pixels.
public struct RenderError: Error, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  /// The message.
  public var description: String { message }
}
