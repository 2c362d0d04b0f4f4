import CCairo
import CPNG
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
    try Self.checkSide(size.width, size.height)
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
      // Its text is laid out and drawn by pango and cairo, on the fonts every thread shares.
      _ = FontLock.held { rsvg_handle_render_document(handle, cr, &viewport, &error) }
      if let error { g_error_free(error) }
    }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  /// The width and height a PNG's header declares, read without decoding anything else, so a
  /// picture too large to draw is refused before its pixels take any memory. The error gives
  /// libpng's own reason for a file that is not a readable PNG.
  public static func declaredSize(ofPNG bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    let ok = bytes.withUnsafeBufferPointer { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard ok != 0 else { throw damaged(image) }
    return (Int(image.width), Int(image.height))
  }

  /// "cut off or damaged" with libpng's reason (a bad CRC, an unknown critical chunk, …).
  private static func damaged(_ image: png_image) -> RenderError {
    let reason = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return RenderError(message: "the PNG is cut off or damaged: \(reason.isEmpty ? "libpng gave no reason" : reason)")
  }

  /// The PNG's pixels as a premultiplied ARGB32 surface, decoded by libpng from memory once its
  /// header passed the size check (so a 30000×30000 header costs nothing).
  private static func decodePNG(_ bytes: [UInt8]) throws(RenderError) -> OpaquePointer {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    guard bytes.withUnsafeBufferPointer({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else {
      throw damaged(image)
    }
    try checkSide(Double(image.width), Double(image.height))
    // Little-endian ARGB32 is B, G, R, A in memory: libpng's BGRA, straight alpha.
    image.format = UInt32(PNG_FORMAT_BGRA)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw RenderError(message: "out of memory for a \(image.width)x\(image.height) picture") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    guard png_image_finish_read(&image, nil, data, Int32(stride), nil) != 0 else {
      cairo_surface_destroy(surface)
      throw damaged(image)
    }
    // cairo wants premultiplied alpha, rounded as its own PNG reader rounds.
    for y in 0..<Int(image.height) {
      let row = data + y * stride
      for x in 0..<Int(image.width) {
        let a = UInt32(row[x * 4 + 3])
        guard a != 255 else { continue }
        for c in 0..<3 {
          let t = UInt32(row[x * 4 + c]) * a + 0x80
          row[x * 4 + c] = UInt8(((t >> 8) + t) >> 8)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Refuses a picture larger than a frame may be.
  private static func checkSide(_ width: Double, _ height: Double) throws(RenderError) {
    guard width <= maximumSide, height <= maximumSide else {
      throw RenderError(
        message: "the picture is \(JSONWriter.number(width))x\(JSONWriter.number(height)) pixels; at most \(Limits.frameSide) a side")
    }
  }

  /// The SVG document, parsed by librsvg at 96 dpi (its default, set so no environment changes it).
  private static func parseSVG(_ bytes: [UInt8]) throws(RenderError) -> UnsafeMutablePointer<RsvgHandle> {
    var error: UnsafeMutablePointer<GError>?
    let bounded = boundingValues(bytes)
    let handle = bounded.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
    guard let handle else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw RenderError(message: "not a valid SVG file: \(reason)")
    }
    rsvg_handle_set_dpi(handle, 96)
    return handle
  }

  /// The largest values librsvg is given, each key's number lowered to it when larger (as an
  /// attribute, `key="N"`, or a CSS property, `key: N`):
  /// - `numOctaves`: each `feTurbulence` octave adds half the amplitude of the one before, so the
  ///   11th adds under 1/1000, less than one step of an 8-bit channel; librsvg draws every one
  ///   (1000 of them took 10 s a picture) and the pixels do not change.
  /// - `font-size`: Pango keeps sizes in 1/1024 points in 32 bits, and librsvg aborts the whole
  ///   process on the negative text height a larger one gives (found by the picture fuzzer); ten
  ///   thousand of any unit is still far beyond the largest frame.
  static let valueBounds: [(key: [UInt8], maximum: Double)] = [(Array("numOctaves".utf8), 10), (Array("font-size".utf8), 10_000)]

  /// `bytes` with every value of `valueBounds` above its maximum lowered to it, before librsvg
  /// sees the document, so a picture can neither freeze a window or an export nor crash it. The
  /// picture's digest is still of the file's own bytes.
  static func boundingValues(_ bytes: [UInt8]) -> [UInt8] {
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    let numeric = Set(Array("0123456789.eE+-".utf8))
    var replacements: [(range: Range<Int>, with: [UInt8])] = []
    for (key, maximum) in valueBounds {
      var i = 0
      while let found = bytes[i...].firstRange(of: key) {
        var j = found.upperBound
        i = j
        while j < bytes.count && space.contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { break }
        if bytes[j] == UInt8(ascii: "=") {
          j += 1
          while j < bytes.count && space.contains(bytes[j]) { j += 1 }
          guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else { continue }
          j += 1
        } else if bytes[j] != UInt8(ascii: ":") {
          continue
        } else {
          j += 1
        }
        while j < bytes.count && space.contains(bytes[j]) { j += 1 }
        let start = j
        while j < bytes.count && numeric.contains(bytes[j]) { j += 1 }
        i = j
        let value = Double(String(decoding: bytes[start..<j], as: UTF8.self))
        // A number too long to parse (`1e99999`) is as absurd as the largest.
        guard j > start, value.map({ !$0.isFinite || $0 > maximum }) ?? true else { continue }
        replacements.append((start..<j, Array(String(Int(maximum)).utf8)))
      }
    }
    guard !replacements.isEmpty else { return bytes }
    var out: [UInt8] = []
    var copied = 0
    for r in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where r.range.lowerBound >= copied {
      out += bytes[copied..<r.range.lowerBound]
      out += r.with
      copied = r.range.upperBound
    }
    return out + bytes[copied...]
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
