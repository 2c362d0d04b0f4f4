/// A floating panel as a scene component: it floats over the main view's content.
///
/// Its container is the main view's bounds and its safe area the main view's after the bars took
/// theirs. Its surface (and a visible backdrop) captures presses; keys 1, 2, 3 and 0 move it.
extension PanelModel: SceneComponent {
  /// The composition row: one panel per `main.panels[]` entry, bottom-most first.
  public static let kind = ComponentKind(layoutPhase: .floating, reads: PanelModel.keys) { config in
    config.main.panels.map {
      PanelModel(config: $0, container: .zero, safeArea: config.main.safeArea, scale: config.scale ?? 1, refreshRate: config.refreshRate)
    }
  }

  /// The scene keys a panel is built from (and its controls, and the keyboard a text field needs).
  public static let keys = ["main.panels", "main.safeArea", "scale", "refreshRate"]

  /// The kind's name in ids and traces.
  public static let kindName = "panel"
  /// `panel` and the panel's id.
  public var id: ComponentID { ComponentID(Self.kindName, config.id) }
  /// The main view.
  public var placement: Placement { .pane(.main) }

  /// Lays out in the main view's bounds and safe area; keeps its layout while the main view is hidden.
  public mutating func layout(in context: inout LayoutContext) {
    guard let frame = context.frame(of: .main) else { return }
    layout(container: frame.size, safeArea: safeArea(in: context), scale: context.scale, refreshRate: context.config.refreshRate)
  }

  /// Takes the edited settings, keeping state and position where they still apply.
  public mutating func update(from fresh: any SceneComponent) {
    if let fresh = fresh as? PanelModel { update(config: fresh.config) }
  }

  /// The surface, or a visible backdrop.
  public func hitTest(_ point: Point) -> Bool { captures(point) }

  /// Captures presses on its surface and backdrop; on one of its content's controls it contends
  /// for its own axis instead, as FloatingPanel's pan recognizer does beside the control's.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    guard beginPress(press) else { return .ignore }
    let onControl = isOnControl(press.location)
    // `shouldBeginDragging` false: the press stays the panel's (nothing under it sees it) but never drags it.
    // PanModal asks `shouldRespond(to:)` as the pan begins; a no cancels the pan for the press.
    let drags = config.shouldBeginDragging.allowsDrag(onControl: onControl) && config.shouldRespond?.allows(state) != false
    if !drags { refuseDrag() }
    if onControl { return .contend(ArenaClaim(drags ? (config.position.mainAxis == .y ? .vertical : .horizontal) : .none, passesThrough: false)) }
    return .capture
  }

  /// Another component took the press: it ends as a release, as FloatingPanel ends a cancelled pan.
  public mutating func pointerCancelled(_ press: PointerPress) { pointerUp(press) }

  /// The wheel scrolls the list when the pointer is over it.
  public mutating func wheel(_ delta: Point, at point: Point) {
    if listFrame?.contains(point) == true { wheel(delta: delta.y) }
  }

  /// 1, 2, 3 and 0 move the panel to full, half, tip and hidden (FloatingPanel's `move(to:animated:)`).
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    let states: [String: PanelState] = ["1": .full, "2": .half, "3": .tip, "0": .hidden]
    guard key.modifiers.isEmpty, let target = states[key.key] else { return false }
    move(to: target, animated: true)
    return true
  }

  /// The surface: what the arena overlay outlines.
  public func arenaOutline(at point: Point) -> Rect? { surfaceFrame }

  /// A hand over the grabber band.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor { grabberArea.contains(point) ? .hand : .arrow }

  /// The panel's line in the trace's `panels`.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) { trace.append("panels", traceJSON(in: space)) }

  /// The phase (with any spring in flight) and the list's scroll state.
  public func hash(into hash: inout StateHash) {
    hash.combine(String(describing: phase))
    hash.combine(content.stateDescription)
    // Only a panel with tabs hashes them, so every other hash stays as it was.
    if !hiddenTabLists.isEmpty { hash.combine("tab \(selectedTab) \(hiddenTabLists.map(\.stateDescription))") }
    // Only pending answers join the hash, so sessions without a program hash as before.
    if answers != PanelAnswers() { hash.combine(String(describing: answers)) }
  }
}
