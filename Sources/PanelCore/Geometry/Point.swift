/// A location in logical points, origin at the window's top-left, y down.
public struct Point: Hashable, Sendable {
  /// Horizontal coordinate in points.
  public var x: Double
  /// Vertical coordinate in points (grows downward).
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .x ? x : y }
    set { if axis == .x { x = newValue } else { y = newValue } }
  }

  /// Component-wise difference.
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  /// Component-wise sum.
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  /// The vector scaled by `factor`.
  public static func * (a: Point, factor: Double) -> Point { Point(x: a.x * factor, y: a.y * factor) }
  /// Euclidean length, treating the point as a vector.
  public var length: Double { (x * x + y * y).squareRoot() }
}

/// One of the two screen axes.
public enum Axis: Sendable {
  /// Horizontal.
  case x
  /// Vertical.
  case y
}
