/// The window's tree of split views as live model state: where each divider is and which panes
/// show. The layout pass places the panes from this state, not from the config, so a divider moved
/// by a drag or a key stays where it was put.
///
/// Dividers are dragged in either reference's way (`hideMode`): `restore` (brh-splitview: past the
/// range the pane that would close is highlighted and blurred; releasing there hides it and puts the
/// divider back where the drag began) or `boundary` (SplitView: a pane dragged more than halfway past
/// its minimum hides, previewed live, the divider saved at the boundary). A double click on a
/// divider closes the configured pane; a hidden pane comes back by Ctrl+Alt+N, by a double click on
/// the thin handle left where it was, or by dragging that handle out. A clicked divider takes the
/// arrow keys: 1 % a press, 10 % with Shift, within its range.
public struct SplitTree: SceneComponent {
  /// The composition row: one tree when the scene has a `layout`.
  public static let kind = ComponentKind(layoutPhase: .panes, reads: ["layout", "rightToLeft"]) { config in
    config.layout.map { [SplitTree(root: $0, rightToLeft: config.rightToLeft)] } ?? []
  }

  /// The tree with each split's live position and visibility.
  public private(set) var root: LayoutNode
  /// The tree as the scene configured it, to tell an edit's changes from the live state.
  private var configured: LayoutNode
  /// Where the panes and dividers lie in the window.
  public private(set) var frames: PaneLayout
  /// Whether horizontal splits are mirrored.
  public private(set) var rightToLeft: Bool
  /// The pane each split would close if its drag ended now, by split id.
  public private(set) var highlights: [String: SplitConfig.Side] = [:]
  /// The divider that takes the arrow keys.
  public private(set) var focused: String?
  /// Grows with every change of a position or a visibility, so the scene lays the panes out again.
  public private(set) var layoutRevision = 0
  /// The span each split had at the last layout, for `prioritySide`.
  private var spans: [String: Double] = [:]
  /// The priority pane's length that a resize had to cut to fit its range, with the position it
  /// left the split at: while the position is still that one, the next resize aims for the length
  /// again, so a window made small and then large again gives the pane back its length.
  private var wanted: [String: (length: Double, position: Double)] = [:]
  private var drag: Drag?
  private var window = Rect.zero
  /// What the last layout pass laid the tree out from (nil once anything else laid it out): a
  /// scene lays every component out again after each edit, and a pass from the same window, tree
  /// and drag gives the same frames and spans, so it is skipped.
  private var laidOutFor: LayoutInputs?

  /// What `layout(in:)` lays the tree out from.
  private struct LayoutInputs: Equatable {
    var window: Rect
    var rightToLeft: Bool
    var root: LayoutNode
    var dragging: String?
  }
  /// What the tree reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()
  /// The time of the last `advance`: the time of every press, key, message and command it gets.
  private var time: Micros = 0

  /// One press on a divider or a handle.
  private struct Drag: Sendable {
    var id: String
    /// The press was on the handle of a hidden pane.
    var fromHandle: Bool
    /// The position before the drag, where `restore` puts the divider back.
    var lastPosition: Double
    /// The position the drag counts from (captured when it passes the slop).
    var start: Double?
    /// The visibility before the drag, which a boundary preview may change live.
    var visible: SplitConfig.Visible
  }

  /// A tree starting as `root` describes it.
  public init(root: LayoutNode, rightToLeft: Bool = false) {
    self.root = root
    configured = root
    self.rightToLeft = rightToLeft
    frames = PaneLayout(root, in: .zero)
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "split"
  /// The whole window.
  public var placement: Placement { .window }

  // MARK: - Layout

  /// Places the panes in the window (a split with `prioritySide` first keeps that pane's length);
  /// every later component finds its pane in the context.
  public mutating func layout(in context: inout LayoutContext) {
    rightToLeft = context.config.rightToLeft
    window = Rect(size: context.window)
    if laidOutFor != LayoutInputs(window: window, rightToLeft: rightToLeft, root: root, dragging: drag?.id) {
      relayout(keepingPriority: true)
      laidOutFor = LayoutInputs(window: window, rightToLeft: rightToLeft, root: root, dragging: drag?.id)
    }
    context.panes = frames.panes
    context.tree = root
  }

  /// Lays the tree out again; with `keepingPriority`, splits whose span changed keep their
  /// priority pane's length, parents before children.
  private mutating func relayout(keepingPriority: Bool) {
    layoutRevision += 1
    laidOutFor = nil
    let free = drag.map { d in rootConfig(d.id)?.hideMode == .restore ? Set([d.id]) : [] } ?? []
    frames = PaneLayout(root, in: window, rightToLeft: rightToLeft, free: free)
    guard keepingPriority else { return }
    for config in root.splits {
      guard let split = frames.splits.first(where: { $0.config.id == config.id }) else { continue }
      let span = split.span
      defer { spans[config.id] = span }
      guard let old = spans[config.id], old != span, old > 0, span > 0, let side = config.prioritySide, config.visible == .both else { continue }
      let d = config.dividerSpan
      let primary = config.position * old - d / 2
      let length = wanted[config.id].flatMap { $0.position == config.position ? $0.length : nil }
        ?? (side == .primary ? primary : old - primary - d)
      let keptPrimary = side == .primary ? length : span - length - d
      let (lo, hi) = SplitDrag.range(config, span: span)
      let position = ((keptPrimary + d / 2) / span).clamped(to: lo...Swift.max(lo, hi))
      wanted[config.id] = (length, position)
      root = root.updating(config.id) { $0.position = position }
      frames = PaneLayout(root, in: window, rightToLeft: rightToLeft, free: free)
    }
  }

  private func rootConfig(_ id: String) -> SplitConfig? { root.splits.first { $0.id == id } }
  private func split(_ id: String) -> PaneLayout.Split? { frames.splits.first { $0.config.id == id } }

  /// Takes an edited tree: each split keeps its live position and visibility unless the edit
  /// changed that value; a tree of another shape starts over from the edit.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? SplitTree else { return }
    guard fresh.root.fingerprint == root.fingerprint else {
      self = fresh
      return
    }
    let live = Dictionary(uniqueKeysWithValues: root.splits.map { ($0.id, $0) })
    let before = Dictionary(uniqueKeysWithValues: configured.splits.map { ($0.id, $0) })
    var merged = fresh.root
    for config in fresh.root.splits {
      guard let now = live[config.id], let was = before[config.id] else { continue }
      merged = merged.updating(config.id) { c in
        if c.position == was.position { c.position = now.position }
        if c.visible == was.visible { c.visible = now.visible }
      }
    }
    root = merged
    configured = fresh.root
  }

  // MARK: - Pointer

  /// A divider's grab band, or the handle of a hidden pane.
  public func hitTest(_ point: Point) -> Bool { target(at: point) != nil }

  /// The split whose divider band (or hidden pane's handle) holds `point`, innermost first. A split
  /// inside a hidden pane has no area and takes nothing: its band would cover the handle of the
  /// pane it sits in, so a double click there would act on it instead of bringing the pane back.
  private func target(at point: Point) -> (split: PaneLayout.Split, handle: Bool)? {
    for s in frames.splits.reversed() where s.bounds.width > 0 && s.bounds.height > 0 {
      if let h = s.handleFrame, h.inset(by: -2).contains(point) { return (s, true) }
      if s.config.visible == .both && s.hitFrame.contains(point) { return (s, false) }
    }
    return nil
  }

  /// The split whose divider band holds `point`.
  public func split(at point: Point) -> PaneLayout.Split? { target(at: point)?.split }

  /// Grabs the divider (or handle); a double click closes or restores a pane instead; a click
  /// focuses the divider for the arrow keys.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    guard let (s, handle) = target(at: press.location) else { return .ignore }
    let c = s.config
    if press.clicks >= 2 {
      if handle {
        restore(c.id)
      } else {
        // brh-splitview: `.secondary` (or both) closes the secondary, `.primary` the primary.
        switch c.doubleClickToClose {
        case .secondary, .both: setVisible(c.id, .primary)
        case .primary: setVisible(c.id, .secondary)
        case .none: break
        }
      }
      return .capture
    }
    drag = Drag(id: c.id, fromHandle: handle, lastPosition: c.position, start: nil, visible: c.visible)
    return .capture
  }

  /// The divider follows the pointer.
  public mutating func pointerMoved(_ press: PointerPress) {
    guard var d = drag, press.isDragging, var c = rootConfig(d.id), let s = split(d.id) else { return }
    if d.start == nil {
      // brh-splitview's first change captures where the divider is, and the divider follows the
      // whole translation from there at once, so a first step of any size is never lost; a handle
      // drag unhides the pane from the edge it hid at.
      if d.fromHandle {
        d.start = c.visible == .primary ? 1 : 0
        d.visible = .both
        root = root.updating(c.id) {
          $0.visible = .both
          $0.position = d.start!
        }
        c = rootConfig(d.id) ?? c
      } else {
        d.start = c.position
      }
      drag = d
    }
    let along = press.translation[s.axis] * (s.mirrored ? -1 : 1)
    let span = s.span
    switch c.hideMode {
    case .restore:
      let (position, highlight) = SplitDrag.restore(c, from: d.start!, translation: along, span: span)
      root = root.updating(c.id) { $0.position = position }
      setHighlight(c.id, highlight)
    case .boundary:
      let (position, hide) = SplitDrag.boundary(c, from: d.start!, translation: along, span: span)
      let visible: SplitConfig.Visible = hide == .primary ? .secondary : hide == .secondary ? .primary : .both
      root = root.updating(c.id) {
        $0.position = position
        $0.visible = visible
      }
    }
    relayout(keepingPriority: false)
  }

  /// Ends a drag: `restore` hides the highlighted pane and puts the divider back; `boundary` keeps
  /// the live preview; either way `stateChanged` reports the result.
  public mutating func pointerUp(_ press: PointerPress) {
    guard let d = drag else { return }
    drag = nil
    // Only a click focuses a divider for the arrow keys: after a drag they go back to the view
    // under the pointer.
    focused = press.isDragging || d.fromHandle ? nil : d.id
    guard press.isDragging, d.start != nil, let c = rootConfig(d.id) else {
      relayout(keepingPriority: false)
      return
    }
    if c.hideMode == .restore, let side = highlights[c.id] {
      root = root.updating(c.id) {
        $0.position = d.lastPosition
        $0.visible = side == .primary ? .secondary : .primary
      }
    }
    setHighlight(c.id, nil)
    relayout(keepingPriority: false)
    stateChanged(c.id)
  }

  /// The drag ends where it is.
  public mutating func pointerCancelled(_ press: PointerPress) { pointerUp(press) }

  /// A focused divider holds the arrow keys until Escape or a press anywhere else.
  public var hasKeyFocus: Bool { focused != nil }

  /// A press elsewhere lets the focused divider go.
  public mutating func resignKeyFocus() { focused = nil }

  // MARK: - Keys

  /// Ctrl+Alt+N brings back the hidden pane of the N-th split; the arrows move a focused divider
  /// the way they point on screen, 1 % a press (Shift: 10 %), within its range; Escape unfocuses it.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    let mods = Set(key.modifiers)
    if mods == [.ctrl, .alt], let n = Int(key.key), n >= 1, n <= root.splits.count {
      restore(root.splits[n - 1].id)
      return true
    }
    guard let id = focused, let c = rootConfig(id), let s = split(id), c.visible == .both else { return false }
    if key.isPlain("Escape") {
      focused = nil
      return true
    }
    let step = mods == [.shift] ? 0.1 : 0.01
    guard mods.isEmpty || mods == [.shift] else { return false }
    let direction: Double
    switch (key.key, s.axis) {
    case ("Right", .x), ("Down", .y): direction = 1
    case ("Left", .x), ("Up", .y): direction = -1
    default: return false
    }
    let (lo, hi) = SplitDrag.range(c, span: s.span)
    let position = (c.position + direction * step * (s.mirrored ? -1 : 1)).clamped(to: lo...Swift.max(lo, hi))
    root = root.updating(id) { $0.position = position }
    relayout(keepingPriority: false)
    stateChanged(id)
    return true
  }

  // MARK: - State changes

  /// A pane chosen in the sidebar's menu comes back.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .restorePane(let split): restore(split)
    }
  }

  /// Takes the time, where its next press, key, message or command happens.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  /// Shows both panes of split `id` again, the divider where it was saved.
  public mutating func restore(_ id: String) { setVisible(id, .both) }

  /// Shows `visible` of split `id`.
  public mutating func setVisible(_ id: String, _ visible: SplitConfig.Visible) {
    guard let c = rootConfig(id), c.visible != visible else { return }
    root = root.updating(id) { $0.visible = visible }
    relayout(keepingPriority: false)
    stateChanged(id)
  }

  private mutating func setHighlight(_ id: String, _ side: SplitConfig.Side?) {
    guard highlights[id] != side else { return }
    highlights[id] = side
    outbox.post(.highlightChanged(split: id, highlight: side), at: time)
  }

  private mutating func stateChanged(_ id: String) {
    guard let c = rootConfig(id) else { return }
    outbox.post(.stateChanged(split: id, visible: c.visible, position: c.position), at: time)
  }

  // MARK: - Output

  /// The resize arrows across a divider, a hand over a hidden pane's handle.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    let t = press.flatMap { _ in drag.flatMap { d in split(d.id).map { ($0, d.fromHandle) } } } ?? target(at: point)
    guard let (s, handle) = t else { return .arrow }
    if handle && press == nil { return .hand }
    return s.config.orientation == .vertical ? .resizeVertical : .resizeHorizontal
  }

  /// The dividers (a grip on `handle` ones, the grab band on `debug` ones, the focused one tinted),
  /// the handles of hidden panes, and the blur over a pane about to close.
  public func render(into list: inout DisplayList) {
    for s in frames.splits {
      if let side = highlights[s.config.id] {
        // The pane that would close if released now is frosted, as brh-splitview blurs it.
        let pane = side == .primary ? s.primaryFrame : s.secondaryFrame
        if pane.width > 0 && pane.height > 0 { list.append(.backdropBlur(RoundedRect(pane), radius: 6, tint: Color.white.withAlpha(0.25))) }
      }
      if let h = s.handleFrame {
        list.fill(h, Theme.separator)
        let grip = s.axis == .x
          ? Rect(x: h.midX - 1, y: h.midY - 16, width: 2, height: 32) : Rect(x: h.midX - 16, y: h.midY - 1, width: 32, height: 2)
        list.fill(grip, radius: 1, Theme.secondaryLabel)
        continue
      }
      let d = s.dividerFrame
      guard d.width > 0 && d.height > 0 else { continue }
      if s.config.divider == .debug { list.fill(s.hitFrame, Color(r: 1, g: 0.2, b: 0.2, a: 0.25)) }
      list.fill(d, focused == s.config.id ? Theme.tint : Theme.separator)
      if focused == s.config.id {
        // The focus ring: the arrow keys now move this divider (Escape or a click elsewhere ends it).
        list.append(.stroke(RoundedRect(d.inset(by: -3), radius: 3), Theme.tint.withAlpha(0.6), width: 2))
      }
      if s.config.divider == .handle {
        let grip = s.axis == .x
          ? Rect(x: d.midX - 6, y: d.midY - 16, width: 12, height: 32) : Rect(x: d.midX - 16, y: d.midY - 6, width: 32, height: 12)
        list.fill(grip, radius: 6, Theme.surface)
        list.append(.stroke(RoundedRect(grip, radius: 6), Theme.separator, width: 1))
        for i in -1...1 {
          let dot = s.axis == .x
            ? Rect(x: grip.midX - 1, y: grip.midY - 1 + Double(i) * 8, width: 2, height: 2) : Rect(x: grip.midX - 1 + Double(i) * 8, y: grip.midY - 1, width: 2, height: 2)
          list.fill(dot, radius: 1, Theme.secondaryLabel)
        }
      }
    }
  }

  /// The trace's `splits`, in tree order.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    for s in frames.splits {
      trace.append(
        "splits",
        .object([
          "id": .string(s.config.id), "position": .number(s.config.position),
          "visible": .string(s.config.visible.rawValue),
          "highlight": highlights[s.config.id].map { .string($0.rawValue) } ?? .null,
          "primaryFrame": space.frameJSON(s.primaryFrame), "dividerFrame": space.frameJSON(s.dividerFrame),
          "secondaryFrame": space.frameJSON(s.secondaryFrame),
          "handleFrame": s.handleFrame.map { space.frameJSON($0) } ?? .null,
        ]))
    }
  }

  /// The drag in progress, the focus, the spans remembered for `prioritySide`.
  public func hash(into hash: inout StateHash) {
    hash.combine("\(String(describing: drag.map { "\($0.id) \($0.lastPosition) \(String(describing: $0.start))" })) \(focused ?? "-") \(spans.sorted { $0.key < $1.key }) \(wanted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.length) \($0.value.position)" })")
  }
}
