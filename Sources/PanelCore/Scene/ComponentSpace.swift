/// Where a component's coordinates sit in the window: the frame of its pane.
///
/// Components compute in their own coordinates; traces and events report window points, so the
/// scene hands each component its space when it asks for them.
public struct ComponentSpace: Hashable, Sendable {
  /// The pane's frame in window points (its origin is the component's origin).
  public var frame: Rect

  /// A space whose pane has `frame`.
  public init(frame: Rect) { self.frame = frame }

  /// The window itself.
  public static func window(_ size: Size) -> ComponentSpace { ComponentSpace(frame: Rect(size: size)) }

  /// The component's origin in window points.
  public var origin: Point { Point(x: frame.x, y: frame.y) }

  /// A point of the component in window points.
  public func toWindow(_ p: Point) -> Point { Point(x: p.x + frame.x, y: p.y + frame.y) }

  /// A window point in the component's coordinates.
  public func fromWindow(_ p: Point) -> Point { Point(x: p.x - frame.x, y: p.y - frame.y) }

  /// A rectangle of the component in window points.
  public func toWindow(_ r: Rect) -> Rect { r.offsetBy(dx: frame.x, dy: frame.y) }

  /// A rectangle in window points, in the component's coordinates.
  public func toLocal(_ r: Rect) -> Rect { r.offsetBy(dx: -frame.x, dy: -frame.y) }

  /// A coordinate along `axis` in window points.
  public func toWindow(_ value: Double, along axis: Axis) -> Double { value + origin[axis] }

  /// A rectangle of the component as a trace frame, `[x, y, width, height]` in window points.
  public func frameJSON(_ r: Rect) -> JSONValue { .array(toWindow(r).array.map { .number($0) }) }
}
