import Foundation
import PanelRender

/// Something that takes rendered frames in order.
protocol FrameSink {
  /// Takes frame `index` (0-based, in output order); `changed` is false when it equals the last.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws
  /// Flushes and waits for any encoder.
  func finish() throws(RunFailure)
}
