/// The feed's command: SwiftUI's `.sheet(isPresented:)` turned on by a program, zooming out of the
/// card its `matchedTransitionSource(id:in:)` names.
///
/// `{"openCard": N}` opens card `N` as a tap on it does (`didTapCard`, which presents the sheet).
extension FeedModel: CommandableComponent {
  /// Carries out one command object.
  public mutating func perform(_ command: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(command, path: "command", keys: ["openCard"])
    guard o["openCard"] != nil else { throw ConfigError(path: "command", line: command.line, message: "expected openCard") }
    let card = try o.integer("openCard", default: 0, in: 0...Int(Int32.max))
    guard card < cardCount else { throw o.error("openCard", "the feed has \(cardCount) cards, got index \(card)") }
    guard opensCards else { throw o.error("openCard", "the scene has no main.sheet to open a card in") }
    tap(card)
  }
}
