import CCairo
import Foundation
import PanelCore
import Testing

@testable import PanelRender

/// Pictures that are damaged or absurd are refused with what is wrong, before their pixels take
/// memory or time: the header's size is checked before decoding, libpng's reason is given for a
/// damaged file, and an SVG's noise filter is bounded before librsvg runs it.
@Suite struct PictureDecodingTests {
  /// The message `bytes` are refused with as `name`, or nil when they decode.
  static func refusal(_ bytes: [UInt8], name: String = "x.png") -> String? {
    do {
      _ = try UserImage(bytes: bytes, name: name)
      return nil
    } catch { return error.message }
  }

  static let good = SyntheticPNG.small(width: 4, rows: Array(repeating: [0, 10, 20, 30, 40], count: 3))

  @Test func aWellFormedSyntheticPNGDecodes() throws {
    let image = try UserImage(bytes: Self.good, name: "x.png")
    #expect(image.size == Size(width: 4, height: 3))
    #expect(try UserImage.declaredSize(ofPNG: SyntheticPNG.blank(width: 16384, height: 16384)) == (16384, 16384))
  }

  @Test func damagedPNGsSayCutOffOrDamagedWithLibpngsReason() throws {
    var badCRC = Self.good
    badCRC[8 + 8 + 13] ^= 0xFF  // the IHDR's CRC
    let unknownCritical = SyntheticPNG.signature + SyntheticPNG.header(width: 4, height: 3) + SyntheticPNG.chunk("ABCD", [1, 2, 3])
      + Array(Self.good.dropFirst(8 + 25))
    let badFilter = SyntheticPNG.small(width: 4, rows: Array(repeating: [7, 1, 2, 3, 4], count: 3))
    let cut = Array(Self.good.prefix(Self.good.count - 20))
    for (what, bytes, reason) in [
      ("bad CRC", badCRC, "CRC"), ("unknown critical chunk", unknownCritical, "ABCD"), ("bad filter byte", badFilter, "filter"),
      ("cut off", cut, "end of data"),
    ] as [(String, [UInt8], String)] {
      let message = try #require(Self.refusal(bytes), "\(what) must be refused")
      #expect(message.hasPrefix("the PNG is cut off or damaged: "), "\(what): \(message)")
      #expect(message.contains(reason), "\(what): \(message)")
      #expect(!message.contains("memory"), "\(what): \(message)")
    }
  }

  @Test func aHugeHeaderIsRefusedFromTheHeaderAloneWithTheLimit() throws {
    // 30000×30000 would be 3.6 GB decoded; its IDAT is never read.
    let huge = SyntheticPNG.signature + SyntheticPNG.header(width: 30000, height: 30000) + SyntheticPNG.chunk("IDAT", [0x78, 0x01])
      + SyntheticPNG.chunk("IEND", [])
    let started = Date()
    let message = try #require(Self.refusal(huge))
    #expect(message == "the picture is 30000x30000 pixels; at most 16384 a side", "\(message)")
    #expect(Date().timeIntervalSince(started) < 1)
  }

  @Test func aHugeFontSizeIsBoundedSoLibrsvgCannotAbortTheProcess() throws {
    // librsvg's `assert!(h >= 0.0)` in text.rs aborted the process on this (from the fuzzer).
    let text = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="360" height="44"><text x="5" y="20" font-size="4294967296">End</text><text style="fill: red; font-size: 1e300px">x</text></svg>"#.utf8)
    let bounded = String(decoding: UserImage.boundingValues(text), as: UTF8.self)
    #expect(bounded.contains(#"font-size="10000""#) && bounded.contains("font-size: 10000px"), "\(bounded)")
    let image = try UserImage(bytes: text, name: "t.svg")
    for (w, h) in [(32, 24), (97, 13), (1, 1), (360, 44)] {
      let surface = try #require(image.render(width: w, height: h))
      cairo_surface_destroy(surface)
    }
  }

  @Test func noiseOctavesAreBoundedBeforeLibrsvgSeesThem() throws {
    func svg(_ octaves: String) -> [UInt8] {
      Array(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><filter id="n"><feTurbulence baseFrequency="0.05" numOctaves=\(octaves)/></filter><rect width="64" height="64" filter="url(#n)"/></svg>
        """.utf8)
    }
    #expect(UserImage.boundingValues(svg("\"1000\"")) == svg("\"10\""))
    #expect(UserImage.boundingValues(svg("'99999999999999999999'")) == svg("'10'"))
    #expect(UserImage.boundingValues(svg(" = \" 4\"")) == svg(" = \" 4\""), "a small value stays as written")
    let started = Date()
    let image = try UserImage(bytes: svg("\"1000\""), name: "noise.svg")
    let absurd = try #require(image.render(width: 256, height: 256))
    defer { cairo_surface_destroy(absurd) }
    #expect(Date().timeIntervalSince(started) < 2, "1000 octaves drawn as 10")
    let ten = try #require(try UserImage(bytes: svg("\"10\""), name: "noise.svg").render(width: 256, height: 256))
    defer { cairo_surface_destroy(ten) }
    let a = cairo_image_surface_get_data(absurd)!, b = cairo_image_surface_get_data(ten)!
    #expect(memcmp(a, b, Int(cairo_image_surface_get_stride(ten)) * 256) == 0, "the same pixels as 10 octaves")
  }
}
