import Foundation
import PanelCore

/// A file that cannot be used, with the line at fault (0 when the whole file is meant).
public struct FileError: Error, Sendable {
  /// The file.
  public var file: String
  /// 1-based line, 0 for the whole file.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// `FILE:LINE: message` (or `FILE: message`).
  public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// Reads scene files (and other inputs) with errors that name the file and the line.
public enum SceneFile {
  /// The scene in `path`.
  public static func load(_ path: String) throws(FileError) -> SceneConfig {
    let text = try readText(path)
    do {
      return try SceneConfig.parse(text)
    } catch {
      throw FileError(file: path, line: error.line, message: error.description)
    }
  }

  /// The bytes of a file of at most `limit` bytes.
  public static func readBytes(_ path: String, limit: Int = Limits.sceneFileBytes) throws(FileError) -> [UInt8] {
    var st = stat()
    if stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG && Int(st.st_size) > limit {
      throw FileError(file: path, line: 0, message: "the file is \(st.st_size >> 20) MB; at most \(limit >> 20) MB")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      var st = stat()
      if stat(path, &st) != 0 && errno == ELOOP { throw FileError(file: path, line: 0, message: "a loop of symbolic links") }
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      throw FileError(file: path, line: 0, message: !exists ? "no such file" : isDirectory.boolValue ? "is a folder, not a file" : "cannot read the file")
    }
    return [UInt8](data)
  }

  /// The contents of a UTF-8 text file (an error names the line of the first byte that is not UTF-8).
  public static func readText(_ path: String) throws(FileError) -> String {
    let bytes = try readBytes(path)
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var line = 1
    var start = 0
    for i in bytes.indices where bytes[i] == 10 {
      if String(validating: bytes[start..<i], as: UTF8.self) == nil { break }
      line += 1
      start = i + 1
    }
    throw FileError(file: path, line: line, message: "not valid UTF-8 text")
  }
}
