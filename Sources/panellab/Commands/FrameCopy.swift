import Foundation

/// Times one full-frame copy, the unit `bench` measures frames in: a frame that costs a few copies
/// is cheap on any machine, whatever its clock and memory speed.
enum FrameCopy {
  /// The median of 31 `memcpy`s of `bytes` between two buffers already touched (so page faults
  /// are not timed), in milliseconds.
  static func milliseconds(bytes: Int) -> Double {
    let count = Swift.max(1, bytes)
    let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    let target = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    defer {
      source.deallocate()
      target.deallocate()
    }
    memset(source, 0x5A, count)
    memset(target, 0, count)
    var times: [Double] = []
    for _ in 0..<31 {
      let start = DispatchTime.now().uptimeNanoseconds
      memcpy(target, source, count)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[times.count / 2]
  }
}
