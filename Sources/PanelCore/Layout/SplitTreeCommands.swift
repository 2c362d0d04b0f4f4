/// A program's call on a split's visibility (PanelLabKit's `SplitViewStore.panesVisible`), as a
/// command: `{"split": ID, "panesVisible": "both|primary|secondary"}`.
extension SplitTree: CommandableComponent {
  /// Shows the panes the command names, as the store's `updatePanesVisibility` does.
  public mutating func perform(_ command: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(command, path: "command", keys: ["split", "panesVisible"])
    guard let id = o["split"]?.string, root.splits.contains(where: { $0.id == id }) else {
      throw o.error("split", "expected the id of a split in the scene (known: \(root.splits.map(\.id).joined(separator: "|")))")
    }
    guard o["panesVisible"] != nil else { throw o.error("panesVisible", "missing (both|primary|secondary)") }
    setVisible(id, try o.choice("panesVisible", default: .both))
  }
}
