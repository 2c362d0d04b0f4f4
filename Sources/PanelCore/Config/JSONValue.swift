/// A parsed JSON value that remembers the line it started on, so errors can point at it.
///
/// Object members keep their file order, which makes re-encoding (recording headers, traces)
/// byte-stable.
public struct JSONValue: Hashable, Sendable {
  /// The kinds of JSON value.
  public indirect enum Kind: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number (JSON has one numeric type).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in file order.
    case object([Member])
  }

  /// One `"key": value` pair of an object.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// What this value is.
  public var kind: Kind
  /// 1-based line where the value starts in its source text (0 when built in code).
  public var line: Int

  /// Wraps a kind, with the line it came from.
  public init(_ kind: Kind, line: Int = 0) {
    self.kind = kind
    self.line = line
  }

  /// Equality ignores line numbers: two values are equal when their data is.
  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.kind == b.kind }
  /// Hashes the data, not the line.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// `null`.
  public static let null = JSONValue(.null)
  /// A number.
  public static func number(_ d: Double) -> JSONValue { JSONValue(.number(d)) }
  /// A string.
  public static func string(_ s: String) -> JSONValue { JSONValue(.string(s)) }
  /// A boolean.
  public static func bool(_ b: Bool) -> JSONValue { JSONValue(.bool(b)) }
  /// An array.
  public static func array(_ a: [JSONValue]) -> JSONValue { JSONValue(.array(a)) }
  /// An object from ordered pairs.
  public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    JSONValue(.object(pairs.map { Member($0.key, $0.value) }))
  }
  /// An object from members.
  public static func object(_ members: [Member]) -> JSONValue { JSONValue(.object(members)) }

  /// The members when this is an object.
  public var members: [Member]? {
    if case .object(let m) = kind { return m }
    return nil
  }

  /// The member named `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }

  /// The number when this is one.
  public var number: Double? {
    if case .number(let d) = kind { return d }
    return nil
  }

  /// Whether this is an array.
  public var isArray: Bool {
    if case .array = kind { return true }
    return false
  }

  /// The boolean when this is one.
  public var bool: Bool? {
    if case .bool(let b) = kind { return b }
    return nil
  }

  /// The string when this is one.
  public var string: String? {
    if case .string(let s) = kind { return s }
    return nil
  }

  /// A short name of the kind, for error messages.
  public var kindName: String {
    switch kind {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
