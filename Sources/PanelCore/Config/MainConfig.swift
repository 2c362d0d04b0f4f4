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

  /// The keys `main` takes.
  static let keys: Set<String> = ["image", "imageMode", "feed", "safeArea", "tabBar", "accessory", "panels", "sheet", "keyboard"]

  /// Reads `main` from a scene file.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: Self.keys)
    // In the order of the file format, so the first bad key is the one reported.
    for key in ["image", "feed", "safeArea", "tabBar", "accessory", "panels", "sheet", "keyboard"] { try read(key, of: o) }
  }

  /// Reads member `key` of `main` (`o`) again (`image` and `imageMode` together), leaving the others.
  mutating func read(_ key: String, of o: ConfigObject) throws(ConfigError) {
    switch key {
    case "image", "imageMode": image = try o.picture()
    case "feed": feed = try o["feed"].map { v throws(ConfigError) in try FeedConfig(json: v, path: o.path("feed")) }
    case "safeArea": safeArea = try o.insets("safeArea")
    case "tabBar": tabBar = try o["tabBar"].map { v throws(ConfigError) in try TabBarConfig(json: v, path: o.path("tabBar")) }
    case "accessory":
      accessory = try o["accessory"].map { v throws(ConfigError) in try AccessoryConfig(json: v, path: o.path("accessory")) }
    case "panels":
      let panelItems = try o.array("panels") ?? []
      guard panelItems.count <= Limits.panels else {
        throw o.error("panels", "at most \(Limits.panels) panels, got \(panelItems.count)")
      }
      panels = []
      for (i, item) in panelItems.enumerated() {
        panels.append(try PanelConfig(json: item, path: o.path("panels") + "[\(i)]", index: i))
        try checkUniqueID(ofPanel: i, item)
        try checkParent(ofPanel: i, item)
      }
    case "sheet":
      sheet = try o["sheet"].map { v throws(ConfigError) in try SheetConfig(json: v, path: o.path("sheet")) }
      try checkSheetControlIDs(in: o)
    case "keyboard": keyboard = try o["keyboard"].map { v throws(ConfigError) in try KeyboardConfig(json: v, path: o.path("keyboard")) }
    default: break
    }
  }

  /// Reads only the `behavior` of panel `index` again from `item`, for an edit inside it: nothing
  /// else of the panel or the scene reads the behaviour, so the rest is as it was read.
  mutating func read(behaviorOfPanel index: Int, _ item: JSONValue) throws(ConfigError) {
    panels[index].behavior = try PanelConfig.behavior(in: ConfigObject(checked: item, path: "main.panels[\(index)]"))
  }

  /// Reads panel `index` of `main.panels` again from `item`, leaving the others.
  mutating func read(panel index: Int, _ item: JSONValue) throws(ConfigError) {
    panels[index] = try PanelConfig(json: item, path: "main.panels[\(index)]", index: index)
    try checkUniqueID(ofPanel: index, item)
    // A new id or new controls may break another panel's `parent`: any refusal here makes the
    // edit a whole reading, which names the scene's first error with its own line.
    for i in panels.indices { try checkParent(ofPanel: i, item) }
  }

  /// Refuses a `parent` that is not an earlier panel (a nested panel lies over its parent, so the
  /// parent comes first, bottom-most first), and controls in a parent: the panel nested in it
  /// would lie over them, and its surface would have to keep the press from them. A nested panel
  /// holds controls as any panel does.
  private func checkParent(ofPanel index: Int, _ item: JSONValue) throws(ConfigError) {
    let path = "main.panels[\(index)]"
    guard let parent = panels[index].parent else {
      if !panels[index].content.controls.isEmpty, panels[(index + 1)...].contains(where: { $0.parent == panels[index].id }) {
        throw ConfigError(path: path + ".content.controls", line: item.line, message: "a panel with a panel nested in it holds no controls")
      }
      return
    }
    let line = item["parent"]?.line ?? item.line
    guard let p = panels[..<index].firstIndex(where: { $0.id == parent }) else {
      throw ConfigError(
        path: path + ".parent", line: line,
        message: "no panel \"\(parent)\" before this one (a nested panel names an earlier panel, which lies under it)")
    }
    if !panels[p].content.controls.isEmpty {
      throw ConfigError(path: path + ".parent", line: line, message: "panel \"\(parent)\" holds controls; a panel with a panel nested in it holds none")
    }
  }

  /// Refuses a panel named "sheet" while the sheet has controls: theirs are `sheet/0`, `sheet/1`, …,
  /// which a panel named "sheet" would share (`o`: `main`).
  func checkSheetControlIDs(in o: ConfigObject) throws(ConfigError) {
    guard sheet?.controls.isEmpty == false, let i = panels.firstIndex(where: { $0.id == "sheet" }), let items = try o.array("panels"), items.indices.contains(i)
    else { return }
    let item = items[i]
    throw ConfigError(path: o.path("panels") + "[\(i)].id", line: item["id"]?.line ?? item.line, message: "\"sheet\" is the id of the sheet's controls (sheet/0, …); name the panel otherwise")
  }

  /// Refuses panel `index` when a panel before it has its id (the first of two keeps it).
  private func checkUniqueID(ofPanel index: Int, _ item: JSONValue) throws(ConfigError) {
    let id = panels[index].id
    if let other = panels.indices.first(where: { $0 != index && panels[$0].id == id }) {
      // The later of the two is the duplicate, as a reading from the top finds it.
      let later = Swift.max(index, other)
      throw ConfigError(path: "main.panels[\(later)].id", line: later == index ? item.line : 0, message: "duplicate panel id \"\(id)\"")
    }
  }
}
