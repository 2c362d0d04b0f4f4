/// The sidebar's list of scenes (top-level `sidebar`): files the lab switches between.
public struct SidebarConfig: Hashable, Sendable {
  /// Most scenes a sidebar lists, its groups' included.
  public static let maximumScenes = 64
  /// Most groups a sidebar holds.
  public static let maximumGroups = 8

  /// A titled group of scenes listed under the others (`sidebar.groups[]`), shown folded until
  /// its header is clicked: the conflict scenes of `assets/conflicts` under "Conflicts".
  public struct Group: Hashable, Sendable {
    /// The header's title.
    public var title: String
    /// Its entries' places in `scenes`.
    public var range: Range<Int>
  }

  /// Scene files, relative to the folder of the scene that lists them (the built-in demo's folder
  /// is `assets/scenes`): `sidebar.scenes`, then each group's.
  public var scenes: [String] = []
  /// The groups, in order; the entries of `scenes` before the first group's belong to none.
  public var groups: [Group] = []
  /// The entry shown as the scene in use, or nil when none of them is.
  public var current: String?

  /// An empty list.
  public init() {}

  /// Reads `sidebar`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["scenes", "groups", "current"])
    if let items = try o.array("scenes") { scenes = try Self.names(items, in: o) }
    if let items = try o.array("groups") {
      guard items.count <= Self.maximumGroups else { throw o.error("groups", "\(items.count) groups, at most \(Self.maximumGroups)") }
      for (i, item) in items.enumerated() {
        let g = try ConfigObject(item, path: o.path("groups") + "[\(i)]", keys: ["title", "scenes"])
        let title = try g.string("title", default: "")
        guard !title.isEmpty else { throw g.error("title", "a group needs a title") }
        let start = scenes.count
        scenes += try Self.names(try g.array("scenes") ?? [], in: g, before: start)
        groups.append(Group(title: title, range: start..<scenes.count))
      }
    }
    if o["current"] != nil {
      let name = try o.string("current", default: "")
      guard scenes.contains(name) else { throw o.error("current", "\"\(name)\" is not one of the listed scenes") }
      current = name
    }
  }

  /// The scene file names of the array `items` at `o`'s `scenes`, with `before` entries listed before them.
  private static func names(_ items: [JSONValue], in o: ConfigObject, before: Int = 0) throws(ConfigError) -> [String] {
    guard before + items.count <= maximumScenes else {
      throw o.error("scenes", "lists \(before + items.count) scenes\(before > 0 ? " in all" : ""), at most \(maximumScenes) fit")
    }
    return try items.enumerated().map { (i, v) throws(ConfigError) -> String in
      let p = o.path("scenes") + "[\(i)]"
      let name = try ConfigObject.string(v, path: p)
      guard !name.isEmpty else { throw ConfigError(path: p, line: v.line, message: "a scene file name cannot be empty") }
      return name
    }
  }

  /// The places in `scenes` of the entries in no group (`sidebar.scenes` itself).
  public var ungrouped: Range<Int> { 0..<(groups.first?.range.lowerBound ?? scenes.count) }

  /// The group holding entry `index` of `scenes`, if any.
  public func group(of index: Int) -> Int? { groups.firstIndex { $0.range.contains(index) } }

  /// The title a scene file shows under: its name without folder or extension, words capitalised
  /// (`app-store.json` → "App Store").
  public static func title(of file: String) -> String {
    fileName(of: file).split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }

  /// The title a grouped scene shows under: its file's name without folder or extension, as it is
  /// (`../conflicts/fp-76-carousel-in-panel.json` → "fp-76-carousel-in-panel"), so a row names the
  /// issue and the file it opens, as the README's conflict table does.
  public static func fileName(of file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    return base.hasSuffix(".json") ? String(base.dropLast(5)) : base
  }
}
