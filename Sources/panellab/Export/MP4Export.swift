import Foundation
import PanelRender

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
