import Foundation
import PanelCore

/// Trace lines to a file or stdout (`-`), buffered and flushed in large writes.
public final class TraceFile {
  private let handle: FileHandle
  private var buffer = ""

  /// Creates (or empties) the trace at `path`; `-` is stdout.
  public init(path: String) throws(HostError) {
    if path == "-" {
      handle = FileHandle.standardOutput
    } else {
      guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
        throw HostError(message: "\(path): cannot create the trace file")
      }
      handle = h
    }
  }

  /// Appends one line.
  public func write(_ line: String) {
    buffer += line
    buffer += "\n"
    if buffer.utf8.count > 1 << 16 { flush() }
  }

  /// Appends the line for one output of a session.
  public func write(_ output: SceneSession.Output, scene: Scene) { write(Trace.line(for: output, scene: scene)) }

  /// Writes out what is buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    do {
      try handle.write(contentsOf: Data(buffer.utf8))
    } catch {
      // The reader went away (`| head`): stop quietly, as command-line filters do.
      exit(0)
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
