import PanelCore
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

/// What a backdrop leaves unblurred shows through it but is not in its frost.
@Suite struct BackdropUnblurredTests {
  /// A feed of stripes, a card over it drawn `leftUnblurred` when `unblurred`, and a backdrop
  /// fully shown over them.
  static func frame(card: Bool, unblurred: Bool) -> DisplayList {
    var list = DisplayList(size: Size(width: 120, height: 90), background: .white)
    for i in 0..<12 { list.fill(Rect(x: Double(i) * 10, y: 0, width: 10, height: 90), Color(r: Double(i % 3) / 2, g: 0.4, b: 0.8, a: 1)) }
    if card {
      let drawCard = { (l: inout DisplayList) in l.fill(Rect(x: 30, y: 20, width: 50, height: 40), radius: 8, Color(r: 1, g: 0.2, b: 0, a: 1)) }
      if unblurred { list.leftUnblurred(drawCard) } else { drawCard(&list) }
    }
    list.append(
      .backdrop(Backdrop(shape: RoundedRect(Rect(size: list.size)), blurRadius: 12, opacity: 1, dim: Color.black.withAlpha(0.2), unblurred: list.unblurred)))
    return list
  }

  @Test func aFullyShownBackdropFrostsWhatLiesBehindTheCardNotTheCard() throws {
    for scale in [1.0, 2.0] {
      let without = try #require(Rasterizer().render(Self.frame(card: false, unblurred: false), scale: scale))
      let leftOut = try #require(Rasterizer().render(Self.frame(card: true, unblurred: true), scale: scale))
      let frosted = try #require(Rasterizer().render(Self.frame(card: true, unblurred: false), scale: scale))
      #expect(leftOut.digest == without.digest, "scale \(scale): the card left unblurred still shows in the frost")
      #expect(frosted.digest != without.digest, "scale \(scale): a card drawn plainly must be in the frost")
    }
  }

  /// The sheet zooming out of its card: the card moves at every frame, the frost is made once.
  @Test func aSheetZoomingOutOfItsCardFrostsOnce() throws {
    let text = """
      {"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 8}, "sheet": {}}}
      """
    var scene = Scene(config: try SceneConfig.parse(text), scale: 1)
    let rasterizer = Rasterizer()
    try scene.handle(TimedInput(0, .pointerDown(Point(x: 187, y: 150), button: .left, clicks: 1)))
    try scene.handle(TimedInput(40_000, .pointerUp(Point(x: 187, y: 150), button: .left)))
    var zoomFrames = 0
    for frame in 1...90 {
      scene.advance(to: Micros(frame) * 16_667)
      let list = scene.render()
      if list.commands.contains(where: { if case .backdrop(let b) = $0 { !b.unblurred.isEmpty } else { false } }) { zoomFrames += 1 }
      _ = rasterizer.render(list, scale: 1)
    }
    #expect(zoomFrames >= 10, "the sheet zoomed for \(zoomFrames) frames")
    #expect(rasterizer.backdropBlurCount <= 2, "\(rasterizer.backdropBlurCount) frosts made over \(zoomFrames) zooming frames")
  }
}
