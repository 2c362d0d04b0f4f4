/// The simulated device (top-level `device`): the main view takes its size in points, centred in
/// its pane, so a panel is tuned at the size it will have on a phone.
public struct DeviceConfig: Hashable, Sendable {
  /// What the device is called, shown under it.
  public var name: String
  /// The main view's size in points.
  public var size: Size

  /// A device of `size` points called `name`.
  public init(name: String, size: Size) {
    self.name = name
    self.size = size
  }

  /// Reads `device` (`{"name", "width", "height"}`).
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["name", "width", "height"])
    name = try o.string("name", default: "Device")
    size = Size(width: try o.number("width", default: 393, in: 160...4096), height: try o.number("height", default: 852, in: 160...4096))
  }

  /// The config as a scene file holds it.
  public var json: JSONValue {
    .object(["name": .string(name), "width": .number(size.width), "height": .number(size.height)])
  }
}
