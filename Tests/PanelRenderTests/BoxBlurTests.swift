import PanelLabTestSupport
import Testing

@testable import PanelRender

/// The box blur against the plainest statement of what it computes.
@Suite struct BoxBlurTests {
  /// One box pass read pixel by pixel through the edge rule: each output is its window's sum
  /// times the fixed-point reciprocal, rounded.
  static func referencePass(_ image: inout [UInt8], width: Int, height: Int, channels: Int, size: Int, rows: Bool, clamping: Bool) {
    let r = (size - 1) / 2
    let inv = UInt64((1 << 24) / size)
    let source = image
    let lines = rows ? height : width, count = rows ? width : height
    for line in 0..<lines {
      for i in 0..<count {
        for c in 0..<channels {
          var sum: UInt64 = 0
          for k in (i - r)...(i + r) {
            let j = Swift.min(Swift.max(k, 0), count - 1)
            guard clamping || j == k else { continue }
            let (x, y) = rows ? (j, line) : (line, j)
            sum += UInt64(source[(y * width + x) * channels + c])
          }
          let (x, y) = rows ? (i, line) : (line, i)
          image[(y * width + x) * channels + c] = UInt8(truncatingIfNeeded: (sum * inv + (1 << 23)) >> 24)
        }
      }
    }
  }

  @Test func equalsTheWindowSumsOfEveryPassOnRandomImages() {
    var random = SplitMix64(seed: 20)
    for trial in 0..<60 {
      let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 40)
      let channels = trial % 2 == 0 ? 4 : 1
      let clamping = trial % 3 != 0
      let sigma = 0.25 + Double(random.next() % 1000) / 100
      // Rows padded past their pixels, as cairo's strides are.
      let stride = width * channels + Int(random.next() % 5)
      var image = (0..<(stride * height)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      var expected = (0..<height).flatMap { y in image[(y * stride)..<(y * stride + width * channels)] }
      if sigma > 0.2 {
        for size in BoxBlur.boxes(sigma: sigma) where size > 1 {
          Self.referencePass(&expected, width: width, height: height, channels: channels, size: size, rows: true, clamping: clamping)
          Self.referencePass(&expected, width: width, height: height, channels: channels, size: size, rows: false, clamping: clamping)
        }
      }
      let padding = (0..<height).map { y in Array(image[(y * stride + width * channels)..<((y + 1) * stride)]) }
      image.withUnsafeMutableBufferPointer {
        BoxBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, sigma: sigma, clampingEdges: clamping)
      }
      let got = (0..<height).flatMap { y in image[(y * stride)..<(y * stride + width * channels)] }
      #expect(got == expected, "trial \(trial): \(width)×\(height)×\(channels), σ \(sigma), clamping \(clamping)")
      // The bytes past each row's pixels are not the image's and stay as they were.
      #expect((0..<height).map { y in Array(image[(y * stride + width * channels)..<((y + 1) * stride)]) } == padding)
    }
  }
}
