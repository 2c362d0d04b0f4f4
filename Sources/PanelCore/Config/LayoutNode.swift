/// The split-view tree of a scene: either one view or a split of two subtrees.
public indirect enum LayoutNode: Hashable, Sendable {
  /// The views a pane can show.
  public enum View: String, Hashable, Sendable, CaseIterable {
    /// The main content view with its floating components.
    case main
    /// The scene list.
    case sidebar
    /// The parameter inspector.
    case inspector
    /// The live event log.
    case events
    /// An empty pane.
    case blank
  }

  /// A leaf pane showing one view.
  case view(View)
  /// A split into two panes.
  case split(SplitConfig, primary: LayoutNode, secondary: LayoutNode)

  /// Deepest split tree a scene may hold.
  public static let maximumDepth = 16

  /// Reads a layout tree: split ids must be unique (a split without one is `split`, `split2`, … in
  /// tree order), and the tree at most `maximumDepth` splits deep.
  public static func parse(_ json: JSONValue, path: String) throws(ConfigError) -> LayoutNode {
    var counter = 0
    var ids: Set<String> = []
    return try LayoutNode(json: json, path: path, depth: 0, counter: &counter, ids: &ids)
  }

  /// Reads a layout node: `{"view": …}` or `{"split": …, "primary": …, "secondary": …}`.
  init(json: JSONValue, path: String, depth: Int, counter: inout Int, ids: inout Set<String>) throws(ConfigError) {
    if json["view"] != nil {
      let o = try ConfigObject(json, path: path, keys: ["view"])
      self = .view(try o.choice("view", default: .blank))
      return
    }
    let o = try ConfigObject(json, path: path, keys: ["split", "primary", "secondary"])
    guard let split = o["split"] else { throw ConfigError(path: path, line: json.line, message: "needs \"view\" or \"split\"") }
    guard let primary = o["primary"] else { throw o.error("primary", "missing (a split needs both panes)") }
    guard let secondary = o["secondary"] else { throw o.error("secondary", "missing (a split needs both panes)") }
    guard depth < Self.maximumDepth else {
      throw ConfigError(path: path, line: json.line, message: "the split tree is more than \(Self.maximumDepth) splits deep")
    }
    counter += 1
    let config = try SplitConfig(json: split, path: o.path("split"), defaultID: counter == 1 ? "split" : "split\(counter)")
    guard ids.insert(config.id).inserted else {
      throw ConfigError(path: o.path("split") + ".id", line: split.line, message: "duplicate split id \"\(config.id)\"")
    }
    self = .split(
      config,
      primary: try LayoutNode(json: primary, path: o.path("primary"), depth: depth + 1, counter: &counter, ids: &ids),
      secondary: try LayoutNode(json: secondary, path: o.path("secondary"), depth: depth + 1, counter: &counter, ids: &ids))
  }

  /// The splits' configs in tree order (a parent before its children).
  public var splits: [SplitConfig] {
    switch self {
    case .view: return []
    case .split(let c, let p, let s): return [c] + p.splits + s.splits
    }
  }

  /// The views of the tree's panes, in tree order.
  public var views: [View] {
    switch self {
    case .view(let v): return [v]
    case .split(_, let p, let s): return p.views + s.views
    }
  }

  /// The subtree on `side` of split `id`, or nil when the tree has no such split.
  public func side(_ side: SplitConfig.Side, of id: String) -> LayoutNode? {
    guard case .split(let c, let p, let s) = self else { return nil }
    if c.id == id { return side == .primary ? p : s }
    return p.side(side, of: id) ?? s.side(side, of: id)
  }

  /// The key path of each split's object in the scene (`layout.secondary.split`), in tree order.
  public func splitKeyPaths(under path: String = "layout") -> [String] {
    switch self {
    case .view: return []
    case .split(_, let p, let s):
      return [path + ".split"] + p.splitKeyPaths(under: path + ".primary") + s.splitKeyPaths(under: path + ".secondary")
    }
  }

  /// The tree with the split `id`'s config changed by `change`.
  public func updating(_ id: String, _ change: (inout SplitConfig) -> Void) -> LayoutNode {
    switch self {
    case .view: return self
    case .split(var c, let p, let s):
      if c.id == id { change(&c) }
      return .split(c, primary: p.updating(id, change), secondary: s.updating(id, change))
    }
  }

  /// The tree's shape: views, split ids and orientations (what saved layouts are matched on).
  public var fingerprint: String {
    switch self {
    case .view(let v): return v.rawValue
    case .split(let c, let p, let s): return "\(c.id):\(c.orientation.rawValue)(\(p.fingerprint),\(s.fingerprint))"
    }
  }
}
