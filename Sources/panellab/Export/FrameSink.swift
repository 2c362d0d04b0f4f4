import Foundation
import PanelRender

/// Something that takes rendered frames in order.
protocol FrameSink {
  /// Takes frame `index` (0-based, in output order); `changed` is false when it equals the last.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws
  /// Takes frame `index` knowing that only the pixels in `damage` may differ from the last frame
  /// written (nil: any); a sink that has no use for it takes the frame as a whole.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool, damage: [PixelRect]?) throws
  /// Flushes and waits for any encoder.
  func finish() throws(RunFailure)
}

extension FrameSink {
  func write(_ bitmap: Bitmap, index: Int, changed: Bool, damage: [PixelRect]?) throws {
    try write(bitmap, index: index, changed: changed)
  }
}
