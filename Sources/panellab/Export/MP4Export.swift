import Foundation
import PanelRender

/// H.264 MP4 (yuv420p), encoded in this process, each picture stamped with its frame's time.
/// Only frames that differ from the one before are converted (of those only their damage when
/// the replay knows it) and encoded. A still stretch is one picture at its start and one
/// more at its last frame, so the file keeps the recording's exact length and seeking by time
/// lands on the state of that time: a player shows the picture whose time span holds the moment,
/// and `ffmpeg -ss T`, which takes the first picture at or after T, finds the stretch's last
/// frame. Memory stays flat however long the session.
final class MP4Export: FrameSink {
  /// The encoder and file.
  private let writer: MP4Writer
  /// The file, for messages.
  private let output: String
  /// The last frame number written to this sink, -1 before the first.
  private var lastIndex = -1
  /// Whether that frame went to the encoder (false while a still stretch goes on).
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
    try write(bitmap, index: index, changed: changed, damage: nil)
  }

  /// Encodes frame `index` when it changed, converting only its `damage` when it is known; a
  /// still stretch that this change ends gets its last frame first.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool, damage: [PixelRect]?) throws {
    defer { lastIndex = index }
    guard changed || writer.framesWritten == 0 else {
      lastSent = false
      return
    }
    do {
      if !lastSent && lastIndex >= 0 { try writer.repeatLast(at: lastIndex) }
      try writer.write(bitmap, at: index, damage: damage)
      lastSent = true
    } catch { throw RunFailure(message: error.message) }
  }

  /// Sends the last frame if it was not, then finishes and closes the file.
  func finish() throws(RunFailure) {
    guard lastIndex >= 0 else { throw RunFailure(message: "nothing to export: the replay drew no frame for \(output)") }
    do {
      // The video lasts until the recording's last frame ends, a still end included.
      if !lastSent { try writer.repeatLast(at: lastIndex) }
      try writer.finish()
    } catch {
      throw RunFailure(message: error.message)
    }
  }
}
