/// One `set` edit already read: the config it was read against and the config it gives. A
/// component that checks an edit before asking for it (the inspector's sliders) hands the reading
/// on with the request, and the scene applies it without reading the part again while its config
/// is still the one read against: the scene is read once per edit.
public struct CheckedEdit: Hashable, Sendable {
  /// The key path set.
  public let path: String
  /// The value it takes.
  public let value: JSONValue
  /// The config the edit was read against.
  public let base: SceneConfig
  /// The config the edit gives.
  public let result: SceneConfig

  /// `base` with `path` set to `value`, read where the path lies (`SceneConfig.setting`); nil when
  /// there is no such key path.
  public init?(_ path: String, to value: JSONValue, of base: SceneConfig) throws(ConfigError) {
    guard let result = try base.setting(path, to: value) else { return nil }
    self.path = path
    self.value = value
    self.base = base
    self.result = result
  }

  /// The input that asks for the edit.
  public var input: InputEvent { .set(path: path, value: value) }

  /// Whether this is the reading of a `set` of `value` at `path` on `config` (values compare as
  /// data, so a recorded value matches the one asked for).
  func isReading(of path: String, _ value: JSONValue, on config: SceneConfig) -> Bool {
    path == self.path && value == self.value && config == base
  }
}
