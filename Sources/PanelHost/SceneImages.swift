import Foundation
import PanelCore
import PanelRender

/// A scene's pictures found on disk: for each name the scene gives (relative to its file), the
/// file it stands for and the SHA-256 of its bytes. The models carry only the names; this is where
/// the program reads the files, once, when it loads a scene, so a missing or broken picture is an
/// error naming its key and line before anything runs, never a blank spot in a frame.
public struct SceneImages: Hashable, Sendable {
  /// One picture file.
  public struct File: Hashable, Sendable {
    /// Where it is.
    public var path: String
    /// The SHA-256 of its bytes, 64 lowercase hex digits.
    public var sha256: String

    /// A file at `path` whose bytes hash to `sha256`.
    public init(path: String, sha256: String) {
      self.path = path
      self.sha256 = sha256
    }
  }

  /// The files by picture name.
  public var files: [String: File]

  /// No pictures, or the given ones.
  public init(files: [String: File] = [:]) { self.files = files }

  /// Name → file, for the rasterizer.
  public var paths: [String: String] { files.mapValues(\.path) }
  /// The picture files, sorted: inputs of the command, which no output may replace.
  public var filePaths: [String] { Set(files.values.map(\.path)).sorted() }
  /// Name → SHA-256, for a recording's header.
  public var digests: [String: String] { files.mapValues(\.sha256) }

  /// Finds, decodes and hashes every picture `config` names, in `folder` (the scene file's). An
  /// error reads `FILE:LINE: key.path: cannot read image "x.png": reason`, `FILE` being `file`
  /// (the scene file as the user named it).
  public static func load(_ config: SceneConfig, folder: String, file: String) throws(FileError) -> SceneImages {
    var out = SceneImages()
    var declared = 0
    for ref in config.imageReferences where out.files[ref.name] == nil {
      let path = folder + "/" + ref.name
      do {
        out.files[ref.name] = try read(path, name: ref.name, declared: &declared)
      } catch {
        let reason = error.message == "no such file" ? "no such file (looked in \(path))" : error.message
        throw FileError(file: file, line: ref.line, message: "\(ref.path): cannot read image \"\(ref.name)\": \(reason)")
      }
    }
    return out
  }

  /// The pictures of the scene in the file at `path`, found beside it (errors name `path`).
  public static func load(_ config: SceneConfig, sceneFile path: String) throws(FileError) -> SceneImages {
    try load(config, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path, file: path)
  }

  /// The pictures of a recording: for each name, the first of `folders` (beside the recording,
  /// then beside its scene file) that holds the file; the header's digests must match. Errors name
  /// the recording (`file`) and line 1 (`images."x.png": missing (looked in …)`), or the line of
  /// the `load_scene` that names a picture the header does not list.
  public static func load(_ recording: Recording, folders: [String], file: String) throws(FileError) -> SceneImages {
    var out = SceneImages()
    var declared = 0
    for name in recording.images.keys.sorted() {
      let expected = recording.images[name]!
      let at = "images.\"\(name)\""
      var found: [(path: String, file: File)] = []
      for folder in folders {
        let path = folder + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { continue }
        // Each candidate counts alone; only the one that matches stays in the total.
        var counted = declared
        do { found.append((path, try read(path, name: name, declared: &counted))) } catch {
          throw FileError(file: file, line: 1, message: "\(at): cannot read image \"\(path)\": \(error.message)")
        }
        if found.last!.file.sha256 == expected {
          declared = counted
          break
        }
      }
      if let match = found.first(where: { $0.file.sha256 == expected }) {
        out.files[name] = match.file
      } else if let other = found.first {
        throw FileError(
          file: file, line: 1,
          message: "\(at): \(other.path): bytes differ from the recording (sha256 \(other.file.sha256), the recording has \(expected))")
      } else {
        let looked = folders.map { $0 + "/" + name }.joined(separator: ", ")
        throw FileError(file: file, line: 1, message: "\(at): missing (looked in \(looked))")
      }
    }
    // Pictures a scene names that the header does not list (a hand-written recording, a scene
    // loaded later): found the same way, with nothing to compare them with.
    for (line, ref) in recording.imageReferences where out.files[ref.name] == nil {
      var failure = "no such file (looked in \(folders.map { $0 + "/" + ref.name }.joined(separator: ", ")))"
      for folder in folders where FileManager.default.fileExists(atPath: folder + "/" + ref.name) {
        do {
          out.files[ref.name] = try read(folder + "/" + ref.name, name: ref.name, declared: &declared)
        } catch {
          failure = error.message
        }
        break
      }
      guard out.files[ref.name] != nil else {
        throw FileError(file: file, line: line, message: "scene.\(ref.path): cannot read image \"\(ref.name)\": \(failure)")
      }
    }
    return out
  }

  /// The folders a replay of the recording at `path` looks for its pictures in: the recording's,
  /// then its scene file's (relative to the recording, or absolute in older recordings) when the
  /// header names one and it is another folder.
  public static func folders(forRecordingAt path: String, sceneFile: String?) -> [String] {
    let own = URL(fileURLWithPath: path).deletingLastPathComponent().standardized.path
    guard let sceneFile else { return [own] }
    let scene = URL(fileURLWithPath: RelativePath.resolve(sceneFile, from: own)).deletingLastPathComponent().standardized.path
    return scene == own ? [own] : [own, scene]
  }

  /// Reads, decodes and hashes one picture file, adding what a PNG's header declares to
  /// `declared` first and refusing it, before decoding, when the scene's pictures together would
  /// pass `Limits.picturePixels`; the error is the reason alone.
  private static func read(_ path: String, name: String, declared: inout Int) throws(FileError) -> File {
    let bytes = try SceneFile.readBytes(path, limit: UserImage.maximumBytes)
    do {
      if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        let (w, h) = try UserImage.declaredSize(ofPNG: bytes)
        declared += w * h
        guard declared <= Limits.picturePixels else {
          throw FileError(
            file: path, line: 0,
            message: "the picture is \(w)x\(h) pixels, and the scene's PNG pictures together would hold \(declared); at most \(Limits.picturePixels) in all")
        }
      }
      _ = try UserImage(bytes: bytes, name: name)
    } catch let error as FileError {
      throw error
    } catch let error as RenderError {
      throw FileError(file: path, line: 0, message: error.message)
    } catch {
      throw FileError(file: path, line: 0, message: "\(error)")
    }
    return File(path: path, sha256: SHA256.hex(of: bytes))
  }
}
