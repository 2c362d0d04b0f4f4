import CFFmpeg

/// Converts bitmaps to planar YUV 4:2:0 (what H.264 players expect) with libswscale.
///
/// The caller owns the planes, so an encoder's own frame is filled directly, with no copy between.
public final class YUVConverter {
  /// Width in pixels (even: 4:2:0 needs pairs).
  public let width: Int
  /// Height in pixels (even).
  public let height: Int
  private let context: OpaquePointer

  /// Prepares conversion of `width`×`height` bitmaps; an odd size is stretched by one pixel to even.
  public init?(width: Int, height: Int) {
    self.width = width + width % 2
    self.height = height + height % 2
    // Chroma read at full width, then averaged over each 2×2 block (area): the exact box average,
    // and twice as fast as the default path, whose half-width chroma reader has no SIMD version.
    guard
      let c = sws_getContext(
        Int32(width), Int32(height), AV_PIX_FMT_BGRA, Int32(self.width), Int32(self.height), AV_PIX_FMT_YUV420P,
        SWS_AREA | SWS_FULL_CHR_H_INP, nil, nil, nil)
    else { return nil }
    context = c
  }

  deinit { sws_freeContext(context) }

  /// Converts `bitmap` into the Y, U and V planes `planes`, whose rows are `strides` bytes apart;
  /// each plane must hold `width`×`height` pixels (U and V: half of each).
  public func convert(_ bitmap: Bitmap, into planes: [UnsafeMutablePointer<UInt8>], strides: [Int]) {
    precondition(planes.count == 3 && strides.count == 3, "YUV 4:2:0 has three planes")
    bitmap.withBytes { src in
      var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(src.baseAddress!.assumingMemoryBound(to: UInt8.self)), nil, nil, nil]
      var srcStrides: [Int32] = [Int32(bitmap.stride), 0, 0, 0]
      var dstPlanes: [UnsafeMutablePointer<UInt8>?] = planes + [nil]
      var dstStrides: [Int32] = strides.map { Int32($0) } + [0]
      _ = sws_scale(context, &srcPlanes, &srcStrides, 0, Int32(bitmap.height), &dstPlanes, &dstStrides)
    }
  }
}
