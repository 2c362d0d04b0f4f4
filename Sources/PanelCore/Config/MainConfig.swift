/// The main content view: the feed and the components that float over it.
public struct MainConfig: Hashable, Sendable {
  /// The user's picture behind everything in the main view (under the feed, or the whole view
  /// without one), if any.
  public var image: Picture?
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
  /// The software keyboard's heights, if the scene sets them.
  public var keyboard: KeyboardConfig?

  /// An empty main view.
  public init() {}

  /// Reads `main` from a scene file.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(
      json, path: path, keys: ["image", "imageMode", "feed", "safeArea", "tabBar", "accessory", "panels", "sheet", "keyboard"])
    image = try o.picture()
    feed = try o["feed"].map { v throws(ConfigError) in try FeedConfig(json: v, path: o.path("feed")) }
    safeArea = try o.insets("safeArea")
    tabBar = try o["tabBar"].map { v throws(ConfigError) in try TabBarConfig(json: v, path: o.path("tabBar")) }
    accessory = try o["accessory"].map { v throws(ConfigError) in
      try AccessoryConfig(json: v, path: o.path("accessory"))
    }
    var seen: Set<String> = []
    let panelItems = try o.array("panels") ?? []
    guard panelItems.count <= Limits.panels else {
      throw o.error("panels", "at most \(Limits.panels) panels, got \(panelItems.count)")
    }
    for (i, item) in panelItems.enumerated() {
      let panel = try PanelConfig(json: item, path: o.path("panels") + "[\(i)]", index: i)
      guard seen.insert(panel.id).inserted else {
        throw ConfigError(path: o.path("panels") + "[\(i)].id", line: item.line, message: "duplicate panel id \"\(panel.id)\"")
      }
      panels.append(panel)
    }
    sheet = try o["sheet"].map { v throws(ConfigError) in try SheetConfig(json: v, path: o.path("sheet")) }
    // The sheet's controls are `sheet/0`, `sheet/1`, …: a panel named "sheet" would share their ids.
    if sheet?.controls.isEmpty == false, let i = panels.firstIndex(where: { $0.id == "sheet" }) {
      let item = panelItems[i]
      throw ConfigError(path: o.path("panels") + "[\(i)].id", line: item["id"]?.line ?? item.line, message: "\"sheet\" is the id of the sheet's controls (sheet/0, …); name the panel otherwise")
    }
    keyboard = try o["keyboard"].map { v throws(ConfigError) in try KeyboardConfig(json: v, path: o.path("keyboard")) }
  }
}
