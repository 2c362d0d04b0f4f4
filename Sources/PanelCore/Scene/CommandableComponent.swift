/// A component that a program drives by name: PanelLabKit's calls (`move(to:)`) and its
/// delegate's answers reach the model as `command` inputs, so a recording replays them exactly
/// without the program that made them.
public protocol CommandableComponent: SceneComponent {
  /// Carries out `command` (a JSON object) at the time of the last advance; a command it does not
  /// know, or a bad value in it, is an error naming the key.
  mutating func perform(_ command: JSONValue) throws(ConfigError)
}
