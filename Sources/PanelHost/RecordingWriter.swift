import Foundation
import PanelCore

/// Appends recording v1 lines to a file, flushing each one, so a crash or `kill -9` leaves every
/// whole line on disk.
public final class RecordingWriter {
  /// Where the recording goes.
  public let path: String
  private let file: UnsafeMutablePointer<FILE>

  /// Creates (or truncates) `path` and writes the header for a session starting from `scene`.
  public init(path: String, scene: JSONValue, startAt: Micros = 0) throws(HostError) {
    guard let f = fopen(path, "w") else {
      throw HostError(message: "\(path): cannot create the recording: \(String(cString: strerror(errno)))")
    }
    self.path = path
    file = f
    write(Recording.headerLine(scene: scene, created: Self.timestamp(), startAt: startAt))
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

  /// A fresh file name in the working directory for a recording started with F9.
  public static func freshName() -> String {
    let f = DateFormatter()
    f.dateFormat = "yyyyMMdd-HHmmss"
    f.timeZone = TimeZone(identifier: "UTC")
    return "panellab-\(f.string(from: Date())).plrec"
  }
}
