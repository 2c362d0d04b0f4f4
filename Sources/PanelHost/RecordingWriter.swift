import Foundation
import PanelCore

/// Appends recording v1 lines to a file, flushing each one, so a crash or `kill -9` leaves every
/// whole line on disk.
public final class RecordingWriter {
  /// Where the recording goes.
  public let path: String
  private let file: UnsafeMutablePointer<FILE>

  /// Creates `path` and writes the header for a session starting from `scene`, read from the
  /// scene file `sceneFile` (when there is one, written relative to the recording's folder) with
  /// the pictures `images` (see `SceneImages`), whose digests go into the header so a replay can
  /// check it draws the same pictures. An
  /// existing file is replaced only when `replacing` (an explicit `--record FILE`); F9 never
  /// overwrites one.
  public init(
    path: String, scene: JSONValue, startAt: Micros = 0, replacing: Bool = true, images: SceneImages = SceneImages(),
    sceneFile: String? = nil
  ) throws(HostError) {
    guard let f = fopen(path, replacing ? "w" : "wx") else {
      throw HostError(message: "\(path): cannot create the recording: \(String(cString: strerror(errno)))")
    }
    self.path = path
    file = f
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let relative = sceneFile.map { RelativePath.of($0, from: folder) }
    write(
      Recording.headerLine(scene: scene, created: Self.timestamp(), startAt: startAt, images: images.digests, sceneFile: relative))
  }

  deinit { fclose(file) }

  /// Appends one input.
  public func append(_ input: TimedInput) {
    write(InputEventCoding.line(for: input))
  }

  private func write(_ line: String) {
    fputs(line + "\n", file)
    fflush(file)
  }

  /// Now in ISO 8601 UTC, for the header's informational `created` field.
  static func timestamp() -> String {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime]
    return f.string(from: Date())
  }

  /// A file name in the working directory for a recording started with F9: the time to the
  /// second, then `-2`, `-3`… when that name is taken.
  public static func freshName() -> String {
    FreshName.stem("panellab-\(FreshName.stamp())", extensions: ["plrec"]) + ".plrec"
  }

}
