import CCairo
import Foundation

/// Pixel memory for the surfaces that layers and parts of a frame are drawn on, kept for reuse
/// when a surface is destroyed.
///
/// A fresh surface from cairo is fresh memory from the kernel, and the first touch of each page
/// of it faults and clears the page: a divider drag, which lays every card out anew at each
/// width, spent nearly half its time so. Memory given back here is handed out again, cleared
/// with `memset`, to the next surface that fits in it, from any thread.
///
/// A surface made here starts transparent, as a fresh cairo surface does, but cairo does not
/// know it is clear, so it may composite its first drawing by another path: only surfaces that
/// are marked as drawn on (`cairo_surface_mark_dirty`) or painted whole before anything else
/// is drawn may come from here, so that where the memory came from never shows.
final class SurfacePool: @unchecked Sendable {
  // Unchecked Sendable: `idle` and `idleBytes` are touched only under `lock`.

  /// The pool every rasterizer of the process shares (the helpers' surfaces end up in the
  /// calling thread's cache, and are given back from there).
  static let shared = SurfacePool()

  /// A pool of its own (the shared one serves the rasterizers).
  init() {}

  /// Most bytes kept idle; past it the oldest idle memory goes back to the system.
  static let idleBudget = 160 << 20

  /// Bytes before each buffer's pixels, holding its capacity and its pool (kept 64-byte aligned).
  private static let header = 64

  /// The pool a buffer (its header) belongs to; a pool outlives the surfaces it hands out.
  private static func owner(of buffer: UnsafeMutableRawPointer?) -> SurfacePool? {
    guard let buffer else { return nil }
    return Unmanaged<SurfacePool>.fromOpaque(buffer.load(fromByteOffset: MemoryLayout<Int>.stride, as: UnsafeRawPointer.self))
      .takeUnretainedValue()
  }

  private let lock = NSLock()
  /// Idle buffers (their headers) and their capacities, oldest first.
  private var idle: [(buffer: UnsafeMutableRawPointer, capacity: Int)] = []
  private var idleBytes = 0

  /// Buffers handed out that came from `idle` (a test checks that memory is reused).
  private(set) var reused = 0

  /// A transparent ARGB32 surface of `width`×`height` pixels over pooled memory; nil when the
  /// size is absurd or memory runs out. Not `cleared`, its pixels are whatever the memory held:
  /// only for a surface whose every pixel is then written with `CAIRO_OPERATOR_SOURCE`.
  func surface(width: Int, height: Int, cleared: Bool = true) -> OpaquePointer? {
    guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0 else { return nil }
    let bytes = stride * height
    guard let buffer = take(bytes) else { return nil }
    let pixels = buffer + Self.header
    if cleared { memset(pixels, 0, bytes) }
    let surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(surface, Self.key, buffer, { SurfacePool.owner(of: $0)?.giveBack($0) }) == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(surface)
      giveBack(buffer)
      return nil
    }
    return surface
  }

  /// The key of the user data that gives a surface's memory back when cairo frees the surface.
  // Written once, at its first use, and only its address is ever read.
  nonisolated(unsafe) private static let key: UnsafeMutablePointer<cairo_user_data_key_t> = {
    let k = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    k.initialize(to: cairo_user_data_key_t())
    return k
  }()

  /// The smallest idle buffer of at least `bytes` (and not wastefully larger), or a new one with
  /// room to spare.
  private func take(_ bytes: Int) -> UnsafeMutableRawPointer? {
    lock.lock()
    var best: Int?
    for (i, b) in idle.enumerated() where b.capacity >= bytes && b.capacity <= 2 * bytes + (64 << 10) {
      if best.map({ b.capacity < idle[$0].capacity }) ?? true { best = i }
    }
    if let best {
      let b = idle.remove(at: best)
      idleBytes -= b.capacity
      reused += 1
      lock.unlock()
      return b.buffer
    }
    lock.unlock()
    let capacity = Self.capacity(for: bytes)
    var raw: UnsafeMutableRawPointer?
    guard posix_memalign(&raw, Self.header, Self.header + capacity) == 0, let raw else { return nil }
    raw.storeBytes(of: capacity, as: Int.self)
    raw.storeBytes(of: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()), toByteOffset: MemoryLayout<Int>.stride, as: UnsafeRawPointer.self)
    return raw
  }

  /// `bytes` rounded up to the next eighth of its power of two: a layer that grows a little at
  /// each frame (a card during a divider drag) fits in the memory its last version gave back.
  static func capacity(for bytes: Int) -> Int {
    guard bytes > 4096 else { return bytes }
    let step = (1 << (Int.bitWidth - 1 - bytes.leadingZeroBitCount)) / 8
    return (bytes + step - 1) / step * step
  }

  /// Takes back a buffer (its header) whose surface cairo has freed.
  private func giveBack(_ buffer: UnsafeMutableRawPointer?) {
    guard let buffer else { return }
    let capacity = buffer.load(as: Int.self)
    lock.lock()
    idle.append((buffer, capacity))
    idleBytes += capacity
    var freed: [UnsafeMutableRawPointer] = []
    while idleBytes > Self.idleBudget || idle.count > 64, !idle.isEmpty {
      let b = idle.removeFirst()
      idleBytes -= b.capacity
      freed.append(b.buffer)
    }
    lock.unlock()
    for b in freed { free(b) }
  }
}
