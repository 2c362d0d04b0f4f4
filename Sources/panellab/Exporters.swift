import Foundation
import PanelRender

/// Something that takes rendered frames in order.
protocol FrameSink {
  /// Takes frame `index` (0-based, in output order); `changed` is false when it equals the last.
  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws
  /// Flushes and waits for any encoder.
  func finish() throws(RunFailure)
}

/// Numbered PNG files in a folder.
final class PNGSequence: FrameSink {
  /// The folder.
  let directory: String
  private var last: String?

  /// Creates the folder if needed.
  init(directory: String) throws(RunFailure) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RunFailure(message: "\(directory): cannot create the folder: \(error.localizedDescription)")
    }
    self.directory = directory
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    let name = String(format: "%@/frame-%06d.png", directory, index)
    unlink(name)
    // An unchanged frame is the same file: a hard link costs nothing (a copy where links fail).
    if !changed, let last, link(last, name) == 0 || (try? FileManager.default.copyItem(atPath: last, toPath: name)) != nil {
      return
    }
    do { try bitmap.writePNG(to: name) } catch { throw RunFailure(message: error.message) }
    last = name
  }

  func finish() throws(RunFailure) {}
}

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
    errorPath = NSTemporaryDirectory() + "panellab-ffmpeg-\(UUID().uuidString).log"
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    errors = FileHandle(forWritingAtPath: errorPath) ?? FileHandle.nullDevice
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + args
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { throw RunFailure(message: "cannot start ffmpeg: \(error.localizedDescription)") }
  }

  /// Writes `count` bytes to ffmpeg's stdin.
  func write(_ bytes: UnsafeRawPointer, count: Int) throws(RunFailure) {
    let fd = input.fileHandleForWriting.fileDescriptor
    var p = bytes
    var left = count
    while left > 0 {
      let n = Foundation.write(fd, p, left)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { throw RunFailure(message: "ffmpeg stopped while writing \(output): \(errorText())") }
      p += n
      left -= n
    }
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
    process.waitUntilExit()
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    guard process.terminationStatus == 0 else {
      throw RunFailure(message: "ffmpeg failed writing \(output): \(errorText())")
    }
  }

  private func errorText() -> String {
    let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").suffix(3).joined(separator: " / ")
  }
}

/// H.264 MP4 (yuv420p) at a variable frame rate: only frames that differ from the one before
/// (and the last) are converted, sent and encoded, each stamped with its exact time, so idle
/// stretches of a demo cost nothing and the file keeps the recording's exact length.
final class MP4Export: FrameSink {
  private let ffmpeg: FFmpegProcess
  private let converter: YUVConverter
  private let sent: Set<Int>

  /// `changes` lists the frame indices whose picture differs from the previous frame's.
  init(output: String, width: Int, height: Int, fps: Int, frames: Int, changes: [Int]) throws(RunFailure) {
    guard let converter = YUVConverter(width: width, height: height) else {
      throw RunFailure(message: "cannot convert \(width)x\(height) frames to YUV")
    }
    self.converter = converter
    let kept = Set(changes + [0, frames - 1])
    sent = kept
    ffmpeg = try FFmpegProcess(
      [
        "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(converter.width)x\(converter.height)", "-r", "\(fps)", "-i", "-",
        "-vf", "setpts=(\(Self.timeExpression(kept.sorted())))/(\(fps)*TB)", "-fps_mode", "vfr",
        "-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart", output,
      ], output: output)
  }

  /// An ffmpeg expression giving, for the N-th frame sent, its frame number in the full sequence:
  /// one linear piece per run of consecutive frames (`between(N\,k\,k+len-1)*(first+N-k)+…`).
  static func timeExpression(_ frames: [Int]) -> String {
    var runs: [(first: Int, sentIndex: Int, length: Int)] = []
    for (n, f) in frames.enumerated() {
      if let last = runs.last, last.first + last.length == f {
        runs[runs.count - 1].length += 1
      } else {
        runs.append((f, n, 1))
      }
    }
    return runs.map { r in
      "between(N\\,\(r.sentIndex)\\,\(r.sentIndex + r.length - 1))*(\(r.first - r.sentIndex)+N)"
    }.joined(separator: "+")
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    guard sent.contains(index) else { return }
    if changed || index == 0 { converter.convert(bitmap) }
    let frame = converter.frame
    try frame.withUnsafeBytes { bytes in try ffmpeg.write(bytes.baseAddress!, count: bytes.count) }
  }

  func finish() throws(RunFailure) { try ffmpeg.finish() }
}

/// Animated GIF at up to 30 fps with one palette made beforehand from sample frames, so no frame
/// waits in memory for the palette and each is dithered as it arrives.
final class GIFExport: FrameSink {
  /// Every `stride`-th frame goes into the GIF.
  let stride: Int
  private let ffmpeg: FFmpegProcess

  /// The frame stride that keeps a GIF at or below 30 fps (GIF delays are whole centiseconds).
  static func stride(for fps: Int) -> Int { Swift.max(1, (fps + 29) / 30) }

  init(output: String, palette: String, width: Int, height: Int, fps: Int) throws(RunFailure) {
    stride = Self.stride(for: fps)
    ffmpeg = try FFmpegProcess(
      [
        "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", "\(fps)/\(stride)", "-i", "-",
        "-i", palette, "-filter_complex", "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
        "-loop", "0", output,
      ], output: output)
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    guard index % stride == 0 else { return }
    try ffmpeg.write(bitmap)
  }

  func finish() throws(RunFailure) { try ffmpeg.finish() }
}

/// The first GIF pass: a 256-colour palette from a couple of sample frames per second.
final class PaletteExport: FrameSink {
  /// Every `stride`-th frame is sampled.
  let stride: Int
  private let ffmpeg: FFmpegProcess

  init(output: String, width: Int, height: Int, fps: Int) throws(RunFailure) {
    stride = Swift.max(1, fps / 2)
    ffmpeg = try FFmpegProcess(
      [
        "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", "2", "-i", "-",
        "-vf", "palettegen=max_colors=256:stats_mode=full", "-update", "1", "-frames:v", "1", output,
      ], output: output)
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    guard index % stride == 0 else { return }
    try ffmpeg.write(bitmap)
  }

  func finish() throws(RunFailure) { try ffmpeg.finish() }
}

/// A progress bar on stderr, shown only when stderr is a terminal.
struct ProgressBar {
  private let enabled = isatty(2) == 1
  private let label: String
  private var lastDrawn = -1

  init(label: String) { self.label = label }

  /// Shows `done` of `total`.
  mutating func update(_ done: Int, of total: Int) {
    guard enabled else { return }
    let percent = total > 0 ? Swift.min(100, done * 100 / total) : 0
    guard percent != lastDrawn else { return }
    lastDrawn = percent
    let filled = percent * 30 / 100
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
    FileHandle.standardError.write("\r\(label) [\(bar)] \(percent)% (\(done)/\(total) frames)".data(using: .utf8)!)
  }

  /// Clears the line.
  func finish() {
    guard enabled, lastDrawn >= 0 else { return }
    FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!)
  }
}
