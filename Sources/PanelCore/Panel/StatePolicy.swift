/// A delegate's answer that depends on the panel's state, as a scene key: `true` (every state),
/// `false` (none) or a list of state names. FloatingPanel's `floatingPanel(_:shouldAllowToScroll:in:)`
/// and PanModal's `shouldRespond(to:)` are answered this way.
public enum StatePolicy: Hashable, Sendable {
  /// In every state.
  case always
  /// In no state.
  case never
  /// In these states only.
  case states([PanelState])

  /// Whether the answer is yes in `state`.
  public func allows(_ state: PanelState) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .states(let list): return list.contains(state)
    }
  }

  /// Reads `key` of `o` (nil when absent): `true`, `false`, or an array of `known` state names.
  static func read(_ o: ConfigObject, key: String, known: [PanelState]) throws(ConfigError) -> StatePolicy? {
    guard let v = o[key] else { return nil }
    if case .bool(let b) = v.kind { return b ? .always : .never }
    guard case .array(let items) = v.kind else { throw o.error(key, "expected true, false or an array of state names, got \(v.kindName)") }
    var list: [PanelState] = []
    for (i, item) in items.enumerated() {
      let path = o.path(key) + "[\(i)]"
      let name = try ConfigObject.string(item, path: path)
      guard let state = known.first(where: { $0.name == name }) else {
        throw ConfigError(path: path, line: item.line, message: "unknown state \"\(name)\" (known: \(known.map(\.name).joined(separator: "|")))")
      }
      if !list.contains(state) { list.append(state) }
    }
    return .states(list)
  }
}
