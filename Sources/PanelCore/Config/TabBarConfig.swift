/// The tab bar along the bottom of the main view.
public struct TabBarConfig: Hashable, Sendable {
  /// Tab titles, left to right.
  public var tabs: [String] = ["Today", "Games", "Apps", "Search"]
  /// Whether scrolling the feed down hides the bar (a tap brings it back).
  public var hideOnScroll = true

  /// The default tab bar.
  public init() {}

  /// Reads `main.tabBar`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["tabs", "hideOnScroll"])
    if let items = try o.array("tabs") {
      guard (1...8).contains(items.count) else { throw o.error("tabs", "needs 1 to 8 tabs, got \(items.count)") }
      tabs = try items.enumerated().map { (i, v) throws(ConfigError) in
        try ConfigObject.string(v, path: o.path("tabs") + "[\(i)]")
      }
    }
    hideOnScroll = try o.bool("hideOnScroll", default: true)
  }
}
