/// The floating accessory capsule above the tab bar.
public struct AccessoryConfig: Hashable, Sendable {
  /// Where the capsule sits along the bar.
  public enum Position: String, Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
  }

  /// What the capsule shows: a symbol name or a short text.
  public var content = "plus"
  /// Where it sits.
  public var position = Position.trailing
  /// Whether it starts hidden.
  public var hidden = false

  /// The default accessory.
  public init() {}

  /// Reads `main.accessory`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["content", "position", "hidden"])
    content = try o.string("content", default: "plus")
    position = try o.choice("position", default: .trailing)
    hidden = try o.bool("hidden", default: false)
  }
}
