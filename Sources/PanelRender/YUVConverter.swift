import CFFmpeg
import Dispatch

/// Converts bitmaps to planar YUV 4:2:0 (what H.264 players expect, BT.601 limited range).
///
/// A frame is converted in strips of `stripRows` rows, each on its own (4:2:0 averages pairs of
/// rows, and a strip starts on an even row, so no strip reads another's rows): converting only
/// the strips a frame's damage touches, over a copy of the last picture, gives the planes a whole
/// conversion gives, and a frame's many strips are shared between `workers` threads. The caller
/// owns the planes, so an encoder's own frame is filled directly. An even size is converted by
/// this type's own loops; an odd one by libswscale, which stretches it by one pixel to even.
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
  /// strips holding those rows are converted (the planes keep the rest). Many strips are split
  /// between `workers` threads; each strip's planes depend on its own rows alone, so the planes
  /// are the same whichever thread converts it.
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
      // Runs of adjacent strips, one per worker.
      let n = starts.count < Self.stripsToSplit ? 1 : Self.workers
      let job = StripJob(
        starts: starts, runs: n, width: width, height: height, source: UnsafePointer(base), sourceStride: bitmap.stride, planes: planes,
        strides: strides)
      if n == 1 { job.run(0) } else { DispatchQueue.concurrentPerform(iterations: n) { job.run($0) } }
    }
  }
}

// Unchecked Sendable: each worker reads only its own strips' rows of the bitmap and writes only
// their rows of the planes.
/// One frame's strips, converted in `runs` runs of adjacent strips, run `k` by worker `k`.
private final class StripJob: @unchecked Sendable {
  let starts: [Int]
  let runs: Int
  let height: Int
  let source: UnsafePointer<UInt8>
  let sourceStride: Int
  let planes: [UnsafeMutablePointer<UInt8>]
  let strides: [Int]
  let width: Int

  init(
    starts: [Int], runs: Int, width: Int, height: Int, source: UnsafePointer<UInt8>, sourceStride: Int, planes: [UnsafeMutablePointer<UInt8>],
    strides: [Int]
  ) {
    (self.starts, self.runs, self.width, self.height, self.source, self.sourceStride) = (starts, runs, width, height, source, sourceStride)
    (self.planes, self.strides) = (planes, strides)
  }

  /// Converts run `k`'s strips.
  func run(_ k: Int) {
    for y in starts[(starts.count * k / runs)..<(starts.count * (k + 1) / runs)] {
      for row in stride(from: y, to: Swift.min(y + YUVConverter.stripRows, height), by: 2) { convertRows(row) }
    }
  }

  /// Converts rows `row` and `row + 1` (`row` even): BT.601 limited range in 8-bit fixed point,
  /// each chroma sample from the sum of its 2×2 block (the box average). Written as plain loops
  /// with wrapping arithmetic so the compiler vectorizes them: two thirds of libswscale's CPU
  /// for the same conversion (the demo's MP4 at scale 2: 3.0 → 2.1 s, sampled by `perf`).
  private func convertRows(_ row: Int) {
    let top = UnsafeRawPointer(source + row * sourceStride).assumingMemoryBound(to: UInt32.self)
    let bottom = UnsafeRawPointer(source + (row + 1) * sourceStride).assumingMemoryBound(to: UInt32.self)
    for (src, dst) in [(top, planes[0] + row * strides[0]), (bottom, planes[0] + (row + 1) * strides[0])] {
      for x in 0..<width {
        // Opaque premultiplied ARGB32: the bytes are the colour.
        let p = src[x]
        let r = Int32(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int32(truncatingIfNeeded: (p >> 8) & 0xFF)
        let b = Int32(truncatingIfNeeded: p & 0xFF)
        dst[x] = UInt8(truncatingIfNeeded: ((66 &* r &+ 129 &* g &+ 25 &* b &+ 128) &>> 8) &+ 16)
      }
    }
    let u = planes[1] + row / 2 * strides[1], v = planes[2] + row / 2 * strides[2]
    for x in 0..<(width / 2) {
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
