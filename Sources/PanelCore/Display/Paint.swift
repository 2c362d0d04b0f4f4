/// How a shape is filled.
public enum Paint: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A linear gradient from `start` to `end` (points) through colour stops at 0…1.
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
  /// Where along the gradient, 0…1.
  public var location: Double
  /// The colour there.
  public var color: Color

  /// Creates a stop.
  public init(_ location: Double, _ color: Color) {
    self.location = location
    self.color = color
  }
}
