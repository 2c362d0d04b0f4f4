/// The accessory controller's calls as commands (PanelLabKit's `TabBarAccessoryController`), so a
/// program's session replays without it.
///
/// One key names the call, `animated` rides beside it: `{"setContent": "plus", "position":
/// "center"}`, `{"removeContent": true}`, `{"setPosition": "leading"}`, `{"setHidden": true}`,
/// `{"performContentUpdate": {"title": "…", "isPlaying": false}}`, `{"setTabBarHidden": true}`.
extension TabBarModel: CommandableComponent {
  /// Carries out one accessory or tab-bar call.
  public mutating func perform(_ command: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(
      command, path: "command",
      keys: ["setContent", "position", "removeContent", "setPosition", "setHidden", "performContentUpdate", "setTabBarHidden", "animated"])
    let calls = ["setContent", "removeContent", "setPosition", "setHidden", "performContentUpdate", "setTabBarHidden"].filter { o[$0] != nil }
    guard calls.count == 1 else {
      throw ConfigError(path: "command", line: command.line, message: "expected one of setContent, removeContent, setPosition, setHidden, performContentUpdate, setTabBarHidden")
    }
    guard calls[0] == "setContent" || o["position"] == nil else { throw o.error("position", "only setContent takes a position") }
    let animated = try o.bool("animated", default: calls[0] == "performContentUpdate")
    switch calls[0] {
    case "setContent":
      let kind: AccessoryContent.Kind = try o.choice("setContent", default: .plus)
      if kind == .image && accessoryConfig?.image == nil { throw o.error("setContent", "image content needs main.accessory.image in the scene") }
      let position: AccessoryConfig.Position? = o["position"] == nil ? nil : try o.choice("position", default: .trailing)
      setContent(kind, position: position, animated: animated)
    case "removeContent":
      removeContent(animated: animated)
    case "setPosition":
      setPosition(try o.choice("setPosition", default: .trailing), animated: animated)
    case "setHidden":
      setHidden(try o.bool("setHidden", default: false), animated: animated)
    case "performContentUpdate":
      guard let u = try o.object("performContentUpdate", keys: ["title", "isPlaying"]) else { return }
      let title = u["title"] == nil ? nil : try u.string("title", default: "")
      let playing = u["isPlaying"] == nil ? nil : try u.bool("isPlaying", default: true)
      performContentUpdate(animated: animated) { content in
        if let title { content.title = title }
        if let playing { content.isPlaying = playing }
      }
    default:
      setTabBarHidden(try o.bool("setTabBarHidden", default: false), animated: animated)
    }
  }
}
