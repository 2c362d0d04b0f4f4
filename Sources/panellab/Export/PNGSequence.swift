import Foundation
import PanelRender

/// Numbered PNG files in a folder.
final class PNGSequence: FrameSink {
  /// The folder.
  let directory: String
  private var last: String?

  /// Creates the folder if needed.
  init(directory: String) throws(RunFailure) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RunFailure(message: "\(directory): cannot create the folder: \(error.localizedDescription)")
    }
    self.directory = directory
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    let name = String(format: "%@/frame-%06d.png", directory, index)
    unlink(name)
    // An unchanged frame is the same file: a hard link costs nothing (a copy where links fail).
    if !changed, let last, link(last, name) == 0 || (try? FileManager.default.copyItem(atPath: last, toPath: name)) != nil {
      return
    }
    do { try bitmap.writePNG(to: name) } catch { throw RunFailure(message: error.message) }
    last = name
  }

  func finish() throws(RunFailure) {}
}
