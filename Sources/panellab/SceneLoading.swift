import Foundation
import PanelCore
import PanelHost

/// Reads scene files and turns their errors into `FILE:LINE: key.path: reason`.
enum SceneLoading {
  /// The scene in `path`, or the built-in demo scene when nil; a file its own sidebar lists shows
  /// as the current one. Its pictures are checked too, so a missing one stops the program here.
  static func load(_ path: String?) throws(InputError) -> SceneConfig {
    try loadWithImages(path).config
  }

  /// The scene in `path` (the demo when nil) and its pictures, found beside the file and checked:
  /// `FILE:LINE: key.path: cannot read image "x.png": reason`.
  static func loadWithImages(_ path: String?) throws(InputError) -> (config: SceneConfig, images: SceneImages) {
    guard let path else { return (DemoScene.config, SceneImages()) }
    do {
      let config = SceneOrigin.file(path).markingCurrent(try SceneFile.load(path))
      return (config, try SceneImages.load(config, sceneFile: path))
    } catch {
      throw InputError(error)
    }
  }

  /// The pictures of the recording at `path`, found beside it (or beside the scene file its header
  /// names) and checked against the header's digests.
  static func images(of recording: Recording, at path: String) throws(InputError) -> SceneImages {
    let folders = SceneImages.folders(forRecordingAt: path, sceneFile: recording.sceneFile)
    do { return try SceneImages.load(recording, folders: folders, file: path) } catch { throw InputError(error) }
  }

  /// The bytes of a file, or an input error naming it.
  static func readBytes(_ path: String, limit: Int = Limits.sceneFileBytes) throws(InputError) -> [UInt8] {
    do { return try SceneFile.readBytes(path, limit: limit) } catch { throw InputError(error) }
  }

  /// Checks, before any work, that an output can be written at `path` without harming anything:
  /// not a folder, its folder exists and is writable, not one of `inputs`, and with the extension
  /// its encoder needs (`ext`) unless it is a device or FIFO written in place.
  static func output(_ path: String, option: String, inputs: [String], extension ext: String? = nil) throws -> OutputPath {
    try checkNotEmpty(path, option: option)
    let output: OutputPath
    do { output = try OutputPath(path, inputs: inputs) } catch { throw InputError(file: path, line: 0, message: "\(error.message) (\(option))".replacingOccurrences(of: "\(path): ", with: "")) }
    guard !output.inPlace else { return output }
    let folder = URL(fileURLWithPath: output.target).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw InputError(file: path, line: 0, message: "the folder \(folder) does not exist (\(option))")
    }
    guard access(folder, W_OK) == 0 else {
      throw InputError(file: path, line: 0, message: "the folder \(folder) is not writable (\(option))")
    }
    if let ext, URL(fileURLWithPath: output.target).pathExtension.lowercased() != ext {
      throw UsageError(message: "\(option) needs a file name ending in .\(ext), got \"\(path)\"")
    }
    return output
  }

  /// Checks, before any work, that a folder for numbered output files can be used or created.
  static func checkFolder(_ path: String, option: String) throws {
    try checkNotEmpty(path, option: option)
    let folder = path.trimmingSuffix("/")
    var isDirectory: ObjCBool = false
    var st = stat()
    if stat(folder, &st) != 0 && errno == ELOOP {
      throw InputError(file: path, line: 0, message: "is a loop of symbolic links (\(option))")
    }
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw InputError(file: path, line: 0, message: "is a file, not a folder (\(option))") }
      guard access(folder, W_OK) == 0 else { throw InputError(file: path, line: 0, message: "the folder is not writable (\(option))") }
      return
    }
    let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw InputError(file: path, line: 0, message: "the folder \(parent) does not exist (\(option))")
    }
    guard access(parent, W_OK) == 0 else {
      throw InputError(file: path, line: 0, message: "the folder \(parent) is not writable (\(option))")
    }
  }

  /// Refuses an empty output path before any work (a shell variable that was not set).
  static func checkNotEmpty(_ path: String, option: String) throws(UsageError) {
    guard path.isEmpty else { return }
    throw UsageError(message: "\(option) needs a path, got an empty one")
  }

  /// Fails with exit status 2 when `size` at `scale` would exceed the frame limits: pixels on a
  /// side, and pixels in all (below what the H.264 encoder takes).
  static func checkPixels(_ size: Size, scale: Double) throws(UsageError) {
    let w = (size.width * scale).rounded()
    let h = (size.height * scale).rounded()
    let frame = "window \(JSONWriter.number(size.width))x\(JSONWriter.number(size.height)) points at scale \(JSONWriter.number(scale)) is \(JSONWriter.number(w))x\(JSONWriter.number(h)) pixels"
    guard w <= Double(Limits.frameSide) && h <= Double(Limits.frameSide) else {
      throw UsageError(message: "\(frame); at most \(Limits.frameSide) a side")
    }
    guard w * h <= Double(Limits.framePixels) else {
      throw UsageError(message: "\(frame); at most \(Limits.framePixels) in all")
    }
  }

  /// `config` with its window size replaced, when a size option was given.
  static func resized(_ config: SceneConfig, _ size: (Double, Double)?) -> SceneConfig {
    guard let (w, h) = size,
      let json = config.json.setting("window", to: .object(["width": .number(w), "height": .number(h)])),
      let resized = try? SceneConfig(json: json)
    else { return config }
    return resized
  }

  /// Where the PNG assets live: next to the executable's package, or the working directory.
  static var assetDirectory: String? {
    let candidates: [String?] = [
      ProcessInfo.processInfo.environment["PANELLAB_ASSETS"],
      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("../../../assets").standardized.path,
      FileManager.default.currentDirectoryPath + "/assets",
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
  }
}
