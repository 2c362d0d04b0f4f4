/// One `set` edit of a scene config: the value at a key path replaced, and only the part of the
/// scene that path lies in read again — one top-level key, one member of `main`, one panel, or one
/// panel's behaviour — instead of the whole scene, so a slider dragged in the inspector reads one
/// behaviour per tick.
extension SceneConfig {
  /// The config with the value at `path` set to `value`, or nil when the path is malformed or
  /// leads through a non-object or past the end of an array. A bad value is the error a whole
  /// reading of the edited scene gives, and a good one the config a whole reading gives.
  public func setting(_ path: String, to value: JSONValue) throws(ConfigError) -> SceneConfig? {
    guard let edited = json.setting(path, to: value) else { return nil }
    do {
      return try reading(path, of: edited)
    } catch {
      // The part read alone refused the edit: a whole reading names the scene's first error, as
      // loading the edited file would (a reading of one part could find a later one first).
      return try SceneConfig(json: edited)
    }
  }

  /// Reads `edited`, which differs from `json` only at `path`, again where `path` lies.
  private func reading(_ path: String, of edited: JSONValue) throws(ConfigError) -> SceneConfig {
    let steps = JSONValue.parsePath(path) ?? []
    func key(_ i: Int) -> String? { if steps.indices.contains(i), case .key(let k) = steps[i] { k } else { nil } }
    guard let top = key(0), Self.keys.contains(top) else { return try SceneConfig(json: edited) }
    var config = self
    config.json = edited
    let o = try ConfigObject(edited, path: "", keys: Self.keySet)
    if top == "main", let member = key(1), let mainJSON = edited["main"] {
      guard MainConfig.keys.contains(member) else { return try SceneConfig(json: edited) }
      let m = try ConfigObject(mainJSON, path: "main", keys: MainConfig.keys)
      if member == "panels", steps.count >= 3, case .index(let index) = steps[2], config.main.panels.indices.contains(index),
        case .array(let items)? = mainJSON["panels"]?.kind, items.count == config.main.panels.count
      {
        if key(3) == "behavior" {
          try config.main.read(behaviorOfPanel: index, items[index])
        } else {
          try config.main.read(panel: index, items[index])
        }
      } else {
        try config.main.read(member, of: m)
      }
      // The check that reads across members of main: no panel named like the sheet's controls.
      try config.main.checkSheetControlIDs(in: m)
    } else {
      try config.read(top, of: o)
    }
    // The one check that reads across parts: the keyboard must fit the window or the device.
    try config.checkKeyboardFits()
    return config
  }
}
