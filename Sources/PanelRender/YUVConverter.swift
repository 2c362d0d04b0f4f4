import CSwscale

/// Converts bitmaps to planar YUV 4:2:0 (what H.264 players expect) with libswscale.
///
/// Done in our process so only frames that changed are converted; unchanged frames resend the
/// last result.
public final class YUVConverter {
  /// Width in pixels (even: 4:2:0 needs pairs).
  public let width: Int
  /// Height in pixels (even).
  public let height: Int
  private let context: OpaquePointer
  /// The last converted frame: Y plane, then U, then V.
  public private(set) var frame: [UInt8]

  /// Prepares conversion of `width`×`height` bitmaps; an odd size is stretched by one pixel to even.
  public init?(width: Int, height: Int) {
    self.width = width + width % 2
    self.height = height + height % 2
    guard
      let c = sws_getContext(
        Int32(width), Int32(height), AV_PIX_FMT_BGRA, Int32(self.width), Int32(self.height), AV_PIX_FMT_YUV420P,
        SWS_BILINEAR, nil, nil, nil)
    else { return nil }
    context = c
    frame = [UInt8](repeating: 0, count: self.width * self.height * 3 / 2)
  }

  deinit { sws_freeContext(context) }

  /// Converts `bitmap` into `frame`.
  public func convert(_ bitmap: Bitmap) {
    let w = width
    let h = height
    bitmap.withBytes { src in
      frame.withUnsafeMutableBufferPointer { dst in
        var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(src.baseAddress!.assumingMemoryBound(to: UInt8.self)), nil, nil, nil]
        var srcStrides: [Int32] = [Int32(bitmap.stride), 0, 0, 0]
        let y = dst.baseAddress!
        var dstPlanes: [UnsafeMutablePointer<UInt8>?] = [y, y + w * h, y + w * h + w * h / 4, nil]
        var dstStrides: [Int32] = [Int32(w), Int32(w / 2), Int32(w / 2), 0]
        _ = sws_scale(context, &srcPlanes, &srcStrides, 0, Int32(bitmap.height), &dstPlanes, &dstStrides)
      }
    }
  }
}
