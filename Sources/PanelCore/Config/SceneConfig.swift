/// Everything a scene file says: which components exist and how they are tuned.
///
/// A component the file does not name is absent; inside a named component every omitted key takes
/// its default. `json` keeps the source so recordings can embed exactly the scene they used.
public struct SceneConfig: Hashable, Sendable {
  /// Window size in points.
  public var window: Size
  /// Pixels per point; nil means the display's (headless: 1).
  public var scale: Double?
  /// Frames per second of the simulated device's display (60, or 120 for ProMotion): FloatingPanel's
  /// attraction spring steps once per frame of it.
  public var refreshRate: Int
  /// Model seconds per second of input: 1 normal, 0.5 … 0.1 slow motion, 0 paused (input is still
  /// handled at once; only animations slow down).
  public var timeScale: Double
  /// Whether animations are replaced by cross-fades where the platform would.
  public var reduceMotion: Bool
  /// Whether the layout is mirrored for right-to-left languages.
  public var rightToLeft: Bool
  /// The simulated device whose size the main view takes; nil means it fills its pane.
  public var device: DeviceConfig?
  /// The split-view tree; nil means the main view fills the window.
  public var layout: LayoutNode?
  /// The scenes the sidebar lists; nil when the scene lists none.
  public var sidebar: SidebarConfig?
  /// The main content view and what floats over it.
  public var main: MainConfig
  /// Whether the trace and the event log show each press's arena: who joined, who won and why.
  public var showArena: Bool
  /// The JSON this config was read from.
  public var json: JSONValue

  /// The top-level keys of a scene, in the order a reading takes them.
  static let keys = ["window", "scale", "refreshRate", "timeScale", "reduceMotion", "rightToLeft", "showArena", "device", "layout", "sidebar", "main"]
  /// The same keys, for the check of a scene's object.
  static let keySet = Set(keys)

  /// Reads and validates a scene config.
  public init(json: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(json, path: "", keys: Self.keySet)
    window = Size(width: 1280, height: 800)
    refreshRate = 60
    timeScale = 1
    reduceMotion = false
    rightToLeft = false
    showArena = false
    main = MainConfig()
    self.json = json
    for key in Self.keys { try read(key, of: o) }
    try checkKeyboardFits()
  }

  /// Reads top-level key `key` of the scene (`o`) again, leaving the others.
  mutating func read(_ key: String, of o: ConfigObject) throws(ConfigError) {
    switch key {
    case "window":
      if let w = try o.object("window", keys: ["width", "height"]) {
        window = Size(
          width: try w.number("width", default: 1280, in: Ranges.window),
          height: try w.number("height", default: 800, in: Ranges.window))
      } else {
        window = Size(width: 1280, height: 800)
      }
    case "scale": scale = try o.optionalNumber("scale", in: Ranges.scale)
    case "refreshRate":
      refreshRate = try o.integer("refreshRate", default: 60, in: 60...120)
      guard refreshRate == 60 || refreshRate == 120 else { throw o.error("refreshRate", "must be 60 or 120, got \(refreshRate)") }
    case "timeScale": timeScale = try o.number("timeScale", default: 1, in: 0...4)
    case "reduceMotion": reduceMotion = try o.bool("reduceMotion", default: false)
    case "rightToLeft": rightToLeft = try o.bool("rightToLeft", default: false)
    case "showArena": showArena = try o.bool("showArena", default: false)
    case "device":
      // `null` is how the sidebar's "Fill the pane" takes a device away.
      device = try o["device"].flatMap { v throws(ConfigError) in v.kind == .null ? nil : try DeviceConfig(json: v, path: "device") }
    case "layout": layout = try o["layout"].map { v throws(ConfigError) in try LayoutNode.parse(v, path: "layout") }
    case "sidebar": sidebar = try o["sidebar"].map { v throws(ConfigError) in try SidebarConfig(json: v, path: "sidebar") }
    case "main": main = try o["main"].map { v throws(ConfigError) in try MainConfig(json: v, path: "main") } ?? MainConfig()
    default: break
    }
  }

  /// Parses scene JSON text; syntax errors come back as a `ConfigError` with a line.
  public static func parse(_ text: String) throws(ConfigError) -> SceneConfig {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw ConfigError(path: "", line: error.line, message: error.message)
    }
    return try SceneConfig(json: value)
  }
}

extension SceneConfig {
  /// The ranges of the scene's top-level numbers that PanelLabKit clamps a program's values
  /// into, in one place so the reader and the clamping cannot drift apart.
  public enum Ranges {
    /// Each side of `window`, points.
    public static let window = 160.0...16_384
    /// `scale`, pixels per point.
    public static let scale = 0.5...4
  }
}
