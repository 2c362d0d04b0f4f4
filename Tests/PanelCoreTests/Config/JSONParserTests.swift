import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The strict JSON parser: every value, every escape, the line of every value, and an error with
/// the right line for every way a file can be wrong.
@Suite("JSON parser")
struct JSONParserTests {
  @Test("parses every kind of value, keeping member order")
  func values() throws {
    let v = try JSONParser.parse(#"{"z": 1, "a": [true, false, null], "m": "text", "n": -1.5e2, "o": {}, "e": []}"#)
    #expect(v.members?.map(\.key) == ["z", "a", "m", "n", "o", "e"])
    #expect(v["z"]?.number == 1)
    #expect(v["a"] == .array([.bool(true), .bool(false), .null]))
    #expect(v["m"]?.string == "text")
    #expect(v["n"]?.number == -150)
    #expect(v["o"] == .object([JSONValue.Member]()))
    #expect(v["e"] == .array([]))
    #expect(v["missing"] == nil)
  }

  @Test(
    "numbers",
    arguments: [
      ("0", 0.0), ("-0", -0.0), ("42", 42), ("-7", -7), ("3.25", 3.25), ("1e3", 1000), ("1E+2", 100),
      ("25e-1", 2.5), ("0.1", 0.1), ("-0.5", -0.5), ("1.7976931348623157e308", 1.7976931348623157e308),
    ])
  func numbers(text: String, expected: Double) throws {
    #expect(try JSONParser.parse(text).number == expected)
    #expect(try JSONParser.parse("[\(text)]") == .array([.number(expected)]))
  }

  @Test("whitespace around values is allowed, including CR LF")
  func whitespace() throws {
    let v = try JSONParser.parse(" \t\r\n{ \"a\" :\r\n [ 1 , 2 ] }\r\n ")
    #expect(v["a"] == .array([.number(1), .number(2)]))
  }

  @Test("string escapes")
  func escapes() throws {
    let v = try JSONParser.parse(#""q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u20AC""#)
    #expect(v.string == "q\" b\\ s/ \u{8}\u{C}\n\r\t Aé€")
  }

  @Test("UTF-8 text passes through unchanged")
  func utf8() throws {
    #expect(try JSONParser.parse("\"Grüße 😀 日本\"").string == "Grüße 😀 日本")
  }

  @Test("surrogate pairs decode to one scalar above U+FFFF")
  func surrogatePairs() throws {
    #expect(try JSONParser.parse(#""\uD83D\uDE00""#).string == "😀")
    #expect(try JSONParser.parse(#""a\ud834\udd1eb""#).string == "a𝄞b")
  }

  @Test(
    "unpaired or invalid surrogates are errors",
    arguments: [#""\uD83D""#, #""\uD83Dx""#, #""\uD83D\u0041""#, #""\uDE00""#, #""\u12G4""#])
  func badSurrogates(text: String) {
    #expect(syntaxError(text) != nil)
  }

  @Test("every value remembers the line it starts on")
  func lineNumbers() throws {
    let text = """
      {
        "a": 1,
        "b": [
          2,

          {"c": "x"}
        ],
        "d":
          true
      }
      """
    let v = try JSONParser.parse(text)
    #expect(v.line == 1)
    #expect(v["a"]?.line == 2)
    #expect(v["b"]?.line == 3)
    guard case .array(let items)? = v["b"]?.kind else {
      Issue.record("b is not an array")
      return
    }
    #expect(items.map(\.line) == [4, 6])
    #expect(items[1]["c"]?.line == 6)
    #expect(v["d"]?.line == 9, "a value on the line after its key has its own line")
  }

  @Test("line numbers are ignored by equality")
  func equalityIgnoresLines() throws {
    let a = try JSONParser.parse("{\"a\": 1}")
    let b = try JSONParser.parse("{\n\n\"a\":\n1}")
    #expect(a == b)
    #expect(a["a"]?.line != b["a"]?.line)
  }

  @Test(
    "errors name the right line",
    arguments: [
      ("trailing comma in an object", "{\n  \"a\": 1,\n}", 3, "expected a string key"),
      ("trailing comma in an array", "[\n  1,\n  2,\n]", 4, "unexpected character ']'"),
      ("unterminated string", "{\n  \"a\": \"abc", 2, "unterminated string"),
      ("unterminated string at end of escape", "\n\"abc\\", 2, "unterminated string"),
      ("bad literal", "[\n  true,\n  trux\n]", 3, "invalid literal, expected 'true'"),
      ("bad literal null", "\n\nnul", 3, "invalid literal, expected 'null'"),
      ("duplicate key", "{\n  \"a\": 1,\n  \"a\": 2\n}", 3, "duplicate key \"a\""),
      ("leading zero in an object", "{\n  \"a\": 01\n}", 2, "expected ',' or '}' in object"),
      ("leading zero at the top", "01", 1, "unexpected text after the JSON value"),
      ("leading zero in an array", "[\n-01]", 2, "expected ',' or ']' in array"),
      ("NaN", "[\n  NaN\n]", 2, "unexpected character 'N'"),
      ("Infinity", "{\"a\":\n  Infinity}", 2, "unexpected character 'I'"),
      ("-Infinity", "[1,\n -Infinity]", 2, "invalid number"),
      ("number too large", "\n1e400", 2, "number out of range: 1e400"),
      ("dot without digits", "[\n1.]", 2, "invalid number: digits expected after '.'"),
      ("leading dot", "[\n.5]", 2, "unexpected character '.'"),
      ("exponent without digits", "[\n\n2e+]", 3, "invalid number: digits expected in exponent"),
      ("plus sign", "[+1]", 1, "unexpected character '+'"),
      ("hex", "0x10", 1, "unexpected text after the JSON value"),
      ("single quotes", "{\n'a': 1}", 2, "expected a string key"),
      ("unquoted key", "{\n  a: 1}", 2, "expected a string key"),
      ("missing colon", "{\n  \"a\"\n  1}", 3, "expected ':' after key \"a\""),
      ("missing comma", "[1\n 2]", 2, "expected ',' or ']' in array"),
      ("raw newline in a string (the newline ends line 1)", "\"a\nb\"", 1, "control character in string"),
      ("raw tab in a string", "\n\"a\tb\"", 2, "control character in string"),
      ("bad escape", "[\n\"\\x\"]", 2, "invalid escape '\\x'"),
      ("empty input", "", 1, "unexpected end of input"),
      ("only whitespace", "\n\n", 3, "unexpected end of input"),
      ("unclosed array", "[1,\n2", 2, "expected ',' or ']' in array"),
      ("unclosed object", "{\"a\": 1\n", 2, "expected ',' or '}' in object"),
      ("two values", "{}\n{}", 2, "unexpected text after the JSON value"),
      ("comment", "{\n// no comments\n}", 2, "expected a string key"),
    ])
  func errors(what: String, text: String, line: Int, message: String) throws {
    let error = try #require(syntaxError(text), "\(what) must be rejected")
    #expect(error.line == line, "\(what)")
    #expect(error.message == message, "\(what)")
  }

  @Test("nesting is allowed to 512 levels and refused beyond")
  func depthLimit() throws {
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(syntaxError(ok) == nil)
    let mixed = String(repeating: "{\"a\":[", count: 256) + String(repeating: "]}", count: 256)
    #expect(syntaxError(mixed) == nil)

    let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    let error = try #require(syntaxError(deep))
    #expect(error.message == "nesting deeper than 512 levels")
    #expect(error.line == 1)

    let deepOnLine3 = "\n\n" + String(repeating: "{\"k\":", count: 513) + "1" + String(repeating: "}", count: 513)
    #expect(syntaxError(deepOnLine3)?.line == 3)
  }

  @Test("very deep input fails cleanly instead of overflowing the stack")
  func veryDeep() {
    let text = String(repeating: "[", count: 100_000)
    #expect(syntaxError(text)?.message == "nesting deeper than 512 levels")
  }
}

/// The writer: deterministic, compact, and readable back to the same value.
@Suite("JSON writer")
struct JSONWriterTests {
  @Test(
    "number formatting",
    arguments: [
      (3.0, "3"), (-2.0, "-2"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (1.5, "1.5"), (-0.25, "-0.25"),
      (1280.0, "1280"), (16_666.0, "16666"), (431.2, "431.2"), (1e-7, "1e-07"),
      (.infinity, "null"), (-.infinity, "null"), (.nan, "null"),
    ])
  func numbers(value: Double, text: String) {
    #expect(JSONWriter.number(value) == text)
  }

  @Test("numbers round-trip through text exactly", arguments: [0.1, 1.0 / 3, 1e20, -1e-300, 123_456_789.123, 9.999999999999999e14, 1e16, 4.5e-5])
  func numberRoundTrip(value: Double) throws {
    let text = JSONWriter.number(value)
    #expect(!text.hasSuffix(".0"))
    #expect(try JSONParser.parse(text).number == value)
  }

  @Test("compact layout with members in the given order")
  func layout() {
    let v = JSONValue.object([
      "b": .number(1), "a": .array([.bool(true), .null, .string("x")]), "c": .object([JSONValue.Member]()),
    ])
    #expect(JSONWriter.string(v) == #"{"b": 1, "a": [true, null, "x"], "c": {}}"#)
  }

  @Test("strings are escaped")
  func stringEscapes() {
    #expect(JSONWriter.string(.string("a\"b\\c\nd\re\tf\u{1}g\u{1F}")) == #""a\"b\\c\nd\re\tf\u0001g\u001f""#)
    #expect(JSONWriter.string(.string("é😀/")) == "\"é😀/\"")
  }

  @Test("parse → write → parse gives the same value, and writing again the same text")
  func roundTrip() throws {
    let text = """
      {"format": "panellab-recording", "version": 1,
       "scene": {"window": {"width": 1280, "height": 800}, "scale": 2,
                 "main": {"panels": [{"id": "p\\u00e9", "behavior": {"springResponseTime": 0.55}}]}},
       "list": [0.1, -3, 1e-9, "tab\\there", "\\ud83d\\ude00", [], {}, null, false]}
      """
    let value = try JSONParser.parse(text)
    let written = JSONWriter.string(value)
    let reparsed = try JSONParser.parse(written)
    #expect(reparsed == value)
    #expect(JSONWriter.string(reparsed) == written)
    #expect(reparsed.members?.map(\.key) == ["format", "version", "scene", "list"])
  }

  @Test("the demo scene round-trips")
  func demoSceneRoundTrip() throws {
    let value = try JSONParser.parse(DemoScene.json)
    #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
  }
}
