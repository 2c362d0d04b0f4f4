/// Writes a changed JSON document over the text it came from, keeping the user's formatting: every
/// value that did not change keeps its exact text (spacing, line breaks, number spelling), and an
/// object or array whose members changed keeps the text between its members, so only the changed
/// values are written anew. An object whose keys were added, removed or reordered (an array whose
/// length changed) is written again in the layout it had: on one line if it was on one line, else
/// one member per line at its members' indentation, in the new document's key order.
public enum FormattedJSONWriter {
  /// `value` as text, reusing `original` (the text it was read from, which must parse) wherever
  /// the values agree; pretty JSON when `original` does not parse.
  public static func write(_ value: JSONValue, over original: String) -> String {
    guard let old = try? JSONParser.parse(original) else { return JSONWriter.pretty(value) }
    let bytes = Array(original.utf8)
    var scanner = Scanner(bytes: bytes)
    let span = scanner.value()
    var out: [UInt8] = []
    out += bytes[..<span.start]
    emit(value, old: old, span: span, bytes: bytes, into: &out)
    out += bytes[span.end...]
    var text = String(decoding: out, as: UTF8.self)
    if !text.hasSuffix("\n") { text += "\n" }
    return text
  }

  /// Where a value sits in the original text, with its members' or items' places.
  struct Span {
    /// The first byte of the value.
    var start: Int
    /// One past its last byte.
    var end: Int
    /// An object's members (where each key's opening quote is, and the value) or an array's items
    /// (the value only), in order.
    var children: [(keyStart: Int?, value: Span)] = []
  }

  private static func emit(_ value: JSONValue, old: JSONValue, span: Span, bytes: [UInt8], into out: inout [UInt8]) {
    if value == old {
      out += bytes[span.start..<span.end]
      return
    }
    let inline = !bytes[span.start..<span.end].contains(0x0A)
    switch (value.kind, old.kind) {
    case (.object(let members), .object(let oldMembers)) where members.map(\.key) == oldMembers.map(\.key) && span.children.count == members.count:
      splice(zip(members.map(\.value), oldMembers.map(\.value)).map { ($0, $1) }, span: span, bytes: bytes, into: &out)
    case (.array(let items), .array(let oldItems)) where items.count == oldItems.count && span.children.count == items.count:
      splice(zip(items, oldItems).map { ($0, $1) }, span: span, bytes: bytes, into: &out)
    case (.object(let members), .object(let oldMembers)):
      let indent = memberIndent(span, bytes: bytes)
      let closing = lineIndent(before: span.end - 1, bytes: bytes)
      let parts = members.map { m -> [UInt8] in
        var part = Array(JSONWriter.string(.string(m.key)).utf8) + Array(": ".utf8)
        if let i = oldMembers.firstIndex(where: { $0.key == m.key }), i < span.children.count {
          emit(m.value, old: oldMembers[i].value, span: span.children[i].value, bytes: bytes, into: &part)
        } else {
          part += fresh(m.value, indent: inline ? nil : indent)
        }
        return part
      }
      out += container("{", "}", parts, inline: inline, indent: indent, closing: closing)
    case (.array(let items), .array):
      let indent = memberIndent(span, bytes: bytes)
      let closing = lineIndent(before: span.end - 1, bytes: bytes)
      out += container("[", "]", items.map { fresh($0, indent: inline ? nil : indent) }, inline: inline, indent: indent, closing: closing)
    default:
      out += fresh(value, indent: inline ? nil : lineIndent(before: span.start, bytes: bytes))
    }
  }

  /// The original container's text with each child value replaced by its new one.
  private static func splice(_ pairs: [(JSONValue, JSONValue)], span: Span, bytes: [UInt8], into out: inout [UInt8]) {
    var at = span.start
    for ((value, old), child) in zip(pairs, span.children) {
      out += bytes[at..<child.value.start]
      emit(value, old: old, span: child.value, bytes: bytes, into: &out)
      at = child.value.end
    }
    out += bytes[at..<span.end]
  }

  private static func container(_ open: String, _ close: String, _ parts: [[UInt8]], inline: Bool, indent: String, closing: String) -> [UInt8] {
    if parts.isEmpty { return Array((open + close).utf8) }
    if inline { return Array(open.utf8) + Array(parts.joined(separator: Array(", ".utf8))) + Array(close.utf8) }
    let separator = Array((",\n" + indent).utf8)
    return Array((open + "\n" + indent).utf8) + Array(parts.joined(separator: separator)) + Array(("\n" + closing + close).utf8)
  }

  /// A value the original did not have: compact on one line, or pretty at `indent`.
  private static func fresh(_ value: JSONValue, indent: String?) -> [UInt8] {
    guard let indent else { return Array(JSONWriter.string(value).utf8) }
    var text = JSONWriter.pretty(value)
    text.removeLast()
    return Array(text.replacingOccurrences(of: "\n", with: "\n" + indent).utf8)
  }

  /// The indentation of a container's members: that of its first member's line, or its own plus two spaces.
  private static func memberIndent(_ span: Span, bytes: [UInt8]) -> String {
    if let first = span.children.first {
      let keyStart = first.keyStart ?? first.value.start
      let indent = lineIndent(before: keyStart, bytes: bytes)
      // Only when the member starts its line (not `{"a": …` on the opening line).
      let lineStart = keyStart - indent.utf8.count
      if lineStart == 0 || bytes[lineStart - 1] == 0x0A { return indent }
    }
    return lineIndent(before: span.start, bytes: bytes) + "  "
  }

  /// The spaces and tabs at the start of the line holding byte `index`.
  private static func lineIndent(before index: Int, bytes: [UInt8]) -> String {
    var start = index
    while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Finds the spans of a document already known to parse.
  struct Scanner {
    let bytes: [UInt8]
    var i = 0

    mutating func skip() {
      while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    mutating func value() -> Span {
      skip()
      let start = i
      guard i < bytes.count else { return Span(start: i, end: i) }
      switch bytes[i] {
      case UInt8(ascii: "{"):
        return container(from: start, closedBy: UInt8(ascii: "}")) { s in
          let keyStart = s.i
          s.string()
          s.skip()
          s.i += 1  // :
          return keyStart
        }
      case UInt8(ascii: "["):
        return container(from: start, closedBy: UInt8(ascii: "]")) { _ in nil }
      case UInt8(ascii: "\""):
        string()
        return Span(start: start, end: i)
      default:
        while i < bytes.count, !([0x20, 0x09, 0x0A, 0x0D] + Array(",]}".utf8)).contains(bytes[i]) { i += 1 }
        return Span(start: start, end: i)
      }
    }

    /// The object or array opening at `start`, up to `close`: each child's value, after what
    /// `key` moves past before it (an object's key and colon, whose start it returns).
    private mutating func container(from start: Int, closedBy close: UInt8, key: (inout Scanner) -> Int?) -> Span {
      i += 1
      var children: [(Int?, Span)] = []
      skip()
      while i < bytes.count && bytes[i] != close {
        let keyStart = key(&self)
        children.append((keyStart, value()))
        skip()
        if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; skip() }
      }
      i += 1
      return Span(start: start, end: i, children: children)
    }

    /// Moves past a string, escapes included.
    mutating func string() {
      i += 1
      while i < bytes.count && bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
      i += 1
    }
  }
}
