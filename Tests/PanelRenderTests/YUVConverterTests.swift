import Foundation
import PanelCore
import Testing

@testable import PanelRender

/// Converting only a frame's damage to YUV, over the last picture, gives the planes a whole
/// conversion gives: the MP4 export pays for its damage, not for the frame.
@Suite struct YUVConverterTests {
  /// Y, U and V planes of a `width`×`height` 4:2:0 picture, filled with `fill`.
  struct Planes: Equatable {
    var y: [UInt8]
    var u: [UInt8]
    var v: [UInt8]
    let width: Int

    init(width: Int, height: Int, fill: UInt8 = 0) {
      self.width = width
      y = [UInt8](repeating: fill, count: width * height)
      u = [UInt8](repeating: fill, count: width / 2 * height / 2)
      v = u
    }

    /// Converts `bitmap` into these planes (only `damage` when given).
    mutating func convert(_ bitmap: Bitmap, with converter: YUVConverter, damage: [PixelRect]? = nil) {
      let w = width
      y.withUnsafeMutableBufferPointer { y in
        u.withUnsafeMutableBufferPointer { u in
          v.withUnsafeMutableBufferPointer { v in
            converter.convert(bitmap, into: [y.baseAddress!, u.baseAddress!, v.baseAddress!], strides: [w, w / 2, w / 2], damage: damage)
          }
        }
      }
    }
  }

  @Test(arguments: [1.0, 2.0])
  func theDamageOverTheLastPictureEqualsAWholeConversion(_ scale: Double) throws {
    let w = Rasterizer.pixels(1280, scale), h = Rasterizer.pixels(800, scale)
    let converter = try #require(YUVConverter(width: w, height: h))
    let kept = try #require(KeptFrame(width: w, height: h, rasterizer: Rasterizer()))
    var picture = Planes(width: w, height: h)
    kept.draw(DamageTests.feedWithPanel(at: 300), scale: scale)
    picture.convert(kept.bitmap, with: converter)
    // The panel moves by odd and fractional amounts, so its damage starts and ends on odd rows
    // and columns.
    for y in [291.0, 282.5, 283.25, 120.75, 600.0] {
      let damage = kept.draw(DamageTests.feedWithPanel(at: y), scale: scale)
      #expect(damage != [kept.whole])
      picture.convert(kept.bitmap, with: converter, damage: damage)
      var whole = Planes(width: w, height: h, fill: 0x55)
      whole.convert(kept.bitmap, with: converter)
      let same = picture == whole
      #expect(same, "panel at \(y), damage \(damage)")
    }
  }

  @Test func onlyTheDamagedColumnsOfTheDamagedStripsAreConverted() throws {
    let converter = try #require(YUVConverter(width: 64, height: 40))
    let bitmap = try #require(Rasterizer().render(DisplayList(size: Size(width: 64, height: 40), background: .white), scale: 1))
    var planes = Planes(width: 64, height: 40, fill: 0x55)
    // Rows 17–18 lie in the second strip (16–31); columns 11–20 widen to the even 10–21. The
    // first strip, the last (32–39) and the other columns stay as they were.
    planes.convert(bitmap, with: converter, damage: [PixelRect(x: 11, y: 17, width: 10, height: 2)])
    for y in 0..<40 {
      for x in 0..<64 {
        let converted = (16..<32).contains(y) && (10..<22).contains(x)
        #expect(planes.y[y * 64 + x] == (converted ? 235 : 0x55), "luma at \(x), \(y)")
      }
    }
    for y in 0..<20 {
      for x in 0..<32 {
        let converted = (8..<16).contains(y) && (5..<11).contains(x)
        #expect(planes.u[y * 32 + x] == (converted ? 128 : 0x55), "chroma at \(x), \(y)")
      }
    }
    // Two rectangles in one strip: one span from the leftmost column to the rightmost.
    let spans = converter.spans(touching: [
      PixelRect(x: 3, y: 17, width: 2, height: 2), PixelRect(x: 40, y: 30, width: 5, height: 4), PixelRect(x: 0, y: 39, width: 90, height: 51),
      PixelRect(x: 0, y: -5, width: 64, height: 5),
    ])
    #expect(spans == [YUVConverter.Span(row: 16, columns: 2..<46), YUVConverter.Span(row: 32, columns: 0..<64)])
    // No damage: nothing converted.
    var untouched = Planes(width: 64, height: 40, fill: 0x55)
    untouched.convert(bitmap, with: converter, damage: [])
    let same = untouched == Planes(width: 64, height: 40, fill: 0x55)
    #expect(same)
  }

  @Test func coloursGetTheirBT601LimitedRangeValues() throws {
    // Each colour fills 2×16 pixels (whole chroma samples); the expected values are BT.601 in the
    // usual 8-bit fixed point, each within one level of the exact value (green: 144.55, red: 81.48).
    let colours: [(Color, y: UInt8, u: UInt8, v: UInt8)] = [
      (.white, 235, 128, 128), (Color(hex: 0x000000), 16, 128, 128), (Color(hex: 0xFF0000), 82, 90, 240),
      (Color(hex: 0x00FF00), 144, 54, 34), (Color(hex: 0x0000FF), 41, 240, 110), (Color(hex: 0x808080), 126, 128, 128),
    ]
    var list = DisplayList(size: Size(width: Double(2 * colours.count), height: 16), background: .white)
    for (i, c) in colours.enumerated() { list.fill(Rect(x: Double(2 * i), y: 0, width: 2, height: 16), c.0) }
    let bitmap = try #require(Rasterizer().render(list, scale: 1))
    let converter = try #require(YUVConverter(width: bitmap.width, height: bitmap.height))
    var planes = Planes(width: bitmap.width, height: bitmap.height)
    planes.convert(bitmap, with: converter)
    for (i, c) in colours.enumerated() {
      let got = (planes.y[2 * i], planes.y[2 * i + 1 + bitmap.width], planes.u[i], planes.v[i])
      #expect(got == (c.y, c.y, c.u, c.v), "colour \(i): \(got)")
    }
  }

  @Test func aFrameSplitBetweenTheWorkersEqualsItsStripsConvertedOneByOne() throws {
    let kept = try #require(KeptFrame(width: 1280, height: 808, rasterizer: Rasterizer()))
    kept.draw(DamageTests.feedWithPanel(at: 300), scale: 1)
    let converter = try #require(YUVConverter(width: 1280, height: 808))
    var split = Planes(width: 1280, height: 808)
    split.convert(kept.bitmap, with: converter)
    // One strip at a time is below `stripsToSplit`, so each is converted on this thread.
    var oneByOne = Planes(width: 1280, height: 808, fill: 0x55)
    for y in stride(from: 0, to: 808, by: YUVConverter.stripRows) {
      oneByOne.convert(kept.bitmap, with: converter, damage: [PixelRect(x: 0, y: y, width: 1280, height: 1)])
    }
    let same = split == oneByOne
    #expect(same)
  }
}
