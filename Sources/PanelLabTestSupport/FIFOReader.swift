import Foundation

/// A named pipe for a program under test to write into, and a reader at its other end that copies
/// what comes through to a regular file (so the pipe never fills while the writer runs).
public final class FIFOReader {
  /// The pipe's path.
  public let path: String
  /// Where what came through the pipe goes.
  public let copy: String
  private let reader = Process()

  /// Makes the pipe at `path` and starts reading it into `copy`.
  public init(at path: String, copyingTo copy: String) throws {
    guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    self.path = path
    self.copy = copy
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "cat \"$0\" > \"$1\"", path, copy]
    try reader.run()
  }

  /// Waits until the writer closed the pipe; returns what came through it.
  public func finish() -> Data {
    reader.waitUntilExit()
    return FileManager.default.contents(atPath: copy) ?? Data()
  }
}
