import Foundation
import PanelCore
import Testing

@testable import PanelRender

/// Converting only a frame's damaged rows to YUV, over the last picture, gives the planes a whole
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

    /// Converts `bitmap` into these planes (only `rows` when given).
    mutating func convert(_ bitmap: Bitmap, with converter: YUVConverter, rows: [Range<Int>]? = nil) {
      let w = width
      y.withUnsafeMutableBufferPointer { y in
        u.withUnsafeMutableBufferPointer { u in
          v.withUnsafeMutableBufferPointer { v in
            converter.convert(bitmap, into: [y.baseAddress!, u.baseAddress!, v.baseAddress!], strides: [w, w / 2, w / 2], rows: rows)
          }
        }
      }
    }
  }

  @Test(arguments: [1.0, 2.0])
  func theDamagedRowsOverTheLastPictureEqualAWholeConversion(_ scale: Double) throws {
    let w = Rasterizer.pixels(1280, scale), h = Rasterizer.pixels(800, scale)
    let converter = try #require(YUVConverter(width: w, height: h))
    let kept = try #require(KeptFrame(width: w, height: h, rasterizer: Rasterizer()))
    var picture = Planes(width: w, height: h)
    kept.draw(DamageTests.feedWithPanel(at: 300), scale: scale)
    picture.convert(kept.bitmap, with: converter)
    // The panel moves by odd and fractional amounts, so its strip starts and ends on odd rows.
    for y in [291.0, 282.5, 283.25, 120.75, 600.0] {
      let damage = kept.draw(DamageTests.feedWithPanel(at: y), scale: scale)
      #expect(damage != [kept.whole])
      picture.convert(kept.bitmap, with: converter, rows: damage.map { $0.y..<$0.maxY })
      var whole = Planes(width: w, height: h, fill: 0x55)
      whole.convert(kept.bitmap, with: converter)
      let same = picture == whole
      #expect(same, "panel at \(y), damage \(damage)")
    }
  }

  @Test func onlyTheStripsOfTheGivenRowsAreConverted() throws {
    let converter = try #require(YUVConverter(width: 64, height: 40))
    let bitmap = try #require(Rasterizer().render(DisplayList(size: Size(width: 64, height: 40), background: .white), scale: 1))
    var planes = Planes(width: 64, height: 40, fill: 0x55)
    // Rows 17–18 lie in the second strip (16–31): the first and the last (32–39) stay as they were.
    planes.convert(bitmap, with: converter, rows: [17..<19])
    #expect(planes.y[0..<(16 * 64)].allSatisfy { $0 == 0x55 })
    #expect(planes.y[(16 * 64)..<(32 * 64)].allSatisfy { $0 == 235 })
    #expect(planes.y[(32 * 64)...].allSatisfy { $0 == 0x55 })
    #expect(converter.strips(touching: [17..<19, 30..<34, 39..<90, -5..<0]) == [16, 32])
    // No rows: nothing converted.
    var untouched = Planes(width: 64, height: 40, fill: 0x55)
    untouched.convert(bitmap, with: converter, rows: [])
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
    for y in stride(from: 0, to: 808, by: YUVConverter.stripRows) { oneByOne.convert(kept.bitmap, with: converter, rows: [y..<(y + 1)]) }
    let same = split == oneByOne
    #expect(same)
  }
}
