import PanelCore

/// The lab's panes around a PanelLabKit session's own view, as `panellab run` has them: the event
/// log under it and the inspector beside it. The window grows by the panes, so the session's view
/// keeps its size and its top-left corner, and the code's geometry (surface locations, a layout
/// for a size) is the same as headless.
enum LabPanesAround {
  /// The inspector's width, points.
  static let inspectorWidth = 340.0
  /// The event log's height, points.
  static let logHeight = 200.0
  /// The split ids of the panes (a user's own splits keep theirs).
  static let inspectorID = "lab-inspector", logID = "lab-log"

  /// The visible divider between them and the session's view, points.
  static let divider = 4.0

  /// `scene` with the panes around what it shows (its own layout, or the main view), in a window
  /// that much larger.
  static func wrapping(_ scene: JSONValue) -> JSONValue {
    guard let width = scene.value(at: "window.width")?.number, let height = scene.value(at: "window.height")?.number else { return scene }
    let own = scene["layout"] ?? .object(["view": .string("main")])
    let windowWidth = width + divider + inspectorWidth
    let windowHeight = height + divider + logHeight
    let layout = JSONValue.object([
      "split": split(inspectorID, "horizontal", own: width, of: windowWidth, hides: "secondary"),
      "primary": .object([
        "split": split(logID, "vertical", own: height, of: windowHeight, hides: "secondary"),
        "primary": own,
        "secondary": .object(["view": .string("events")]),
      ]),
      "secondary": .object(["view": .string("inspector")]),
    ])
    return
      scene
      .replacingMember("window", with: .object(["width": .number(windowWidth), "height": .number(windowHeight)]))
      .replacingMember("layout", with: layout)
  }

  /// `layout`, a tree `wrapping` made, with the session's own part replaced by `own` (a layout
  /// the code sets while the window is open).
  static func replacingOwn(in layout: JSONValue, with own: JSONValue) -> JSONValue {
    layout.setting("primary.primary", to: own) ?? layout
  }

  /// The least a pane keeps while its divider is dragged, points.
  static let paneMinimum = 120.0

  /// A split whose primary pane is `own` points of `span` (brh-splitview: `position · span − d/2`),
  /// kept at least that long as the window resizes; the pane can be dragged or double-clicked away.
  private static func split(_ id: String, _ orientation: String, own: Double, of span: Double, hides side: String) -> JSONValue {
    .object([
      "id": .string(id), "orientation": .string(orientation),
      "position": .number((own + divider / 2) / span), "dividerSpan": .number(divider),
      // The view's length is its minimum, which also makes it exact: the position's quotient
      // rounds (479.99999999999994 would round a surface location differently from headless).
      "draggableRange": .object(["fixed": .array([.number(own), .number(paneMinimum)])]),
      "dragToHide": .string(side), "doubleClickToClose": .string(side), "prioritySide": .string("primary"),
    ])
  }
}
