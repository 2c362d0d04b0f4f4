extension TabBarModel: SnapshotProviding {
  /// The tab bar's and its capsule's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The bar, in the main view.
    public var barFrame: Rect
    /// Whether the bar is hidden.
    public var isHidden: Bool
    /// The selected tab.
    public var selected: Int
    /// Its title.
    public var title: String
    /// The capsule, when the scene has one.
    public var accessory: Accessory?
  }

  /// The accessory capsule's state.
  public struct Accessory: Hashable, Sendable {
    /// The capsule, in the main view (nil without content).
    public var frame: Rect?
    /// Where it sits.
    public var position: AccessoryConfig.Position
    /// Whether it is hidden.
    public var isHidden: Bool
    /// Its opacity now.
    public var alpha: Double
    /// Its content.
    public var content: AccessoryContent.Kind?
    /// Its style.
    public var style: AccessoryConfig.Style
  }

  /// The state now.
  public var snapshot: Snapshot {
    Snapshot(
      barFrame: barFrame, isHidden: isTabBarHidden, selected: selected, title: config.tabs[selected].title,
      accessory: accessoryConfig.map {
        Accessory(
          frame: accessory.content == nil ? nil : capsule, position: accessory.position, isHidden: accessory.isHidden, alpha: alpha,
          content: accessory.content?.kind, style: $0.style)
      })
  }
}
