/// A key path into a scene file (`main.panels[0].behavior.springResponseTime`), built from typed
/// steps: code that names a scene key (the inspector's controls) picks it from these enums instead
/// of spelling or interpolating it, and the text is written here alone, as a `set` line takes it.
public struct ScenePath: Hashable, Sendable, CustomStringConvertible {
  /// The path as a scene file and a `set` line spell it.
  public let description: String

  private init(_ text: String) { description = text }

  /// A top-level key of the scene.
  public enum SceneKey: String, Hashable, Sendable, CaseIterable {
    case timeScale, refreshRate, reduceMotion, rightToLeft
  }

  /// A key of a panel's `behavior`.
  public enum BehaviorKey: String, Hashable, Sendable, CaseIterable {
    case springDecelerationRate, springResponseTime, momentumProjectionRate, redirectionalProgress
    case removalInteractionVelocityThreshold, shouldProjectMomentum, springIntegrator
  }

  /// How an inset anchor measures its inset.
  public enum AnchorInsetKey: String, Hashable, Sendable, CaseIterable {
    case absoluteInset, fractionalInset
  }

  /// A key of `main.sheet`.
  public enum SheetKey: String, Hashable, Sendable, CaseIterable {
    case inset, cornerRadius, dismissThreshold
  }

  /// A key of `main.accessory`.
  public enum AccessoryKey: String, Hashable, Sendable, CaseIterable {
    case position, style
  }

  /// A key of a split of the layout.
  public enum SplitKey: String, Hashable, Sendable, CaseIterable {
    case hideMode, dragToHide
  }

  /// `key` at the top of the scene.
  public static func scene(_ key: SceneKey) -> ScenePath { ScenePath(key.rawValue) }

  /// Panel `index` of `main.panels`.
  public static func panel(_ index: Int) -> ScenePath { ScenePath("main.panels[\(index)]") }

  /// `key` of `main.sheet`.
  public static func sheet(_ key: SheetKey) -> ScenePath { ScenePath("main.sheet.\(key.rawValue)") }

  /// `key` of `main.accessory`.
  public static func accessory(_ key: AccessoryKey) -> ScenePath { ScenePath("main.accessory.\(key.rawValue)") }

  /// The split objects of `layout`, in tree order (`layout.split`, `layout.secondary.split`, …).
  public static func splits(of layout: LayoutNode) -> [ScenePath] { layout.splitKeyPaths().map(ScenePath.init) }

  /// A row of the inspector that is its own state, not a scene key (`#springForm`).
  public static func inspectorOwn(_ name: String) -> ScenePath { ScenePath("#" + name) }

  /// Of a panel: `key` of its behaviour.
  public func behavior(_ key: BehaviorKey) -> ScenePath { ScenePath("\(description).behavior.\(key.rawValue)") }

  /// Of a panel: whether a swipe removes it.
  public var isRemovalInteractionEnabled: ScenePath { ScenePath("\(description).isRemovalInteractionEnabled") }

  /// Of a panel: its `anchors` object.
  public var anchors: ScenePath { ScenePath("\(description).anchors") }

  /// Of a panel's `anchors`: the inset of the anchor of state `state`.
  public func anchor(_ state: String, _ key: AnchorInsetKey) -> ScenePath { ScenePath("\(description).\(state).\(key.rawValue)") }

  /// Of a split: `key`.
  public func split(_ key: SplitKey) -> ScenePath { ScenePath("\(description).\(key.rawValue)") }

  /// Of a split: end `end` (0 or 1) of its normalized draggable range.
  public func draggableRangeEnd(_ end: Int) -> ScenePath { ScenePath("\(draggableRange.description)[\(end)]") }
  /// Of a split: its normalized draggable range.
  public var draggableRange: ScenePath { ScenePath("\(description).draggableRange.normalized") }
}
