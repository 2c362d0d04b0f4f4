import Foundation
import PanelHost
import PanelRender

/// Numbered PNG files in a folder, each written beside its name and renamed into place when whole.
/// Each frame file is an output with every output's rules: a link in the folder is followed to
/// its target, and one that leads to an input of the command is refused before any work. A failed
/// export removes the files it wrote, and the folder when it made it.
final class PNGSequence: FrameSink {
  /// The folder.
  let directory: String
  private let inputs: [String]
  /// The real file the last written frame went to (never a link), for unchanged frames to share.
  private var last: String?
  private var written: [String] = []
  /// Whether this export made the folder (so a failure removes it again).
  private let createdDirectory: Bool

  /// Checks, before any work, the names of the first `count` frames in `directory` against
  /// `inputs` (files the command reads, and the other outputs).
  static func check(_ directory: String, count: Int, inputs: [String]) throws(InputError) {
    for index in 0..<count {
      let name = Self.name(directory, index)
      do { _ = try OutputPath(name, inputs: inputs) } catch {
        throw InputError(file: name, line: 0, message: error.message.replacingOccurrences(of: "\(name): ", with: "") + " (--frames)")
      }
    }
  }

  /// Creates the folder if needed; `inputs` are files no frame may replace.
  init(directory: String, inputs: [String]) throws(RunFailure) {
    var isDirectory: ObjCBool = false
    createdDirectory = !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RunFailure(message: "\(directory): cannot create the folder: \(error.localizedDescription)")
    }
    self.directory = directory
    self.inputs = inputs
  }

  /// The file of frame `index` in `directory`.
  static func name(_ directory: String, _ index: Int) -> String { String(format: "%@/frame-%06d.png", directory, index) }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    let name = Self.name(directory, index)
    // An unchanged frame is the same file: a hard link of the last frame's real file costs nothing
    // (a copy where links fail). Only a plain file or nothing is replaced so; a link or a device
    // at the name is written through like any output.
    var st = stat()
    let plain = lstat(name, &st) != 0 || (st.st_mode & S_IFMT) == S_IFREG
    // A failure removes the frames this export put in the folder, not links the user put there.
    if plain { written.append(name) }
    if !changed, plain, let last {
      unlink(name)
      if link(last, name) == 0 || (try? FileManager.default.copyItem(atPath: last, toPath: name)) != nil { return }
    }
    do {
      let file = try OutputFile(name, inputs: inputs)
      do { try bitmap.writePNG(to: file.stream, name: name) } catch {
        file.abandon()
        throw RunFailure(message: error.message)
      }
      try file.finish(sync: false)
      last = file.path.inPlace ? nil : file.path.target
    } catch let error as HostError {
      throw RunFailure(message: error.message)
    }
  }

  func finish() throws(RunFailure) {}

  /// Removes every frame this export wrote, and the folder when it made it and nothing else is in it.
  func abandon() {
    for name in written { unlink(name) }
    written.removeAll()
    if createdDirectory { rmdir(directory) }
  }
}
