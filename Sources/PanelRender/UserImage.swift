import CCairo
import CRSVG
import Foundation
import PanelCore

/// A user's picture decoded from its file: PNG pixels (through cairo) or an SVG document (through
/// librsvg), which draws itself at any pixel size so it stays sharp at every scale.
public final class UserImage {
  /// What was decoded.
  private enum Content {
    /// An image surface of the PNG's pixels.
    case raster(OpaquePointer)
    /// A parsed SVG document.
    case vector(UnsafeMutablePointer<RsvgHandle>)
  }

  /// The largest side a picture may have, in pixels (an SVG's in CSS pixels): what a frame may have.
  public static let maximumSide = Double(Limits.frameSide)
  /// The largest picture file, in bytes.
  public static let maximumBytes = 64 << 20

  private let content: Content
  /// The picture's own size: a PNG's pixels, an SVG's width and height (or its viewBox) in CSS
  /// pixels. Only its aspect decides where the picture goes; the size it is drawn at is the frame's.
  public let size: Size

  /// Decodes `bytes`: a PNG when they start with its signature, else an SVG when `name` ends in
  /// `.svg`. The error says why the bytes are not a picture PanelLab can draw.
  public init(bytes: [UInt8], name: String) throws(RenderError) {
    let isSVG = name.lowercased().hasSuffix(".svg")
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      let surface = try Self.decodePNG(bytes)
      content = .raster(surface)
      size = Size(width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
    } else if isSVG {
      let handle = try Self.parseSVG(bytes)
      content = .vector(handle)
      do {
        size = try Self.intrinsicSize(handle)
      } catch {
        g_object_unref(handle)
        throw error
      }
    } else {
      throw RenderError(message: "not a PNG file (it does not start with the PNG signature)")
    }
    guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
      throw RenderError(
        message: "the picture is \(JSONWriter.number(size.width))x\(JSONWriter.number(size.height)) pixels; at most \(Limits.frameSide) a side")
    }
  }

  /// Reads and decodes the file at `path`.
  public convenience init(path: String) throws(RenderError) {
    guard let data = FileManager.default.contents(atPath: path) else { throw RenderError(message: "cannot read the file") }
    try self.init(bytes: [UInt8](data), name: path)
  }

  deinit {
    switch content {
    case .raster(let s): cairo_surface_destroy(s)
    case .vector(let h): g_object_unref(h)
    }
  }

  /// A new ARGB32 surface (the caller destroys it) holding the picture drawn at `width` × `height`
  /// pixels; nil when cairo cannot allocate it.
  func render(width: Int, height: Int) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(surface)!
    switch content {
    case .raster(let source):
      cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
      cairo_set_source_surface(cr, source, 0, 0)
      // GOOD filters properly when shrinking (a screenshot drawn small), PAD keeps the edges solid.
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_paint(cr)
    case .vector(let handle):
      var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
      var error: UnsafeMutablePointer<GError>?
      // A document that fails half-way leaves what it drew: better than nothing on screen, and
      // the file was checked when the scene was loaded.
      _ = rsvg_handle_render_document(handle, cr, &viewport, &error)
      if let error { g_error_free(error) }
    }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  /// The PNG's pixels, read from memory with cairo's stream reader.
  private static func decodePNG(_ bytes: [UInt8]) throws(RenderError) -> OpaquePointer {
    final class Reader {
      let bytes: [UInt8]
      var offset = 0
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let reader = Reader(bytes)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
          let n = Int(length)
          guard let data, r.bytes.count - r.offset >= n else { return CAIRO_STATUS_READ_ERROR }
          r.bytes.withUnsafeBufferPointer { _ = memcpy(data, $0.baseAddress! + r.offset, n) }
          r.offset += n
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { throw RenderError(message: "cairo could not decode the PNG") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      let reason = status == CAIRO_STATUS_READ_ERROR ? "the PNG is cut off or damaged" : String(cString: cairo_status_to_string(status))
      throw RenderError(message: reason)
    }
    return surface
  }

  /// The SVG document, parsed by librsvg at 96 dpi (its default, set so no environment changes it).
  private static func parseSVG(_ bytes: [UInt8]) throws(RenderError) -> UnsafeMutablePointer<RsvgHandle> {
    var error: UnsafeMutablePointer<GError>?
    let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
    guard let handle else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw RenderError(message: "not a valid SVG file: \(reason)")
    }
    rsvg_handle_set_dpi(handle, 96)
    return handle
  }

  /// An SVG's size: its `width` and `height` in pixels, else its viewBox's.
  private static func intrinsicSize(_ h: UnsafeMutablePointer<RsvgHandle>) throws(RenderError) -> Size {
    var w = 0.0, ht = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(h, &w, &ht) != 0, w > 0, ht > 0 {
      return Size(width: w, height: ht)
    }
    var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
    var width = RsvgLength(), height = RsvgLength()
    var box = RsvgRectangle()
    rsvg_handle_get_intrinsic_dimensions(h, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &box)
    guard hasViewBox != 0, box.width > 0, box.height > 0 else {
      throw RenderError(message: "the SVG has no size: give its <svg> a width and a height, or a viewBox")
    }
    return Size(width: box.width, height: box.height)
  }
}
