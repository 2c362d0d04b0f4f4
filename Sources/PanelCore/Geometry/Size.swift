/// A width and height in points.
public struct Size: Hashable, Sendable {
  /// Horizontal extent.
  public var width: Double
  /// Vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  public static let zero = Size(width: 0, height: 0)

  /// The extent along `axis`.
  public subscript(axis: Axis) -> Double {
    axis == .x ? width : height
  }
}
