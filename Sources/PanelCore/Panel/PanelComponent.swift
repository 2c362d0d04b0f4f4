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

  /// The panel it was added to (`parent`): it lives in that panel's content.
  public var nestedIn: ComponentID? { config.parent.map { ComponentID(Self.kindName, $0) } }

  /// Its content box, where a panel added to it lives.
  public var contentBox: Rect? { contentFrame }

  /// Lays out in the main view's bounds and safe area (a nested panel: in its parent's content
  /// box, with the safe area `safeArea(inNestedBox:_:)` gives it); keeps its layout while the main
  /// view is hidden. Leaves its own content box, in the main view's coordinates, for a panel
  /// nested in it.
  public mutating func layout(in context: inout LayoutContext) {
    if let host = nestedIn, let box = context.contentBoxes[host] {
      layout(container: box.size, safeArea: safeArea(inNestedBox: box, context), scale: context.scale, refreshRate: context.config.refreshRate)
      context.contentBoxes[id] = contentFrame.offsetBy(dx: box.x, dy: box.y)
      return
    }
    defer { context.contentBoxes[id] = contentFrame }
    guard let frame = context.frame(of: .main) else { return }
    layout(container: frame.size, safeArea: safeArea(in: context), scale: context.scale, refreshRate: context.config.refreshRate)
  }

  /// Takes the edited settings, keeping state and position where they still apply.
  public mutating func update(from fresh: any SceneComponent) {
    if let fresh = fresh as? PanelModel { update(config: fresh.config) }
  }

  /// Takes its entry of a value edit's `main.panels` in place (a number or a boolean where one
  /// was: the same panels, ids and arrays), as `update(from:)` takes it from the panel the kind
  /// would build again from it.
  public mutating func takeValueEdit(_ config: SceneConfig) -> Bool {
    guard let edited = config.main.panels.first(where: { $0.id == self.config.id }) else { return false }
    update(config: edited)
    return true
  }

  /// The surface, or a visible backdrop.
  public func hitTest(_ point: Point) -> Bool { captures(point) }

  /// Captures presses on its surface and backdrop; on one of its content's controls it contends
  /// for its own axis instead, as FloatingPanel's pan recognizer does beside the control's.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    // `shouldReceiveTouch` "outsideControls": the pan never sees a touch on a control, so the
    // panel neither joins the press nor stops its spring; the surface still keeps it from the feed.
    if !config.shouldReceiveTouch.receives(onControl: captures(press.location) && isOnControl(press.location)) { return .block }
    guard beginPress(press) else { return .ignore }
    let onControl = isOnControl(press.location)
    // `shouldBeginDragging` false: the press stays the panel's (nothing under it sees it) but never drags it.
    // PanModal asks `shouldRespond(to:)` as the pan begins; a no cancels the pan for the press.
    let drags = config.shouldBeginDragging.allowsDrag(onControl: onControl) && config.shouldRespond?.allows(state) != false
    if !drags { refuseDrag() }
    let axes: Axes = drags ? (config.position.mainAxis == .y ? .vertical : .horizontal) : .none
    if onControl { return .contend(ArenaClaim(axes, passesThrough: false)) }
    // Nested panels (FloatingPanel since #322): the one in the other's content contends and lets
    // its parent join; the parent, under a press on it, contends too instead of capturing, and as
    // it lies under it, it wins only what the nested one does not claim.
    if surfaceFrame.contains(press.location) && (nestedIn != nil || press.isOnNested) {
      return .contend(ArenaClaim(axes, passesThrough: nestedIn != nil))
    }
    // A nested panel's backdrop is a view in its parent's content: it takes taps (to dismiss) and
    // lets the parent's pan see the touch, so a drag on it moves the parent.
    if nestedIn != nil { return .contend(ArenaClaim(.none, passesThrough: true)) }
    return .capture
  }

  /// Another component took the press: it ends as a release, as FloatingPanel ends a cancelled
  /// pan (a press on the backdrop that another took is no tap on it).
  public mutating func pointerCancelled(_ press: PointerPress) { cancelPress(press) }

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
