/// The simulated device (top-level `device`): the main view takes its size in points, centred in
/// its pane, so a panel is tuned at the size it will have on a phone.
public struct DeviceConfig: Hashable, Sendable {
  /// What the device is called, shown under it.
  public var name: String
  /// The main view's size in points.
  public var size: Size
  /// The device's pixels per point, for the models' pixel rounding (FloatingPanel rounds anchors to
  /// device pixels); nil keeps the scene's. The window's own rendering scale is not changed.
  public var scale: Double?

  /// A device of `size` points called `name`.
  public init(name: String, size: Size, scale: Double? = nil) {
    self.name = name
    self.size = size
    self.scale = scale
  }

  /// Reads `device` (`{"name", "width", "height", "scale"}`).
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["name", "width", "height", "scale"])
    name = try o.string("name", default: "Device")
    size = Size(width: try o.number("width", default: 393, in: 160...4096), height: try o.number("height", default: 852, in: 160...4096))
    scale = try o.optionalNumber("scale", in: 1...4)
  }

  /// The config as a scene file holds it.
  public var json: JSONValue {
    var members: [JSONValue.Member] = [.init("name", .string(name)), .init("width", .number(size.width)), .init("height", .number(size.height))]
    if let scale { members.append(.init("scale", .number(scale))) }
    return .object(members)
  }
}
