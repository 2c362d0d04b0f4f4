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
  ///
  /// Each pass copies its input, padded by the box's radius with what lies beyond the edge, and
  /// slides one sum per channel (rows) or per column and channel (columns, a whole row at a
  /// time, so memory is read in order): every output is the same rounded window sum whatever
  /// the order, without a bounds test per pixel.
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
    clampingEdges: Bool = false
  ) {
    guard sigma > 0.2, width > 0, height > 0 else { return }
    let rowLength = width * channels
    for size in boxes(sigma: sigma) where size > 1 {
      let r = (size - 1) / 2
      // Fixed-point reciprocal: multiply and shift instead of dividing per pixel.
      let inv = UInt64((1 << 24) / size)
      // Rows: each row padded by r pixels on both sides.
      let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: (width + 2 * r) * channels)
      var sums = [UInt32](repeating: 0, count: rowLength)
      sums.withUnsafeMutableBufferPointer { sums in
        for y in 0..<height {
          let row = data + y * stride
          pad(padded, from: row, count: width, lane: channels, step: channels, radius: r, clamping: clampingEdges)
          slide(padded, lanes: channels, count: width, radius: r, inv: inv, sums: sums.baseAddress!, out: row, outStep: channels)
        }
      }
      padded.deallocate()
      // Columns: the image padded by r rows above and below, every column's sums moved down a
      // row at a time.
      let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: (height + 2 * r) * rowLength)
      for y in 0..<height { (rows + (y + r) * rowLength).update(from: data + y * stride, count: rowLength) }
      for k in 0..<r {
        let above = rows + k * rowLength, below = rows + (r + height + k) * rowLength
        if clampingEdges {
          above.update(from: rows + r * rowLength, count: rowLength)
          below.update(from: rows + (r + height - 1) * rowLength, count: rowLength)
        } else {
          above.update(repeating: 0, count: rowLength)
          below.update(repeating: 0, count: rowLength)
        }
      }
      sums.withUnsafeMutableBufferPointer { sums in
        let sum = sums.baseAddress!
        for i in 0..<rowLength { sum[i] = 0 }
        // The window of row 0 without its last member, which the loop adds first.
        for k in 0..<(2 * r) {
          let src = rows + k * rowLength
          for i in 0..<rowLength { sum[i] += UInt32(src[i]) }
        }
        for y in 0..<height {
          let entering = rows + (y + 2 * r) * rowLength, leaving = rows + y * rowLength
          let out = data + y * stride
          for i in 0..<rowLength {
            let s = sum[i] + UInt32(entering[i])
            out[i] = UInt8(truncatingIfNeeded: (UInt64(s) * inv + (1 << 23)) >> 24)
            sum[i] = s - UInt32(leaving[i])
          }
        }
      }
      rows.deallocate()
    }
  }

  /// Copies `count` pixels of `lane` bytes, `step` bytes apart, into `padded` with `radius`
  /// pixels before and after: zero, or with `clamping` the first and the last pixel repeated.
  private static func pad(
    _ padded: UnsafeMutablePointer<UInt8>, from p: UnsafeMutablePointer<UInt8>, count: Int, lane: Int, step: Int, radius r: Int,
    clamping: Bool
  ) {
    for i in 0..<count {
      let from = p + i * step, to = padded + (i + r) * lane
      for c in 0..<lane { to[c] = from[c] }
    }
    for k in 0..<r {
      let before = padded + k * lane, after = padded + (r + count + k) * lane
      for c in 0..<lane {
        before[c] = clamping ? p[c] : 0
        after[c] = clamping ? p[(count - 1) * step + c] : 0
      }
    }
  }

  /// One sliding box pass over a padded line of `count` pixels of `lanes` channels, written to
  /// `out` (`outStep` bytes per pixel).
  private static func slide(
    _ padded: UnsafeMutablePointer<UInt8>, lanes: Int, count: Int, radius r: Int, inv: UInt64, sums: UnsafeMutablePointer<UInt32>,
    out: UnsafeMutablePointer<UInt8>, outStep: Int
  ) {
    for c in 0..<lanes {
      // The window of pixel 0 without its last member, which the loop adds first.
      var sum: UInt32 = 0
      for k in 0..<(2 * r) { sum += UInt32(padded[k * lanes + c]) }
      sums[c] = sum
    }
    for i in 0..<count {
      let entering = padded + (i + 2 * r) * lanes, leaving = padded + i * lanes, to = out + i * outStep
      for c in 0..<lanes {
        let s = sums[c] + UInt32(entering[c])
        to[c] = UInt8(truncatingIfNeeded: (UInt64(s) * inv + (1 << 23)) >> 24)
        sums[c] = s - UInt32(leaving[c])
      }
    }
  }
}
