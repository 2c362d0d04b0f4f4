/// What stands in a component's place while the scene shows that component the scene
/// (`Scene.showObservers`): taken out of the array, the observer is the only holder of its value, so
/// observing changes it in place and the scene it reads is the scene itself, not a copy whose
/// components array every write would then copy whole.
struct VacantComponent: SceneComponent {
  /// Never traced or looked up: it stands in for one call only.
  static let kindName = "vacant"
  /// Nowhere on screen.
  var placement: Placement { .window }
  /// Takes no room.
  mutating func layout(in context: inout LayoutContext) {}
  /// Writes nothing.
  func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
  /// Mixes in nothing.
  func hash(into hash: inout StateHash) {}
}
