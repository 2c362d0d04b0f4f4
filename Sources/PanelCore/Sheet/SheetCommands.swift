/// The sheet's command: SwiftUI's `.sheet(isPresented:)` turned off by a program.
///
/// `{"dismiss": true}` dismisses the sheet as its close button does (not interactive, so
/// `interactiveDismissDisabled` does not refuse it); a sheet already hidden or leaving stays so.
extension SheetModel: CommandableComponent {
  /// Carries out one command object.
  public mutating func perform(_ command: JSONValue) throws(ConfigError) {
    let o = try ConfigObject(command, path: "command", keys: ["dismiss"])
    guard try o.bool("dismiss", default: false) else { throw ConfigError(path: "command", line: command.line, message: "expected \"dismiss\": true") }
    dismiss(interactive: false)
  }
}
