/// The tab bar and its accessory capsule as a scene component: laid out among the bars, before the
/// content, it takes the bottom of the main view's safe area so the feed and the panels keep clear
/// of it; it floats above the panels and under the sheet.
extension TabBarModel: SceneComponent {
  /// The composition row: a tab bar when the scene names `main.tabBar` (with `main.accessory`'s capsule).
  public static let kind = ComponentKind(layoutPhase: .bars, reads: ["main.tabBar", "main.accessory"]) { config in
    config.main.tabBar.map { [TabBarModel(config: $0, accessoryConfig: config.main.accessory)] } ?? []
  }

  /// The kind's name in its id and in traces (its capsule's events are traced as `accessoryName`).
  public static let kindName = "tabBar"
  /// The main view.
  public var placement: Placement { .pane(.main) }

  /// Lays out against the device's safe area and reserves the bar and the capsule.
  public mutating func layout(in context: inout LayoutContext) {
    guard let frame = context.frame(of: .main) else { return }
    isOnPad = context.config.device.map { DeviceIdiom(screen: $0.size) == .pad } ?? false
    layout(
      bounds: frame.size, safeArea: context.config.main.safeArea, rightToLeft: context.config.rightToLeft,
      reduceMotion: context.config.reduceMotion)
    context.reserve(EdgeInsets(bottom: reservedBottom), in: .main)
  }

  /// Takes edited settings.
  public mutating func update(from fresh: any SceneComponent) {
    if let fresh = fresh as? TabBarModel { update(config: fresh.config, accessoryConfig: fresh.accessoryConfig) }
  }

  /// The bar, the capsule, or the reveal strip while the bar is hidden.
  public func hitTest(_ point: Point) -> Bool { takesPress(at: point) }

  /// The bar, the capsule and the reveal strip are controls a divider's band leaves alone.
  public func holdsControl(at point: Point) -> Bool { takesPress(at: point) }

  /// Captures the press.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    beginPress(at: press.location)
    return .capture
  }

  /// A click selects a tab, shows the bar, or works a control of the capsule.
  public mutating func pointerUp(_ press: PointerPress) {
    endPress(at: press.location, moved: press.isDragging)
  }

  /// Nothing happens.
  public mutating func pointerCancelled(_ press: PointerPress) {
    endPress(at: press.location, moved: true)
  }

  /// `L`, `C`, `T` place the capsule, `H` hides or shows it, `N` cycles its content, all animated.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard accessoryConfig != nil, key.modifiers.isEmpty else { return false }
    switch key.key {
    case "L": setPosition(.leading, animated: true)
    case "C": setPosition(.center, animated: true)
    case "T": setPosition(.trailing, animated: true)
    case "H": setHidden(!accessory.isHidden, animated: true)
    case "N":
      let next = (accessory.content?.kind ?? .buttons).next(withImage: accessoryConfig?.image != nil)
      setContent(next, animated: true)
    default: return false
    }
    return true
  }

  /// The feed's scrolling hides and shows the bar.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .feedScrolled(let offset, let delta): feedScrolled(offset: offset, delta: delta)
    }
  }

  /// A hand over the tabs and the capsule.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    if isCapsuleShown && capsule.contains(point) { return .hand }
    return revealStrip == nil && buttonFrames.contains { $0.contains(point) } ? .hand : .arrow
  }

  /// The trace's `tabBar` and `accessory`.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.set(
      "tabBar",
      .object([
        "frame": space.frameJSON(barFrame), "hidden": .bool(isTabBarHidden), "selected": .number(Double(selected)),
        "title": .string(config.tabs[selected].title),
      ]))
    guard let accessoryConfig else { return }
    var members: [JSONValue.Member] = [
      .init("frame", accessory.content == nil || isOnPad ? .null : space.frameJSON(capsule)),
      .init("position", .string(accessory.position.rawValue)), .init("hidden", .bool(accessory.isHidden)), .init("alpha", .number(alpha)),
      .init("content", accessory.content.map { .string($0.kind.rawValue) } ?? .null), .init("style", .string(accessoryConfig.style.rawValue)),
    ]
    // Only on an iPad, so every phone's and window's trace stays as it was.
    if isOnPad { members.append(.init("idiom", .string(DeviceIdiom.pad.rawValue))) }
    trace.set("accessory", .object(members))
  }

  /// Transitions in flight, the scroll count, the held press, the accessory's state.
  public func hash(into hash: inout StateHash) { hash.combine(hashDescription) }
}
