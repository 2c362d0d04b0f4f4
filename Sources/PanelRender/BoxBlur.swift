/// Gaussian blur approximated by three box blurs (Kutskir / Jarosz), within about 3 % of a true
/// Gaussian and independent of the radius in cost: each pass is a sliding sum.
enum BoxBlur {
  /// Box widths for three passes that together match a Gaussian of `sigma` pixels.
  static func boxes(sigma: Double) -> [Int] {
    let n = 3.0
    let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(wIdeal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    let wu = wl + 2
    let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
    let m = Int(mIdeal.rounded())
    return (0..<3).map { $0 < m ? wl : wu }
  }

  /// How far a blur of `sigma` spreads, in whole pixels.
  static func extent(sigma: Double) -> Int {
    boxes(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 } + 1
  }

  /// Blurs `channels` interleaved 8-bit channels of a `width`×`height` image in place.
  ///
  /// `stride` is in bytes. Beyond the edges the image is transparent (zero), which is what shadows
  /// want, or with `clampingEdges` its edge pixels go on, as a material blur extends what it
  /// frosts: a backdrop cut off by the window's edge then keeps its brightness there instead of
  /// fading to a dark band.
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
    clampingEdges: Bool = false
  ) {
    guard sigma > 0.2, width > 0, height > 0 else { return }
    let sizes = boxes(sigma: sigma)
    let longest = Swift.max(width, height)
    var out = [UInt8](repeating: 0, count: longest * channels)
    for size in sizes where size > 1 {
      let r = (size - 1) / 2
      // Rows.
      for y in 0..<height {
        let row = data + y * stride
        pass(row, step: channels, count: width, channels: channels, radius: r, clamping: clampingEdges, out: &out)
      }
      // Columns.
      for x in 0..<width {
        let col = data + x * channels
        pass(col, step: stride, count: height, channels: channels, radius: r, clamping: clampingEdges, out: &out)
      }
    }
  }

  /// One sliding box pass over `count` pixels `step` bytes apart; outside them the pixels are
  /// zero, or with `clamping` the first and the last pixel repeated.
  private static func pass(
    _ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, channels: Int, radius r: Int, clamping: Bool,
    out: inout [UInt8]
  ) {
    let width = 2 * r + 1
    // Fixed-point reciprocal: multiply and shift instead of dividing per pixel.
    let inv = UInt32((1 << 24) / width)
    for c in 0..<channels {
      func at(_ i: Int) -> UInt32 {
        if i >= 0 && i < count { return UInt32(p[i * step + c]) }
        return clamping ? UInt32(p[(i < 0 ? 0 : count - 1) * step + c]) : 0
      }
      // The window of pixel 0 without its last member, which the loop adds first.
      var sum: UInt32 = 0
      for i in -r..<r { sum += at(i) }
      for i in 0..<count {
        sum += at(i + r)
        out[i * channels + c] = UInt8(truncatingIfNeeded: (UInt64(sum) * UInt64(inv) + (1 << 23)) >> 24)
        sum -= at(i - r)
      }
    }
    for i in 0..<count {
      for c in 0..<channels { p[i * step + c] = out[i * channels + c] }
    }
  }
}
