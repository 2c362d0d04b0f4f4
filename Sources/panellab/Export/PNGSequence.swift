import Foundation
import PanelHost
import PanelRender

/// Numbered PNG files in a folder, each written beside its name and renamed into place when whole.
/// A failed export removes the files it wrote.
final class PNGSequence: FrameSink {
  /// The folder.
  let directory: String
  private var last: String?
  private var written: [String] = []

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
    written.append(name)
    // An unchanged frame is the same file: a hard link costs nothing (a copy where links fail).
    if !changed, let last {
      unlink(name)
      if link(last, name) == 0 || (try? FileManager.default.copyItem(atPath: last, toPath: name)) != nil { return }
    }
    do {
      let file = try OutputFile(name)
      do { try bitmap.writePNG(to: file.stream, name: name) } catch { throw RunFailure(message: error.message) }
      try file.finish(sync: false)
    } catch let error as HostError {
      throw RunFailure(message: error.message)
    }
    last = name
  }

  func finish() throws(RunFailure) {}

  /// Removes every frame this export wrote.
  func abandon() {
    for name in written { unlink(name) }
    written.removeAll()
  }
}
