/// The plain surface of blank panes. The sidebar, the event log and the inspector paint their own.
public struct LabPanes: SceneComponent {
  /// The composition row: present when the scene has a split layout.
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["layout"]) { config in
    config.layout == nil ? [] : [LabPanes()]
  }

  /// The frames of the panes that do not show the main view.
  public private(set) var frames: [Rect] = []

  /// No panes until the layout pass places them.
  public init() {}

  /// The kind's name in its id and in traces.
  public static let kindName = "labPanes"
  /// The whole window (the panes are wherever the split tree put them).
  public var placement: Placement { .window }

  /// Finds the panes that the split tree placed.
  public mutating func layout(in context: inout LayoutContext) {
    frames = context.panes.filter { $0.view == .blank }.map(\.frame)
  }

  /// Each pane's surface.
  public func render(into list: inout DisplayList) {
    for frame in frames { list.fill(frame, Theme.surface) }
  }

  /// Nothing to report yet.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
