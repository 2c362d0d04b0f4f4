/// A drop shadow: a blurred copy of a shape's silhouette.
public struct Shadow: Hashable, Sendable {
  /// Colour including opacity.
  public var color: Color
  /// Offset of the shadow from the shape, points.
  public var offset: Point
  /// Blur radius (Gaussian σ is half of it, as in CSS and CALayer), points.
  public var blur: Double
  /// How far the silhouette grows on every side before the blur, points (negative: shrinks), as
  /// FloatingPanel's `Shadow.spread` insets its shadow path by `-spread`.
  public var spread: Double

  /// Creates a shadow.
  public init(color: Color, offset: Point, blur: Double, spread: Double = 0) {
    self.color = color
    self.offset = offset
    self.blur = blur
    self.spread = spread
  }

  /// The silhouette's bounds for a shape with bounds `rect`: grown by the spread, then offset.
  public func silhouette(of rect: Rect) -> Rect { rect.inset(by: -spread).offsetBy(dx: offset.x, dy: offset.y) }
}
