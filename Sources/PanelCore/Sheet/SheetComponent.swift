/// The sheet as a scene component: it floats over the main view, above the panels and the tab bar,
/// and while it is up it is modal in the main view: it takes every press, the wheel and the keys
/// there (its backdrop included), while other panes stay live.
extension SheetModel: SceneComponent {
  /// The composition row: a sheet when the scene names `main.sheet`.
  public static let kind = ComponentKind(layoutPhase: .floating, reads: SheetModel.keys) { config in
    config.main.sheet.map { [SheetModel(config: $0, rightToLeft: config.rightToLeft, reduceMotion: config.reduceMotion)] } ?? []
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "sheet"
  /// The scene keys a sheet and its controls are built from.
  public static let keys = ["main.sheet", "rightToLeft", "reduceMotion"]
  /// The main view.
  public var placement: Placement { .pane(.main) }

  /// Rests inside the main view's own safe area (it floats over the tab bar, whose space it
  /// ignores), whose bottom the keyboard raises while the sheet avoids it.
  public mutating func layout(in context: inout LayoutContext) {
    guard let frame = context.frame(of: .main) else { return }
    // Above the keyboard, the sheet's detents are measured in the room over it, as a riding panel's are.
    let own = context.config.main.safeArea
    let safeArea = config.keyboardAvoidance == .aboveKeyboard ? context.raisedAboveKeyboard(own) : own
    layout(bounds: frame.size, safeArea: safeArea, rightToLeft: context.config.rightToLeft, reduceMotion: context.config.reduceMotion)
  }

  /// Takes the edited settings.
  public mutating func update(from fresh: any SceneComponent) {
    if let fresh = fresh as? SheetModel { update(config: fresh.config) }
  }

  /// The whole main view while the sheet is up: the sheet, or its backdrop (only the sheet while
  /// the content behind it is interactive).
  public func hitTest(_ point: Point) -> Bool { isBackgroundInteractive ? look.frame.contains(point) : motion != .hidden }

  /// Modal while it is up, unless the content behind it is interactive.
  public var isModal: Bool { motion != .hidden && !isBackgroundInteractive }

  /// Captures every press in the main view; on one of its controls it contends for its vertical
  /// drag instead, beside the control's claim.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    beginPress(press)
    return isOnControl(press.location) ? .contend(ArenaClaim(.vertical, passesThrough: false)) : .capture
  }

  /// Ends the press as a release.
  public mutating func pointerCancelled(_ press: PointerPress) { pointerUp(press) }

  /// Scrolls the content.
  public mutating func wheel(_ delta: Point, at point: Point) { wheel(delta: delta.y, at: point) }

  /// Escape dismisses.
  public mutating func keyDown(_ key: KeyPress) -> Bool { keyDown(key.key, modifiers: key.modifiers) }

  /// A tapped card presents the sheet; the card's moves keep the zoom's destination live.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .presentFromCard(let card, let frame, let picture): present(card: card, from: space.toLocal(frame), picture: picture)
    case .sourceCardMoved(let frame): sourceMoved(to: space.toLocal(frame))
    }
  }

  /// A hand over the close button.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    closeButton?.contains(point) == true ? .hand : .arrow
  }

  /// The trace's `sheet`.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    let up = motion != .hidden
    let look = self.look
    var members: [JSONValue.Member] = [
      .init("phase", .string(phase.rawValue)),
      .init("frame", up ? space.frameJSON(look.frame) : .null),
      .init("closeButton", closeButton.map { space.frameJSON($0) } ?? .null),
      .init("source", up ? source.map { .number(Double($0)) } ?? .null : .null),
      .init("detent", config.detents[detent].json),
      .init("progress", .number(up ? look.progress : 0)),
      .init("sourceHidden", .bool(sourceHidden)),
      .init("contentOffset", .number(scroll.offset)),
    ]
    // Only a sheet with the key carries it, so every other trace stays as it was.
    if config.largestUndimmedDetent != nil { members.append(.init("backgroundInteractive", .bool(isBackgroundInteractive))) }
    trace.set("sheet", .object(members))
  }

  /// The motion in flight, the held press and the content's scroll state.
  public func hash(into hash: inout StateHash) {
    hash.combine(String(describing: motion))
    hash.combine(scroll.stateDescription)
    hash.combine(String(describing: sourceFrame))
  }
}
