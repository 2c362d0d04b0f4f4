import Foundation
import PanelHost
import PanelRender

/// `replay --digests FILE`: one line per frame, its index and the MD5 of its pixels, so two
/// replays (other processes, other machines, other builds) can be compared frame by frame without
/// keeping their frames.
final class DigestList: FrameSink {
  private let file: UnsafeMutablePointer<FILE>
  private let path: String
  private var last = ""

  /// Opens `path` (the temporary path of an `OutputPath`) for writing.
  init(path: String) throws(RunFailure) {
    guard let file = fopen(path, "w") else { throw RunFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
    self.file = file
    self.path = path
  }

  deinit { fclose(file) }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    // An unchanged frame has the last one's pixels: no need to digest them again.
    if changed || last.isEmpty { last = bitmap.digest }
    guard fputs("\(index) \(last)\n", file) >= 0 else { throw RunFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
  }

  func finish() throws(RunFailure) {
    guard fflush(file) == 0, ferror(file) == 0 else { throw RunFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
  }
}
