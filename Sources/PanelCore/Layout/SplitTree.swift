/// The window's tree of split views as live model state: where each divider is and which panes
/// show. The layout pass places the panes from this state, not from the config, so a divider moved
/// by a drag or a key stays where it was put.
public struct SplitTree: SceneComponent {
  /// The composition row: one tree when the scene has a `layout`.
  public static let kind = ComponentKind(name: "split", layoutPhase: .panes) { config in
    config.layout.map { [SplitTree(root: $0)] } ?? []
  }

  /// A divider's hit band reaches this far past each side of the visible divider, as on macOS.
  public static let hitSlop = 3.0

  /// The tree with each split's live position and visibility.
  public private(set) var root: LayoutNode
  /// Where the panes and dividers lie in the window.
  public private(set) var frames: PaneLayout

  /// A tree starting as `root` describes it.
  public init(root: LayoutNode) {
    self.root = root
    frames = PaneLayout(root, in: .zero)
  }

  /// The only tree.
  public var id: ComponentID { ComponentID("split") }
  /// The whole window.
  public var placement: Placement { .window }

  /// Places the panes in the window; every later component finds its pane in the context.
  public mutating func layout(in context: inout LayoutContext) {
    frames = PaneLayout(root, in: Rect(size: context.window))
    context.panes = frames.panes
  }

  /// Takes the edited tree.
  public mutating func update(from fresh: any SceneComponent) {
    if let fresh = fresh as? SplitTree { root = fresh.root }
  }

  /// The hit band of any divider.
  public func hitTest(_ point: Point) -> Bool { split(at: point) != nil }

  /// The split whose divider's hit band holds `point`.
  public func split(at point: Point) -> PaneLayout.Split? {
    frames.splits.first { $0.dividerFrame.inset(by: -Self.hitSlop).contains(point) }
  }

  /// The resize arrows across the divider.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    split(at: point)?.config.orientation == .vertical ? .resizeVertical : .resizeHorizontal
  }

  /// The visible dividers.
  public func render(into list: inout DisplayList) {
    for split in frames.splits where split.dividerFrame.width > 0 && split.dividerFrame.height > 0 {
      list.fill(split.dividerFrame, Theme.separator)
    }
  }

  /// The trace's `splits`, in tree order.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    for s in frames.splits {
      trace.append(
        "splits",
        .object([
          "id": .string(s.config.id), "position": .number(s.config.position),
          "visible": .string(s.config.visible.rawValue), "highlight": .null,
          "primaryFrame": space.frameJSON(s.primaryFrame), "dividerFrame": space.frameJSON(s.dividerFrame),
          "secondaryFrame": space.frameJSON(s.secondaryFrame),
        ]))
    }
  }
}
