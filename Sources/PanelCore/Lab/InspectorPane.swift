import Foundation

/// The inspector pane (`inspector` view): live values of the scene's components, the last
/// attraction's curve, and controls that tune the scene while it runs.
///
/// The controls never change the model themselves. A slider, toggle or choice asks for a `set` of
/// its key path (see `SceneComponent.takeRequests`); the live session records it and feeds it back,
/// and the control shows the value the scene then has. A replay drops the asks and applies the
/// recorded `set`s, so the sliders follow the recording. A value the scene would refuse never
/// leaves the control: the reason shows at the bottom of the pane.
///
/// Keys: `[` and `]` step the focused control (Shift: ten steps), also while a panel is held;
/// Ctrl+Z and Ctrl+Shift+Z undo and redo edits.
public struct InspectorPane: SceneComponent {
  /// The composition row: an inspector when the layout has an `inspector` pane.
  public static let kind = ComponentKind(layoutPhase: .content) { config in
    config.layout?.views.contains(.inspector) == true ? [InspectorPane(config: config)] : []
  }

  /// Height of a control row.
  static let rowHeight = 32.0
  /// The label of a live line drawn across the pane on two lines (a spring form's warning).
  static let noteLabel = "note"
  /// Height of a live-value line.
  static let lineHeight = 17.0
  /// Height of the plot.
  static let plotHeight = 104.0

  /// One edit, for undo and redo: the keys it changed (a spring form's number changes two).
  public struct Edit: Hashable, Sendable {
    /// One key's change.
    public struct Change: Hashable, Sendable {
      /// The key path.
      public var path: String
      /// The value before.
      public var old: JSONValue
      /// The value after.
      public var new: JSONValue
    }
    /// The keys changed, in the order they were set.
    public var changes: [Change]
  }

  /// The panel behaviour keys a spring form's number edits: the inspected panel's.
  private var ratePath: String { "main.panels[\(panelIndex)].behavior.springDecelerationRate" }
  private var responsePath: String { "main.panels[\(panelIndex)].behavior.springResponseTime" }
  /// Which panel the inspector shows and edits: the last one dragged or set moving.
  public private(set) var panelIndex = 0

  /// The scene's JSON as last observed (what the controls show).
  public private(set) var scene: JSONValue
  /// The controls this scene offers.
  public private(set) var controls: [InspectorControl]
  /// The control `[` and `]` step: the last one touched.
  public private(set) var focused: Int?
  /// Why the last edit was refused, shown until the next edit.
  public private(set) var refusal: String?
  /// Edits that can be undone, oldest first, and undone edits that can be redone.
  public private(set) var undoStack: [Edit] = []
  /// Undone edits, most recently undone last.
  public private(set) var redoStack: [Edit] = []
  /// The live values, as `label: value` lines.
  public private(set) var lines: [(String, String)] = []
  /// The last attraction, replayed with the behaviour in force, and its curves.
  public private(set) var plot: AttractionPlot?
  /// The plot's curves as drawn: FloatingPanel at 60 Hz, at 120 Hz, the exact spring.
  public private(set) var curves: [AttractionPlot.Curve] = []
  /// The plot `curves` were computed for (they are recomputed only when it changes).
  private var curvesDrawn: AttractionPlot?
  /// The slider being dragged, with the values its keys had when the press began.
  private var dragging: (index: Int, old: [JSONValue])?
  /// The form the spring's sliders speak (an index into `SpringFormParameter.forms`).
  public private(set) var springForm = 0
  /// The config the controls were made for.
  private var config: SceneConfig
  /// The first panel's behaviour as last observed.
  private var behavior: PanelBehavior?
  private var lastPanelPosition: (time: Micros, position: Double)?
  /// The spring's lines for the behaviour they were computed for (solving for settle times and the
  /// Origami form takes a while, so not on every frame).
  private var springLines: [(String, String)] = []
  private var springLinesFor: PanelBehavior?
  /// Whether the inspected panel was attracting when last observed.
  private var watchingAttraction = false
  /// The edits the inspector asked for, not yet handed to the scene.
  public var outbox = Outbox<NoEvent>()
  private var size = Size(width: 0, height: 0)
  /// How far the pane is scrolled, when it is shorter than its content.
  public private(set) var scrollOffset = 0.0

  /// An inspector for `config`.
  public init(config: SceneConfig) {
    scene = config.json
    self.config = config
    behavior = config.main.panels.first?.behavior
    controls = Self.controls(for: config, panel: 0)
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "inspector"
  /// The inspector pane.
  public var placement: Placement { .pane(.inspector) }

  /// Takes the pane's size.
  public mutating func layout(in context: inout LayoutContext) {
    size = context.panes.first { $0.view == .inspector }?.frame.size ?? size
    scrollOffset = Swift.min(scrollOffset, maxScroll)
  }

  /// The content's height: every control and the hint under them.
  private var contentHeight: Double { rowFrame(of: controls.count).y + 40 }
  private var maxScroll: Double { Swift.max(0, contentHeight - size.height) }

  /// The wheel scrolls a pane shorter than its content.
  public mutating func wheel(_ delta: Point, at point: Point, time: Micros) {
    scrollOffset = Swift.min(maxScroll, Swift.max(0, scrollOffset + delta.y))
  }

  /// Keeps the focus, the undo history and the last attraction across edits.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? InspectorPane else { return }
    scene = fresh.scene
    config = fresh.config
    behavior = fresh.behavior
    if panelIndex >= config.main.panels.count { panelIndex = 0 }
    controls = Self.controls(for: config, springForm: springForm, panel: panelIndex)
    if let f = focused, f >= controls.count { focused = nil }
  }

  // MARK: - Controls offered

  /// The controls for what the scene has: time and display, the first panel's behaviour, the
  /// sheet, the accessory.
  public static func controls(for config: SceneConfig, springForm: Int = 0, panel: Int) -> [InspectorControl] {
    var c: [InspectorControl] = [
      InspectorControl("Time scale", path: "timeScale", .choice([1, 0.5, 0.25, 0.1, 0].map { .number($0) }), default: .number(1)),
      InspectorControl("Refresh rate (Hz)", path: "refreshRate", .choice([.number(60), .number(120)]), default: .number(60)),
      InspectorControl("Reduce Motion", path: "reduceMotion", .toggle, default: .bool(false)),
      InspectorControl("Right to left", path: "rightToLeft", .toggle, default: .bool(false)),
    ]
    if config.main.panels.indices.contains(panel) {
      let b = "main.panels[\(panel)].behavior."
      c += [
        InspectorControl(
          "Edit the spring as", path: InspectorControl.springFormPath,
          .choice(SpringFormParameter.forms.indices.map { .number(Double($0)) }), default: .number(0)),
      ]
      if springForm == 0 {
        c += [
          InspectorControl("Deceleration rate", path: b + "springDecelerationRate", .slider(0.9...0.999, step: 0.001), default: .number(0.991)),
          InspectorControl("Response (s)", path: b + "springResponseTime", .slider(0.1...1.5, step: 0.01), default: .number(0.4)),
        ]
      } else {
        c += SpringFormParameter.forms[springForm].parameters.map(InspectorControl.init)
      }
      c += [
        InspectorControl(
          "Projection rate", path: b + "momentumProjectionRate", .slider(0.99...0.9999, step: 0.0001), default: .number(0.998)),
        InspectorControl("Redirectional progress", path: b + "redirectionalProgress", .slider(0...1, step: 0.05), default: .number(0.5)),
        InspectorControl(
          "Removal threshold", path: b + "removalInteractionVelocityThreshold", .slider(1...20, step: 0.5), default: .number(5.5)),
        InspectorControl("Project momentum", path: b + "shouldProjectMomentum", .toggle, default: .bool(false)),
        InspectorControl(
          "Spring", path: b + "springIntegrator", .choice([.string("floatingPanel"), .string("exact")]), default: .string("floatingPanel")),
        InspectorControl("Swipe to remove", path: "main.panels[\(panel)].isRemovalInteractionEnabled", .toggle, default: .bool(false)),
      ]
      c += anchorControls(config, panel: panel)
    }
    if config.main.sheet != nil {
      c += [
        InspectorControl("Sheet inset", path: "main.sheet.inset", .slider(0...80, step: 1), default: .number(30)),
        InspectorControl("Sheet corner radius", path: "main.sheet.cornerRadius", .slider(0...60, step: 1), default: .number(24)),
        InspectorControl("Dismiss threshold", path: "main.sheet.dismissThreshold", .slider(50...400, step: 5), default: .number(175)),
      ]
    }
    if config.main.accessory != nil {
      c.append(
        InspectorControl(
          "Accessory", path: "main.accessory.position", .choice(["leading", "center", "trailing"].map { .string($0) }),
          default: .string("trailing")))
      c.append(
        InspectorControl("Accessory style", path: "main.accessory.style", .choice([.string("floating"), .string("inline")]), default: .string("floating")))
    }
    if let tree = config.layout {
      for (split, path) in zip(tree.splits, tree.splitKeyPaths()) {
        c.append(
          InspectorControl(
            "Split \(split.id): hide mode", path: path + ".hideMode", .choice([.string("restore"), .string("boundary")]),
            default: .string("restore")))
        c.append(
          InspectorControl(
            "Split \(split.id): drag to hide", path: path + ".dragToHide",
            .choice(["none", "primary", "secondary", "both"].map { .string($0) }), default: .string("none")))
        // A range the scene spells as fractions: its two ends (a scene refuses lo ≥ hi).
        if case .array(let ends)? = config.json.value(at: path + ".draggableRange.normalized")?.kind, ends.count == 2 {
          for (k, end) in ["from", "to"].enumerated() {
            c.append(
              InspectorControl(
                "Split \(split.id): range \(end)", path: path + ".draggableRange.normalized[\(k)]", .slider(0...1, step: 0.01),
                default: .number(Double(k))))
          }
        }
      }
    }
    return c
  }

  /// Sliders for the anchors of panel `panel` that the scene file spells out (a scene that leaves them
  /// to FloatingPanel's defaults has none to edit: setting one would drop the others).
  static func anchorControls(_ config: SceneConfig, panel: Int) -> [InspectorControl] {
    guard case .object(let anchors)? = config.json.value(at: "main.panels[\(panel)].anchors")?.kind else { return [] }
    var c: [InspectorControl] = []
    for m in anchors {
      let path = "main.panels[\(panel)].anchors.\(m.key)"
      if m.value["absoluteInset"] != nil {
        c.append(InspectorControl("Anchor \(m.key) (pt)", path: path + ".absoluteInset", .slider(0...600, step: 1), default: .number(0)))
      } else if m.value["fractionalInset"] != nil {
        c.append(InspectorControl("Anchor \(m.key) (share)", path: path + ".fractionalInset", .slider(0...1, step: 0.01), default: .number(0)))
      }
    }
    return c
  }

  // MARK: - Observing the scene

  /// Reads the scene each time it changes.
  public var observesScene: Bool { true }

  /// Takes the live values and the last attraction from the scene.
  public mutating func observe(_ scene: Scene) {
    self.scene = scene.config.json
    var lines: [(String, String)] = []
    func n(_ v: Double, _ places: Int = 1) -> String { String(format: "%.\(places)f", v) }
    let panels = scene.components(PanelModel.self)
    // The panel a hand (or a key) just set moving becomes the one inspected and edited.
    let inspectedMoves = panels.indices.contains(panelIndex) && panels[panelIndex].isAnimating
    let dragged = panels.firstIndex { $0.isDragging }
    if let moving = dragged ?? (inspectedMoves ? nil : panels.firstIndex { $0.isAnimating }), moving != panelIndex {
      panelIndex = moving
      lastPanelPosition = nil
      watchingAttraction = false
      plot = nil
      controls = Self.controls(for: config, springForm: springForm, panel: panelIndex)
      if let f = focused, f >= controls.count { focused = nil }
    }
    if panels.indices.contains(panelIndex) {
      let panel = panels[panelIndex].snapshot
      let panelConfig = panels[panelIndex].config
      behavior = panelConfig.behavior
      let velocity: Double
      switch panel.motion {
      case .attracting: velocity = panel.velocity
      case .dragging:
        if let last = lastPanelPosition, scene.modelTime > last.time {
          velocity = (panel.position - last.position) / (scene.modelTime - last.time).seconds
        } else {
          velocity = 0
        }
      default: velocity = 0
      }
      lastPanelPosition = (scene.modelTime, panel.position)
      let phase: String
      switch panel.motion {
      case .idle: phase = "at rest"
      case .dragging: phase = "dragging"
      case .attracting(let target, _): phase = "attracting → \(target.name)"
      case .transitioning: phase = "showing or hiding"
      }
      lines += [
        ("panel \(panel.id)", "\(panel.state.name), \(phase)"),
        ("edge · velocity", "\(n(panel.position)) pt · \(n(velocity, 0)) pt/s"),
        ("backdrop alpha", n(panel.backdropAlpha, 2)),
      ]
      if springLinesFor != panelConfig.behavior {
        springLinesFor = panelConfig.behavior
        springLines = Self.springLines(panelConfig.behavior)
      }
      lines += springLines
      // A new release starts a new plot; a spring re-aimed mid-flight (an edit, a resize) does not,
      // or the plot would show the tail of the motion instead of the release.
      let wasAttracting = watchingAttraction
      if case .attracting(_, let release) = panel.motion {
        watchingAttraction = true
        if !wasAttracting {
          plot = AttractionPlot(
            start: release.start, velocity: release.velocity, target: release.target, parameters: release.parameters, scale: scene.scale)
        }
      } else {
        watchingAttraction = false
      }
      // The curve follows the tuning: the same release under the behaviour in force now.
      if var p = plot {
        p.parameters = panelConfig.behavior.attractionSpring(velocity: p.velocity)
        p.scale = scene.scale
        plot = p
        if p != curvesDrawn {
          curves = p.curves
          curvesDrawn = p
        }
      }
    }
    if let sheet = scene.component(SheetModel.self)?.snapshot {
      lines.append(("sheet", "\(sheet.phase.rawValue), progress \(n(sheet.look?.progress ?? 0, 2))"))
    }
    for s in scene.component(SplitTree.self)?.snapshot.splits ?? [] {
      lines.append(("split \(s.id)", "\(n(s.position, 3)), \(s.visible.rawValue)"))
    }
    if let accessory = scene.component(TabBarModel.self)?.snapshot.accessory, let frame = accessory.frame {
      // In window points, as the trace gives it (the window's origin while the main view is hidden).
      let main = scene.frame(of: .pane(.main)) ?? Rect(size: .zero)
      let window = frame.offsetBy(dx: main.x, dy: main.y)
      lines.append(("accessory", "\(accessory.position.rawValue) at \(n(window.x, 0)), \(n(window.y, 0))"))
    }
    if let feed = scene.component(FeedModel.self)?.snapshot {
      lines.append(("feed offset", "\(n(feed.contentOffset)) pt"))
    }
    self.lines = lines
  }

  /// The panel's fling spring in every form a designer brings, with its damping ratio, settle
  /// time and overshoot, and the first warning where a form misleads.
  public static func springLines(_ behavior: PanelBehavior) -> [(String, String)] {
    func n(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }
    let form = FloatingPanelSpringForm(behavior)
    guard let summary = try? form.summary() else { return [("spring", "not a spring"), (Self.noteLabel, "")] }
    let spring = summary.spring
    let swiftUI = ResponseSpringForm(spring)
    let ca = StiffnessSpringForm(spring)
    var lines: [(String, String)] = [
      ("spring (fling)", "ζ \(n(summary.dampingRatio, 3)) · settles \(n(summary.settleTime, 2)) s · +\(n(summary.overshoot * 100, 0)) %"),
      ("SwiftUI", "response \(n(swiftUI.response, 2)) · damping \(n(swiftUI.dampingFraction, 3))"),
      ("Core Animation", "k \(n(ca.stiffness, 1)) · c \(n(ca.damping, 2)) · m 1"),
    ]
    if let origami = try? OrigamiSpringForm(spring) {
      lines.append(("Origami / POP", "bounciness \(n(origami.bounciness, 1)) · speed \(n(origami.speed, 1))"))
    } else {
      lines.append(("Origami / POP", "cannot express this spring"))
    }
    // The note's two lines are kept even when empty, so the controls below never jump while a
    // slider is being dragged.
    lines.append((Self.noteLabel, summary.warnings.first ?? ""))
    return lines
  }

  // MARK: - Editing

  /// The whole pane takes presses.
  public func hitTest(_ point: Point) -> Bool { Rect(size: size).contains(point) }

  /// A press on a control edits it at once; a slider keeps the press while it is dragged.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    guard let (i, frame) = control(at: content(press.location)) else { return .capture }
    focused = i
    let old = pendingValue(of: i)
    switch controls[i].kind {
    case .slider:
      dragging = (i, paths(of: i).map(pendingValue(at:)))
      ask(i, controls[i].value(atFraction: (content(press.location).x - frame.x) / frame.width))
    case .toggle:
      commit(i, from: old, to: controls[i].stepped(old, by: 1))
    case .choice(let options):
      // A pane narrower than its margins has segments of no width: nothing to pick.
      guard !options.isEmpty, frame.width > 0 else { return .capture }
      let f = Swift.min(1, Swift.max(0, (content(press.location).x - frame.x) / frame.width))
      commit(i, from: old, to: options[Swift.min(options.count - 1, Int(f * Double(options.count)))])
    }
    return .capture
  }

  /// A dragged slider follows the pointer.
  public mutating func pointerMoved(_ press: PointerPress) {
    guard let (i, _) = dragging, let frame = trackFrame(of: i) else { return }
    ask(i, controls[i].value(atFraction: (content(press.location).x - frame.x) / frame.width))
  }

  /// Letting go of a slider makes its drag one edit for undo.
  public mutating func pointerUp(_ press: PointerPress) {
    guard let (i, old) = dragging else { return }
    dragging = nil
    record(zip(paths(of: i), old).map { Edit.Change(path: $0, old: $1, new: pendingValue(at: $0)) })
  }

  /// A lost press ends the drag where it is.
  public mutating func pointerCancelled(_ press: PointerPress) { pointerUp(press) }

  /// `[` `]` step the focused control (Shift: ten steps); Ctrl+Z, Ctrl+Shift+Z undo and redo.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    let shift = key.modifiers.contains(.shift)
    switch (key.key, key.modifiers.filter { $0 != .shift }) {
    case ("[", []), ("]", []):
      guard let i = focused else { return false }
      let old = pendingValue(of: i)
      commit(i, from: old, to: controls[i].stepped(old, by: (key.key == "]" ? 1 : -1) * (shift ? 10 : 1)))
    case ("Z", [.ctrl]):
      if shift {
        guard let edit = redoStack.popLast() else { return true }
        if ask(edit.changes.map { ($0.path, $0.new) }) { undoStack.append(edit) } else { redoStack.append(edit) }
      } else {
        guard let edit = undoStack.popLast() else { return true }
        if ask(edit.changes.map { ($0.path, $0.old) }) { redoStack.append(edit) } else { undoStack.append(edit) }
      }
    default:
      return false
    }
    return true
  }

  /// The scene keys control `i` changes: its path, or for a spring form's number the panel's
  /// deceleration rate and response time; none for the form picker, which is the inspector's own.
  private func paths(of i: Int) -> [String] {
    if controls[i].derived != nil { return [ratePath, responsePath] }
    return controls[i].path == InspectorControl.springFormPath ? [] : [controls[i].path]
  }

  /// The value at `path` once the asked edits are applied.
  private func pendingValue(at path: String) -> JSONValue {
    for case .set(let p, let value) in outbox.requests.reversed() where p == path { return value }
    if let value = scene.value(at: path) { return value }
    // An omitted key has its default: the behaviour's for the spring's keys (their sliders may be
    // showing another form), the control's for the rest.
    if path == ratePath, let b = behavior { return .number(b.springDecelerationRate) }
    if path == responsePath, let b = behavior { return .number(b.springResponseTime) }
    return controls.first { $0.path == path }?.defaultValue ?? .null
  }

  /// The value control `i` will show once the asked edits are applied.
  private func pendingValue(of i: Int) -> JSONValue {
    let c = controls[i]
    if c.path == InspectorControl.springFormPath { return .number(Double(springForm)) }
    guard let parameter = c.derived else { return pendingValue(at: c.path) }
    return pendingBehavior.flatMap(parameter.value(of:)).map { .number($0) } ?? .null
  }

  /// The panel's behaviour once the asked spring edits are applied.
  private var pendingBehavior: PanelBehavior? {
    guard var b = behavior else { return nil }
    b.springDecelerationRate = pendingValue(at: ratePath).number ?? b.springDecelerationRate
    b.springResponseTime = pendingValue(at: responsePath).number ?? b.springResponseTime
    return b
  }

  /// Asks for control `i` to take `value` and records it for undo.
  private mutating func commit(_ i: Int, from old: JSONValue, to new: JSONValue) {
    guard new != old else { return }
    if controls[i].path == InspectorControl.springFormPath {
      // The inspector's own choice: the spring's sliders change form; the scene does not.
      springForm = Int(new.number ?? 0)
      controls = Self.controls(for: config, springForm: springForm, panel: panelIndex)
      return
    }
    let before = paths(of: i).map(pendingValue(at:))
    guard ask(i, new) else { return }
    record(zip(paths(of: i), before).map { Edit.Change(path: $0, old: $1, new: pendingValue(at: $0)) })
  }

  private mutating func record(_ changes: [Edit.Change]) {
    let changed = changes.filter { $0.old != $0.new }
    guard !changed.isEmpty else { return }
    undoStack.append(Edit(changes: changed))
    redoStack.removeAll()
    // A long session keeps the last hundred edits.
    if undoStack.count > 100 { undoStack.removeFirst() }
  }

  /// Asks for control `i` to take `value`, unless it already has it; returns whether the scene
  /// takes it (a value it would refuse shows its reason instead and asks nothing).
  @discardableResult
  private mutating func ask(_ i: Int, _ value: JSONValue) -> Bool {
    guard value != pendingValue(of: i) else { return true }
    guard let parameter = controls[i].derived else { return ask([(controls[i].path, value)]) }
    guard let b = pendingBehavior, let v = value.number else { return false }
    do {
      let (rate, response) = try parameter.behaviorValues(v, from: b)
      return ask([(ratePath, .number(rate)), (responsePath, .number(response))])
    } catch {
      refusal = error.reason
      return false
    }
  }

  /// Asks for `set`s of `edits` when the scene takes them all; otherwise shows why not.
  @discardableResult
  private mutating func ask(_ edits: [(path: String, value: JSONValue)]) -> Bool {
    var json = scene
    for (path, value) in edits {
      guard let next = json.setting(path, to: value) else {
        refusal = "\(path): no such key in this scene"
        return false
      }
      json = next
    }
    do {
      _ = try SceneConfig(json: json)
    } catch {
      refusal = error.description
      return false
    }
    refusal = nil
    outbox.request(edits.map { .set(path: $0.path, value: $0.value) })
    return true
  }

  // MARK: - Geometry

  /// Where the controls begin: under the live values and the plot.
  private var controlsTop: Double { 36 + Double(Swift.max(lineSlots, 6)) * Self.lineHeight + 8 + Self.plotHeight + 16 }

  /// Line heights the live values take (a note takes two).
  private var lineSlots: Int { lines.reduce(0) { $0 + ($1.0 == Self.noteLabel ? 2 : 1) } }

  /// The frame of control row `i`.
  private func rowFrame(of i: Int) -> Rect {
    Rect(x: 14, y: controlsTop + Double(i) * Self.rowHeight, width: Swift.max(0, size.width - 28), height: Self.rowHeight)
  }

  /// The part of row `i` that takes the pointer: a slider's track, a choice's segments, a switch.
  func trackFrame(of i: Int) -> Rect? {
    guard i < controls.count else { return nil }
    let row = rowFrame(of: i)
    switch controls[i].kind {
    case .slider, .choice: return Rect(x: row.x, y: row.y + 16, width: row.width, height: 14)
    case .toggle: return Rect(x: row.maxX - 36, y: row.y + 4, width: 36, height: 22)
    }
  }

  /// A point of the pane in the scrolled content's coordinates.
  private func content(_ p: Point) -> Point { Point(x: p.x, y: p.y + scrollOffset) }

  private func control(at p: Point) -> (Int, Rect)? {
    for i in controls.indices {
      guard let track = trackFrame(of: i) else { continue }
      // A little slack above and below, so a quick grab of a thin track still lands.
      if Rect(x: track.x - 6, y: track.y - 6, width: track.width + 12, height: track.height + 12).contains(p) { return (i, track) }
    }
    return nil
  }

  /// A hand over the controls.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    press != nil || control(at: content(point)) != nil ? .hand : .arrow
  }

  // MARK: - Drawing

  /// Live values, the plot and the controls, each a layer so a still part costs a copy.
  public func render(into list: inout DisplayList) {
    guard size.width > 0, size.height > 0 else { return }
    list.fill(Rect(size: size), Theme.surface)
    list.transformed(Transform(translation: Point(x: 0, y: -scrollOffset))) { list in drawContent(into: &list) }
  }

  private func drawContent(into list: inout DisplayList) {
    let width = size.width
    // One layer per line and per control: while a panel moves only the lines that change are drawn
    // again, and a dragged slider redraws itself alone.
    heading("Inspector", y: 12, into: &list)
    var y = 36.0
    for (k, (label, value)) in lines.enumerated() {
      let note = label == Self.noteLabel
      let height = note ? 2 * Self.lineHeight : Self.lineHeight
      list.layer("inspector.line.\(k)", frame: Rect(x: 0, y: y, width: width, height: height)) { list in
        if note {
          list.text(
            TextRun(value, frame: Rect(x: 14, y: 0, width: Swift.max(0, width - 28), height: height - 2), size: 10,
              color: Color(hex: 0xC93400), maxLines: 2))
        } else {
          list.text(TextRun(label, frame: Rect(x: 14, y: 0, width: 100, height: 15), size: 11, color: Theme.secondaryLabel))
          list.text(TextRun(value, frame: Rect(x: 112, y: 0, width: Swift.max(0, width - 126), height: 15), size: 11, color: Theme.label))
        }
      }
      y += height
    }
    let plotFrame = Rect(x: 14, y: controlsTop - Self.plotHeight - 10, width: Swift.max(0, width - 28), height: Self.plotHeight)
    list.layer("inspector.plot", frame: plotFrame) { list in drawPlot(size: plotFrame.size, into: &list) }
    for i in controls.indices {
      let row = rowFrame(of: i)
      list.layer("inspector.control.\(i)", frame: Rect(x: 0, y: row.y - 4, width: width, height: Self.rowHeight + 4)) { list in
        list.transformed(Transform(translation: Point(x: 0, y: -(row.y - 4)))) { list in drawControl(i, into: &list) }
      }
    }
    let hint = refusal ?? "[ ] step the focused control · Shift ×10 · Ctrl+Z undo"
    list.text(
      TextRun(
        hint, frame: Rect(x: 14, y: rowFrame(of: controls.count).y + 6, width: Swift.max(0, width - 28), height: 30), size: 11,
        color: refusal == nil ? Theme.secondaryLabel : Color(hex: 0xD70015), maxLines: 2))
  }

  private func heading(_ title: String, y: Double, into list: inout DisplayList) {
    list.text(
      TextRun(title.uppercased(), frame: Rect(x: 14, y: y, width: Swift.max(0, size.width - 28), height: 14), size: 11, weight: .bold,
        color: Theme.secondaryLabel))
  }

  /// Colours of the curves: FloatingPanel at 60 Hz, at 120 Hz, the exact spring.
  static let curveColors = [Theme.tint, Color(hex: 0xFF9500), Color(hex: 0x34C759)]

  private func drawPlot(size: Size, into list: inout DisplayList) {
    list.fill(Rect(size: size), radius: 8, Theme.background)
    guard let plot, !curves.isEmpty else {
      list.text(
        TextRun("Release a panel to plot its attraction", frame: Rect(x: 10, y: size.height / 2 - 8, width: size.width - 20, height: 16),
          size: 11, color: Theme.secondaryLabel, alignment: .center))
      return
    }
    let duration = Swift.max(0.1, curves.map(\.settle).max() ?? 0.1)
    let xs = curves.flatMap { $0.samples.map(\.x) } + [plot.start, plot.target]
    let lo = xs.min() ?? 0
    let hi = xs.max() ?? 1
    let span = Swift.max(1, hi - lo)
    let box = Rect(x: 8, y: 22, width: size.width - 16, height: size.height - 30)
    func point(_ t: Double, _ x: Double) -> Point {
      Point(x: box.x + t / duration * box.width, y: box.y + (x - lo) / span * box.height)
    }
    let targetY = point(0, plot.target).y
    list.fill(Rect(x: box.x, y: targetY - 0.5, width: box.width, height: 1), Theme.separator)
    for (k, curve) in curves.enumerated() {
      list.append(.polyline(curve.samples.map { point($0.t, $0.x) }, Self.curveColors[k % 3], width: k == 2 ? 1 : 1.5))
    }
    let overshoot = AttractionPlot.overshoot(of: curves, start: plot.start, target: plot.target)
    let settle = curves.map { String(format: "%.2f", $0.settle) }.joined(separator: "/")
    list.text(
      TextRun("settles \(settle) s · overshoot \(String(format: "%.1f", overshoot)) pt",
        frame: Rect(x: 8, y: 4, width: size.width - 16, height: 14), size: 10, color: Theme.secondaryLabel))
  }

  private func drawControl(_ i: Int, into list: inout DisplayList) {
    let c = controls[i]
    let row = rowFrame(of: i)
    let value = pendingValue(of: i)
    let color = focused == i ? Theme.tint : Theme.label
    list.text(TextRun(c.label, frame: Rect(x: row.x, y: row.y, width: row.width * 0.65, height: 15), size: 12, color: color))
    guard let track = trackFrame(of: i) else { return }
    switch c.kind {
    case .slider:
      list.text(
        TextRun(c.text(of: value), frame: Rect(x: row.x, y: row.y, width: row.width, height: 15), size: 12, color: color, alignment: .trailing))
      let f = c.fraction(of: value)
      list.fill(Rect(x: track.x, y: track.midY - 2, width: track.width, height: 4), radius: 2, Theme.fill)
      list.fill(Rect(x: track.x, y: track.midY - 2, width: track.width * f, height: 4), radius: 2, Theme.tint)
      let knob = Rect(x: track.x + track.width * f - 7, y: track.midY - 7, width: 14, height: 14)
      list.fill(knob, radius: 7, Color.white)
      list.append(.stroke(RoundedRect(knob, radius: 7), Theme.separator, width: 1))
    case .toggle:
      let on = value.bool ?? false
      list.fill(track, radius: 11, on ? Color(hex: 0x34C759) : Theme.fill)
      list.fill(Rect(x: on ? track.maxX - 20 : track.x + 2, y: track.y + 2, width: 18, height: 18), radius: 9, Color.white)
    case .choice(let options):
      let w = track.width / Double(Swift.max(1, options.count))
      list.fill(track, radius: 4, Theme.fill)
      for (k, option) in options.enumerated() {
        let seg = Rect(x: track.x + Double(k) * w, y: track.y, width: w, height: track.height)
        let selected = option == value
        if selected { list.fill(seg, radius: 4, Theme.tint) }
        list.text(TextRun(c.text(of: option), frame: seg, size: 10, color: selected ? .white : Theme.label, alignment: .center))
      }
    }
  }

  /// Nothing: what it changes shows as `set` lines in the recording and in the other components.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
