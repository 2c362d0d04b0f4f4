import Foundation
import PanelRender

/// H.264 MP4 (yuv420p) at a variable frame rate, encoded in this process: only frames that differ
/// from the one before (and the first and last) are converted and encoded, each stamped with its
/// exact frame number, so idle stretches cost nothing, the file keeps the recording's exact length
/// and memory stays flat however long the session.
final class MP4Export: FrameSink {
  /// The encoder and file.
  private let writer: MP4Writer
  /// The file, for messages.
  private let output: String
  /// The last frame number written to this sink, -1 before the first.
  private var lastIndex = -1
  /// Whether that frame's picture went to the encoder.
  private var lastSent = false

  /// Creates `output` for `width`×`height` frames at `fps`.
  init(output: String, width: Int, height: Int, fps: Int) throws(RunFailure) {
    self.output = output
    do { writer = try MP4Writer(path: output, width: width, height: height, fps: fps) } catch {
      throw RunFailure(message: error.message)
    }
  }

  /// Encodes frame `index` when its picture changed (or is the first); otherwise only notes it.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    lastIndex = index
    // The first picture always starts the video; after it, a frame that did not change is not
    // sent: the previous picture simply stays on screen until the next one's time.
    lastSent = changed || writer.framesWritten == 0
    guard lastSent else { return }
    do { try writer.write(bitmap, at: index) } catch { throw RunFailure(message: error.message) }
  }

  /// Sends the last frame if it was not, then finishes and closes the file.
  func finish() throws(RunFailure) {
    guard lastIndex >= 0 else { throw RunFailure(message: "nothing to export: the replay drew no frame for \(output)") }
    do {
      // The last frame is always sent, so the video lasts until the recording's very end.
      if !lastSent { try writer.repeatLast(at: lastIndex) }
      try writer.finish()
    } catch {
      throw RunFailure(message: error.message)
    }
  }
}
