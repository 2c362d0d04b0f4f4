import Foundation
import PanelRender

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
        // The format is given, not guessed from the name: a device or a pipe has no extension.
        "-loop", "0", "-f", "gif", output,
      ], output: output)
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws {
    guard index % stride == 0 else { return }
    try ffmpeg.write(bitmap)
  }

  func finish() throws(RunFailure) { try ffmpeg.finish() }
}
