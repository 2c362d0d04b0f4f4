/// A JSON syntax error with the line it was found on.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// 1-based line of the offending character.
  public var line: Int
  /// What is wrong.
  public var message: String
}

/// A strict RFC 8259 parser that records the line of every value.
///
/// Foundation's JSONSerialization neither keeps key order nor reports where a value sits, and
/// both matter here: errors name a line, and re-encoded headers must be byte-stable.
public struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var depth = 0

  /// Parses one complete JSON document.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected text after the JSON value" + parser.invisibleByteNote)
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, message: message)
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let c = peek {
      if c == 0x0A { line += 1 } else if c != 0x20 && c != 0x09 && c != 0x0D { return }
      index += 1
    }
  }

  private mutating func expect(_ c: UInt8, _ what: String) throws(JSONSyntaxError) {
    skipWhitespace()
    guard peek == c else { throw error("expected \(what)" + invisibleByteNote) }
    index += 1
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    let startLine = line
    guard let c = peek else { throw error("unexpected end of input") }
    switch c {
    case UInt8(ascii: "{"): return JSONValue(try parseObject(), line: startLine)
    case UInt8(ascii: "["): return JSONValue(try parseArray(), line: startLine)
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: startLine)
    case UInt8(ascii: "t"): try literal("true"); return JSONValue(.bool(true), line: startLine)
    case UInt8(ascii: "f"): try literal("false"); return JSONValue(.bool(false), line: startLine)
    case UInt8(ascii: "n"): try literal("null"); return JSONValue(.null, line: startLine)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), line: startLine)
    default:
      throw error("unexpected \(describeByte())")
    }
  }

  /// `, found a NUL byte (0x00)` when the byte here is one a reader cannot see (a control byte,
  /// a byte-order mark), else nothing.
  private var invisibleByteNote: String {
    let invisible = peek.map { $0 < 0x20 || $0 == 0x7F || $0 == 0xEF } ?? false
    return invisible ? ", found a \(describeByte())" : ""
  }

  /// The byte at the current position, named so a reader can find it: a byte-order mark, a NUL or
  /// another control byte by its hex value, any other character as itself with its code point.
  private func describeByte() -> String {
    guard let c = peek else { return "end of input" }
    if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
      return "UTF-8 byte-order mark (bytes EF BB BF)\(index == 0 ? " at the start of the file; save it without one" : "")"
    }
    if c == 0 { return "NUL byte (0x00)" }
    if c < 0x20 || c == 0x7F { return "control character (byte 0x\(Self.hex(c)))" }
    if c < 0x80 { return "character '\(Character(Unicode.Scalar(c)))'" }
    // The text is valid UTF-8 (the reader checked): decode the whole character.
    var end = index + 1
    while end < bytes.count && end < index + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
    let code = text.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? Self.hex(c)
    return "character '\(text)' (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))"
  }

  private static func hex(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    for b in word.utf8 {
      guard peek == b else { throw error("invalid literal, expected '\(word)'") }
      index += 1
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > 512 { throw error("nesting deeper than 512 levels") }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Kind {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONValue.Member] = []
    if take(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { throw error("expected a string key" + invisibleByteNote) }
      let key = try parseString()
      if members.contains(where: { $0.key == key }) { throw error("duplicate key \"\(key)\"") }
      try expect(UInt8(ascii: ":"), "':' after key \"\(key)\"")
      members.append(.init(key, try parseValue()))
      guard try another(before: "}", in: "object") else { return .object(members) }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Kind {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    if take(UInt8(ascii: "]")) { return .array(items) }
    while true {
      items.append(try parseValue())
      guard try another(before: "]", in: "array") else { return .array(items) }
    }
  }

  /// Skips whitespace and then `byte` if it comes next; whether it did.
  private mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard peek == byte else { return false }
    index += 1
    return true
  }

  /// After an object's member or an array's item: true past a ',' (another follows), false past
  /// `close` (the container ends).
  private mutating func another(before close: Unicode.Scalar, in container: String) throws(JSONSyntaxError) -> Bool {
    if take(UInt8(ascii: ",")) { return true }
    guard take(UInt8(ascii: close)) else { throw error("expected ',' or '\(close)' in \(container)" + invisibleByteNote) }
    return false
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var out: [UInt8] = []
    while true {
      guard let c = peek else { throw error("unterminated string") }
      index += 1
      switch c {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let e = peek else { throw error("unterminated string") }
        index += 1
        switch e {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800...0xDBFF).contains(scalar) {
            // A surrogate pair encodes one scalar above U+FFFF.
            guard peek == UInt8(ascii: "\\") else { throw error("unpaired surrogate") }
            index += 1
            guard peek == UInt8(ascii: "u") else { throw error("unpaired surrogate") }
            index += 1
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let u = Unicode.Scalar(scalar) else { throw error("invalid unicode escape") }
          out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
        }
      default:
        if c < 0x20 { throw error("control character in string") }
        out.append(c)
      }
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let c = peek, let d = hexDigit(c) else { throw error("invalid \\u escape") }
      v = v * 16 + d
      index += 1
    }
    return v
  }

  private func hexDigit(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    func digits() -> Int {
      var n = 0
      while let c = peek, c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
        index += 1
        n += 1
      }
      return n
    }
    if peek == UInt8(ascii: "-") { index += 1 }
    if peek == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw error("invalid number")
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("invalid number: digits expected in exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let d = Double(text), d.isFinite else { throw error("number out of range: \(text)") }
    return d
  }
}
