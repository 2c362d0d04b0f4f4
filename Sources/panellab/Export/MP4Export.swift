import Foundation
import PanelRender

/// H.264 MP4 (yuv420p) at a constant frame rate, encoded in this process. Only frames that differ
/// from the one before are converted, and of those only their damaged rows when the replay knows
/// them; an unchanged one repeats the last picture (a copy, encoded as a nearly empty P-frame), so
/// seeking by time lands on the state of that time, the file keeps the recording's exact length
/// and memory stays flat however long the session.
final class MP4Export: FrameSink {
  /// The encoder and file.
  private let writer: MP4Writer
  /// The file, for messages.
  private let output: String
  /// The last frame number written to this sink, -1 before the first.
  private var lastIndex = -1

  /// Creates `output` for `width`×`height` frames at `fps`.
  init(output: String, width: Int, height: Int, fps: Int) throws(RunFailure) {
    self.output = output
    do { writer = try MP4Writer(path: output, width: width, height: height, fps: fps) } catch {
      throw RunFailure(message: error.message)
    }
  }

  /// Encodes frame `index`: its picture when it changed (or is the first), else the last one again.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    try write(bitmap, index: index, changed: changed, rows: nil)
  }

  /// Encodes frame `index`, converting only the rows `rows` when it changed and they are known.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool, rows: [Range<Int>]?) throws {
    lastIndex = index
    do {
      if changed || writer.framesWritten == 0 {
        try writer.write(bitmap, at: index, rows: rows)
      } else {
        try writer.repeatLast(at: index)
      }
    } catch { throw RunFailure(message: error.message) }
  }

  /// Sends the last frame if it was not, then finishes and closes the file.
  func finish() throws(RunFailure) {
    guard lastIndex >= 0 else { throw RunFailure(message: "nothing to export: the replay drew no frame for \(output)") }
    do {
      try writer.finish()
    } catch {
      throw RunFailure(message: error.message)
    }
  }
}
