/// One floating panel as a scene file describes it (`main.panels[]`, FloatingPanel names).
public struct PanelConfig: Hashable, Sendable {
  /// How the content fills the surface.
  public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// The surface keeps the most expanded length; the far part hangs off screen.
    case `static`
    /// The surface's far edge is pinned, so it shrinks with the panel.
    case fitToBounds
  }

  /// The panel's look.
  public struct Surface: Hashable, Sendable {
    /// Corner radius on the interactive edge (all four with margins).
    public var cornerRadius = 16.0
    /// How the corners bend (FloatingPanel's `cornerCurve`).
    public var cornerCurve = CornerCurve.circular
    /// The drop shadows, the first drawn on top (FloatingPanel's `SurfaceAppearance.shadows`).
    public var shadows = [SurfaceShadow()]
    /// Fill of the surface (nil: the theme's surface white, the look before this key).
    public var backgroundColor: Color?
    /// Border width, points.
    public var borderWidth = 0.0
    /// Border colour (nil: the theme's separator grey).
    public var borderColor: Color?
    /// Whether the 36×5 grabber shows.
    public var grabber = true
    /// The grabber's colour (nil: the theme's grey, FloatingPanel's `GrabberView.barColor`).
    public var grabberColor: Color?
    /// The band along the interactive edge in which a press always drags the panel, never the
    /// list (FloatingPanel's `grabberAreaOffset`), points.
    public var grabberAreaOffset = PanelModel.grabberAreaLength
    /// Distance of the grabber from the interactive edge (FloatingPanel's `grabberHandlePadding`).
    public var grabberHandlePadding = PanelModel.grabberPadding
    /// The grabber's size; on a left or right panel the width runs along the edge
    /// (FloatingPanel's `grabberHandleSize`).
    public var grabberHandleSize = PanelModel.grabberSize
    /// Space between the surface and its container.
    public var margins = EdgeInsets.zero
    /// Space between the container and the content.
    public var padding = EdgeInsets.zero
    /// The scene's default look (what a panel without `surface` keys draws).
    public init() {}
  }

  /// What the panel holds.
  public struct Content: Hashable, Sendable {
    /// The kinds of panel content.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      /// A scrollable list of result rows under a search field.
      case list
      /// A fixed block of text (its height is its intrinsic size).
      case text
      /// The user's picture filling the content box.
      case image
    }

    /// What is shown.
    public var kind = Kind.list
    /// Number of rows in a list.
    public var rows = 24
    /// Height of one row, points.
    public var rowHeight = 56.0
    /// Height of the fixed header above the rows (search field), points.
    public var header = 56.0
    /// The title shown in the header.
    public var title = "Search Maps"
    /// The user's picture, for `image` content.
    public var image: Picture?
    /// Controls with their own gestures under the header (the conflict lab's content).
    public var controls: [ControlConfig] = []
    /// Tabs over the list, each with its own list (none: one list).
    public var tabs: [String] = []
    /// The tab whose list the panel tracks (FloatingPanel's `track(scrollView:)`); nil: the
    /// selected one, as an app that tracks the new list on every switch.
    public var trackedTab: Int?
    /// Whether the panel tracks a list at all (`trackedTab: "none"` turns it off): an app that never
    /// calls `track(scrollView:)` (FloatingPanel's SwiftUI content without
    /// `floatingPanelScrollTracking`) leaves every list a scroll view of its own.
    public var tracksList = true
  }

  /// Identifier used in traces, events and `set` paths.
  public var id: String
  /// The edge the panel is attached to.
  public var position = PanelPosition.bottom
  /// The state the panel starts in.
  public var initialState = PanelState.half
  /// Custom states beside the built-in four.
  public var customStates: [PanelState] = []
  /// Anchor per state; hidden is implicit.
  public var anchors: [PanelState: PanelAnchor]
  /// Backdrop alpha per state (absent states: 0).
  public var backdropAlpha: [PanelState: Double] = [.full: 0.3]
  /// How it moves.
  public var behavior = PanelBehavior()
  /// Whether a fast swipe toward hidden removes it.
  public var isRemovalInteractionEnabled = false
  /// Whether a tap on the backdrop removes it.
  public var backdropTapToDismiss = false
  /// How the content fills the surface.
  public var contentMode = ContentMode.static
  /// The surface's look.
  public var surface = Surface()
  /// What the panel holds.
  public var content = Content()
  /// The surface's length across the main axis (nil: the safe area's whole span). An extension
  /// standing in for FloatingPanel's `prepareLayout`, so a bottom panel can float as a card.
  public var crossAxisLength: Double?
  /// Where a shorter surface sits across the main axis.
  public var crossAxisAlignment = AccessoryConfig.Position.leading
  /// What `floatingPanelShouldBeginDragging` answers (the conflict lab's policy key).
  public var shouldBeginDragging = DragPolicy.always
  /// The id of the panel whose content this one lives in (FloatingPanel's `addPanel(toParent:)`
  /// with that panel's content view controller); nil: the main view.
  public var parent: String?
  /// Which touches its pan receives (`panGestureRecognizer.delegateProxy`'s
  /// `gestureRecognizer(_:shouldReceive:)`; the conflict lab's policy key for taps that slip).
  public var shouldReceiveTouch = TouchPolicy.always
  /// The states in which the list may scroll (`floatingPanel(_:shouldAllowToScroll:in:)`; nil:
  /// FloatingPanel's default, the most expanded state only).
  public var shouldAllowToScroll: StatePolicy?
  /// The states in which a pan may move the panel (PanModal's `shouldRespond(to:)`; nil: always).
  public var shouldRespond: StatePolicy?
  /// What the panel does when the software keyboard rises.
  public var keyboardAvoidance = KeyboardAvoidance.none
  /// Whether a drag of the panel lets the keyboard go.
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// Anchors per range of main-view widths (`floatingPanel(_:layoutFor:)`); none: `anchors` always.
  public var layouts: [PanelSizeLayout] = []

  /// A panel with FloatingPanel's default layout for `position`.
  public init(id: String, position: PanelPosition = .bottom) {
    self.id = id
    self.position = position
    self.anchors = Self.defaultAnchors(for: position)
  }

  /// FloatingPanel's default layout: full 18 pt from the far edge, half at 50 %, tip 69 pt, all
  /// against the safe area.
  public static func defaultAnchors(for position: PanelPosition) -> [PanelState: PanelAnchor] {
    let near = position
    let far: PanelPosition = [.bottom: .top, .top: .bottom, .left: .right, .right: .left][position]!
    return [
      .full: .inset(.absolute(18), edge: far, guide: .safeArea),
      .half: .inset(.fractional(0.5), edge: near, guide: .safeArea),
      .tip: .inset(.absolute(69), edge: near, guide: .safeArea),
    ]
  }

  /// Every state this panel knows, built-in and custom.
  public var knownStates: [PanelState] { PanelState.builtIn + customStates }

  /// Reads a panel's `behavior` from its object `o`: FloatingPanel's defaults where it says
  /// nothing. Nothing else of the panel (or of the scene) is read with it, so an edit inside it
  /// reads it alone again (`MainConfig.read(behaviorOfPanel:_:)`).
  static func behavior(in o: ConfigObject) throws(ConfigError) -> PanelBehavior {
    var behavior = PanelBehavior()
    guard
      let b = try o.object(
        "behavior",
        keys: [
          "springDecelerationRate", "springResponseTime", "momentumProjectionRate", "redirectionalProgress",
          "shouldProjectMomentum", "allowsRubberBanding", "removalInteractionVelocityThreshold", "springIntegrator",
        ])
    else { return behavior }
    behavior.springDecelerationRate = try b.number("springDecelerationRate", default: 0.991, in: 0.5...0.9999)
    behavior.springResponseTime = try b.number("springResponseTime", default: 0.4, in: 0.01...10)
    behavior.momentumProjectionRate = try b.number("momentumProjectionRate", default: 0.998, in: 0.5...0.9999)
    behavior.redirectionalProgress = try b.number("redirectionalProgress", default: 0.5, in: 0...1)
    behavior.shouldProjectMomentum = try b.bool("shouldProjectMomentum", default: false)
    behavior.removalInteractionVelocityThreshold = try b.number(
      "removalInteractionVelocityThreshold", default: 5.5, in: 0...1000)
    behavior.springIntegrator = try b.choice("springIntegrator", default: .floatingPanel)
    if let edges = try b.array("allowsRubberBanding") {
      behavior.rubberBandEdges = Set(
        try edges.enumerated().map { (i, v) throws(ConfigError) -> PanelPosition in
          try ConfigObject.choice(v, path: b.path("allowsRubberBanding") + "[\(i)]")
        })
    }
    return behavior
  }

  /// Reads `main.panels[index]`.
  public init(json: JSONValue, path: String, index: Int) throws(ConfigError) {
    let o = try ConfigObject(
      json, path: path,
      keys: [
        "id", "position", "initialState", "anchors", "states", "backdropAlpha", "behavior",
        "isRemovalInteractionEnabled", "backdropTapToDismiss", "contentMode", "surface", "content",
        "crossAxisLength", "crossAxisAlignment", "shouldBeginDragging", "shouldReceiveTouch", "shouldAllowToScroll", "shouldRespond", "keyboardAvoidance",
        "keyboardDismissMode", "layouts", "parent",
      ])
    self.init(id: try o.string("id", default: index == 0 ? "panel" : "panel\(index)"), position: try o.choice("position", default: .bottom))
    if let states = try o.array("states") {
      guard states.count <= Limits.customStates else {
        throw o.error("states", "at most \(Limits.customStates) custom states, got \(states.count)")
      }
      for (i, item) in states.enumerated() {
        let s = try ConfigObject(item, path: o.path("states") + "[\(i)]", keys: ["name", "order"])
        guard let v = s["name"], case let name = try ConfigObject.string(v, path: s.path("name")), !name.isEmpty else {
          throw s.error("name", "expected a non-empty string")
        }
        guard !knownStates.contains(where: { $0.name == name }) else { throw s.error("name", "state \"\(name)\" already exists") }
        customStates.append(PanelState(name, order: try s.integer("order", default: 0, in: -100_000...100_000)))
      }
    }
    if let a = o["anchors"] { anchors = try readAnchors(a, path: o.path("anchors")) }
    crossAxisLength = try o.optionalNumber("crossAxisLength", in: 40...100_000)
    crossAxisAlignment = try o.choice("crossAxisAlignment", default: .leading)
    if let v = o["initialState"] {
      guard let name = v.string else { throw o.error("initialState", "expected a state name, got \(v.kindName)") }
      initialState = try state(named: name, path: o.path("initialState"), line: v.line)
      guard initialState == .hidden || anchors[initialState] != nil else {
        throw o.error("initialState", "state \"\(name)\" has no anchor")
      }
    } else if anchors[.half] == nil {
      // Ties between equal orders go by name, so the choice never follows dictionary order.
      initialState = anchors.keys.max { ($0.order, $1.name) < ($1.order, $0.name) } ?? .hidden
    }
    try readLayouts(o)
    if let a = o["backdropAlpha"] {
      guard let members = a.members else { throw o.error("backdropAlpha", "expected an object, got \(a.kindName)") }
      backdropAlpha = [:]
      for m in members {
        let p = o.path("backdropAlpha") + "." + m.key
        backdropAlpha[try state(named: m.key, path: p, line: m.value.line)] = try ConfigObject.number(m.value, path: p, in: 0...1)
      }
    }
    behavior = try Self.behavior(in: o)
    shouldBeginDragging = try DragPolicy(o, key: "shouldBeginDragging")
    shouldReceiveTouch = try TouchPolicy(o, key: "shouldReceiveTouch")
    // Checked against the other panels by `main`, which knows them.
    parent = o["parent"] == nil ? nil : try o.string("parent", default: "")
    shouldAllowToScroll = try StatePolicy.read(o, key: "shouldAllowToScroll", known: knownStates)
    shouldRespond = try StatePolicy.read(o, key: "shouldRespond", known: knownStates)
    keyboardAvoidance = try o.choice("keyboardAvoidance", default: .none)
    keyboardDismissMode = try o.choice("keyboardDismissMode", default: .none)
    isRemovalInteractionEnabled = try o.bool("isRemovalInteractionEnabled", default: false)
    backdropTapToDismiss = try o.bool("backdropTapToDismiss", default: false)
    contentMode = try o.choice("contentMode", default: .static)
    if let s = try o.object(
      "surface",
      keys: Set([
        "cornerRadius", "cornerCurve", "shadows", "backgroundColor", "borderWidth", "borderColor", "grabber", "grabberHandlePadding", "grabberHandleSize", "margins",
        "padding", "grabberColor", "grabberAreaOffset",
      ]).union(SurfaceShadow.keys.map(SurfaceShadow.surfaceKey)))
    {
      surface.cornerRadius = try s.number("cornerRadius", default: 16, in: Surface.Ranges.cornerRadius)
      surface.cornerCurve = try s.choice("cornerCurve", default: .circular)
      surface.shadows = try SurfaceShadow.read(s)
      surface.backgroundColor = try s.color("backgroundColor")
      surface.borderWidth = try s.number("borderWidth", default: 0, in: Surface.Ranges.borderWidth)
      surface.borderColor = try s.color("borderColor")
      surface.grabber = try s.bool("grabber", default: true)
      surface.grabberColor = try s.color("grabberColor")
      surface.grabberAreaOffset = try s.number("grabberAreaOffset", default: PanelModel.grabberAreaLength, in: Surface.Ranges.grabberAreaOffset)
      surface.grabberHandlePadding = try s.number(
        "grabberHandlePadding", default: PanelModel.grabberPadding, in: Surface.Ranges.grabberHandlePadding)
      if let g = try s.object("grabberHandleSize", keys: ["width", "height"]) {
        let side = Surface.Ranges.grabberHandleSide
        surface.grabberHandleSize = Size(
          width: try g.number("width", default: PanelModel.grabberSize.width, in: side),
          height: try g.number("height", default: PanelModel.grabberSize.height, in: side))
      }
      surface.margins = try s.insets("margins")
      surface.padding = try s.insets("padding")
    }
    if let c = try o.object("content", keys: ["kind", "rows", "rowHeight", "header", "title", "image", "imageMode", "controls", "tabs", "trackedTab"]) {
      content.image = try c.picture()
      // An image alone means image content; image content needs one, and lists and text take none.
      content.kind = try c.choice("kind", default: content.image == nil ? .list : .image)
      if content.kind == .image && content.image == nil { throw c.error("kind", "image content needs an \"image\" beside it") }
      if content.kind != .image && content.image != nil {
        throw c.error("image", "only \"kind\": \"image\" shows an image, got \"\(content.kind.rawValue)\"")
      }
      content.rows = try c.integer("rows", default: 24, in: 0...10_000)
      content.rowHeight = try c.number("rowHeight", default: 56, in: 8...1000)
      content.header = try c.number("header", default: 56, in: 0...1000)
      content.title = try c.string("title", default: "Search Maps")
      content.controls = try ControlConfig.list(c)
      if let items = try c.array("tabs") {
        guard (2...Limits.tabs).contains(items.count) else { throw c.error("tabs", "2 to \(Limits.tabs) titles, got \(items.count)") }
        guard content.kind == .list else { throw c.error("tabs", "only a list has tabs, this content is \(content.kind.rawValue)") }
        content.tabs = try items.enumerated().map { (i, v) throws(ConfigError) in try ConfigObject.string(v, path: c.path("tabs") + "[\(i)]") }
      }
      if c["trackedTab"]?.string == "none" {
        guard content.kind == .list else { throw c.error("trackedTab", "only a list is tracked, this content is \(content.kind.rawValue)") }
        content.tracksList = false
      } else if let v = c["trackedTab"], v.string != "selected" {
        guard !content.tabs.isEmpty else { throw c.error("trackedTab", "only a list with tabs tracks one of them") }
        content.trackedTab = try c.integer("trackedTab", default: 0, in: 0...(content.tabs.count - 1))
      }
      for (i, control) in content.controls.enumerated() {
        guard let after = control.afterRow else { continue }
        let path = c.path("controls") + "[\(i)].afterRow"
        var line = c.value.line
        if case .array(let items)? = c["controls"]?.kind, let v = items[i]["afterRow"] { line = v.line }
        guard content.kind == .list else { throw ConfigError(path: path, line: line, message: "only a list holds controls inside it, this content is \(content.kind.rawValue)") }
        guard after <= content.rows else { throw ConfigError(path: path, line: line, message: "the list has \(content.rows) rows, got \(after)") }
      }
      let length = Double(content.rows) * content.rowHeight
      guard length <= Limits.listLength else {
        throw c.error("rows", "the list would be \(JSONWriter.number(length)) points long (rows × rowHeight); at most \(JSONWriter.number(Limits.listLength))")
      }
    }
  }

  /// Reads an `anchors` object at `path`: state name → anchor, each along the panel's axis.
  func readAnchors(_ a: JSONValue, path: String) throws(ConfigError) -> [PanelState: PanelAnchor] {
    guard let members = a.members else { throw ConfigError(path: path, line: a.line, message: "expected an object, got \(a.kindName)") }
    var anchors: [PanelState: PanelAnchor] = [:]
    // In file order, so the first bad anchor is the one reported.
    for m in members {
      let state = try state(named: m.key, path: path + "." + m.key, line: m.value.line)
      let anchor = try Self.anchor(m.value, path: path + "." + m.key)
      if case .inset(_, let edge, _) = anchor, edge.mainAxis != position.mainAxis {
        let expected = position.mainAxis == .y ? "top or bottom" : "left or right"
        throw ConfigError(
          path: path + "." + m.key + ".edge", line: m.value.line,
          message: "a \(position.rawValue) panel's anchors measure from \(expected), got \(edge.rawValue)")
      }
      anchors[state] = anchor
    }
    guard !anchors.isEmpty else { throw ConfigError(path: path, line: a.line, message: "needs at least one state") }
    return anchors
  }

  private func state(named name: String, path: String, line: Int) throws(ConfigError) -> PanelState {
    guard let s = knownStates.first(where: { $0.name == name }) else {
      let names = knownStates.map(\.name).joined(separator: "|")
      throw ConfigError(path: path, line: line, message: "unknown state \"\(name)\" (known: \(names))")
    }
    return s
  }

  private static func anchor(_ v: JSONValue, path: String) throws(ConfigError) -> PanelAnchor {
    let o = try ConfigObject(
      v, path: path, keys: ["absoluteInset", "fractionalInset", "edge", "referenceGuide", "intrinsic"])
    // FloatingPanel's defaults: inset anchors measure from the superview, intrinsic ones from
    // the safe area.
    if let i = try o.object("intrinsic", keys: ["absoluteOffset", "fractionalOffset"]) {
      let guide: PanelAnchor.Guide = try o.choice("referenceGuide", default: .safeArea)
      guard o["absoluteInset"] == nil, o["fractionalInset"] == nil, o["edge"] == nil else {
        throw ConfigError(path: path, line: v.line, message: "an intrinsic anchor takes no inset or edge")
      }
      if let a = try i.optionalNumber("absoluteOffset", in: -10_000...10_000) {
        guard i["fractionalOffset"] == nil else {
          throw i.error("fractionalOffset", "give absoluteOffset or fractionalOffset, not both")
        }
        return .intrinsic(.absolute(a), guide: guide)
      }
      return .intrinsic(.fractional(try i.number("fractionalOffset", default: 0, in: -10...10)), guide: guide)
    }
    let guide: PanelAnchor.Guide = try o.choice("referenceGuide", default: .superview)
    let inset: PanelAnchor.Inset
    if let a = try o.optionalNumber("absoluteInset", in: -10_000...10_000) {
      guard o["fractionalInset"] == nil else { throw o.error("fractionalInset", "give absoluteInset or fractionalInset, not both") }
      inset = .absolute(a)
    } else if let f = try o.optionalNumber("fractionalInset", in: -10...10) {
      inset = .fractional(f)
    } else {
      throw ConfigError(path: path, line: v.line, message: "needs absoluteInset, fractionalInset or intrinsic")
    }
    guard o["edge"] != nil else { throw ConfigError(path: path + ".edge", line: v.line, message: "missing (top|bottom|left|right)") }
    return .inset(inset, edge: try o.choice("edge", default: .top), guide: guide)
  }
}
