import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

@testable import PanelRender

/// Draws small display lists and reads pixels back.
@Suite struct RasterizerTests {
  let rasterizer = Rasterizer()

  func render(_ build: (inout DisplayList) -> Void, size: Size = Size(width: 100, height: 100), scale: Double = 1)
    throws -> Bitmap
  {
    var list = DisplayList(size: size, background: .white)
    build(&list)
    return try #require(rasterizer.render(list, scale: scale))
  }

  @Test func clearsToTheOpaqueBackground() throws {
    let b = try render { _ in }
    #expect(b.width == 100 && b.height == 100)
    #expect(b.pixel(x: 50, y: 50) == 0xFFFF_FFFF)
  }

  @Test func fillsARectWithItsColour() throws {
    let b = try render { $0.fill(Rect(x: 10, y: 10, width: 30, height: 30), Color(hex: 0xFF0000)) }
    #expect(b.pixel(x: 20, y: 20) == 0xFFFF_0000)
    #expect(b.pixel(x: 45, y: 20) == 0xFFFF_FFFF)
  }

  @Test func roundedCornersLeaveTheCornerEmpty() throws {
    let b = try render { $0.fill(Rect(x: 0, y: 0, width: 100, height: 100), radius: 40, Color.black) }
    #expect(b.pixel(x: 1, y: 1) == 0xFFFF_FFFF)
    #expect(b.pixel(x: 50, y: 1) == 0xFF00_0000)
  }

  @Test func scaleDoublesThePixelSize() throws {
    let b = try render({ $0.fill(Rect(x: 10, y: 10, width: 10, height: 10), Color.black) }, scale: 2)
    #expect(b.width == 200)
    #expect(b.pixel(x: 21, y: 21) == 0xFF00_0000)
    #expect(b.pixel(x: 41, y: 21) == 0xFFFF_FFFF)
  }

  @Test func clipLimitsDrawing() throws {
    let b = try render { list in
      list.clipped(to: RoundedRect(Rect(x: 0, y: 0, width: 50, height: 100))) { list in
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color.black)
      }
    }
    #expect(b.pixel(x: 25, y: 50) == 0xFF00_0000)
    #expect(b.pixel(x: 75, y: 50) == 0xFFFF_FFFF)
  }

  @Test func opacityGroupBlendsWithTheBackground() throws {
    let b = try render { list in
      list.withOpacity(0.5) { $0.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color.black) }
    }
    let green = (b.pixel(x: 50, y: 50) >> 8) & 0xFF
    #expect((126...129).contains(green))
  }

  @Test func transformScalesAndMoves() throws {
    let b = try render { list in
      list.transformed(Transform(translation: Point(x: 50, y: 50), scale: 2)) { list in
        list.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color.black)
      }
    }
    #expect(b.pixel(x: 65, y: 65) == 0xFF00_0000)
    #expect(b.pixel(x: 75, y: 75) == 0xFFFF_FFFF)
  }

  @Test func gradientRunsFromStartToEnd() throws {
    let b = try render { list in
      list.fill(
        Rect(x: 0, y: 0, width: 100, height: 100),
        .linearGradient(
          start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
          stops: [GradientStop(0, Color(hex: 0x000000)), GradientStop(1, Color(hex: 0xFFFFFF))]))
    }
    let left = b.pixel(x: 1, y: 50) & 0xFF
    let middle = b.pixel(x: 50, y: 50) & 0xFF
    let right = b.pixel(x: 98, y: 50) & 0xFF
    #expect(left < 10 && right > 245 && (115...140).contains(middle))
  }

  @Test func largeGradientsAreExactWithinRounding() throws {
    // 400×200 pixels takes the low-resolution path; a linear gradient must still be linear.
    let b = try render(
      { list in
        list.fill(
          Rect(x: 0, y: 0, width: 400, height: 200),
          .linearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 400, y: 0),
            stops: [GradientStop(0, Color(hex: 0x000000)), GradientStop(1, Color(hex: 0xFFFFFF))]))
      }, size: Size(width: 400, height: 200))
    for x in stride(from: 2, to: 398, by: 37) {
      let expected = Double(x) + 0.5
      let actual = Double(b.pixel(x: x, y: 100) & 0xFF) / 255 * 400
      #expect(abs(actual - expected) < 3, "x \(x): \(actual)")
    }
  }

  @Test func layerCornersAreCutWhetherCachedOrNot() throws {
    let layer = Layer(
      key: "rounded", frame: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 20,
      commands: [.fill(RoundedRect(Rect(x: 0, y: 0, width: 80, height: 80)), .solid(.black))])
    var list = DisplayList(size: Size(width: 100, height: 100), background: .white)
    list.append(.layer(layer))
    // A small layer is cached on first sight; the same layer large enough is drawn directly first.
    let cached = try #require(rasterizer.render(list, scale: 1))
    #expect(cached.pixel(x: 11, y: 11) == 0xFFFF_FFFF)
    #expect(cached.pixel(x: 50, y: 11) == 0xFF00_0000)
    #expect(cached.pixel(x: 88, y: 88) == 0xFFFF_FFFF)
    let big = Layer(
      key: "big", frame: Rect(x: 0, y: 0, width: 1000, height: 1000), cornerRadius: 100,
      commands: [.fill(RoundedRect(Rect(x: 0, y: 0, width: 1000, height: 1000)), .solid(.black))])
    var large = DisplayList(size: Size(width: 1000, height: 1000), background: .white)
    large.append(.layer(big))
    let fresh = Rasterizer()
    let direct = try #require(fresh.render(large, scale: 1))
    let again = try #require(fresh.render(large, scale: 1))
    #expect(fresh.layerCacheCounts.misses == 1)
    for b in [direct, again] {
      #expect(b.pixel(x: 3, y: 3) == 0xFFFF_FFFF)
      #expect(b.pixel(x: 500, y: 3) == 0xFF00_0000)
    }
  }

  @Test func textPutsInkInsideItsFrame() throws {
    let b = try render { $0.text(TextRun("Hello", frame: Rect(x: 10, y: 10, width: 80, height: 30), size: 20, color: .black)) }
    var inked = 0
    for y in 10..<40 { for x in 10..<90 where b.pixel(x: x, y: y) != 0xFFFF_FFFF { inked += 1 } }
    var outside = 0
    for y in 60..<100 { for x in 0..<100 where b.pixel(x: x, y: y) != 0xFFFF_FFFF { outside += 1 } }
    #expect(inked > 100)
    #expect(outside == 0)
  }

  @Test func longTextIsEllipsisedToItsWidth() throws {
    let run = TextRun(String(repeating: "wide text ", count: 20), frame: Rect(x: 0, y: 0, width: 80, height: 20), size: 14)
    let size = rasterizer.text.measure(run)
    #expect(size.width <= 80)
    #expect(size.height < 25)
  }

  @Test func shadowSpreadsBeyondTheShapeAndFadesOut() throws {
    let shape = RoundedRect(Rect(x: 30, y: 30, width: 40, height: 40), radius: 8)
    let b = try render { $0.append(.shadow(shape, Shadow(color: .black, offset: .zero, blur: 16))) }
    let edge = b.pixel(x: 29, y: 50) & 0xFF
    let near = b.pixel(x: 26, y: 50) & 0xFF
    let far = b.pixel(x: 2, y: 50) & 0xFF
    #expect(edge < 160)
    #expect(near > edge && near < 250)
    #expect(far == 255)
    // The interior is left to the opaque shape that casts the shadow (it is drawn on top).
    #expect(b.pixel(x: 50, y: 50) == 0xFFFF_FFFF)
  }

  @Test func anOffsetShadowShowsInTheGapBetweenShapeAndShadow() throws {
    // The shadow sits 10 points below the shape: just below the shape's bottom edge it must be
    // dark, even though that strip lies inside the shadow's own rectangle.
    let shape = RoundedRect(Rect(x: 20, y: 20, width: 60, height: 40), radius: 4)
    let b = try render { $0.append(.shadow(shape, Shadow(color: .black, offset: Point(x: 0, y: 10), blur: 4))) }
    #expect(b.pixel(x: 50, y: 64) & 0xFF < 40)
    #expect(b.pixel(x: 50, y: 40) == 0xFFFF_FFFF)
  }

  @Test(arguments: [1.0, 2.0])
  func aSpreadGrowsTheShadowBeforeItsBlurAndAnXOffsetMovesIt(scale: Double) throws {
    // A 40-point square with a barely blurred shadow: 6 points of spread darken a ring around
    // it that a shadow without spread leaves white, and 8 points of x offset move it right only.
    let shape = RoundedRect(Rect(x: 30, y: 30, width: 40, height: 40), radius: 4)
    let plain = try render({ $0.append(.shadow(shape, Shadow(color: .black, offset: .zero, blur: 1))) }, scale: scale)
    let spread = try render({ $0.append(.shadow(shape, Shadow(color: .black, offset: .zero, blur: 1, spread: 6))) }, scale: scale)
    let moved = try render({ $0.append(.shadow(shape, Shadow(color: .black, offset: Point(x: 8, y: 0), blur: 1))) }, scale: scale)
    func dark(_ b: Bitmap, _ x: Double, _ y: Double) -> Bool { b.pixel(x: Int(x * scale), y: Int(y * scale)) & 0xFF < 60 }
    for (x, y) in [(26.5, 50.0), (73.5, 50.0), (50.0, 26.5), (50.0, 73.5)] {
      #expect(dark(spread, x, y), "spread: \(x), \(y) lies in the grown silhouette")
      #expect(!dark(plain, x, y), "no spread: \(x), \(y) is outside the shadow")
    }
    #expect(!dark(spread, 22, 50) && !dark(spread, 50, 78), "past the spread and its blur it is white again")
    #expect(dark(moved, 74, 50) && !dark(moved, 27, 50), "an x offset puts the shadow right of the shape, not left")
    #expect(spread.pixel(x: Int(50 * scale), y: Int(50 * scale)) == 0xFFFF_FFFF, "the interior is still left to the shape")
  }

  @Test(arguments: [1.0, 2.0])
  func aContinuousCornerBendsOverMoreOfTheEdgeThanACircularOne(scale: Double) throws {
    // Radius 30: a circular corner's top edge is straight from 30 points in; a continuous one
    // still bends there (up to 48 points in, 0.2 points off the edge at 31), and both leave the
    // very corner empty.
    let rect = Rect(x: 10, y: 10, width: 120, height: 80)
    func drawn(_ curve: CornerCurve) throws -> Bitmap {
      try render({ $0.append(.fill(RoundedRect(rect, radii: CornerRadii(all: 30), curve: curve), .solid(.black))) }, size: Size(width: 140, height: 100), scale: scale)
    }
    let circular = try drawn(.circular), continuous = try drawn(.continuous)
    func ink(_ b: Bitmap, _ x: Double, _ y: Double) -> Int { 255 - Int(b.pixel(x: Int(x * scale), y: Int(y * scale)) & 0xFF) }
    #expect(ink(circular, 10 + 31, 10) >= 250, "the circular top edge is straight 31 points in")
    #expect(ink(continuous, 10 + 31, 10) < 245, "the continuous one still bends there")
    for b in [circular, continuous] {
      #expect(ink(b, 11, 11) == 0 && ink(b, 70, 50) == 255)
      #expect(ink(b, 10 + 60, 10) == 255, "mid-edge both are straight")
    }
    // Along the diagonal both follow the same circle, so they nearly agree there.
    #expect(abs(ink(circular, 10 + 9, 10 + 9) - ink(continuous, 10 + 9, 10 + 9)) < 128)
  }

  @Test func shadowOfAWideShapeMatchesItsNarrowTwinAtTheEdges() throws {
    // The 9-slice must give the same edge profile however far the middle is stretched.
    let shadow = Shadow(color: .black, offset: .zero, blur: 12)
    let narrow = try render({ $0.append(.shadow(RoundedRect(Rect(x: 20, y: 20, width: 60, height: 60), radius: 10), shadow)) }, size: Size(width: 300, height: 100))
    let wide = try render({ $0.append(.shadow(RoundedRect(Rect(x: 20, y: 20, width: 260, height: 60), radius: 10), shadow)) }, size: Size(width: 300, height: 100))
    for y in [12, 16, 50, 84] {
      let a = Int(narrow.pixel(x: 50, y: y) & 0xFF)
      let b = Int(wide.pixel(x: 150, y: y) & 0xFF)
      #expect(abs(a - b) <= 2, "row \(y): \(a) vs \(b)")
    }
  }

  @Test func backdropBlurSoftensAHardEdge() throws {
    let shape = RoundedRect(Rect(x: 0, y: 0, width: 100, height: 100))
    let b = try render { list in
      list.fill(Rect(x: 0, y: 0, width: 50, height: 100), Color.black)
      list.append(.backdropBlur(shape, radius: 20, tint: .clear))
    }
    let atEdge = b.pixel(x: 50, y: 50) & 0xFF
    #expect(atEdge > 40 && atEdge < 215)
    #expect((b.pixel(x: 2, y: 50) & 0xFF) < 60)
  }

  @Test(arguments: [1.0, 2.0])
  func backdropBlurKeepsItsEdgesAsBrightAsWhatItBlurs(scale: Double) throws {
    // Stripes from 170 to 190 over the whole window, blurred to the window's edges (as the
    // sheet's backdrop is at the top, right and bottom of the main view).
    let size = Size(width: 200, height: 120)
    let b = try render(
      { list in
        for i in 0..<20 {
          let v = (170 + Double(i % 3) * 10) / 255
          list.fill(Rect(x: Double(i) * 10, y: 0, width: 10, height: 120), Color(r: v, g: v, b: v, a: 1))
        }
        list.append(.backdropBlur(RoundedRect(Rect(size: size)), radius: 30, tint: .clear))
      }, size: size, scale: scale)
    let (w, h) = (b.width, b.height)
    let edges = (0..<w).flatMap { [($0, 0), ($0, h - 1)] } + (0..<h).flatMap { [(0, $0), (w - 1, $0)] }
    let darkest = edges.map { x, y in Int(b.pixel(x: x, y: y) & 0xFF) }.min() ?? 0
    #expect(darkest >= 169, "an edge of the blur is \(darkest), darker than the darkest stripe (170)")
  }

  @Test func displayListPushesArePopped() {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.clipped(to: RoundedRect(.zero)) { l in l.withOpacity(0.5) { $0.fill(.zero, .black) } }
    #expect(list.isBalanced)
    list.append(.pushClip(RoundedRect(.zero)))
    #expect(!list.isBalanced)
  }

  @Test func boxBlurWidthsMatchTheGaussianVariance() {
    for sigma in [2.0, 3.0, 8.0, 20.0] {
      let boxes = BoxBlur.boxes(sigma: sigma)
      let variance = boxes.reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
      #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "sigma \(sigma): boxes \(boxes)")
    }
  }
}

/// PNG assets named by `.image` commands.
@Suite struct ImageAssetTests {
  @Test func drawsAnAssetScaledIntoItsFrame() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("panellab-assets-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    // A 2×2 red asset, drawn scaled up into a 40×40 frame.
    let red = Rasterizer()
    var asset = DisplayList(size: Size(width: 2, height: 2), background: Color(hex: 0xFF0000))
    asset.fill(Rect(x: 0, y: 0, width: 2, height: 2), Color(hex: 0xFF0000))
    try #require(red.render(asset, scale: 1)).writePNG(to: dir + "/red.png")
    let rasterizer = Rasterizer(assetDirectory: dir)
    var list = DisplayList(size: Size(width: 100, height: 100), background: .white)
    list.append(.image(name: "red", frame: RoundedRect(Rect(x: 10, y: 10, width: 40, height: 40))))
    list.append(.image(name: "missing", frame: RoundedRect(Rect(x: 60, y: 60, width: 20, height: 20))))
    let b = try #require(rasterizer.render(list, scale: 1))
    #expect(b.pixel(x: 30, y: 30) == 0xFFFF_0000)
    #expect(b.pixel(x: 55, y: 30) == 0xFFFF_FFFF)
    // A missing asset draws nothing rather than failing the frame.
    #expect(b.pixel(x: 70, y: 70) == 0xFFFF_FFFF)
  }
}
