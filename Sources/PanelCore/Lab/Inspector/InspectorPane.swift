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

  /// The panel behaviour keys a spring form's number edits: the inspected panel's.
  var ratePath: String { ScenePath.panel(panelIndex).behavior(.springDecelerationRate).description }
  var responsePath: String { ScenePath.panel(panelIndex).behavior(.springResponseTime).description }
  /// Which panel the inspector shows and edits: the last one dragged or set moving.
  public internal(set) var panelIndex = 0

  /// The scene's JSON as last observed (what the controls show).
  public internal(set) var scene: JSONValue
  /// The controls this scene offers.
  public internal(set) var controls: [InspectorControl]
  /// The control `[` and `]` step: the last one touched.
  public internal(set) var focused: Int?
  /// Why the last edit was refused, shown until the next edit.
  public internal(set) var refusal: String?
  /// Edits that can be undone, oldest first, and undone edits that can be redone.
  public internal(set) var undoStack: [Edit] = []
  /// Undone edits, most recently undone last.
  public internal(set) var redoStack: [Edit] = []
  /// What the live values show, as last observed (`lines` writes them).
  var readout = Readout()
  /// The last attraction, replayed with the behaviour in force, and its curves.
  public internal(set) var plot: AttractionPlot?
  /// The plot's curves as drawn: FloatingPanel at 60 Hz, at 120 Hz, the exact spring.
  public internal(set) var curves: [AttractionPlot.Curve] = []
  /// The plot `curves` were computed for (they are recomputed only when it changes).
  var curvesDrawn: AttractionPlot?
  /// The slider being dragged, with the values its keys had when the press began.
  var dragging: (index: Int, old: [JSONValue])?
  /// The form the spring's sliders speak (an index into `SpringFormParameter.forms`).
  public internal(set) var springForm = 0
  /// The config the controls were made for.
  var config: SceneConfig
  /// The first panel's behaviour as last observed.
  var behavior: PanelBehavior?
  var lastPanelPosition: (time: Micros, position: Double)?
  /// The spring's lines for the behaviour they were computed for (solving for settle times and the
  /// Origami form takes a while, so not on every frame).
  var springLines: [(String, String)] = []
  var springLinesFor: PanelBehavior?
  /// Whether the inspected panel was attracting when last observed.
  var watchingAttraction = false
  /// The edits the inspector asked for, not yet handed to the scene.
  public var outbox = Outbox<NoEvent>()
  /// The time of the last `advance`, which the dragged panel's velocity counts in.
  var time: Micros = 0
  var size = Size(width: 0, height: 0)
  /// How far the pane is scrolled, when it is shorter than its content.
  public internal(set) var scrollOffset = 0.0

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

  /// The wheel scrolls a pane shorter than its content.
  public mutating func wheel(_ delta: Point, at point: Point) {
    scrollOffset = Swift.min(maxScroll, Swift.max(0, scrollOffset + delta.y))
  }

  /// Keeps the focus, the undo history and the last attraction across edits.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? InspectorPane else { return }
    take(fresh.config)
    // The fresh pane built its controls for the first panel and the first spring form already.
    controls = panelIndex == 0 && springForm == 0 ? fresh.controls : Self.controls(for: config, springForm: springForm, panel: panelIndex)
    if let f = focused, f >= controls.count { focused = nil }
  }

  /// A slider's tick or a toggle leaves the scene's keys, the panels and the splits as they were,
  /// and so the controls, which were most of what building the pane again cost at every tick:
  /// the pane takes the new values and keeps its controls. It is built alone again from any
  /// config with an inspector pane, and a value edit keeps that pane.
  public mutating func takeValueEdit(_ config: SceneConfig) -> Bool {
    take(config)
    return true
  }

  /// Takes what the pane reads of a new config, but the controls.
  private mutating func take(_ config: SceneConfig) {
    scene = config.json
    self.config = config
    behavior = config.main.panels.first?.behavior
    if panelIndex >= config.main.panels.count { panelIndex = 0 }
  }

  /// Nothing: what it changes shows as `set` lines in the recording and in the other components.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
