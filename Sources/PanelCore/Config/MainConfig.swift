/// The main content view: the feed and the components that float over it.
public struct MainConfig: Hashable, Sendable {
  /// The card feed, if present.
  public var feed: FeedConfig?
  /// Insets the content keeps clear of, like a device's safe area.
  public var safeArea: EdgeInsets = .zero
  /// The tab bar, if present.
  public var tabBar: TabBarConfig?
  /// The floating accessory capsule, if present.
  public var accessory: AccessoryConfig?
  /// Floating panels, bottom-most first.
  public var panels: [PanelConfig] = []
  /// The floating sheet, if present.
  public var sheet: SheetConfig?

  /// An empty main view.
  public init() {}

  /// Reads `main` from a scene file.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(
      json, path: path, keys: ["feed", "safeArea", "tabBar", "accessory", "panels", "sheet"])
    feed = try o["feed"].map { v throws(ConfigError) in try FeedConfig(json: v, path: o.path("feed")) }
    safeArea = try o.insets("safeArea")
    tabBar = try o["tabBar"].map { v throws(ConfigError) in try TabBarConfig(json: v, path: o.path("tabBar")) }
    accessory = try o["accessory"].map { v throws(ConfigError) in
      try AccessoryConfig(json: v, path: o.path("accessory"))
    }
    var seen: Set<String> = []
    for (i, item) in (try o.array("panels") ?? []).enumerated() {
      let panel = try PanelConfig(json: item, path: o.path("panels") + "[\(i)]", index: i)
      guard seen.insert(panel.id).inserted else {
        throw ConfigError(path: o.path("panels") + "[\(i)].id", line: item.line, message: "duplicate panel id \"\(panel.id)\"")
      }
      panels.append(panel)
    }
    sheet = try o["sheet"].map { v throws(ConfigError) in try SheetConfig(json: v, path: o.path("sheet")) }
  }
}

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
        guard let s = v.string else {
          throw ConfigError(path: o.path("tabs") + "[\(i)]", line: v.line, message: "expected a string, got \(v.kindName)")
        }
        return s
      }
    }
    hideOnScroll = try o.bool("hideOnScroll", default: true)
  }
}

/// The floating accessory capsule above the tab bar.
public struct AccessoryConfig: Hashable, Sendable {
  /// Where the capsule sits along the bar.
  public enum Position: String, Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
  }

  /// What the capsule shows: a symbol name or a short text.
  public var content = "plus"
  /// Where it sits.
  public var position = Position.trailing
  /// Whether it starts hidden.
  public var hidden = false

  /// The default accessory.
  public init() {}

  /// Reads `main.accessory`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["content", "position", "hidden"])
    content = try o.string("content", default: "plus")
    position = try o.choice("position", default: .trailing)
    hidden = try o.bool("hidden", default: false)
  }
}

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
