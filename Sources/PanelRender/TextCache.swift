import CCairo
import PanelCore

/// Lays out text with pango and keeps the layouts, since shaping is the costly part of text.
///
/// Layouts are made at identity scale with hinting off, so one layout serves every scale and the
/// same string always breaks and ellipsises the same way. At most `layoutLimit` are kept, the least
/// recently used dropped first: text that scrolls by is laid out again when it returns.
final class TextCache {
  private struct Key: Hashable {
    var string: String
    var width: Double
    var size: Double
    var weight: TextRun.Weight
    var alignment: TextRun.Alignment
    var maxLines: Int
  }

  private let context: OpaquePointer
  private var layouts = LRUCache<Key, OpaquePointer>()

  /// Most layouts kept, so memory stays flat however much text goes by.
  static let layoutLimit = 4096

  /// How many layouts it keeps, for tests.
  var count: Int { layouts.count }

  /// The font map of every cache in the process, made once and never freed. Its fonts (and the
  /// cairo scaled fonts under them) are loaded once for all threads, which use them only under
  /// `FontLock`; a font map per thread would free its fonts when the thread ends, outside the lock.
  /// (Making it loads no font: it is made before the lock is taken.)
  nonisolated(unsafe) private static let fontMap = pango_cairo_font_map_new()!

  /// A cache with a pango context of its own on the process's font map.
  init() {
    let fontMap = Self.fontMap
    context = FontLock.held {
      let context = pango_font_map_create_context(fontMap)!
      let options = cairo_font_options_create()!
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
      return context
    }
  }

  deinit {
    FontLock.held {
      for layout in layouts.entries { g_object_unref(UnsafeMutableRawPointer(layout.value)) }
      g_object_unref(UnsafeMutableRawPointer(context))
    }
  }

  /// Draws `run` with its layout's top-left at the frame's origin.
  func draw(_ run: TextRun, cr: OpaquePointer) {
    guard !run.string.isEmpty, run.frame.width > 0 else { return }
    FontLock.held {
      let layout = self.layout(for: run)
      cairo_set_source_rgba(cr, run.color.r, run.color.g, run.color.b, run.color.a)
      cairo_move_to(cr, run.frame.x, run.frame.y)
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// The size pango gives `run`'s text in points (width limited by the frame).
  func measure(_ run: TextRun) -> Size {
    var w: Int32 = 0
    var h: Int32 = 0
    FontLock.held { pango_layout_get_size(layout(for: run), &w, &h) }
    return Size(width: Double(w) / Double(PANGO_SCALE), height: Double(h) / Double(PANGO_SCALE))
  }

  /// The run's layout, made and kept on first use; called holding `FontLock`.
  private func layout(for run: TextRun) -> OpaquePointer {
    let key = Key(
      string: run.string, width: run.frame.width, size: run.size, weight: run.weight, alignment: run.alignment,
      maxLines: run.maxLines)
    if let cached = layouts.use(key) { return cached }
    let layout = pango_layout_new(context)!
    let font = pango_font_description_new()!
    pango_font_description_set_family(font, "DejaVu Sans")
    pango_font_description_set_weight(font, run.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_absolute_size(font, run.size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_width(layout, Int32((run.frame.width * Double(PANGO_SCALE)).rounded()))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    if run.maxLines > 1 {
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
      pango_layout_set_height(layout, Int32(-run.maxLines))
    } else {
      pango_layout_set_height(layout, -1)
    }
    switch run.alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    pango_layout_set_text(layout, run.string, -1)
    layouts.insert(layout, cost: 1, for: key)
    // Each layout costs 1, so the cost is the count.
    layouts.dropOldest(whileCostOver: Self.layoutLimit) { g_object_unref(UnsafeMutableRawPointer($0)) }
    return layout
  }
}
