import Foundation
import PanelRender

/// Something that takes rendered frames in order.
protocol FrameSink {
  /// Takes frame `index` (0-based, in output order).
  func write(_ bitmap: Bitmap, index: Int) throws(RunFailure)
  /// Flushes and waits for any encoder.
  func finish() throws(RunFailure)
}

/// Numbered PNG files in a folder.
struct PNGSequence: FrameSink {
  /// The folder.
  let directory: String

  /// Creates the folder if needed.
  init(directory: String) throws(RunFailure) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RunFailure(message: "\(directory): cannot create the folder: \(error.localizedDescription)")
    }
    self.directory = directory
  }

  func write(_ bitmap: Bitmap, index: Int) throws(RunFailure) {
    let name = String(format: "%@/frame-%06d.png", directory, index)
    do { try bitmap.writePNG(to: name) } catch { throw RunFailure(message: error.message) }
  }

  func finish() throws(RunFailure) {}
}

/// Streams raw frames into an `ffmpeg` subprocess (argument list, never a shell string).
final class FFmpegEncoder: FrameSink {
  /// Output formats.
  enum Format {
    /// H.264 in MP4, yuv420p so every player opens it.
    case mp4
    /// Animated GIF with a generated palette.
    case gif
  }

  private let process = Process()
  private let input = Pipe()
  private let errors = Pipe()
  private let output: String

  /// Finds ffmpeg on PATH.
  static func executable() -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts ffmpeg for `width`×`height` BGRA frames at `fps`.
  init(format: Format, output: String, width: Int, height: Int, fps: Int) throws(RunFailure) {
    guard let ffmpeg = Self.executable() else {
      throw RunFailure(message: "ffmpeg is not installed (Debian: apt-get install ffmpeg); --frames works without it")
    }
    self.output = output
    var args = [
      "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
      "-r", "\(fps)", "-i", "-",
    ]
    switch format {
    case .mp4:
      args += [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "20",
        "-pix_fmt", "yuv420p", "-movflags", "+faststart", output,
      ]
    case .gif:
      // GIF delays are whole centiseconds, so more than 50 fps cannot be shown faithfully.
      let rate = fps > 50 ? "fps=50," : ""
      args += [
        "-filter_complex",
        "[0:v]\(rate)split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
        "-loop", "0", output,
      ]
    }
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = args
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { throw RunFailure(message: "cannot start ffmpeg: \(error.localizedDescription)") }
  }

  func write(_ bitmap: Bitmap, index: Int) throws(RunFailure) {
    let fd = input.fileHandleForWriting.fileDescriptor
    let ok = bitmap.withBytes { bytes -> Bool in
      let row = bitmap.width * 4
      for y in 0..<bitmap.height {
        var p = bytes.baseAddress! + y * bitmap.stride
        var left = row
        while left > 0 {
          let n = Foundation.write(fd, p, left)
          if n <= 0 { return false }
          p += n
          left -= n
        }
      }
      return true
    }
    if !ok { throw RunFailure(message: "ffmpeg stopped while writing \(output): \(errorText())") }
  }

  func finish() throws(RunFailure) {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RunFailure(message: "ffmpeg failed writing \(output): \(errorText())")
    }
  }

  private func errorText() -> String {
    let data = (try? errors.fileHandleForReading.readToEnd()) ?? nil
    return String(decoding: data ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// A progress bar on stderr, shown only when stderr is a terminal.
struct ProgressBar {
  private let enabled = isatty(2) == 1
  private let label: String
  private var lastDrawn = -1

  init(label: String) { self.label = label }

  /// Shows `done` of about `total`.
  mutating func update(_ done: Int, of total: Int) {
    guard enabled else { return }
    let percent = total > 0 ? Swift.min(100, done * 100 / total) : 0
    guard percent != lastDrawn else { return }
    lastDrawn = percent
    let filled = percent * 30 / 100
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
    FileHandle.standardError.write("\r\(label) [\(bar)] \(percent)% (\(done) frames)".data(using: .utf8)!)
  }

  /// Clears the line.
  func finish() {
    guard enabled, lastDrawn >= 0 else { return }
    FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!)
  }
}
