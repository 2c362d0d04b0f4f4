/// The Today feed of cards.
public struct FeedConfig: Hashable, Sendable {
  /// How many cards the feed holds.
  public var cards: Int = 12

  /// The default feed.
  public init() {}

  /// Reads `main.feed`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["cards"])
    cards = try o.integer("cards", default: 12, in: 0...1000)
  }
}
