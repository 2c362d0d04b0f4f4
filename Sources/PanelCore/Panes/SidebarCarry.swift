/// The rule that keeps the way back when the sidebar switches to a scene that has no sidebar of its
/// own: the new scene takes the current scene's list of scenes and, when its layout shows no
/// sidebar pane, the split that holds the current sidebar, wrapped around its own layout (or around
/// its main view when it has no layout). Saving the scene (Ctrl+S) takes the carried parts out again,
/// so the user's file keeps the layout it had.
public enum SidebarCarry {
  /// `next` (a scene's JSON as its file has it) with `current`'s sidebar list and sidebar split added
  /// where `next` has none; `next` as it is when `current` has no sidebar to carry.
  public static func carrying(into next: JSONValue, from current: JSONValue) -> JSONValue {
    guard let list = current["sidebar"] else { return next }
    var json = next
    if json["sidebar"] == nil { json = json.replacingMember("sidebar", with: list) }
    guard !shows(.sidebar, json["layout"]), let (split, sidebarFirst) = sidebarSplit(in: current["layout"]) else { return json }
    let own = json["layout"] ?? .object(["view": .string("main")])
    let id = freshID(split["id"]?.string ?? "sidebar", avoiding: splitIDs(in: own))
    let sidebar = JSONValue.object(["view": .string("sidebar")])
    let wrapped = JSONValue.object([
      "split": split.replacingMember("id", with: .string(id)),
      "primary": sidebarFirst ? sidebar : own,
      "secondary": sidebarFirst ? own : sidebar,
    ])
    return json.replacingMember("layout", with: wrapped)
  }

  /// `current` with its sidebar's scene names (the list, the groups' lists and `current`) passed
  /// through `rename`: the host rebases them onto the folder of a scene in another folder before
  /// carrying them there, so the names still lead to the same files.
  public static func rebasing(_ current: JSONValue, _ rename: (String) -> String) -> JSONValue {
    guard var sidebar = current["sidebar"] else { return current }
    func names(_ v: JSONValue?) -> JSONValue? {
      guard case .array(let items)? = v?.kind else { return v }
      return .array(items.map { item in item.string.map { .string(rename($0)) } ?? item })
    }
    if let list = names(sidebar["scenes"]) { sidebar = sidebar.replacingMember("scenes", with: list) }
    if case .array(let groups)? = sidebar["groups"]?.kind {
      sidebar = sidebar.replacingMember("groups", with: .array(groups.map { g in names(g["scenes"]).map { g.replacingMember("scenes", with: $0) } ?? g }))
    }
    if let c = sidebar["current"]?.string { sidebar = sidebar.replacingMember("current", with: .string(rename(c))) }
    return current.replacingMember("sidebar", with: sidebar)
  }

  /// `json` (the live scene) with what `carrying` added taken out again, going by `original` (the
  /// scene's file): the file's sidebar list and, when the file's layout showed no sidebar, the
  /// layout inside the carried split (with whatever the user changed in it).
  public static func removing(from json: JSONValue, original: JSONValue) -> JSONValue {
    var json = json.replacingMember("sidebar", with: original["sidebar"])
    guard !shows(.sidebar, original["layout"]), let layout = json["layout"], layout["split"] != nil,
      let primary = layout["primary"], let secondary = layout["secondary"]
    else { return json }
    let own: JSONValue
    if primary["view"]?.string == "sidebar" { own = secondary }
    else if secondary["view"]?.string == "sidebar" { own = primary }
    else { return json }
    // A file without a layout gets none back while its own part is still the bare main view.
    let restored: JSONValue? = original["layout"] == nil && own["view"]?.string == "main" ? nil : own
    return json.replacingMember("layout", with: restored)
  }

  /// Whether a layout's JSON has a pane showing `view`.
  private static func shows(_ view: LayoutNode.View, _ layout: JSONValue?) -> Bool {
    guard let layout else { return false }
    if let v = layout["view"]?.string { return v == view.rawValue }
    return shows(view, layout["primary"]) || shows(view, layout["secondary"])
  }

  /// The `split` object of the split one of whose panes is the sidebar, and whether the sidebar is its
  /// primary pane.
  private static func sidebarSplit(in layout: JSONValue?) -> (JSONValue, Bool)? {
    guard let layout, let split = layout["split"] else { return nil }
    if layout["primary"]?["view"]?.string == "sidebar" { return (split, true) }
    if layout["secondary"]?["view"]?.string == "sidebar" { return (split, false) }
    return sidebarSplit(in: layout["primary"]) ?? sidebarSplit(in: layout["secondary"])
  }

  /// The ids of the splits in a layout's JSON, in tree order.
  private static func splitIDs(in layout: JSONValue?) -> [String] {
    guard let layout, layout["split"] != nil else { return [] }
    return [layout["split"]?["id"]?.string].compactMap { $0 } + splitIDs(in: layout["primary"]) + splitIDs(in: layout["secondary"])
  }

  /// `id`, or `id-2`, `id-3`, … when the new scene's own layout already uses it.
  private static func freshID(_ id: String, avoiding taken: [String]) -> String {
    var candidate = id
    var n = 1
    while taken.contains(candidate) {
      n += 1
      candidate = "\(id)-\(n)"
    }
    return candidate
  }
}
