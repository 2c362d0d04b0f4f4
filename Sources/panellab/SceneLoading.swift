import Foundation
import PanelCore

/// Reads scene files and turns their errors into `FILE:LINE: key.path: reason`.
enum SceneLoading {
  /// The scene in `path`, or the built-in demo scene when nil.
  static func load(_ path: String?) throws(InputError) -> SceneConfig {
    guard let path else { return DemoScene.config }
    let text = try readText(path)
    do {
      return try SceneConfig.parse(text)
    } catch {
      throw InputError(file: path, line: error.line, message: error.description)
    }
  }

  /// The contents of a text file, or an input error naming it.
  static func readText(_ path: String) throws(InputError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw InputError(file: path, line: 0, message: exists ? "cannot read the file" : "no such file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError(file: path, line: 0, message: "not UTF-8 text")
    }
    return text
  }

  /// Fails with exit status 2, before any work is done, when `path` cannot be written: its folder
  /// is missing or read-only, or the path is a folder.
  static func checkWritable(_ path: String, option: String) throws(InputError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw InputError(file: path, line: 0, message: "is a folder, not a file (\(option))")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw InputError(file: path, line: 0, message: "the folder \(folder) does not exist (\(option))")
    }
    guard access(folder, W_OK) == 0 else {
      throw InputError(file: path, line: 0, message: "the folder \(folder) is not writable (\(option))")
    }
  }

  /// Largest frame side in pixels: cairo's limit is 32767; beyond 16384 nothing is useful.
  static let pixelLimit = 16_384.0

  /// Fails with exit status 2 when `size` at `scale` would exceed the pixel limit.
  static func checkPixels(_ size: Size, scale: Double) throws(UsageError) {
    let w = (size.width * scale).rounded()
    let h = (size.height * scale).rounded()
    guard w <= pixelLimit && h <= pixelLimit else {
      throw UsageError(
        message: "window \(JSONWriter.number(size.width))x\(JSONWriter.number(size.height)) points at scale \(JSONWriter.number(scale)) is \(JSONWriter.number(w))x\(JSONWriter.number(h)) pixels; at most \(JSONWriter.number(pixelLimit)) a side")
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
