/// The sidebar's list of scenes (top-level `sidebar`): files the lab switches between.
public struct SidebarConfig: Hashable, Sendable {
  /// Most scenes a sidebar lists.
  public static let maximumScenes = 64

  /// Scene files, relative to the folder of the scene that lists them (the built-in demo's folder
  /// is `assets/scenes`).
  public var scenes: [String] = []
  /// The entry shown as the scene in use, or nil when none of them is.
  public var current: String?

  /// An empty list.
  public init() {}

  /// Reads `sidebar`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["scenes", "current"])
    if let items = try o.array("scenes") {
      guard items.count <= Self.maximumScenes else {
        throw o.error("scenes", "lists \(items.count) scenes, at most \(Self.maximumScenes) fit")
      }
      scenes = try items.enumerated().map { (i, v) throws(ConfigError) -> String in
        let p = o.path("scenes") + "[\(i)]"
        let name = try ConfigObject.string(v, path: p)
        guard !name.isEmpty else { throw ConfigError(path: p, line: v.line, message: "a scene file name cannot be empty") }
        return name
      }
    }
    if o["current"] != nil {
      let name = try o.string("current", default: "")
      guard scenes.contains(name) else { throw o.error("current", "\"\(name)\" is not one of the listed scenes") }
      current = name
    }
  }

  /// The title a scene file shows under: its name without folder or extension, words capitalised
  /// (`app-store.json` → "App Store").
  public static func title(of file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
    return stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
