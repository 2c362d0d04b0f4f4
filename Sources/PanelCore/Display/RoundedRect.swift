/// Corner radii, one per corner, clockwise from the top-left.
public struct CornerRadii: Hashable, Sendable {
  /// Top-left radius.
  public var topLeft: Double
  /// Top-right radius.
  public var topRight: Double
  /// Bottom-right radius.
  public var bottomRight: Double
  /// Bottom-left radius.
  public var bottomLeft: Double

  /// Creates per-corner radii.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius on every corner.
  public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

  /// Square corners.
  public static let zero = CornerRadii(all: 0)

  /// The largest radius.
  public var maximum: Double { Swift.max(topLeft, topRight, bottomRight, bottomLeft) }
}

/// How a rounded corner bends (CoreAnimation's `CALayerCornerCurve`).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
  /// A quarter circle of the radius.
  case circular
  /// iOS's smoother curve (`ContinuousCorner`): it bends over 1.6 radii of each edge.
  case continuous
}

/// A rectangle with per-corner radii.
public struct RoundedRect: Hashable, Sendable {
  /// The bounds.
  public var rect: Rect
  /// The corner radii (clamped to half the shorter side when drawn).
  public var radii: CornerRadii
  /// How the corners bend.
  public var curve: CornerCurve

  /// Creates a rounded rectangle.
  public init(_ rect: Rect, radii: CornerRadii = .zero, curve: CornerCurve = .circular) {
    self.rect = rect
    self.radii = radii
    self.curve = curve
  }

  /// Creates a rounded rectangle with one radius for every corner.
  public init(_ rect: Rect, radius: Double) { self.init(rect, radii: CornerRadii(all: radius)) }
}
