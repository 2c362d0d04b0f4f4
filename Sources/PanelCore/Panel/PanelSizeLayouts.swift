/// A panel's layouts per size (`main.panels[].layouts`): the scene's form of FloatingPanel's
/// `floatingPanel(_:layoutFor: size)`. Each entry gives anchors for a range of main-view widths;
/// when a rotation or a resize moves the width into another range, the panel takes that layout as
/// `viewWillTransition(to:with:)` applies it: the state is kept (or, when the new layout has no
/// anchor for it, the initial state is taken), a resting panel snaps to the new anchor, a running
/// spring re-aims at it.
public struct PanelSizeLayout: Hashable, Sendable {
  /// The widths it is for, points: from `minWidth` (included) to `maxWidth` (excluded).
  public var widths: Range<Double>
  /// The anchors it gives.
  public var anchors: [PanelState: PanelAnchor]

  /// Reads one entry of `layouts` at `path` for `panel` (whose states and initial state it checks).
  init(json: JSONValue, path: String, panel: PanelConfig) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["minWidth", "maxWidth", "anchors"])
    let lo = try o.number("minWidth", default: 0, in: 0...100_000)
    let hi = try o.number("maxWidth", default: 100_000, in: 0...100_000)
    guard lo < hi else { throw o.error("maxWidth", "must be larger than minWidth (\(JSONWriter.number(lo))), got \(JSONWriter.number(hi))") }
    widths = lo..<hi
    guard let a = o["anchors"] else { throw ConfigError(path: o.path("anchors"), line: json.line, message: "missing: a layout gives the panel's anchors") }
    anchors = try panel.readAnchors(a, path: o.path("anchors"))
    if panel.initialState != .hidden && anchors[panel.initialState] == nil {
      throw o.error("anchors", "no anchor for the initial state \"\(panel.initialState.name)\"")
    }
  }
}

extension Limits {
  /// Layouts of one panel.
  public static let panelLayouts = 8
}

extension PanelConfig {
  /// The anchors for a main view `width` points wide: the first of `layouts` whose range holds it,
  /// else the panel's own `anchors`.
  public func anchors(forWidth width: Double) -> [PanelState: PanelAnchor] {
    layouts.first { $0.widths.contains(width) }?.anchors ?? anchors
  }

  /// The index in `layouts` of the layout for `width`, nil for the panel's own anchors.
  public func layoutIndex(forWidth width: Double) -> Int? { layouts.firstIndex { $0.widths.contains(width) } }

  /// Reads `layouts` of the panel object `o` (none when absent).
  mutating func readLayouts(_ o: ConfigObject) throws(ConfigError) {
    guard let items = try o.array("layouts") else { return }
    guard items.count <= Limits.panelLayouts else {
      throw o.error("layouts", "at most \(Limits.panelLayouts) layouts, got \(items.count)")
    }
    var read: [PanelSizeLayout] = []
    for (i, item) in items.enumerated() {
      read.append(try PanelSizeLayout(json: item, path: o.path("layouts") + "[\(i)]", panel: self))
    }
    layouts = read
  }
}
