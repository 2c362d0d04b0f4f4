import PanelLabTestSupport
import Testing

@testable import PanelRender

/// The frost's reduction to a quarter of the resolution, against its plainest statement.
@Suite struct BackdropBlurTests {
  @Test func eachSmallPixelIsTheRoundedMeanOfItsBlockWithTheEdgeRepeated() {
    var random = SplitMix64(seed: 4)
    for trial in 0..<80 {
      let width = 1 + Int(random.next() % 37), height = 1 + Int(random.next() % 29)
      // Anywhere from before the image to past it: a block there repeats the edge.
      let origin = (x: Int(random.next() % 12) - 4, y: Int(random.next() % 12) - 4)
      let smallWidth = 1 + Int(random.next() % 12), smallHeight = 1 + Int(random.next() % 10)
      let stride = width + Int(random.next() % 3)
      // Premultiplied pixels: no channel above its alpha.
      var source = (0..<(stride * height)).map { _ -> UInt32 in
        let a = UInt32(random.next() % 256)
        let c = (0..<3).map { _ in UInt32(random.next() % UInt64(a + 1)) }
        return a << 24 | c[0] << 16 | c[1] << 8 | c[2]
      }
      var small = [UInt32](repeating: 0, count: smallWidth * smallHeight)
      source.withUnsafeMutableBytes { s in
        small.withUnsafeMutableBytes { d in
          BackdropBlur.downscale(
            s.baseAddress!, stride: stride * 4, width: width, height: height, from: origin, into: d.baseAddress!, stride: smallWidth * 4,
            width: smallWidth, height: smallHeight)
        }
      }
      for j in 0..<smallHeight {
        for i in 0..<smallWidth {
          var expected: UInt32 = 0
          for shift: UInt32 in [0, 8, 16, 24] {
            var sum: UInt32 = 0
            for dy in 0..<4 {
              for dx in 0..<4 {
                let x = Swift.min(Swift.max(origin.x + 4 * i + dx, 0), width - 1)
                let y = Swift.min(Swift.max(origin.y + 4 * j + dy, 0), height - 1)
                sum += (source[y * stride + x] >> shift) & 0xFF
              }
            }
            expected |= ((sum + 8) / 16) << shift
          }
          #expect(small[j * smallWidth + i] == expected, "trial \(trial), small pixel (\(i), \(j))")
        }
      }
    }
  }
}
