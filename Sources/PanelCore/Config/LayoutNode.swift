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

  /// Reads a layout node: `{"view": …}` or `{"split": …, "primary": …, "secondary": …}`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    if json["view"] != nil {
      let o = try ConfigObject(json, path: path, keys: ["view"])
      self = .view(try o.choice("view", default: .blank))
      return
    }
    let o = try ConfigObject(json, path: path, keys: ["split", "primary", "secondary"])
    guard let split = o["split"] else { throw ConfigError(path: path, line: json.line, message: "needs \"view\" or \"split\"") }
    guard let primary = o["primary"] else { throw o.error("primary", "missing (a split needs both panes)") }
    guard let secondary = o["secondary"] else { throw o.error("secondary", "missing (a split needs both panes)") }
    self = .split(
      try SplitConfig(json: split, path: o.path("split")),
      primary: try LayoutNode(json: primary, path: o.path("primary")),
      secondary: try LayoutNode(json: secondary, path: o.path("secondary")))
  }
}
