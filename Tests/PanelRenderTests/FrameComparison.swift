import PanelRender

/// How two frames differ, for golden and cache tests.
struct FrameDifference {
  /// Pixels where some channel differs by more than the tolerance.
  var mismatched: Int
  /// All pixels compared.
  var total: Int
  /// The share of mismatched pixels.
  var share: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }

  /// Compares two bitmaps of the same size channel by channel.
  init(_ a: Bitmap, _ b: Bitmap, channelTolerance: Int) {
    total = a.width * a.height
    mismatched = 0
    guard a.width == b.width, a.height == b.height else {
      mismatched = total
      return
    }
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        if p == q { continue }
        for shift in stride(from: 0, to: 32, by: 8) where abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) > channelTolerance {
          mismatched += 1
          break
        }
      }
    }
  }
}
