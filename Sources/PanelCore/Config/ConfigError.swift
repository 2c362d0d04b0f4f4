/// A scene config value that is missing, mistyped, out of range or unknown, located by key path.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Key path of the bad value, for example `main.panels[0].position`.
  public var path: String
  /// 1-based line in the source text (0 when unknown).
  public var line: Int
  /// What is wrong.
  public var message: String

  /// Creates an error at `path`.
  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path: message`, or just the message at the root.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }

  /// The description for a value nested under `parent` (a recording's `scene`): `parent.path:
  /// message`, or `parent: message` when the value itself is wrong.
  public func described(under parent: String) -> String {
    path.isEmpty ? "\(parent): \(message)" : "\(parent).\(path): \(message)"
  }
}
