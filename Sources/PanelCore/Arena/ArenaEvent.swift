/// What the arena reports in a scene that sets `showArena`: one `decided` event per press.
public enum ArenaEvent: ComponentEvent {
  /// The press's arena was decided (or the press ended with nobody in it).
  case decided(ArenaDecision)

  /// The source every arena event is reported under.
  public static let source = ComponentID("arena")

  /// `arena decided` with the members (topmost first), the winner, the rule, the translation and
  /// the log line.
  public func trace(from source: ComponentID) -> EventTrace {
    switch self {
    case .decided(let d):
      let members: [JSONValue] = d.members.map {
        var m: [JSONValue.Member] = [.init("id", .string($0.id.description)), .init("claims", .string(ArenaDecision.claimName($0)))]
        // Only a nested member says so, so every other press reports as before.
        if let host = $0.nestedIn { m.append(.init("nestedIn", .string(host.description))) }
        return .object(m)
      }
      var fields: [JSONValue.Member] = [
        .init("members", .array(members)),
        .init("winner", d.winner.map { .string($0.description) } ?? .null),
      ]
      switch d.rule {
      case .capture: fields.append(.init("rule", .string("capture")))
      case .claim(let slop): fields += [.init("rule", .string("claim")), .init("slop", .number(slop))]
      case .direction(let axis, let slop):
        fields += [
          .init("rule", .string("direction")), .init("axis", .string(ArenaDecision.axesName(axis))), .init("slop", .number(slop)),
        ]
      case .release: fields.append(.init("rule", .string("release")))
      case .longPress(let duration, let movement):
        fields += [
          .init("rule", .string("longPress")), .init("duration", .number(Double(duration) / 1e6)),
          .init("allowableMovement", .number(movement)),
        ]
      }
      fields += [.init("dx", .number(d.translation.x)), .init("dy", .number(d.translation.y)), .init("line", .string(d.line))]
      var trace = EventTrace("decided", from: source, fields)
      trace.summary = d.line
      return trace
    }
  }
}
