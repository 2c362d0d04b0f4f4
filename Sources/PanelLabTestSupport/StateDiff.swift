import PanelCore

/// What differs between two values of one type, field by field, for a failed whole-state check:
/// each line names the path of a leaf that differs and both values.
public enum StateDiff {
  /// The leaves of `value` as `path = value` pairs, depth first, in declaration order.
  public static func leaves(_ value: Any, path: String = "") -> [(path: String, value: String)] {
    if let json = value as? JSONValue { return leaves(json: json, path: path) }
    let mirror = Mirror(reflecting: value)
    if mirror.children.isEmpty || mirror.displayStyle == .enum && mirror.children.first?.label == nil {
      return [(path.isEmpty ? "." : path, String(describing: value))]
    }
    var out: [(path: String, value: String)] = []
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
      // An enum case with values: its name, then its values under it.
      out.append((path.isEmpty ? "." : path, label))
      out += leaves(mirror.children.first!.value, path: path + "." + label)
      return out
    }
    if mirror.displayStyle == .optional {
      return leaves(mirror.children.first!.value, path: path)
    }
    for (i, child) in mirror.children.enumerated() {
      let name = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "[\(i)]"
      let sub = mirror.displayStyle == .collection ? path + "[\(i)]" : (path.isEmpty ? name : path + "." + name)
      out += leaves(child.value, path: sub)
    }
    return out.isEmpty ? [(path.isEmpty ? "." : path, String(describing: value))] : out
  }

  /// The leaves of a JSON value, keyed by its key path.
  static func leaves(json: JSONValue, path: String) -> [(path: String, value: String)] {
    switch json.kind {
    case .object(let members):
      if members.isEmpty { return [(path, "{}")] }
      return members.flatMap { leaves(json: $0.value, path: path.isEmpty ? $0.key : path + "." + $0.key) }
    case .array(let items):
      if items.isEmpty { return [(path, "[]")] }
      return items.enumerated().flatMap { leaves(json: $0.element, path: path + "[\($0.offset)]") }
    default:
      return [(path, JSONWriter.string(json))]
    }
  }

  /// The lines that differ between `expected` and `actual` (`- path: expected`, `+ path: actual`),
  /// or an empty string when they are the same.
  public static func describe(expected: Any, actual: Any) -> String {
    let e = leaves(expected)
    let a = leaves(actual)
    let expectedByPath = Dictionary(e.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
    let actualByPath = Dictionary(a.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    var seen: Set<String> = []
    // In the order the values declare their fields: expected's first, then what only actual has.
    for path in e.map(\.path) + a.map(\.path) where seen.insert(path).inserted {
      let x = expectedByPath[path]
      let y = actualByPath[path]
      guard x != y else { continue }
      if let x { lines.append("- \(path): \(x)") }
      if let y { lines.append("+ \(path): \(y)") }
    }
    return lines.joined(separator: "\n")
  }
}
