/// The panel's commands: FloatingPanelController's `move(to:animated:)` and the delegate's answers.
///
/// `{"move": "half", "animated": true}` moves; `{"targetState": "full"}`, `{"removes": false}` and
/// `{"refusesDrag": true}` answer the next release or the press in progress.
extension PanelModel: CommandableComponent {
  /// Carries out one command object; its one key says which.
  public mutating func perform(_ command: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(command, path: "command", keys: ["move", "animated", "targetState", "removes", "refusesDrag"])
    if o["move"] != nil {
      let target = try knownState(o, "move")
      guard target == .hidden || layout.anchors[target] != nil else {
        throw o.error("move", "state \"\(target.name)\" has no anchor in panel \"\(config.id)\"")
      }
      move(to: target, animated: try o.bool("animated", default: false))
    } else if o["targetState"] != nil {
      let target = try knownState(o, "targetState")
      guard layout.validStates.contains(target) else {
        throw o.error("targetState", "state \"\(target.name)\" has no anchor in panel \"\(config.id)\"")
      }
      answers.targetState = target
    } else if o["removes"] != nil {
      let removes = try o.bool("removes", default: false)
      answers.removes = removes
    } else if o["refusesDrag"] != nil {
      let refuses = try o.bool("refusesDrag", default: false)
      answers.refusesDrag = refuses
    } else {
      throw ConfigError(path: "command", line: command.line, message: "expected move, targetState, removes or refusesDrag")
    }
  }

  private func knownState(_ o: ConfigObject, _ key: String) throws(ConfigError) -> PanelState {
    guard let v = o[key], let name = v.string else { throw o.error(key, "expected a state name") }
    guard let state = config.knownStates.first(where: { $0.name == name }) else {
      throw o.error(key, "unknown state \"\(name)\" (known: \(config.knownStates.map(\.name).joined(separator: "|")))")
    }
    return state
  }
}
