import Foundation

/// A file an output is streamed into (a trace, a PNG), written through `OutputPath`'s rules and
/// checked at every step: a write or close that fails is an error, and then the temporary file is
/// removed so nothing partial is left at the path.
public final class OutputFile {
  /// Where it goes.
  public let path: OutputPath
  /// The open stream.
  public let stream: UnsafeMutablePointer<FILE>
  private var done = false

  /// Opens an output at `path`; `inputs` are files the command reads.
  public init(_ path: String, inputs: [String] = []) throws(HostError) {
    self.path = try OutputPath(path, inputs: inputs)
    self.path.begin()
    guard let f = fopen(self.path.writePath, "w") else {
      self.path.discard()
      throw HostError(message: "\(path): cannot write: \(String(cString: strerror(errno)))")
    }
    stream = f
  }

  /// Whether the output is a stream that a reader may leave early (a pipe, a FIFO, a terminal).
  public var isStream: Bool {
    var st = stat()
    return fstat(fileno(stream), &st) == 0 && (st.st_mode & S_IFMT) != S_IFREG
  }

  /// Writes `bytes`; fails when the system refuses them (a full disk, a device error).
  public func write(_ bytes: [UInt8]) throws(HostError) {
    guard !bytes.isEmpty else { return }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
    guard written == bytes.count else { throw failure() }
  }

  /// Flushes what is buffered, so a reader sees it now.
  public func flush() throws(HostError) {
    guard fflush(stream) == 0 else { throw failure() }
  }

  /// Finishes the output: flushes, closes and puts it in place (synced to disk unless `sync` is
  /// false); any failure removes it.
  public func finish(sync: Bool = true) throws(HostError) {
    guard !done else { return }
    done = true
    let flushed = fflush(stream) == 0 && ferror(stream) == 0
    let flushError = errno
    let closed = fclose(stream) == 0
    let closeError = errno
    guard flushed && closed else {
      path.discard()
      throw HostError(message: "\(path.given): cannot write: \(String(cString: strerror(flushed ? closeError : flushError)))")
    }
    try path.commit(sync: sync)
  }

  /// Gives up on the output: closes it and removes the temporary file.
  public func abandon() {
    guard !done else { return }
    done = true
    fclose(stream)
    path.discard()
  }

  private func failure() -> HostError {
    HostError(message: "\(path.given): cannot write: \(String(cString: strerror(errno)))")
  }

  deinit { abandon() }
}
