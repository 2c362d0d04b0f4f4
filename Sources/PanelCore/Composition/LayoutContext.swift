/// What the layout pass hands from one component to the next: the window, the panes the split
/// tree placed, and each pane's safe area, which bars grow for the components laid out after them.
public struct LayoutContext: Sendable {
  /// The window's size in points.
  public var window: Size
  /// Pixels per point (FloatingPanel rounds anchors to pixels).
  public var scale: Double
  /// The scene's settings, for components that read scene-wide keys (`reduceMotion`, `rightToLeft`).
  public var config: SceneConfig
  /// Leaf panes in tree order with their frames in window points.
  public var panes: [PaneLayout.Pane]
  /// The split tree with its live positions and visibility (nil: no split layout), for panes that
  /// show it (the sidebar lists the hidden ones).
  public var tree: LayoutNode?
  /// How much of the software keyboard shows above the main view's bottom edge, points (0: none);
  /// a panel that avoids the keyboard takes it into its safe area.
  public var keyboardInset = 0.0

  /// `insets` with its bottom raised to the keyboard's top: the room a panel or sheet that rides
  /// above the keyboard lays out in (unchanged while no keyboard shows).
  public func raisedAboveKeyboard(_ insets: EdgeInsets) -> EdgeInsets {
    var s = insets
    s.bottom = Swift.max(s.bottom, keyboardInset)
    return s
  }
  /// The content boxes of the components laid out so far that can hold a nested one, in the main
  /// view's coordinates (a panel's, for the panel added to its content, which measures the
  /// keyboard against it); looked up by id, never listed.
  public var contentBoxes: [ComponentID: Rect] = [:]
  /// Extra safe area per view, on top of the scene's (the tab bar adds its height to the main view).
  private var extraInsets: [LayoutNode.View: EdgeInsets] = [:]

  /// A context before the split tree has placed any pane: the main view fills the window.
  public init(window: Size, scale: Double, config: SceneConfig) {
    self.window = window
    self.scale = scale
    self.config = config
    panes = [PaneLayout.Pane(view: .main, frame: Rect(size: window))]
  }

  /// The frame of the first pane showing `view`, or nil when no pane shows it.
  public func frame(of view: LayoutNode.View) -> Rect? { panes.first { $0.view == view }?.frame }

  /// The frame of `placement` in window points, or nil when it is not on screen.
  public func frame(of placement: Placement) -> Rect? {
    switch placement {
    case .window: return Rect(size: window)
    case .pane(let view): return frame(of: view)
    }
  }

  /// The safe area of the pane showing `view`: the scene's for the main view, plus what bars added.
  public func safeArea(of view: LayoutNode.View) -> EdgeInsets {
    let base = view == .main ? config.main.safeArea : .zero
    guard let extra = extraInsets[view] else { return base }
    return EdgeInsets(
      top: base.top + extra.top, left: base.left + extra.left, bottom: base.bottom + extra.bottom,
      right: base.right + extra.right)
  }

  /// Takes `insets` off the safe area of `view` for everything laid out later (a bar's height).
  public mutating func reserve(_ insets: EdgeInsets, in view: LayoutNode.View) {
    let e = extraInsets[view] ?? .zero
    extraInsets[view] = EdgeInsets(
      top: e.top + insets.top, left: e.left + insets.left, bottom: e.bottom + insets.bottom, right: e.right + insets.right)
  }
}
