/// Reads one JSON object of a config, checking keys, types and ranges as it goes.
///
/// Every accessor names the full key path in its error, so a user sees
/// `main.panels[0].behavior.springResponseTime: must be > 0, got -1` and the line.
public struct ConfigObject {
  /// The object being read.
  public let value: JSONValue
  /// Its key path.
  public let path: String

  /// Wraps `value`, which must be an object whose keys all appear in `keys`.
  public init(_ value: JSONValue, path: String, keys: Set<String>) throws(ConfigError) {
    guard let members = value.members else {
      throw ConfigError(path: path, line: value.line, message: "expected an object, got \(value.kindName)")
    }
    for m in members where !keys.contains(m.key) { throw Self.unknownKey(m, in: path, known: keys) }
    self.value = value
    self.path = path
  }

  /// Wraps `value`, an object whose keys the caller has checked already (in one pass of its own).
  public init(checked value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  /// The error about member `m` of the object at `path`, whose key is none of `known`.
  public static func unknownKey(_ m: JSONValue.Member, in path: String, known: Set<String>) -> ConfigError {
    ConfigError(path: join(path, m.key), line: m.value.line, message: "unknown key (known keys: \(known.sorted().joined(separator: ", ")))")
  }

  /// `parent.key`, or `key` at the root.
  public static func join(_ parent: String, _ key: String) -> String {
    parent.isEmpty ? key : "\(parent).\(key)"
  }

  /// The key path of `key` inside this object.
  public func path(_ key: String) -> String { Self.join(path, key) }

  /// The raw value of `key`, if present.
  public subscript(key: String) -> JSONValue? { value[key] }

  /// An error about `key`.
  public func error(_ key: String, _ message: String) -> ConfigError {
    ConfigError(path: path(key), line: value[key]?.line ?? value.line, message: message)
  }

  /// A number, `fallback` when absent, checked against `range`.
  public func number(
    _ key: String, default fallback: Double, in range: ClosedRange<Double> = -1e9...1e9
  ) throws(ConfigError) -> Double {
    guard let v = value[key] else { return fallback }
    return try Self.number(v, path: path(key), in: range)
  }

  /// A number if present, checked against `range`.
  public func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(ConfigError) -> Double? {
    guard let v = value[key] else { return nil }
    return try Self.number(v, path: path(key), in: range)
  }

  /// Checks that `v` is a number inside `range`.
  public static func number(_ v: JSONValue, path: String, in range: ClosedRange<Double>) throws(ConfigError)
    -> Double
  {
    guard let d = v.number else {
      throw ConfigError(path: path, line: v.line, message: "expected a number, got \(v.kindName)")
    }
    guard range.contains(d) else {
      throw ConfigError(
        path: path, line: v.line,
        message: "must be between \(JSONWriter.number(range.lowerBound)) and \(JSONWriter.number(range.upperBound)), got \(JSONWriter.number(d))")
    }
    return d
  }

  /// A whole number, `fallback` when absent, checked against `range`.
  public func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>) throws(ConfigError)
    -> Int
  {
    guard let v = value[key] else { return fallback }
    let d = try Self.number(v, path: path(key), in: Double(range.lowerBound)...Double(range.upperBound))
    guard d == d.rounded() else { throw error(key, "must be a whole number, got \(JSONWriter.number(d))") }
    return Int(d)
  }

  /// A boolean, `fallback` when absent.
  public func bool(_ key: String, default fallback: Bool) throws(ConfigError) -> Bool {
    guard let v = value[key] else { return fallback }
    guard case .bool(let b) = v.kind else { throw error(key, "expected true or false, got \(v.kindName)") }
    return b
  }

  /// A key that takes `true`, `false` or one of `names` (a policy that grew past a yes or no),
  /// `fallback` when absent; `false` is refused when `ifFalse` is nil. The error lists what it takes.
  func flag<T>(_ key: String, default fallback: T, ifTrue: T, ifFalse: T?, names: [(String, T)]) throws(ConfigError) -> T {
    guard let v = value[key] else { return fallback }
    switch v.kind {
    case .bool(true): return ifTrue
    case .bool(false): if let ifFalse { return ifFalse }
    case .string(let s): if let named = names.first(where: { $0.0 == s }) { return named.1 }
    default: break
    }
    let taken = ["true"] + (ifFalse == nil ? [] : ["false"]) + names.map { "\"\($0.0)\"" }
    throw error(key, "expected \(taken.dropLast().joined(separator: ", ")) or \(taken.last!), got \(JSONWriter.string(v))")
  }

  /// A string, `fallback` when absent.
  public func string(_ key: String, default fallback: String) throws(ConfigError) -> String {
    guard let v = value[key] else { return fallback }
    return try Self.string(v, path: path(key))
  }

  /// A string of at most `Limits.stringLength` characters.
  public static func string(_ v: JSONValue, path: String) throws(ConfigError) -> String {
    guard let s = v.string else { throw ConfigError(path: path, line: v.line, message: "expected a string, got \(v.kindName)") }
    guard s.count <= Limits.stringLength else {
      throw ConfigError(path: path, line: v.line, message: "at most \(Limits.stringLength) characters, got \(s.count)")
    }
    return s
  }

  /// A colour written `#RRGGBB` or `#RRGGBBAA`, if present.
  public func color(_ key: String) throws(ConfigError) -> Color? {
    guard let v = value[key] else { return nil }
    let s = try Self.string(v, path: path(key))
    let digits = s.utf8.dropFirst()
    guard s.hasPrefix("#"), digits.count == 6 || digits.count == 8, s.dropFirst().allSatisfy(\.isHexDigit), let n = UInt64(String(s.dropFirst()), radix: 16) else {
      throw error(key, "expected a colour #RRGGBB or #RRGGBBAA, got \"\(s)\"")
    }
    let rgba = digits.count == 6 ? n << 8 | 0xFF : n
    func part(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
    return Color(r: part(24), g: part(16), b: part(8), a: part(0))
  }

  /// One of an enumeration's raw values, `fallback` when absent.
  public func choice<E: RawRepresentable & CaseIterable>(_ key: String, default fallback: E) throws(ConfigError)
    -> E where E.RawValue == String
  {
    guard let v = value[key] else { return fallback }
    return try Self.choice(v, path: path(key))
  }

  /// Checks that `v` is one of an enumeration's raw values.
  public static func choice<E: RawRepresentable & CaseIterable>(_ v: JSONValue, path: String) throws(ConfigError)
    -> E where E.RawValue == String
  {
    let names = E.allCases.map(\.rawValue).joined(separator: "|")
    guard let s = v.string else {
      throw ConfigError(path: path, line: v.line, message: "expected one of \(names), got \(v.kindName)")
    }
    guard let e = E(rawValue: s) else {
      throw ConfigError(path: path, line: v.line, message: "expected one of \(names), got \"\(s)\"")
    }
    return e
  }

  /// A nested object with the given keys, if present.
  public func object(_ key: String, keys: Set<String>) throws(ConfigError) -> ConfigObject? {
    guard let v = value[key] else { return nil }
    return try ConfigObject(v, path: path(key), keys: keys)
  }

  /// An array, if present.
  public func array(_ key: String) throws(ConfigError) -> [JSONValue]? {
    guard let v = value[key] else { return nil }
    guard case .array(let items) = v.kind else { throw error(key, "expected an array, got \(v.kindName)") }
    return items
  }

  /// What each side of an insets object takes, points.
  public static let insetRange = 0.0...10_000

  /// Edge insets `{"top", "left", "bottom", "right"}` (each in `insetRange`), zero when absent.
  public func insets(_ key: String) throws(ConfigError) -> EdgeInsets {
    guard let o = try object(key, keys: ["top", "left", "bottom", "right"]) else { return .zero }
    let r = Self.insetRange
    return EdgeInsets(
      top: try o.number("top", default: 0, in: r), left: try o.number("left", default: 0, in: r),
      bottom: try o.number("bottom", default: 0, in: r), right: try o.number("right", default: 0, in: r))
  }
}
