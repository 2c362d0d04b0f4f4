import Foundation
import PanelCore

/// Appends recording v1 lines to a file, flushing each one, so a crash or `kill -9` leaves every
/// whole line on disk. The file is opened and written on a queue of its own (`BackgroundWriter`),
/// so a named pipe or a slow disk never stops the window.
public final class RecordingWriter {
  /// Where the recording goes.
  public let path: String
  private let writer: BackgroundWriter

  /// Creates `path` and writes the header for a session starting from `scene`, read from the
  /// scene file `sceneFile` (when there is one, written relative to the recording's folder) with
  /// the pictures `images` (see `SceneImages`), whose digests go into the header so a replay can
  /// check it draws the same pictures. An existing file is replaced only when `replacing` (an
  /// explicit `--record FILE`); F9 never overwrites one. A file that cannot be created is an error
  /// at once unless it is a named pipe (opened when its reader comes), whose errors show at `finish`.
  public init(
    path: String, scene: JSONValue, startAt: Micros = 0, replacing: Bool = true, images: SceneImages = SceneImages(),
    sceneFile: String? = nil
  ) throws(HostError) {
    self.path = path
    var st = stat()
    let isFIFO = stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO
    // A regular file is created here, so a bad path is refused before the first frame (creating
    // a file does not block); a FIFO is opened on the queue, where waiting for its reader is harmless.
    let opened = isFIFO ? nil : fopen(path, replacing ? "w" : "wx")
    if !isFIFO && opened == nil {
      throw HostError(message: "\(path): cannot create the recording: \(String(cString: strerror(errno)))")
    }
    let handle = opened.map { SendableFile(file: $0) }
    writer = BackgroundWriter(path: path) { () throws(HostError) -> any WriterSink in
      if let handle { return StreamSink(path: path, file: handle.file) }
      guard let f = fopen(path, "w") else {
        throw HostError(message: "\(path): cannot open the recording: \(String(cString: strerror(errno)))")
      }
      return StreamSink(path: path, file: f)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let relative = sceneFile.map { RelativePath.of($0, from: folder) }
    write(
      Recording.headerLine(scene: scene, created: Self.timestamp(), startAt: startAt, images: images.digests, sceneFile: relative))
  }

  /// Appends one input.
  public func append(_ input: TimedInput) {
    write(InputEventCoding.line(for: input))
  }

  /// Writes out what is queued and closes the file (waiting a bounded time for a named pipe's reader).
  public func finish() throws(HostError) { try writer.finish() }

  /// Closes the file once what is queued is written, without waiting; a failure is logged.
  public func finishLater() {
    let path = path
    writer.finishLater { failure in
      if let failure { Log.error(failure.message) } else { Log.info("recording saved: \(path)") }
    }
  }

  private func write(_ line: String) { writer.write(Array((line + "\n").utf8), flush: true) }

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

/// A C stream opened on one thread and handed to the writer's queue.
private struct SendableFile: @unchecked Sendable {
  // Unchecked: the stream is used by one thread at a time (created here, then only on the queue).
  let file: UnsafeMutablePointer<FILE>
}

/// A recording's C stream as a background writer's sink: written in place, line by line.
private final class StreamSink: WriterSink {
  let path: String
  let file: UnsafeMutablePointer<FILE>
  private var closed = false

  init(path: String, file: UnsafeMutablePointer<FILE>) {
    self.path = path
    self.file = file
  }

  deinit { if !closed { fclose(file) } }

  func write(_ bytes: [UInt8]) throws(HostError) {
    let n = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    guard n == bytes.count else { throw HostError(message: "\(path): cannot write the recording: \(String(cString: strerror(errno)))") }
  }

  func flush() throws(HostError) {
    guard fflush(file) == 0 else { throw HostError(message: "\(path): cannot write the recording: \(String(cString: strerror(errno)))") }
  }

  func finish() throws(HostError) {
    closed = true
    guard fclose(file) == 0 else { throw HostError(message: "\(path): cannot write the recording: \(String(cString: strerror(errno)))") }
  }

  /// A recording keeps every whole line it got: nothing to remove.
  func abandon() {
    if !closed { fclose(file) }
    closed = true
  }
}
