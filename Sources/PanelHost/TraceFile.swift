import Foundation
import PanelCore

/// Trace lines to a file or stdout (`-`), buffered and written in large blocks through
/// `OutputFile`, so a trace is never half-written at its path and a full disk is an error.
public final class TraceFile {
  private let output: OutputFile?
  /// The live window's writer: the file is opened and written off the window's thread.
  private let writer: BackgroundWriter?
  private var buffer = ""
  /// The first write error, reported by `flush` and `finish`.
  private var failure: HostError?

  /// Creates the trace at `path` (`-` is stdout); `inputs` are files the command reads. In the
  /// `background`, the file is opened and written on a queue of its own (the live window: a named
  /// pipe waits for its reader there), and write errors show at `finish`.
  public init(path: String, inputs: [String] = [], background: Bool = false) throws(HostError) {
    if background {
      output = nil
      writer = BackgroundWriter(path: path) { () throws(HostError) -> any WriterSink in
        path == "-" ? StandardOutputSink() : try OutputFile(path, inputs: inputs)
      }
    } else {
      output = path == "-" ? nil : try OutputFile(path, inputs: inputs)
      writer = nil
    }
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
    if let writer {
      writer.write(data, flush: true)
      return
    }
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
      try writer?.finish()
      try output?.finish()
    } catch {
      output?.abandon()
      throw error
    }
  }

  /// Writes all of `data` to stdout.
  static func writeStdout(_ data: inout [UInt8]) throws(HostError) {
    var offset = 0
    while offset < data.count {
      let n = data.withUnsafeBytes { Foundation.write(1, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw HostError(message: "stdout: cannot write the trace: \(String(cString: strerror(errno)))") }
      offset += n
    }
  }
}

/// Standard output as a background writer's sink.
final class StandardOutputSink: WriterSink {
  func write(_ bytes: [UInt8]) throws(HostError) {
    var data = bytes
    try TraceFile.writeStdout(&data)
  }
  func flush() throws(HostError) {}
  func finish() throws(HostError) {}
  func abandon() {}
}
