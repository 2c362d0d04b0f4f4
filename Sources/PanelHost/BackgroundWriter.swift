import Foundation

/// Where a `BackgroundWriter` puts its bytes, opened on the writer's queue.
public protocol WriterSink: AnyObject {
  /// Writes `bytes`; fails when the system refuses them.
  func write(_ bytes: [UInt8]) throws(HostError)
  /// Hands what is buffered to the system, so a reader sees it now.
  func flush() throws(HostError)
  /// Ends the output and puts it in place.
  func finish() throws(HostError)
  /// Gives up on the output (removing a temporary file).
  func abandon()
}

extension OutputFile: WriterSink {
  /// Ends the output and puts it in place, synced to disk.
  public func finish() throws(HostError) { try finish(sync: true) }
}

/// An output of the live window written on its own queue: opening it (a FIFO waits there for its
/// reader) and every write and flush happen off the window's thread, in order, so the window
/// never waits on a file, before its first frame or after. The window hands over bytes and goes on.
public final class BackgroundWriter: @unchecked Sendable {
  // Unchecked Sendable: `sink` and `failure` are touched only on `queue` (and `failure` read after
  // `finish` waited for the queue).
  private let queue: DispatchQueue
  private let path: String
  private var sink: (any WriterSink)?
  private var failure: HostError?
  /// Bytes handed over and not yet written, so a reader that stops reading cannot make memory grow
  /// without bound (past the bound, bytes are dropped and the output ends with an error).
  private let pending = NSLock()
  private var pendingBytes = 0
  /// Most bytes waiting for a slow reader.
  public static let pendingLimit = 64 << 20

  /// A writer for `path` that opens it with `open` on its own queue.
  public init(path: String, open: @escaping @Sendable () throws(HostError) -> any WriterSink) {
    self.path = path
    queue = DispatchQueue(label: "panellab.writer")
    queue.async { [self] in
      do throws(HostError) { sink = try open() } catch { failure = error }
    }
  }

  /// Queues `bytes` (and a flush when `flush`).
  public func write(_ bytes: [UInt8], flush: Bool = false) {
    guard !bytes.isEmpty || flush else { return }
    pending.lock()
    let over = pendingBytes + bytes.count > Self.pendingLimit
    if !over { pendingBytes += bytes.count }
    pending.unlock()
    queue.async { [self] in
      if over {
        if failure == nil { failure = HostError(message: "\(path): nobody reads it fast enough; more than \(Self.pendingLimit >> 20) MB waited") }
        return
      }
      defer {
        pending.lock()
        pendingBytes -= bytes.count
        pending.unlock()
      }
      guard failure == nil, let sink else { return }
      do throws(HostError) {
        try sink.write(bytes)
        if flush { try sink.flush() }
      } catch {
        failure = error
      }
    }
  }

  /// Writes out what is queued and ends the output, waiting at most `seconds` (a FIFO nobody
  /// opened, or a reader that stopped reading, would wait for ever); throws the first failure.
  public func finish(within seconds: Double = 2) throws(HostError) {
    let done = DispatchSemaphore(value: 0)
    queue.async { [self] in
      end()
      done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else {
      throw HostError(message: "\(path): not finished after \(Int(seconds)) s (a named pipe that nobody reads?); what was not written is lost")
    }
    if let failure { throw failure }
  }

  /// Ends the output once what is queued is written, without waiting; `then` gets the first
  /// failure (or nil), on the writer's queue.
  public func finishLater(then: @escaping @Sendable (HostError?) -> Void) {
    queue.async { [self] in
      end()
      then(failure)
    }
  }

  /// On the queue: ends the sink, or abandons it after a failure.
  private func end() {
    guard let sink else { return }
    do throws(HostError) {
      if let failure { throw failure }
      try sink.finish()
    } catch {
      sink.abandon()
      if failure == nil { failure = error }
    }
    self.sink = nil
  }
}
