/// Common iPhone and iPad screens, as the sidebar offers them: the main view's size in points,
/// the pixels per point and the display's refresh rate (ProMotion runs FloatingPanel's spring at
/// 120 Hz).
public struct DevicePreset: Hashable, Sendable {
  /// The device's name.
  public var name: String
  /// Its screen in points (portrait).
  public var size: Size
  /// Pixels per point.
  public var scale: Double
  /// Display refresh rate in Hz.
  public var refreshRate: Int

  /// The presets, small to large.
  public static let all: [DevicePreset] = [
    DevicePreset(name: "iPhone SE", size: Size(width: 375, height: 667), scale: 2, refreshRate: 60),
    DevicePreset(name: "iPhone 16", size: Size(width: 393, height: 852), scale: 3, refreshRate: 60),
    DevicePreset(name: "iPhone 16 Pro", size: Size(width: 402, height: 874), scale: 3, refreshRate: 120),
    DevicePreset(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3, refreshRate: 120),
    DevicePreset(name: "iPad mini", size: Size(width: 744, height: 1133), scale: 2, refreshRate: 60),
    DevicePreset(name: "iPad Pro 11-inch", size: Size(width: 834, height: 1210), scale: 2, refreshRate: 120),
  ]

  /// The `set` inputs that put a scene on this device: its size and scale (for the models'
  /// pixel rounding, not the window's), and its refresh rate.
  public var edits: [InputEvent] {
    [
      .set(path: "device", value: DeviceConfig(name: name, size: size, scale: scale).json),
      .set(path: "refreshRate", value: .number(Double(refreshRate))),
    ]
  }

  /// The row title: name, size and rate.
  public var title: String { "\(name) · \(Int(size.width))×\(Int(size.height)) · \(refreshRate) Hz" }
}
