/// The App-Store-style floating sheet.
public struct SheetConfig: Hashable, Sendable {
  /// Gap between the sheet and the window edges, points.
  public var inset: Double = 30
  /// Corner radius of the sheet, points.
  public var cornerRadius: Double = 24

  /// The default sheet.
  public init() {}

  /// Reads `main.sheet`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["inset", "cornerRadius"])
    inset = try o.number("inset", default: 30, in: 0...400)
    cornerRadius = try o.number("cornerRadius", default: 24, in: 0...200)
  }
}
