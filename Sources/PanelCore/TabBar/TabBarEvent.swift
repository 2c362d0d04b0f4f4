extension TabBarModel {
  /// The name the capsule's events are traced under: the tab bar and its capsule are one
  /// component, but the trace keeps the capsule's events apart, as its own member is.
  public static let accessoryName = "accessory"

  /// What the tab bar and its accessory capsule report.
  public enum Event: ComponentEvent {
    /// Tab `index`, titled `title`, was selected.
    case didSelect(index: Int, title: String)
    /// The bar hid or showed itself.
    case tabBarHiddenChanged(hidden: Bool)
    /// The capsule shows `content` now (nil: none); `playing` when the now-playing button toggled.
    case accessoryContentChanged(content: AccessoryContent.Kind?, playing: Bool?)
    /// The capsule moved to another position.
    case accessoryPositionChanged(AccessoryConfig.Position)
    /// The capsule hid or showed itself.
    case accessoryHiddenChanged(hidden: Bool)
    /// A control of the capsule's content was clicked.
    case didTapAccessory(control: AccessoryControl)

    /// The trace's spelling of each event: component `tabBar`, or `accessory` for the capsule's.
    public func trace(from source: ComponentID) -> EventTrace {
      let capsule = TabBarModel.accessoryName
      switch self {
      case .didSelect(let index, let title):
        return EventTrace("didSelect", from: source, [.init("index", .number(Double(index))), .init("title", .string(title))])
      case .tabBarHiddenChanged(let hidden): return EventTrace("tabBarHiddenChanged", from: source, [.init("hidden", .bool(hidden))])
      case .accessoryContentChanged(let content, let playing):
        var fields: [JSONValue.Member] = [.init("content", content.map { .string($0.rawValue) } ?? .null)]
        if let playing { fields.append(.init("playing", .bool(playing))) }
        return EventTrace("accessoryContentChanged", from: source, component: capsule, fields)
      case .accessoryPositionChanged(let position):
        return EventTrace("accessoryPositionChanged", from: source, component: capsule, [.init("position", .string(position.rawValue))])
      case .accessoryHiddenChanged(let hidden):
        return EventTrace("accessoryHiddenChanged", from: source, component: capsule, [.init("hidden", .bool(hidden))])
      case .didTapAccessory(let control):
        return EventTrace("didTapAccessory", from: source, component: capsule, [.init("control", .string(control.rawValue))])
      }
    }

    /// The tab of `didSelect`, for the wiring.
    public var didSelect: (index: Int, title: String)? { if case .didSelect(let i, let t) = self { (i, t) } else { nil } }
  }

  /// A control inside the capsule's content.
  public enum AccessoryControl: String, Hashable, Sendable {
    /// The plus button.
    case plus
    /// The first (leading) of two buttons.
    case first
    /// The second (trailing) of two buttons.
    case second
    /// The picture.
    case image
  }

  /// What the wiring tells the tab bar.
  public enum Message: Sendable {
    /// The feed scrolled by `delta` to `offset`.
    case feedScrolled(offset: Double, delta: Double)
  }
}
