import Foundation
import PanelRender

/// VP9 in WebM through ffmpeg's libvpx, the video a report embeds: Debian's Chromium and Firefox
/// play it, where H.264 may be missing from Chromium.
///
/// Every frame of the grid is sent (an unchanged one costs VP9 a few bytes), so frame `k` of the
/// video is at `k / fps` and the page can map its time to frames itself. The bitrate is capped at
/// `bitsPerPixel` per pixel per frame, so the size a report reaches is known before it is made.
final class WebMExport: FrameSink {
  private let ffmpeg: FFmpegProcess

  /// The cap on the average bitrate, in bits per pixel of each frame: enough for sharp text in
  /// the lab's flat colours at quality 34.
  static let bitsPerPixel = 0.12

  /// The largest size, in bytes, that `frames` frames of `width` × `height` at `fps` can take.
  static func byteLimit(width: Int, height: Int, fps: Int, frames: Int) -> Int {
    // The container adds a few bytes a frame; libvpx may overshoot its cap by a little on short clips.
    Int(Double(width * height) * bitsPerPixel / 8 * Double(frames) * 1.1) + frames * 16 + 4096
  }

  /// Starts the encoder writing `output`.
  init(output: String, width: Int, height: Int, fps: Int) throws(RunFailure) {
    let kbps = Swift.max(50, Int(Double(width * height * fps) * Self.bitsPerPixel / 1000))
    ffmpeg = try FFmpegProcess(
      [
        "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-",
        "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "34", "-b:v", "\(kbps)k",
        // libvpx's realtime preset: ten times faster than "good" for flat UI frames (the demo's
        // 1221 frames at 640 × 400 take 4 s of CPU instead of 42 s) at a quarter more bytes. A
        // keyframe a second keeps seeks quick.
        "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-g", "\(fps)",
        "-f", "webm", output,
      ], output: output)
  }

  func write(_ bitmap: Bitmap, index: Int, changed: Bool) throws { try ffmpeg.write(bitmap) }

  func finish() throws(RunFailure) { try ffmpeg.finish() }
}
