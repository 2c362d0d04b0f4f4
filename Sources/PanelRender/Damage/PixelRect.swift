/// A rectangle of whole device pixels, the unit of damage: what a frame redraws and uploads.
public struct PixelRect: Hashable, Sendable {
  /// Left edge, pixels.
  public var x: Int
  /// Top edge, pixels.
  public var y: Int
  /// Width, pixels.
  public var width: Int
  /// Height, pixels.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Right edge (exclusive).
  public var maxX: Int { x + width }
  /// Bottom edge (exclusive).
  public var maxY: Int { y + height }
  /// How many pixels it covers.
  public var area: Int { width * height }

  /// The smallest rectangle holding both.
  func union(_ o: PixelRect) -> PixelRect {
    let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
    return PixelRect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
  }

  /// Whether the two overlap or share an edge (so merging them adds nothing outside both).
  func touches(_ o: PixelRect) -> Bool { x <= o.maxX && o.x <= maxX && y <= o.maxY && o.y <= maxY }

  /// The rectangle grown by `d` pixels on every side.
  func outset(_ d: Int) -> PixelRect { PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

  /// The part inside `o`; nil when they do not overlap.
  func intersection(_ o: PixelRect) -> PixelRect? {
    let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y)
    let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
    return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
  }
}
