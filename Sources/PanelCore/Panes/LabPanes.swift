/// The surface of every pane beside the main view: the sidebar and the event log draw over it,
/// the inspector (coming with the lab) and blank panes show it as it is.
public struct LabPanes: SceneComponent {
  /// The composition row: present when the scene has a split layout.
  public static let kind = ComponentKind(name: "labPanes", layoutPhase: .content) { config in
    config.layout == nil ? [] : [LabPanes()]
  }

  /// The frames of the panes that do not show the main view.
  public private(set) var frames: [Rect] = []

  /// No panes until the layout pass places them.
  public init() {}

  /// The only one.
  public var id: ComponentID { ComponentID("labPanes") }
  /// The whole window (the panes are wherever the split tree put them).
  public var placement: Placement { .window }

  /// Finds the panes that the split tree placed.
  public mutating func layout(in context: inout LayoutContext) {
    frames = context.panes.filter { $0.view != .main }.map(\.frame)
  }

  /// Each pane's surface.
  public func render(into list: inout DisplayList) {
    for frame in frames { list.fill(frame, Theme.surface) }
  }

  /// Nothing to report yet.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
