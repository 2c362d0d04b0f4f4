import Foundation
import PanelRender

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
