import PanelCore
import PanelRender

/// What the window shows, kept between frames: each display list is drawn from the last one
/// (only its damage, unless `--no-damage`), only the damaged rectangles are copied into the
/// window and presented, and F4 flashes them on screen for `flashHold`.
final class WindowFrame {
  /// How long a flash stays on screen before a present clears it: the window presents only what
  /// changed, so a flash cleared by the next present would last one frame of a scroll, too short
  /// to see.
  static let flashHold: Micros = 150_000
  /// Draws every frame of the window.
  let rasterizer: Rasterizer
  /// Whether frames redraw only what changed.
  let tracksDamage: Bool
  /// Whether each present tints the rectangles it redrew (F4).
  var flashesDamage = false
  private var kept: KeptFrame?
  /// What the next upload sends: the damage of the frames drawn since the last upload.
  private var pending: [PixelRect] = []
  /// When the flash on the screen ends (nil: none is showing): the first present at or after
  /// it with nothing new to flash clears it, so a session wakes to present then.
  private(set) var flashEnds: Micros?
  /// What the flash on the screen tints.
  private var flashed: [PixelRect] = []

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
  func upload(to window: FrameScreen) {
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

  /// Presents what the last upload sent (called after each upload), at `now`. When flashing,
  /// it tints what that upload sent, held until `flashEnds`: an upload with nothing new sends
  /// the old flash's pixels untinted again, so they are tinted again until the hold ends.
  func show(in window: FrameScreen, at now: Micros) {
    var flash: [PixelRect] = []
    if flashesDamage && !lastUpload.isEmpty {
      flash = lastUpload
      flashEnds = now + Self.flashHold
    } else if flashesDamage, let ends = flashEnds, now < ends {
      flash = flashed
    }
    window.show(flashing: flash)
    flashed = flash
    if flash.isEmpty { flashEnds = nil }
  }
}
