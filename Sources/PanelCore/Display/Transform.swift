/// A 2-D transform limited to what UI zooms need: scale about the origin, then translate.
public struct Transform: Hashable, Sendable {
  /// Translation after scaling, points.
  public var translation: Point
  /// Uniform scale factor.
  public var scale: Double

  /// Creates a transform.
  public init(translation: Point = .zero, scale: Double = 1) {
    self.translation = translation
    self.scale = scale
  }

  /// The transform that maps rectangle `from` onto rectangle `to` (matching widths).
  public static func mapping(_ from: Rect, to: Rect) -> Transform {
    let s = from.width > 0 ? to.width / from.width : 1
    return Transform(translation: Point(x: to.x - from.x * s, y: to.y - from.y * s), scale: s)
  }

  /// Where the transform puts `rect` (a scale about the origin, then the translation).
  public func applied(to rect: Rect) -> Rect {
    Rect(x: rect.x * scale + translation.x, y: rect.y * scale + translation.y, width: rect.width * scale, height: rect.height * scale)
  }
}
