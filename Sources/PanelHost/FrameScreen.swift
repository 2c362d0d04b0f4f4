import PanelRender

/// Where a `WindowFrame` puts its pixels: the window, or a test's stand-in that notes what it
/// was given, so the frame's damage and flash timing are tested without a display.
protocol FrameScreen: AnyObject {
  /// Copies the `rects` of `bitmap` (all of it when nil) to the screen's framebuffer, and
  /// again what the last present tinted.
  func upload(_ bitmap: Bitmap, rects: [PixelRect]?)
  /// Presents what was copied since the last present, with `flashing` tinted over it.
  func show(flashing: [PixelRect])
}

extension Window: FrameScreen {}
