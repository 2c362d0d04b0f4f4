/// The Today feed of cards.
public struct FeedConfig: Hashable, Sendable {
  /// How many cards the feed holds.
  public var cards: Int = 12
  /// The user's pictures for the first cards, in order (card 0 shows the first); cards past the
  /// list keep their built-in artwork.
  public var images: [String] = []
  /// How each picture fills its card's artwork.
  public var imageMode = ImageMode.fill

  /// The default feed.
  public init() {}

  /// Reads `main.feed`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["cards", "images", "imageMode"])
    cards = try o.integer("cards", default: 12, in: 0...1000)
    if let items = try o.array("images") {
      guard items.count <= cards else {
        throw o.error("images", "there are \(cards) cards, got \(items.count) images (they apply to the cards in order)")
      }
      images = try items.enumerated().map { (i, v) throws(ConfigError) in
        try ConfigObject.imageName(v, path: o.path("images") + "[\(i)]")
      }
    }
    imageMode = try o.choice("imageMode", default: .fill)
    if o["imageMode"] != nil && images.isEmpty { throw o.error("imageMode", "needs \"images\" beside it") }
  }
}
