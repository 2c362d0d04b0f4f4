import CFFmpeg
import Dispatch

/// Converts bitmaps to planar YUV 4:2:0 (what H.264 players expect, BT.601 limited range).
///
/// A frame is converted in strips of `stripRows` rows, each on its own (4:2:0 averages 2×2
/// blocks, and a strip starts on an even row, so no strip reads another's rows): converting only
/// the columns of each strip that a frame's damage touches (widened to even columns, so every
/// 2×2 block holding a damaged pixel is converted whole), over the last picture, gives the planes
/// a whole conversion gives, and a frame's many strips are shared between `workers` threads. The
/// caller owns the planes, so an encoder's own frame is filled directly. An even size is
/// converted by this type's own loops; an odd one by libswscale, which stretches it by one pixel
/// to even.
public final class YUVConverter {
  /// Width in pixels (even: 4:2:0 needs pairs).
  public let width: Int
  /// Height in pixels (even).
  public let height: Int
  /// Rows per strip (even).
  public static let stripRows = 16
  /// libswscale's context for a whole frame of an odd size (nil for an even size).
  private let whole: OpaquePointer?
  /// Threads that convert a frame's strips at once, each a run of adjacent strips.
  public static let workers = 2
  /// Fewer strips than this are converted on the calling thread: handing them out costs more.
  static let stripsToSplit = 8

  /// Prepares conversion of `width`×`height` bitmaps; an odd size is stretched by one pixel to even.
  public init?(width: Int, height: Int) {
    self.width = width + width % 2
    self.height = height + height % 2
    guard width % 2 == 1 || height % 2 == 1 else {
      whole = nil
      return
    }
    // Chroma read at full width, then averaged over each 2×2 block (area): the box average.
    guard
      let c = sws_getContext(
        Int32(width), Int32(height), AV_PIX_FMT_BGRA, Int32(self.width), Int32(self.height), AV_PIX_FMT_YUV420P,
        SWS_AREA | SWS_FULL_CHR_H_INP, nil, nil, nil)
    else { return nil }
    whole = c
  }

  deinit {
    if let whole { sws_freeContext(whole) }
  }

  /// One strip's part to convert: its first row and the (even) columns damage touches in it.
  public struct Span: Equatable, Sendable {
    /// The strip's first row.
    public var row: Int
    /// The columns to convert, from an even column to an even one (or the width).
    public var columns: Range<Int>
  }

  /// The spans that hold any pixel of `damage`, top to bottom, one per strip touched: each from
  /// the leftmost to the rightmost damaged column of its strip, widened to even columns.
  public func spans(touching damage: [PixelRect]) -> [Span] {
    let count = (height + Self.stripRows - 1) / Self.stripRows
    var lo = [Int](repeating: Int.max, count: count), hi = [Int](repeating: Int.min, count: count)
    for r in damage {
      let y0 = Swift.max(0, r.y), y1 = Swift.min(height, r.maxY)
      let x0 = Swift.max(0, r.x) & ~1, x1 = Swift.min(width, r.maxX + (r.maxX & 1))
      guard y1 > y0, x1 > x0 else { continue }
      for s in (y0 / Self.stripRows)...((y1 - 1) / Self.stripRows) {
        lo[s] = Swift.min(lo[s], x0)
        hi[s] = Swift.max(hi[s], x1)
      }
    }
    return (0..<count).filter { lo[$0] < hi[$0] }.map { Span(row: $0 * Self.stripRows, columns: lo[$0]..<hi[$0]) }
  }

  /// Converts `bitmap` into the Y, U and V planes `planes`, whose rows are `strides` bytes apart;
  /// each plane must hold `width`×`height` pixels (U and V: half of each). With `damage`, only
  /// the spans holding its pixels are converted (the planes keep the rest). Many strips are split
  /// between `workers` threads; each strip's planes depend on its own rows alone, so the planes
  /// are the same whichever thread converts it.
  public func convert(_ bitmap: Bitmap, into planes: [UnsafeMutablePointer<UInt8>], strides: [Int], damage: [PixelRect]? = nil) {
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
      let spans =
        damage.map { self.spans(touching: $0) } ?? stride(from: 0, to: height, by: Self.stripRows).map { Span(row: $0, columns: 0..<width) }
      // Runs of adjacent strips, one per worker.
      let n = spans.count < Self.stripsToSplit ? 1 : Self.workers
      let job = StripJob(
        spans: spans, runs: n, width: width, height: height, source: UnsafePointer(base), sourceStride: bitmap.stride, planes: planes,
        strides: strides)
      if n == 1 { job.run(0) } else { DispatchQueue.concurrentPerform(iterations: n) { job.run($0) } }
    }
  }
}

// Unchecked Sendable: each worker reads only its own strips' rows of the bitmap and writes only
// their rows of the planes.
/// One frame's spans, converted in `runs` runs of adjacent strips, run `k` by worker `k`.
private final class StripJob: @unchecked Sendable {
  let spans: [YUVConverter.Span]
  let runs: Int
  let height: Int
  let source: UnsafePointer<UInt8>
  let sourceStride: Int
  let planes: [UnsafeMutablePointer<UInt8>]
  let strides: [Int]
  let width: Int

  init(
    spans: [YUVConverter.Span], runs: Int, width: Int, height: Int, source: UnsafePointer<UInt8>, sourceStride: Int,
    planes: [UnsafeMutablePointer<UInt8>], strides: [Int]
  ) {
    (self.spans, self.runs, self.width, self.height, self.source, self.sourceStride) = (spans, runs, width, height, source, sourceStride)
    (self.planes, self.strides) = (planes, strides)
  }

  /// Converts run `k`'s spans.
  func run(_ k: Int) {
    for span in spans[(spans.count * k / runs)..<(spans.count * (k + 1) / runs)] {
      for row in stride(from: span.row, to: Swift.min(span.row + YUVConverter.stripRows, height), by: 2) { convertRows(row, span.columns) }
    }
  }

  /// Converts `columns` (even bounds) of rows `row` and `row + 1` (`row` even): BT.601 limited
  /// range in 8-bit fixed point, each chroma sample from the sum of its 2×2 block (the box
  /// average). Written as plain loops with wrapping arithmetic so the compiler vectorizes them:
  /// two thirds of libswscale's CPU for the same conversion (the demo's MP4 at scale 2: 3.0 →
  /// 2.1 s, sampled by `perf`).
  private func convertRows(_ row: Int, _ columns: Range<Int>) {
    let top = UnsafeRawPointer(source + row * sourceStride).assumingMemoryBound(to: UInt32.self)
    let bottom = UnsafeRawPointer(source + (row + 1) * sourceStride).assumingMemoryBound(to: UInt32.self)
    for (src, dst) in [(top, planes[0] + row * strides[0]), (bottom, planes[0] + (row + 1) * strides[0])] {
      for x in columns {
        // Opaque premultiplied ARGB32: the bytes are the colour.
        let p = src[x]
        let r = Int32(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int32(truncatingIfNeeded: (p >> 8) & 0xFF)
        let b = Int32(truncatingIfNeeded: p & 0xFF)
        dst[x] = UInt8(truncatingIfNeeded: ((66 &* r &+ 129 &* g &+ 25 &* b &+ 128) &>> 8) &+ 16)
      }
    }
    let u = planes[1] + row / 2 * strides[1], v = planes[2] + row / 2 * strides[2]
    for x in (columns.lowerBound / 2)..<(columns.upperBound / 2) {
      let a = top[2 &* x], b = top[2 &* x &+ 1], c = bottom[2 &* x], d = bottom[2 &* x &+ 1]
      // Red and blue summed side by side in one word (four bytes' sum fits in 16 bits).
      let rb = (a & 0xFF_00FF) &+ (b & 0xFF_00FF) &+ (c & 0xFF_00FF) &+ (d & 0xFF_00FF)
      let gs = ((a >> 8) & 0xFF) &+ ((b >> 8) & 0xFF) &+ ((c >> 8) & 0xFF) &+ ((d >> 8) & 0xFF)
      let r = Int32(truncatingIfNeeded: rb >> 16), g = Int32(truncatingIfNeeded: gs), bl = Int32(truncatingIfNeeded: rb & 0xFFFF)
      u[x] = UInt8(truncatingIfNeeded: ((112 &* bl &- 38 &* r &- 74 &* g &+ 512) &>> 10) &+ 128)
      v[x] = UInt8(truncatingIfNeeded: ((112 &* r &- 94 &* g &- 18 &* bl &+ 512) &>> 10) &+ 128)
    }
  }
}
