/// The sheet's commands: SwiftUI's `.sheet(isPresented:)` turned off by a program, and its
/// `presentationDetents(_:selection:)` binding set by one.
///
/// `{"dismiss": true}` dismisses the sheet as its close button does (not interactive, so
/// `interactiveDismissDisabled` does not refuse it); a sheet already hidden or leaving stays so.
/// `{"detent": DETENT}` (one of the sheet's `detents`, as that key spells it) springs a presented
/// sheet to that detent, as UIKit's `animateChanges { selectedDetentIdentifier = … }` does, with
/// `didChangeDetent`; a sheet that is hidden, presenting, held or leaving is left as it is.
extension SheetModel: CommandableComponent {
  /// Carries out one command object.
  public mutating func perform(_ command: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(command, path: "command", keys: ["dismiss", "detent"])
    if let value = o["detent"] {
      guard let index = config.detents.firstIndex(where: { $0.json == value }) else {
        throw o.error("detent", "must be one of the sheet's detents (\(config.detents.map(\.description).joined(separator: "|"))), got \(JSONWriter.string(value))")
      }
      select(detent: index)
      return
    }
    guard try o.bool("dismiss", default: false) else { throw ConfigError(path: "command", line: command.line, message: "expected \"dismiss\": true or \"detent\"") }
    dismiss(interactive: false)
  }
}
