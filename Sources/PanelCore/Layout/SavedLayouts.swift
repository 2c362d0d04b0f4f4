/// Split positions and visibility kept between launches, per scene: the contents of the layout
/// state file, as a value (the host reads and writes the file).
///
/// Each scene's entry is keyed by the scene (its file's path, or `demo` for the built-in scene) and
/// carries the tree's fingerprint (views, split ids, orientations); it is applied only to a scene
/// whose tree still has that fingerprint, so a scene whose tree changed starts from its own
/// `position` and `visible` again.
public struct SavedLayouts: Hashable, Sendable {
  /// The file's `format`.
  public static let format = "panellab-layout-state"
  /// The file's `version`.
  public static let version = 1

  /// One split's saved state.
  public struct Split: Hashable, Sendable {
    /// Divider position, a fraction of the span.
    public var position: Double
    /// Which panes show.
    public var visible: SplitConfig.Visible
  }

  /// One scene's saved layout.
  public struct Entry: Hashable, Sendable {
    /// The tree the state was saved from (`LayoutNode.fingerprint`).
    public var fingerprint: String
    /// Each split's state, by id.
    public var splits: [String: Split]
  }

  /// The saved layouts, by scene key.
  public private(set) var scenes: [String: Entry] = [:]

  /// Nothing saved.
  public init() {}

  /// Reads a state file's JSON; anything that is not this format throws, naming the key.
  public init(json: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(json, path: "", keys: ["format", "version", "scenes"])
    guard try o.string("format", default: "") == Self.format else { throw o.error("format", "not \"\(Self.format)\"") }
    guard try o.integer("version", default: 0, in: 0...Int.max) == Self.version else {
      throw o.error("version", "not version \(Self.version)")
    }
    guard let scenes = o["scenes"]?.members else { throw o.error("scenes", "missing or not an object") }
    for scene in scenes {
      let path = o.path("scenes") + "." + scene.key
      let e = try ConfigObject(scene.value, path: path, keys: ["fingerprint", "splits"])
      guard let splitMembers = e["splits"]?.members else { throw e.error("splits", "missing or not an object") }
      var splits: [String: Split] = [:]
      for s in splitMembers {
        let c = try ConfigObject(s.value, path: e.path("splits") + "." + s.key, keys: ["position", "visible"])
        splits[s.key] = Split(position: try c.number("position", default: 0.5, in: 0...1), visible: try c.choice("visible", default: .both))
      }
      self.scenes[scene.key] = Entry(fingerprint: try e.string("fingerprint", default: ""), splits: splits)
    }
  }

  /// The file's JSON, scenes and splits in name order so equal states give equal files.
  public var json: JSONValue {
    .object([
      .init("format", .string(Self.format)), .init("version", .number(Double(Self.version))),
      .init(
        "scenes",
        .object(
          scenes.sorted { $0.key < $1.key }.map { key, entry in
            .init(
              key,
              .object([
                .init("fingerprint", .string(entry.fingerprint)),
                .init(
                  "splits",
                  .object(
                    entry.splits.sorted { $0.key < $1.key }.map { id, s in
                      .init(id, .object([.init("position", .number(s.position)), .init("visible", .string(s.visible.rawValue))]))
                    })),
              ]))
          })),
    ])
  }

  /// Saves the live state of `tree` as scene `key`'s layout.
  public mutating func save(_ tree: LayoutNode, for key: String) {
    scenes[key] = Entry(
      fingerprint: tree.fingerprint,
      splits: Dictionary(uniqueKeysWithValues: tree.splits.map { ($0.id, Split(position: $0.position, visible: $0.visible)) }))
  }

  /// `config` with scene `key`'s saved positions and visibility written into its JSON (so a
  /// recording's header carries them), or nil when nothing applies: no entry, a tree that changed
  /// shape, or nothing different.
  public func restoring(_ config: SceneConfig, for key: String) -> SceneConfig? {
    guard let entry = scenes[key], let tree = config.layout, tree.fingerprint == entry.fingerprint else { return nil }
    var json = config.json
    for (split, path) in zip(tree.splits, tree.splitKeyPaths()) {
      guard let saved = entry.splits[split.id], saved != Split(position: split.position, visible: split.visible),
        let withPosition = json.setting(path + ".position", to: .number(saved.position)),
        let withBoth = withPosition.setting(path + ".visible", to: .string(saved.visible.rawValue))
      else { continue }
      json = withBoth
    }
    guard json != config.json else { return nil }
    return try? SceneConfig(json: json)
  }
}
