import CCairo
import PanelCore

/// Draws `.backdrop` commands: the content under a modal surface crossfaded toward a dimmed,
/// blurred copy of itself.
///
/// The dimmed blur is made once and kept, at full resolution, for as long as everything drawn
/// before the command stays the same (a digest of those commands is the key): dragging a sheet
/// over a still feed then costs one composite per frame, not a blur.
final class BackdropCache {
  private var key: Int?
  private var surface: OpaquePointer?
  /// Where the kept surface goes, in the target's device pixels.
  private var origin = (x: 0.0, y: 0.0)
  /// How many blurs were made (for tests and the bench).
  private(set) var blurs = 0

  deinit { if let surface { cairo_surface_destroy(surface) } }

  /// Draws `backdrop` over what `behind` drew into `cr`. With `source`, the blurred copy is of
  /// what `source` draws onto a surface like `cr`'s target (the frame from its background, of
  /// the commands `behind` lists), not of the target itself.
  func draw(
    _ backdrop: Backdrop, behind: ArraySlice<DisplayCommand>, cr: OpaquePointer, scale: Double,
    source: ((OpaquePointer) -> Void)?
  ) {
    guard backdrop.opacity > 0 else { return }
    do {
      let key = Self.key(backdrop, behind: behind, cr: cr, scale: scale, source: source != nil)
      if key != self.key || surface == nil { makeBlur(backdrop, cr: cr, scale: scale, key: key, source: source) }
      if let surface {
        cairo_save(cr)
        Rasterizer.clip(cr, to: backdrop.shape)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, origin.x, origin.y)
        if backdrop.opacity >= 1 {
          // Fully shown: the copy replaces what is under it.
          cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
          cairo_paint(cr)
        } else {
          cairo_paint_with_alpha(cr, backdrop.opacity)
        }
        cairo_restore(cr)
      }
    }
  }

  /// What the kept blur is of: the backdrop, what lies behind it, and how it is drawn.
  private static func key(_ backdrop: Backdrop, behind: ArraySlice<DisplayCommand>, cr: OpaquePointer, scale: Double, source: Bool) -> Int {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var h = Hasher()
    h.combine(backdrop.shape)
    h.combine(backdrop.blurRadius)
    h.combine(backdrop.dim)
    h.combine(scale)
    for v in [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0] { h.combine(v) }
    h.combine(source)
    for c in behind { h.combine(c) }
    return h.finalize()
  }

  /// Whether `draw` with these arguments (`source` standing for whether one is given) would
  /// composite the kept blur without making one.
  func holds(_ backdrop: Backdrop, behind: ArraySlice<DisplayCommand>, cr: OpaquePointer, scale: Double, source: Bool) -> Bool {
    surface != nil && key == Self.key(backdrop, behind: behind, cr: cr, scale: scale, source: source)
  }

  /// Takes `other`'s kept blur as its own, reading the same pixels through a surface of its own
  /// (cairo's reference counts of one surface are not for two threads at once), so threads drawing
  /// bands of one frame composite one blur made from the whole frame. `giveBack` must come
  /// before `other` makes another.
  func borrow(from other: BackdropCache) {
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    key = nil
    guard let kept = other.surface, let data = cairo_image_surface_get_data(kept) else { return }
    surface = cairo_image_surface_create_for_data(
      data, CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(kept), cairo_image_surface_get_height(kept),
      cairo_image_surface_get_stride(kept))
    key = other.key
    origin = other.origin
  }

  /// Lets go of a borrowed blur.
  func giveBack() {
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    key = nil
  }

  /// Blurs what lies under the backdrop and keeps it scaled up to full resolution.
  private func makeBlur(_ backdrop: Backdrop, cr: OpaquePointer, scale: Double, key: Int, source: ((OpaquePointer) -> Void)?) {
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    self.key = key
    guard let b = blurred(backdrop, cr: cr, scale: scale, source: source) else { return }
    defer { cairo_surface_destroy(b.surface) }
    guard let full = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(b.width), Int32(b.height)) else { return }
    let fc = cairo_create(full)!
    let pattern = cairo_pattern_create_for_surface(b.surface)!
    var m = cairo_matrix_t()
    cairo_matrix_init_scale(&m, 1 / BackdropBlur.factor, 1 / BackdropBlur.factor)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(fc, pattern)
    cairo_set_operator(fc, CAIRO_OPERATOR_SOURCE)
    cairo_paint(fc)
    cairo_pattern_destroy(pattern)
    let d = backdrop.dim
    if d.a > 0 {
      cairo_set_operator(fc, CAIRO_OPERATOR_OVER)
      cairo_set_source_rgba(fc, d.r, d.g, d.b, d.a)
      cairo_paint(fc)
    }
    cairo_destroy(fc)
    cairo_surface_flush(full)
    surface = full
    origin = (b.left - b.offsetX, b.top - b.offsetY)
    blurs += 1
  }

  /// The quarter-resolution blur of what lies under `backdrop`: of `cr`'s target, or of what
  /// `source` draws onto a surface of the target's size and device offset, seen through `cr`'s
  /// transform, so the copy lines up pixel for pixel with the target's.
  private func blurred(_ backdrop: Backdrop, cr: OpaquePointer, scale: Double, source: ((OpaquePointer) -> Void)?) -> BackdropBlur.Blurred? {
    guard let source else { return BackdropBlur.blurred(cr: cr, shape: backdrop.shape, radius: backdrop.blurRadius, scale: scale) }
    let target = cairo_get_group_target(cr)!
    var ox = 0.0, oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    guard
      let own = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target))
    else { return nil }
    defer { cairo_surface_destroy(own) }
    cairo_surface_set_device_offset(own, ox, oy)
    source(own)
    let oc = cairo_create(own)!
    defer { cairo_destroy(oc) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_set_matrix(oc, &m)
    return BackdropBlur.blurred(cr: oc, shape: backdrop.shape, radius: backdrop.blurRadius, scale: scale)
  }
}
