/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Horizontal extent.
  public var width: Double
  /// Vertical extent.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle at the origin with the given size.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Left edge.
  public var minX: Double { x }
  /// Top edge.
  public var minY: Double { y }
  /// Right edge.
  public var maxX: Double { x + width }
  /// Bottom edge.
  public var maxY: Double { y + height }
  /// Horizontal centre.
  public var midX: Double { x + width / 2 }
  /// Vertical centre.
  public var midY: Double { y + height / 2 }
  /// The size of the rectangle.
  public var size: Size { Size(width: width, height: height) }
  /// The lower coordinate along `axis`.
  public func min(_ axis: Axis) -> Double { axis == .x ? x : y }
  /// The upper coordinate along `axis`.
  public func max(_ axis: Axis) -> Double { axis == .x ? maxX : maxY }
  /// The extent along `axis`.
  public func length(_ axis: Axis) -> Double { axis == .x ? width : height }

  /// Whether `p` lies inside (edges: min inclusive, max exclusive).
  public func contains(_ p: Point) -> Bool {
    p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
  }

  /// Whether the two rectangles overlap with a non-empty area.
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The rectangle shrunk by `insets` (grown when they are negative).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: Swift.max(0, width - insets.left - insets.right),
      height: Swift.max(0, height - insets.top - insets.bottom))
  }

  /// The rectangle shrunk by `d` on every side.
  public func inset(by d: Double) -> Rect { inset(by: EdgeInsets(all: d)) }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Linear interpolation between two rectangles (`t` = 0 gives `self`).
  public func interpolated(to other: Rect, _ t: Double) -> Rect {
    Rect(
      x: x + (other.x - x) * t, y: y + (other.y - y) * t,
      width: width + (other.width - width) * t, height: height + (other.height - height) * t)
  }

  /// `[x, y, width, height]`, the trace's frame format.
  public var array: [Double] { [x, y, width, height] }

  /// A frame read back from the trace's format, `[x, y, width, height]`.
  public init?(trace value: JSONValue?) {
    guard case .array(let items)? = value?.kind, items.count == 4 else { return nil }
    let n = items.compactMap(\.number)
    guard n.count == 4 else { return nil }
    self.init(x: n[0], y: n[1], width: n[2], height: n[3])
  }
}
