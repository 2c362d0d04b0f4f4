import CFFmpeg

/// Converts bitmaps to planar YUV 4:2:0 (what H.264 players expect) with libswscale.
///
/// A frame is converted in strips of `stripRows` rows, each on its own (4:2:0 averages pairs of
/// rows, and a strip starts on an even row, so no strip reads another's rows): converting only
/// the strips a frame's damage touches, over a copy of the last picture, gives the planes a whole
/// conversion gives. The caller owns the planes, so an encoder's own frame is filled directly.
public final class YUVConverter {
  /// Width in pixels (even: 4:2:0 needs pairs).
  public let width: Int
  /// Height in pixels (even).
  public let height: Int
  /// Rows per strip (even).
  public static let stripRows = 16
  /// One context for a whole frame of an odd size (stretched to even, which no strip can do).
  private let whole: OpaquePointer?
  /// Contexts for a full strip and for the shorter last one.
  private let strip: OpaquePointer?
  private let lastStrip: OpaquePointer?

  /// Prepares conversion of `width`×`height` bitmaps; an odd size is stretched by one pixel to even.
  public init?(width: Int, height: Int) {
    self.width = width + width % 2
    self.height = height + height % 2
    // Chroma read at full width, then averaged over each 2×2 block (area): the exact box average,
    // and twice as fast as the default path, whose half-width chroma reader has no SIMD version.
    func context(_ w: Int, _ h: Int, to ow: Int, _ oh: Int) -> OpaquePointer? {
      sws_getContext(Int32(w), Int32(h), AV_PIX_FMT_BGRA, Int32(ow), Int32(oh), AV_PIX_FMT_YUV420P, SWS_AREA | SWS_FULL_CHR_H_INP, nil, nil, nil)
    }
    if width % 2 == 1 || height % 2 == 1 {
      guard let c = context(width, height, to: self.width, self.height) else { return nil }
      (whole, strip, lastStrip) = (c, nil, nil)
    } else {
      let rows = Swift.min(Self.stripRows, height), rest = height % Self.stripRows
      guard let s = context(width, rows, to: width, rows) else { return nil }
      let l = rest == 0 || height < Self.stripRows ? nil : context(width, rest, to: width, rest)
      if rest != 0 && height >= Self.stripRows && l == nil {
        sws_freeContext(s)
        return nil
      }
      (whole, strip, lastStrip) = (nil, s, l)
    }
  }

  deinit {
    for c in [whole, strip, lastStrip] { if let c { sws_freeContext(c) } }
  }

  /// The strips (first rows) that hold any of `rows`, top to bottom, each once.
  public func strips(touching rows: [Range<Int>]) -> [Int] {
    var starts: [Bool] = Array(repeating: false, count: (height + Self.stripRows - 1) / Self.stripRows)
    for r in rows {
      let lo = Swift.max(0, r.lowerBound), hi = Swift.min(height, r.upperBound)
      guard hi > lo else { continue }
      for s in (lo / Self.stripRows)...((hi - 1) / Self.stripRows) { starts[s] = true }
    }
    return starts.indices.filter { starts[$0] }.map { $0 * Self.stripRows }
  }

  /// Converts `bitmap` into the Y, U and V planes `planes`, whose rows are `strides` bytes apart;
  /// each plane must hold `width`×`height` pixels (U and V: half of each). With `rows`, only the
  /// strips holding those rows are converted (the planes keep the rest).
  public func convert(_ bitmap: Bitmap, into planes: [UnsafeMutablePointer<UInt8>], strides: [Int], rows: [Range<Int>]? = nil) {
    precondition(planes.count == 3 && strides.count == 3, "YUV 4:2:0 has three planes")
    bitmap.withBytes { src in
      let base = src.baseAddress!.assumingMemoryBound(to: UInt8.self)
      var srcStrides: [Int32] = [Int32(bitmap.stride), 0, 0, 0]
      var dstStrides: [Int32] = strides.map { Int32($0) } + [0]
      if let whole {
        var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(base), nil, nil, nil]
        var dstPlanes: [UnsafeMutablePointer<UInt8>?] = planes + [nil]
        _ = sws_scale(whole, &srcPlanes, &srcStrides, 0, Int32(bitmap.height), &dstPlanes, &dstStrides)
        return
      }
      let starts = rows.map { strips(touching: $0) } ?? Array(stride(from: 0, to: height, by: Self.stripRows))
      for y in starts {
        let count = Swift.min(Self.stripRows, height - y)
        guard let context = count == Self.stripRows || height < Self.stripRows ? strip : lastStrip else { continue }
        var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(base + y * bitmap.stride), nil, nil, nil]
        var dstPlanes: [UnsafeMutablePointer<UInt8>?] = [
          planes[0] + y * strides[0], planes[1] + y / 2 * strides[1], planes[2] + y / 2 * strides[2], nil,
        ]
        _ = sws_scale(context, &srcPlanes, &srcStrides, 0, Int32(count), &dstPlanes, &dstStrides)
      }
    }
  }
}
