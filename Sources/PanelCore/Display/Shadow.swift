/// A drop shadow: a blurred copy of a shape's silhouette.
public struct Shadow: Hashable, Sendable {
  /// Colour including opacity.
  public var color: Color
  /// Offset of the shadow from the shape, points.
  public var offset: Point
  /// Blur radius (Gaussian σ is half of it, as in CSS and CALayer), points.
  public var blur: Double

  /// Creates a shadow.
  public init(color: Color, offset: Point, blur: Double) {
    self.color = color
    self.offset = offset
    self.blur = blur
  }
}
