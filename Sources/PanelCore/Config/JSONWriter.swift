/// Encodes JSON compactly and deterministically: members in the order given, shortest
/// round-tripping numbers, integers without a fraction.
public enum JSONWriter {
  /// The compact text of `value`.
  public static func string(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  /// Appends the compact text of `value` to `out`.
  public static func write(_ value: JSONValue, into out: inout String) {
    switch value.kind {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += number(d)
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        write(item, into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, m) in members.enumerated() {
        if i > 0 { out += ", " }
        writeString(m.key, into: &out)
        out += ": "
        write(m.value, into: &out)
      }
      out += "}"
    }
  }

  /// `value` indented by two spaces per level, one member or item per line, for files people
  /// edit (a saved scene); short arrays of numbers and strings stay on one line.
  public static func pretty(_ value: JSONValue) -> String {
    var out = ""
    writePretty(value, indent: "", into: &out)
    return out + "\n"
  }

  private static func writePretty(_ value: JSONValue, indent: String, into out: inout String) {
    let inner = indent + "  "
    switch value.kind {
    case .array(let items) where !items.isEmpty && items.contains(where: { $0.members != nil || $0.isArray }):
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += inner
        writePretty(item, indent: inner, into: &out)
        out += i + 1 < items.count ? ",\n" : "\n"
      }
      out += indent + "]"
    case .object(let members) where !members.isEmpty:
      out += "{\n"
      for (i, m) in members.enumerated() {
        out += inner
        writeString(m.key, into: &out)
        out += ": "
        writePretty(m.value, indent: inner, into: &out)
        out += i + 1 < members.count ? ",\n" : "\n"
      }
      out += indent + "}"
    default:
      write(value, into: &out)
    }
  }

  /// A number as JSON text; non-finite values (which JSON cannot hold) become null.
  public static func number(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    // Below 2^53 every whole double is an exact Int64.
    if d == d.rounded() && abs(d) < 9_007_199_254_740_992 {
      return d == 0 ? "0" : String(Int64(d))
    }
    return String(d)
  }

  /// Appends `s` as a quoted, escaped JSON string.
  public static func writeString(_ s: String, into out: inout String) {
    out += "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 {
          let hex = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    out += "\""
  }
}
