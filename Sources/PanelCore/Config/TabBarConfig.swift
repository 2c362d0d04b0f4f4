/// The tab bar along the bottom of the main view.
public struct TabBarConfig: Hashable, Sendable {
  /// One tab: its title and the feed it shows (nil: the scene's `main.feed`).
  public struct Tab: Hashable, Sendable {
    /// The label under the icon.
    public var title: String
    /// The tab's own feed.
    public var feed: FeedConfig?

    /// A tab titled `title`.
    public init(_ title: String, feed: FeedConfig? = nil) {
      self.title = title
      self.feed = feed
    }
  }

  /// The tabs, left to right (right to left when mirrored).
  public var tabs: [Tab] = ["Today", "Games", "Apps", "Search"].map { Tab($0) }
  /// Which way a scroll of the feed hides the bar (minimises it, in the inline accessory style):
  /// UIKit's `tabBarMinimizeBehavior`.
  public enum ScrollHiding: String, Hashable, Sendable, CaseIterable {
    /// Scrolling never hides it (`false`).
    case never
    /// Scrolling down hides it; back up, or reaching the top, shows it (`true`, `"down"`).
    case down
    /// Scrolling up hides it; back down shows it (`"up"`: UIKit's `.onScrollUp`).
    case up
  }

  /// Which way scrolling the feed hides the bar (a click on the strip brings it back).
  public var scrollHiding = ScrollHiding.down
  /// Whether scrolling the feed hides the bar at all.
  public var hideOnScroll: Bool { scrollHiding != .never }
  /// The tab selected at first.
  public var selected = 0
  /// Width of the bar minimised into a capsule, in the inline accessory style (iOS 26 look; Apple
  /// publishes no figure: read off screenshots).
  public var minimizedWidth = 64.0
  /// Height of that capsule and of the inline accessory beside it (also read off screenshots).
  public var minimizedHeight = 48.0

  /// The default tab bar.
  public init() {}

  /// Reads `main.tabBar`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["tabs", "hideOnScroll", "selected", "minimizedWidth", "minimizedHeight"])
    if let items = try o.array("tabs") {
      guard (1...8).contains(items.count) else { throw o.error("tabs", "needs 1 to 8 tabs, got \(items.count)") }
      tabs = try items.enumerated().map { (i, v) throws(ConfigError) -> Tab in
        let p = o.path("tabs") + "[\(i)]"
        if v.string != nil { return Tab(try ConfigObject.string(v, path: p)) }
        guard v.members != nil else {
          throw ConfigError(path: p, line: v.line, message: "expected a title or {\"title\", \"feed\"}, got \(v.kindName)")
        }
        let t = try ConfigObject(v, path: p, keys: ["title", "feed"])
        guard t["title"] != nil else { throw ConfigError(path: p, line: v.line, message: "a tab needs a \"title\"") }
        return Tab(
          try t.string("title", default: ""),
          feed: try t["feed"].map { f throws(ConfigError) in try FeedConfig(json: f, path: t.path("feed")) })
      }
    }
    scrollHiding = try o.flag("hideOnScroll", default: .down, ifTrue: .down, ifFalse: .never, names: [("down", .down), ("up", .up)])
    selected = try o.integer("selected", default: 0, in: 0...7)
    guard selected < tabs.count else { throw o.error("selected", "there are \(tabs.count) tabs, got index \(selected)") }
    minimizedWidth = try o.number("minimizedWidth", default: 64, in: 32...400)
    minimizedHeight = try o.number("minimizedHeight", default: 48, in: 24...100)
  }
}
