import PanelCore
import PanelRender

/// What the window shows, kept between frames: each display list is drawn from the last one
/// (only its damage, unless `--no-damage`), only the damaged rectangles are copied into the
/// window and presented, and F4 flashes them on screen.
final class WindowFrame {
  /// Draws every frame of the window.
  let rasterizer: Rasterizer
  /// Whether frames redraw only what changed.
  let tracksDamage: Bool
  /// Whether each present tints the rectangles it redrew (F4).
  var flashesDamage = false
  private var kept: KeptFrame?
  /// What the next upload sends: the damage of the frames drawn since the last upload.
  private var pending: [PixelRect] = []
  /// Whether the screen shows a flash, which the next present clears.
  private(set) var showsFlash = false
  /// How many presents have flashed, so a caller can tell a new flash from one still showing.
  private(set) var flashes = 0

  init(rasterizer: Rasterizer, tracksDamage: Bool) {
    self.rasterizer = rasterizer
    self.tracksDamage = tracksDamage
  }

  /// The frame's pixels, once drawn.
  var bitmap: Bitmap? { kept?.bitmap }

  /// Draws `list` for a drawable of `width`×`height` pixels at `scale`; false when no frame can
  /// be allocated.
  func draw(_ list: DisplayList, scale: Double, width: Int, height: Int) -> Bool {
    if kept?.bitmap.width != width || kept?.bitmap.height != height {
      kept = KeptFrame(width: width, height: height, rasterizer: rasterizer, tracksDamage: tracksDamage)
    }
    guard let kept else { return false }
    pending += kept.draw(list, scale: scale)
    return true
  }

  /// Uploads what was redrawn since the last upload: its rectangles, or the one box around them
  /// when there are many (each rectangle is a separate copy and a separate put to the display).
  func upload(to window: Window) {
    guard let bitmap else { return }
    if pending.count > 8 { pending = [Self.bounds(of: pending)] }
    window.upload(bitmap, rects: pending)
    lastUpload = pending
    pending = []
  }

  /// The smallest rectangle holding all of `rects` (not empty).
  private static func bounds(of rects: [PixelRect]) -> PixelRect {
    let x0 = rects.map(\.x).min()!, y0 = rects.map(\.y).min()!
    return PixelRect(x: x0, y: y0, width: rects.map(\.maxX).max()! - x0, height: rects.map(\.maxY).max()! - y0)
  }

  private var lastUpload: [PixelRect] = []

  /// Presents the texture, tinting what the last upload sent when flashing.
  func show(in window: Window) {
    let flash = flashesDamage ? lastUpload : []
    window.show(flashing: flash)
    showsFlash = !flash.isEmpty
    if showsFlash { flashes += 1 }
  }
}
