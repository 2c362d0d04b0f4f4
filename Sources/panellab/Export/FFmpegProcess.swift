import PanelHost
import Foundation
import PanelRender

/// An `ffmpeg` subprocess fed raw frames on stdin (an argument list, never a shell string).
final class FFmpegProcess {
  private let process = Process()
  private let input = Pipe()
  private let errors: FileHandle
  private let errorPath: String
  /// What it writes, for messages.
  let output: String

  /// Finds ffmpeg on PATH.
  static func executable() -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Fails early, before any work, when ffmpeg is missing.
  static func require() throws(RunFailure) {
    guard executable() != nil else {
      throw RunFailure(message: "ffmpeg is not installed (Debian: apt-get install ffmpeg); --frames works without it")
    }
  }

  /// Starts `ffmpeg ARGS` writing `output`.
  init(_ args: [String], output: String) throws(RunFailure) {
    guard let ffmpeg = Self.executable() else {
      throw RunFailure(message: "ffmpeg is not installed (Debian: apt-get install ffmpeg); --frames works without it")
    }
    self.output = output
    // ffmpeg's messages go to a file, not a pipe, so a chatty failure can never block it.
    errorPath = TemporaryFiles.name(in: NSTemporaryDirectory(), stem: "ffmpeg-\(UUID().uuidString)", extension: "log")
    TemporaryFiles.add(errorPath)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    errors = FileHandle(forWritingAtPath: errorPath) ?? FileHandle.nullDevice
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + args
    process.standardInput = input
    process.standardError = errors
    // ffmpeg prints nothing on stdout at this log level; sharing ours lets `--gif /dev/stdout` reach it.
    process.standardOutput = FileHandle.standardOutput
    do { try process.run() } catch { throw RunFailure(message: "cannot start ffmpeg: \(error.localizedDescription)") }
    // A signal stops ffmpeg before removing the temporary output it writes.
    TemporaryFiles.addChild(process.processIdentifier)
    // Writes never block for good: a stalled ffmpeg is noticed by the watchdog in `write`.
    let fd = input.fileHandleForWriting.fileDescriptor
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
  }

  /// How long ffmpeg may stop reading (or take to finish) before it is stopped and the export
  /// fails: `PANELLAB_FFMPEG_STALL_SECONDS`, default 60.
  static var stallLimit: TimeInterval {
    ProcessInfo.processInfo.environment["PANELLAB_FFMPEG_STALL_SECONDS"].flatMap(TimeInterval.init) ?? 60
  }

  /// Writes `count` bytes to ffmpeg's stdin; an ffmpeg that stops reading for `stallLimit` is
  /// stopped and the export fails, instead of hanging PanelLab.
  func write(_ bytes: UnsafeRawPointer, count: Int) throws(RunFailure) {
    let fd = input.fileHandleForWriting.fileDescriptor
    var p = bytes
    var left = count
    var stalledSince: Date?
    while left > 0 {
      let n = Foundation.write(fd, p, left)
      if n > 0 {
        p += n
        left -= n
        stalledSince = nil
        continue
      }
      if n < 0 && errno == EINTR { continue }
      guard n < 0 && errno == EAGAIN, process.isRunning else {
        throw RunFailure(message: "ffmpeg stopped while writing \(output): \(errorText())")
      }
      let since = stalledSince ?? Date()
      stalledSince = since
      if Date().timeIntervalSince(since) > Self.stallLimit {
        stop()
        throw RunFailure(message: "ffmpeg stopped reading for \(Int(Self.stallLimit)) s while writing \(output); it was stopped")
      }
      var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
      _ = poll(&pfd, 1, 250)
    }
  }

  /// Stops ffmpeg for good.
  private func stop() {
    process.terminate()
    let deadline = Date().addingTimeInterval(2)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    TemporaryFiles.removeChild(process.processIdentifier)
  }

  /// Writes a bitmap's rows (without stride padding) as BGRA.
  func write(_ bitmap: Bitmap) throws {
    let row = bitmap.width * 4
    try bitmap.withBytes { bytes in
      if bitmap.stride == row {
        try write(bytes.baseAddress!, count: row * bitmap.height)
      } else {
        for y in 0..<bitmap.height { try write(bytes.baseAddress! + y * bitmap.stride, count: row) }
      }
    }
  }

  /// Closes stdin and waits; fails with ffmpeg's own message when it did.
  func finish() throws(RunFailure) {
    try? input.fileHandleForWriting.close()
    // The encoder drains what it was sent; one that never ends is stopped by the watchdog.
    let deadline = Date().addingTimeInterval(Swift.max(Self.stallLimit, 1))
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      stop()
      throw RunFailure(message: "ffmpeg did not finish writing \(output) within \(Int(Self.stallLimit)) s; it was stopped")
    }
    process.waitUntilExit()
    TemporaryFiles.removeChild(process.processIdentifier)
    defer {
      try? FileManager.default.removeItem(atPath: errorPath)
      TemporaryFiles.remove(errorPath)
    }
    guard process.terminationStatus == 0 else {
      throw RunFailure(message: "ffmpeg failed writing \(output): \(errorText())")
    }
  }

  private func errorText() -> String {
    let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").suffix(3).joined(separator: " / ")
  }
}
