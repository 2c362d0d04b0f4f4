import Foundation
import CCairo
import CFFmpeg
import CPNG
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

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    withBytes { bytes in
      for y in 0..<height {
        let row = bytes.baseAddress! + y * stride
        for x in 0..<width where row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) != 255 { return false }
      }
      return true
    }
  }

  /// The MD5 digest of the pixels (each row's `width` × 4 bytes, top to bottom) in hex: equal
  /// digests mean equal frames, so frames can be compared without keeping them.
  public var digest: String {
    withBytes { bytes in
      guard let md5 = av_md5_alloc() else { return "" }
      defer { av_free(UnsafeMutableRawPointer(md5)) }
      av_md5_init(md5)
      let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
      for y in 0..<height { av_md5_update(md5, base + y * stride, width * 4) }
      var sum = [UInt8](repeating: 0, count: 16)
      av_md5_final(md5, &sum)
      return sum.map { String(format: "%02x", $0) }.joined()
    }
  }

  /// The pixel at (`x`, `y`) as 0xAARRGGBB (premultiplied).
  public func pixel(x: Int, y: Int) -> UInt32 {
    withBytes { $0.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
  }

  /// Writes the bitmap as a PNG file.
  ///
  /// Opaque bitmaps (every rendered frame) go through libpng's fast mode, about four times quicker
  /// than cairo's writer for a slightly larger file; others through cairo, which un-premultiplies.
  public func writePNG(to path: String) throws(RenderError) {
    guard let file = fopen(path, "wb") else {
      throw RenderError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    do {
      try writePNG(to: file, name: path)
    } catch {
      fclose(file)
      throw error
    }
    guard fclose(file) == 0 else { throw RenderError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
  }

  /// Writes the pixels as a PNG into an open stream (which the caller closes); `name` is for
  /// messages. Unlike libpng's file writer, a failure never removes anything.
  public func writePNG(to file: UnsafeMutablePointer<FILE>, name: String) throws(RenderError) {
    if isOpaque {
      var reason = "unknown error"
      let ok = withBytes { bytes -> Bool in
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_BGRA)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        // Little-endian ARGB32 is B, G, R, A in memory: libpng's BGRA.
        let done = png_image_write_to_stdio(&image, file, 0, bytes.baseAddress, Int32(stride), nil)
        if done == 0 {
          reason = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        png_image_free(&image)
        return done != 0
      }
      // A stream that failed (a full disk) says why in errno; libpng's own text only when it did not.
      let flushed = ok && fflush(file) == 0
      guard flushed, ferror(file) == 0 else {
        throw RenderError(message: "cannot write \(name): \(ok || ferror(file) != 0 ? String(cString: strerror(errno)) : reason)")
      }
      return
    }
    // The callback keeps the system's reason, since cairo reduces every failure to "Write Error".
    final class Sink {
      let file: UnsafeMutablePointer<FILE>
      var error: Int32 = 0
      init(_ file: UnsafeMutablePointer<FILE>) { self.file = file }
    }
    let sink = Sink(file)
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
          guard fwrite(data, 1, Int(length), sink.file) == Int(length) else {
            sink.error = errno
            return CAIRO_STATUS_WRITE_ERROR
          }
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS, fflush(file) == 0 else {
      let reason = sink.error != 0 ? String(cString: strerror(sink.error)) : status == CAIRO_STATUS_SUCCESS
        ? String(cString: strerror(errno)) : String(cString: cairo_status_to_string(status))
      throw RenderError(message: "cannot write \(name): \(reason)")
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
