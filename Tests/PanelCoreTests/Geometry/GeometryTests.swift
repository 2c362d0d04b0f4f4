import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Rectangles and FloatingPanel-style pixel rounding.
@Suite("Geometry")
struct GeometryTests {
  @Test(
    "rounded(byScale:) rounds half away from zero on the 1/scale grid",
    arguments: [
      (10.25, 2.0, 10.5), (10.24, 2.0, 10.0), (-10.25, 2.0, -10.5), (0.5, 1.0, 1.0), (-0.5, 1.0, -1.0),
      (433.2, 3.0, 433.3333333333333), (7.1, 1.0, 7.0), (12.0, 0.0, 12.0), (12.3, -2.0, 12.3),
    ])
  func pixelRounding(value: Double, scale: Double, expected: Double) {
    #expect(isClose(value.rounded(byScale: scale), expected, within: 1e-12))
  }

  @Test("values just off a half-pixel boundary, and non-finite values")
  func pixelRoundingNoise() {
    #expect(10.2500000000001.rounded(byScale: 2) == 10.5)
    #expect((0.5 - 1e-12).rounded(byScale: 1) == 0)
    #expect(Double.infinity.rounded(byScale: 2) == .infinity)
    #expect(Double.nan.rounded(byScale: 2).isNaN)
  }

  @Test("clamped(to:)")
  func clamped() {
    #expect((-3.0).clamped(to: 0...10) == 0)
    #expect(4.5.clamped(to: 0...10) == 4.5)
    #expect(11.0.clamped(to: 0...10) == 10)
  }

  @Test("contains: min edges inside, max edges outside")
  func contains() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.contains(Point(x: 10, y: 20)))
    #expect(r.contains(Point(x: 39.999, y: 59.999)))
    #expect(!r.contains(Point(x: 40, y: 30)))
    #expect(!r.contains(Point(x: 20, y: 60)))
    #expect(!r.contains(Point(x: 9.999, y: 30)))
  }

  @Test("intersects needs a shared area, not just a shared edge")
  func intersects() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    #expect(!r.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    #expect(!r.intersects(Rect(x: 0, y: -5, width: 5, height: 5)))
    #expect(r.intersects(Rect(x: -5, y: -5, width: 30, height: 30)))
  }

  @Test("inset, offset, interpolation and the trace array")
  func transforms() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
    #expect(r.inset(by: 30) == Rect(x: 40, y: 50, width: 40, height: 0), "never negative")
    #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 50))
    let other = Rect(x: 30, y: 40, width: 200, height: 150)
    #expect(r.interpolated(to: other, 0) == r)
    #expect(r.interpolated(to: other, 1) == other)
    #expect(r.interpolated(to: other, 0.5) == Rect(x: 20, y: 30, width: 150, height: 100))
    #expect(r.array == [10, 20, 100, 50])
    #expect(r.maxX == 110 && r.maxY == 70 && r.midX == 60 && r.midY == 45)
    #expect(r.length(.x) == 100 && r.length(.y) == 50)
    #expect(r.min(.y) == 20 && r.max(.y) == 70)
  }

  @Test("points along an axis, and their arithmetic")
  func points() {
    var p = Point(x: 3, y: 4)
    #expect(p.length == 5)
    #expect(p[.x] == 3 && p[.y] == 4)
    p[.y] = 10
    #expect(p == Point(x: 3, y: 10))
    #expect(p - Point(x: 1, y: 1) == Point(x: 2, y: 9))
    #expect(p + Point(x: 1, y: 1) == Point(x: 4, y: 11))
    #expect(Size(width: 7, height: 9)[.y] == 9)
  }

  @Test("colour from a hex literal")
  func hexColor() {
    let c = Color(hex: 0xFF8000, alpha: 0.5)
    #expect(c.r == 1)
    #expect(isClose(c.g, 128.0 / 255, within: 1e-12))
    #expect(c.b == 0)
    #expect(c.a == 0.5)
  }
}
