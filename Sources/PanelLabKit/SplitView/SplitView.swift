import PanelCore

/// What a split's pane holds: one of PanelLab's views or another split.
public protocol SplitPane {
  /// The scene file's layout node for it.
  func layoutNode(in session: LabSession?) -> JSONValue
}

/// PanelLab's views a pane can show.
public enum LabPaneView: String, SplitPane, Sendable {
  /// The main view: the feed with its panels, tab bar and sheet.
  case main
  /// The sidebar of scenes and devices.
  case sidebar
  /// The inspector.
  case inspector
  /// The event log.
  case events
  /// Nothing.
  case blank

  /// `{"view": NAME}`.
  public func layoutNode(in session: LabSession?) -> JSONValue { .object(["view": .string(rawValue)]) }
}

/// A divider view: SplitView's `Debug`, `Minimal` and `Handle`.
public protocol SplitDivider {
  /// The scene file's divider style.
  var style: String { get }
}

/// SplitView's `MinimalDivider`: a plain line.
public struct MinimalDivider: SplitDivider, Sendable {
  /// A line.
  public init() {}
  /// `minimal`.
  public var style: String { "minimal" }
}

/// SplitView's `HandleDivider`: a line with a grab handle.
public struct HandleDivider: SplitDivider, Sendable {
  /// A line with a handle.
  public init() {}
  /// `handle`.
  public var style: String { "handle" }
}

/// SplitView's `DebugDivider`: the visible span and the hit area drawn apart.
public struct DebugDivider: SplitDivider, Sendable {
  /// The debug divider.
  public init() {}
  /// `debug`.
  public var style: String { "debug" }
}

/// brh-splitview's store: a split's pane visibility and divider position, which the program
/// reads and sets. It follows the model once its split is shown in a session.
public final class SplitViewStore {
  /// The split's id in the scene (`split`, `split2`, … in tree order when not given).
  public let id: String
  /// The position before the split is shown (0…1).
  let initialPosition: Double
  weak var session: LabSession?

  /// A store for split `id` starting with the divider at `position`.
  public init(id: String, position: Double = 0.5) {
    self.id = id
    initialPosition = position
  }

  private var config: SplitConfig? { session?.scene.component(SplitTree.self)?.root.splits.first { $0.id == id } }

  /// Which panes show; setting it shows them (the store's `updatePanesVisibility`).
  public var panesVisible: SplitViewPanes {
    get {
      switch config?.visible ?? .both {
      case .both: return .both
      case .primary: return .primary
      case .secondary: return .secondary
      }
    }
    set {
      guard let session, [.both, .primary, .secondary].contains(newValue) else { return }
      session.feed(.command(ComponentID("split"), .object(["split": .string(id), "panesVisible": .string(newValue.sceneName)])))
    }
  }

  /// The divider's centre as a fraction of the split's span.
  public var position: Double { config?.position ?? initialPosition }
}

/// SplitView's `SplitView(store:primary:divider:secondary:)`: two panes and a divider, nestable.
public struct SplitView<Primary: SplitPane, Divider: SplitDivider, Secondary: SplitPane>: SplitPane {
  let store: SplitViewStore
  let primary: Primary
  let divider: Divider
  let secondary: Secondary
  var configuration = SplitViewConfiguration()

  /// A split of `primary` and `secondary` with `divider` between them.
  public init(store: SplitViewStore, primary: () -> Primary, divider: () -> Divider, secondary: () -> Secondary) {
    self.store = store
    self.primary = primary()
    self.divider = divider()
    self.secondary = secondary()
  }

  /// SplitView's `.splitViewConfiguration(_:)`.
  public func splitViewConfiguration(_ configuration: SplitViewConfiguration) -> Self {
    var copy = self
    copy.configuration = configuration
    return copy
  }

  /// The split node, its store bound to `session`.
  public func layoutNode(in session: LabSession?) -> JSONValue {
    store.session = session
    let c = configuration
    return .object([
      "split": .object([
        "id": .string(store.id), "orientation": .string(c.orientation.rawValue), "position": .number(store.initialPosition),
        "draggableRange": .object(["normalized": .array([.number(c.draggableRange.lowerBound), .number(c.draggableRange.upperBound)])]),
        "dragToHide": .string(c.dragToHidePanes.sceneName), "doubleClickToClose": .string(c.doubleClickToClose.sceneName),
        "dividerSpan": .number(c.visibleDividerSpan), "divider": .string(divider.style),
      ]),
      "primary": primary.layoutNode(in: session),
      "secondary": secondary.layoutNode(in: session),
    ])
  }
}

extension LabSession {
  /// Lays the window out as `split` (before the session started: it goes into the recording's
  /// header); the main view keeps its panels in the pane that shows `LabPaneView.main`.
  public func layOut<P, D, S>(_ split: SplitView<P, D, S>) {
    setLayout(split.layoutNode(in: self))
  }
}
