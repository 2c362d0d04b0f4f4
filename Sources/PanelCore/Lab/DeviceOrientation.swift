/// Which way up the simulated device is held: portrait (taller than wide) or landscape.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape

  /// The orientation of a screen of `size` (a square one counts as portrait).
  public init(of size: Size) { self = size.width > size.height ? .landscape : .portrait }

  /// The other one: what the R key turns to.
  public var turned: DeviceOrientation { self == .portrait ? .landscape : .portrait }

  /// `size` held this way up: its sides swapped when it is held the other way.
  public func apply(to size: Size) -> Size {
    DeviceOrientation(of: size) == self ? size : Size(width: size.height, height: size.width)
  }
}
