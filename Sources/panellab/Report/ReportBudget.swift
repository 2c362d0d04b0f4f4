import Foundation

/// The size a report may reach, known before its video is made: the page and its data as
/// written, plus the video at its encoder's bitrate cap, all base64 where embedded. A report past
/// `limit` is refused with the `--fps` and `--scale` that would fit.
struct ReportBudget {
  /// The most a report may weigh: 200 MB.
  static let limit = 200_000_000

  /// The frame size and grid the report is asked for.
  var width: Int, height: Int, fps: Int, scale: Double
  /// The frames it holds.
  var frames: Int
  /// The bytes of everything but the video, as written into the page.
  var pageBytes: Int

  /// The video's embedded bytes at most (base64 of the encoder's cap).
  var videoBytes: Int { Self.base64(WebMExport.byteLimit(width: width, height: height, fps: fps, frames: frames)) }

  /// The report's size at most.
  var total: Int { pageBytes + videoBytes }

  /// Why the report is refused, or nil when it fits: the size it could reach and the options
  /// that would keep it under the limit (the page's data shrinks with the frame rate too).
  var refusal: String? {
    guard total > Self.limit else { return nil }
    var message = "the report could reach \(Self.megabytes(total)) (its video at most \(Self.megabytes(videoBytes))), more than \(Self.megabytes(Self.limit))"
    var fits: [String] = []
    // Fewer frames per second: the frames and the per-frame data shrink with it.
    if let f = stride(from: fps - 1, through: 1, by: -1).first(where: { scaled(fps: $0).total <= Self.limit }) {
      fits.append("--fps \(f)")
    }
    // Fewer pixels: the video shrinks with the square of the scale.
    let steps = stride(from: scale - 0.05, through: 0.5, by: -0.05).map { ($0 * 100).rounded() / 100 }
    if let s = steps.first(where: { scaled(scale: $0).total <= Self.limit }) {
      fits.append("--scale \(String(format: "%g", s))")
    }
    message += fits.isEmpty ? "; no --fps or --scale makes it fit: shorten it with --from and --to" : "; \(fits.joined(separator: " or ")) would fit"
    return message
  }

  /// This budget at another frame rate (frames and page data in proportion).
  private func scaled(fps newFPS: Int) -> ReportBudget {
    var b = self
    b.fps = newFPS
    b.frames = Int((Double(frames) * Double(newFPS) / Double(fps)).rounded(.up))
    b.pageBytes = Int(Double(pageBytes) * Double(newFPS) / Double(fps))
    return b
  }

  /// This budget at another scale (the video's pixels in proportion).
  private func scaled(scale newScale: Double) -> ReportBudget {
    var b = self
    b.scale = newScale
    b.width = Int((Double(width) * newScale / scale).rounded())
    b.height = Int((Double(height) * newScale / scale).rounded())
    return b
  }

  /// The length of `n` bytes in base64.
  static func base64(_ n: Int) -> Int { (n + 2) / 3 * 4 }

  /// Bytes as `12.3 MB`.
  static func megabytes(_ n: Int) -> String { String(format: "%.1f MB", Double(n) / 1_000_000) }
}
