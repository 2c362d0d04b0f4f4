/// A straight (non-premultiplied) RGBA colour with components in 0…1.
public struct Color: Hashable, Sendable {
  /// Red.
  public var r: Double
  /// Green.
  public var g: Double
  /// Blue.
  public var b: Double
  /// Opacity.
  public var a: Double

  /// Creates a colour from its components.
  public init(r: Double, g: Double, b: Double, a: Double = 1) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Creates an opaque colour from a 0xRRGGBB literal.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
      b: Double(hex & 0xFF) / 255, a: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ a: Double) -> Color { Color(r: r, g: g, b: b, a: a) }

  /// Black.
  public static let black = Color(r: 0, g: 0, b: 0)
  /// White.
  public static let white = Color(r: 1, g: 1, b: 1)
  /// Fully transparent.
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
