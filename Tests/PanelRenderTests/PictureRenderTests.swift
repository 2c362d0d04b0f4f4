import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

@testable import PanelRender

/// A scene's pictures drawn by the rasterizer: a PNG (written by the PNG writer) and an SVG
/// (written as text) in each `imageMode` put known colours at known pixels.
@Suite struct PictureRenderTests {
  static let red: UInt32 = 0xFFFF_0000
  static let blue: UInt32 = 0xFF00_00FF
  static let white: UInt32 = 0xFFFF_FFFF

  /// A folder holding `wide.png` (40×20: left half red, right half blue) and `tall.svg` (20×40:
  /// top half red, bottom half blue), and their rasterizer.
  struct Pictures {
    let dir: String
    let rasterizer: Rasterizer

    init() throws {
      dir = FileManager.default.temporaryDirectory.appendingPathComponent("panellab-pictures-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      var png = DisplayList(size: Size(width: 40, height: 20))
      png.fill(Rect(x: 0, y: 0, width: 20, height: 20), Color(hex: 0xFF0000))
      png.fill(Rect(x: 20, y: 0, width: 20, height: 20), Color(hex: 0x0000FF))
      try #require(Rasterizer().render(png, scale: 1)).writePNG(to: dir + "/wide.png")
      try """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="40">
          <rect width="20" height="20" fill="#FF0000"/><rect y="20" width="20" height="20" fill="#0000FF"/>
        </svg>
        """.write(toFile: dir + "/tall.svg", atomically: true, encoding: .utf8)
      // The same picture with only a viewBox: its size comes from the box.
      try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 40"><rect width="20" height="20" fill="#FF0000"/><rect y="20" width="20" height="20" fill="#0000FF"/></svg>"##
        .write(toFile: dir + "/boxed.svg", atomically: true, encoding: .utf8)
      rasterizer = Rasterizer(images: ["wide.png": dir + "/wide.png", "tall.svg": dir + "/tall.svg", "boxed.svg": dir + "/boxed.svg"])
    }

    /// `name` drawn in `mode` into a 100×100 frame on white, at `scale`.
    func draw(_ name: String, _ mode: ImageMode, scale: Double = 1, radius: Double = 0) throws -> Bitmap {
      var list = DisplayList(size: Size(width: 100, height: 100), background: .white)
      list.append(.image(name: name, frame: RoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: radius), mode: mode))
      return try #require(rasterizer.render(list, scale: scale))
    }
  }

  @Test("a PNG covers (fill), letterboxes (fit) and hangs from the top (top)")
  func pngModes() throws {
    let p = try Pictures()
    // fill: 200×100 centred, so the frame shows the middle: red left, blue right.
    let fill = try p.draw("wide.png", .fill)
    #expect(fill.pixel(x: 25, y: 50) == Self.red)
    #expect(fill.pixel(x: 75, y: 50) == Self.blue)
    #expect(fill.pixel(x: 5, y: 2) == Self.red)
    // fit: 100×50 centred, white bands above and below.
    let fit = try p.draw("wide.png", .fit)
    #expect(fit.pixel(x: 25, y: 10) == Self.white)
    #expect(fit.pixel(x: 25, y: 50) == Self.red)
    #expect(fit.pixel(x: 75, y: 50) == Self.blue)
    #expect(fit.pixel(x: 50, y: 90) == Self.white)
    // top: 100×50 at the top, white below.
    let top = try p.draw("wide.png", .top)
    #expect(top.pixel(x: 25, y: 10) == Self.red)
    #expect(top.pixel(x: 75, y: 40) == Self.blue)
    #expect(top.pixel(x: 50, y: 75) == Self.white)
  }

  @Test("an SVG in each mode, sharp at scale 2, sized by its viewBox when it has no width")
  func svgModes() throws {
    let p = try Pictures()
    for name in ["tall.svg", "boxed.svg"] {
      // fill: 100×200 centred: red above the middle, blue below.
      let fill = try p.draw(name, .fill)
      #expect(fill.pixel(x: 50, y: 25) == Self.red, "\(name)")
      #expect(fill.pixel(x: 50, y: 75) == Self.blue, "\(name)")
      // fit: 50×100 centred, white bands left and right.
      let fit = try p.draw(name, .fit)
      #expect(fit.pixel(x: 10, y: 50) == Self.white, "\(name)")
      #expect(fit.pixel(x: 50, y: 25) == Self.red, "\(name)")
      #expect(fit.pixel(x: 50, y: 75) == Self.blue, "\(name)")
      #expect(fit.pixel(x: 90, y: 50) == Self.white, "\(name)")
      // top: 100×200 from the top: the frame shows only the red half.
      let top = try p.draw(name, .top)
      #expect(top.pixel(x: 50, y: 10) == Self.red, "\(name)")
      #expect(top.pixel(x: 50, y: 90) == Self.red, "\(name)")
    }
    // At scale 2 the SVG is drawn at 200×200 device pixels: the red/blue edge stays one pixel wide.
    let sharp = try p.draw("tall.svg", .fill, scale: 2)
    #expect(sharp.width == 200)
    #expect(sharp.pixel(x: 100, y: 99) == Self.red)
    #expect(sharp.pixel(x: 100, y: 100) == Self.blue)
  }

  @Test("the frame's rounded corners clip the picture, and a name with no file draws nothing")
  func clipsAndMissing() throws {
    let p = try Pictures()
    let round = try p.draw("wide.png", .fill, radius: 30)
    #expect(round.pixel(x: 1, y: 1) == Self.white)
    #expect(round.pixel(x: 30, y: 50) == Self.red)
    let missing = try p.draw("nowhere.png", .fill)
    #expect(missing.pixel(x: 50, y: 50) == Self.white)
  }

  @Test("a picture is drawn once per size and reused from then on")
  func cache() throws {
    let p = try Pictures()
    _ = try p.draw("tall.svg", .fit)
    _ = try p.draw("tall.svg", .fit)
    #expect(p.rasterizer.pictures.draws == 1)
    _ = try p.draw("tall.svg", .fill)
    #expect(p.rasterizer.pictures.draws == 2)
  }

  @Test(
    "bytes that are not a picture say why",
    arguments: [
      ("x.png", Array("GIF89a".utf8), "not a PNG file (it does not start with the PNG signature)"),
      ("x.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], "the PNG is cut off or damaged"),
      ("x.svg", Array("<svg".utf8), "not a valid SVG file:"),
      ("x.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>"#.utf8), "the SVG has no size: give its <svg> a width and a height, or a viewBox"),
      ("x.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10"/>"#.utf8), "the picture is 20000x10 pixels; at most 16384 a side"),
    ])
  func undecodable(name: String, bytes: [UInt8], reason: String) {
    do {
      _ = try UserImage(bytes: bytes, name: name)
      Issue.record("\(name) must be refused")
    } catch {
      #expect(error.message.hasPrefix(reason), "\(error.message)")
    }
  }
}
