import Foundation
import PanelCore

/// Trace lines to a file or stdout (`-`), buffered and written in large blocks through
/// `OutputFile`, so a trace is never half-written at its path and a full disk is an error.
public final class TraceFile {
  private let output: OutputFile?
  private var buffer = ""
  /// The first write error, reported by `flush` and `finish`.
  private var failure: HostError?

  /// Creates the trace at `path` (`-` is stdout); `inputs` are files the command reads.
  public init(path: String, inputs: [String] = []) throws(HostError) {
    output = path == "-" ? nil : try OutputFile(path, inputs: inputs)
  }

  /// Appends one line.
  public func write(_ line: String) {
    buffer += line
    buffer += "\n"
    if buffer.utf8.count > 1 << 16 { try? flush() }
  }

  /// Appends the line for one output of a session.
  public func write(_ output: SceneSession.Output, scene: Scene) { write(Trace.line(for: output, scene: scene)) }

  /// Writes out what is buffered.
  public func flush() throws(HostError) {
    if let failure { throw failure }
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    var data = Array(buffer.utf8)
    do {
      if let output {
        try output.write(data)
        try output.flush()
      } else {
        try Self.writeStdout(&data)
      }
    } catch {
      if errno == EPIPE && (output?.isStream ?? true) {
        // The reader went away (`| head`): stop quietly, as command-line filters do.
        exit(0)
      }
      failure = error
      throw error
    }
  }

  /// Flushes and puts the trace in place; a trace that could not be written is removed.
  public func finish() throws(HostError) {
    do {
      try flush()
      try output?.finish()
    } catch {
      output?.abandon()
      throw error
    }
  }

  private static func writeStdout(_ data: inout [UInt8]) throws(HostError) {
    var offset = 0
    while offset < data.count {
      let n = data.withUnsafeBytes { Foundation.write(1, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw HostError(message: "stdout: cannot write the trace: \(String(cString: strerror(errno)))") }
      offset += n
    }
  }
}
