/// The whole lab: every component of a scene config, driven by input and time, drawn as a
/// display list and reported as a trace.
///
/// This is the single entry point the host, the replayer and the tests use. It never reads a
/// clock: `handle` and `advance(to:)` carry the time in.
public struct Scene: Sendable {
  /// The config in force (changed by `set` and `load_scene` inputs).
  public private(set) var config: SceneConfig
  /// Window size in points.
  public private(set) var size: Size
  /// Pixels per point, used for FloatingPanel's pixel rounding (a scene's `scale` overrides it).
  public private(set) var scale: Double
  /// Model time of the last `advance`.
  public private(set) var time: Micros = 0
  /// The card feed, when the scene has one.
  public private(set) var feed: FeedModel?
  /// Floating panels over the main view, bottom-most first.
  public private(set) var panels: [PanelModel] = []
  /// Where the panes and dividers lie.
  public private(set) var panes: PaneLayout
  /// The last pointer location.
  public private(set) var pointer = Point(x: -1, y: -1)

  private var press: Press?

  /// What the held pointer button is driving.
  private struct Press: Sendable {
    enum Target: Sendable {
      case feed
      /// A panel, by id: a `set` may reorder or replace panels while the button is down.
      case panel(String)
      case nothing
    }

    var target: Target
    var drag: PointerDrag
  }

  /// Builds every component the config names, at its size (or `size` when given).
  public init(config: SceneConfig, size: Size? = nil, scale: Double = 1) {
    self.config = config
    self.size = size ?? config.window
    self.scale = scale
    panes = PaneLayout(config.layout, in: Rect(size: self.size))
    buildComponents()
  }

  /// The main view's frame, or nil when no pane shows it.
  public var mainFrame: Rect? { panes.mainFrame }

  private mutating func buildComponents() {
    if let feedConfig = config.main.feed, let frame = mainFrame {
      feed = FeedModel(config: feedConfig, viewport: frame, insets: config.main.safeArea)
    } else {
      feed = nil
    }
    panels = config.main.panels.map { makePanel($0) }
  }

  private func makePanel(_ panelConfig: PanelConfig) -> PanelModel {
    let frame = mainFrame ?? .zero
    var panel = PanelModel(config: panelConfig, container: frame.size, safeArea: panelSafeArea, scale: scale)
    panel.origin = Point(x: frame.x, y: frame.y)
    return panel
  }

  /// The safe area panels lay out against (the main view's; the tab bar will add its height).
  private var panelSafeArea: EdgeInsets { config.main.safeArea }

  private mutating func relayout() {
    panes = PaneLayout(config.layout, in: Rect(size: size))
    if let frame = mainFrame {
      feed?.layout(viewport: frame, insets: config.main.safeArea)
      for i in panels.indices {
        panels[i].origin = Point(x: frame.x, y: frame.y)
        panels[i].layout(container: frame.size, safeArea: panelSafeArea, scale: scale)
      }
    }
  }

  // MARK: - Input

  /// Advances to the input's time, then applies it. Only `set` and `load_scene` can fail, with the
  /// config error their value causes; the scene is unchanged then.
  public mutating func handle(_ input: TimedInput) throws(ConfigError) {
    advance(to: input.time)
    let t = input.time
    switch input.event {
    case .pointerMove(let p):
      pointer = p
      pointerMoved(to: p, at: t)
    case .pointerDown(let p, let button, _):
      pointer = p
      guard button == .left else { return }
      pointerDown(at: p, time: t)
    case .pointerUp(let p, let button):
      pointer = p
      guard button == .left else { return }
      pointerUp(at: p, time: t)
    case .wheel(let p, let delta):
      pointer = p
      if let i = panelIndex(at: p) {
        if panels[i].listFrame.map({ $0.contains(local(p)) }) == true { panels[i].wheel(delta: delta.y, time: t) }
      } else if let feed, feed.viewport.contains(p) {
        self.feed?.scroll.scroll(by: delta.y, time: t)
      }
    case .keyDown(let key, let modifiers):
      keyDown(key, modifiers: modifiers, time: t)
    case .keyUp:
      break
    case .resize(let newSize):
      size = newSize
      relayout()
    case .set(let path, let value):
      guard let json = config.json.setting(path, to: value) else {
        throw ConfigError(path: path, line: 0, message: "no such key path in the scene")
      }
      apply(try SceneConfig(json: json))
    case .loadScene(let json):
      let newConfig = try SceneConfig(json: json)
      config = newConfig
      scale = newConfig.scale ?? scale
      press = nil
      panes = PaneLayout(config.layout, in: Rect(size: size))
      buildComponents()
    case .end:
      break
    }
  }

  /// Takes a new config, keeping each surviving component's state (scroll offsets, panel states).
  private mutating func apply(_ newConfig: SceneConfig) {
    let feedChanged = newConfig.main.feed != config.main.feed
    let windowChanged = newConfig.window != config.window
    let offset = feed?.scroll.offset
    if newConfig.scale != config.scale { scale = newConfig.scale ?? scale }
    config = newConfig
    if windowChanged { size = newConfig.window }
    // Panels are matched by id: a surviving panel keeps its state and takes the new settings.
    let oldPanels = panels
    panels = newConfig.main.panels.map { panelConfig in
      guard var panel = oldPanels.first(where: { $0.config.id == panelConfig.id }) else { return makePanel(panelConfig) }
      panel.update(config: panelConfig)
      return panel
    }
    relayout()
    if feedChanged {
      feed = newConfig.main.feed.flatMap { feedConfig in
        mainFrame.map { FeedModel(config: feedConfig, viewport: $0, insets: newConfig.main.safeArea) }
      }
      if let offset { feed?.scroll.setOffset(offset) }
    }
  }

  /// The index of the panel with `id`, if it still exists.
  private func panelIndex(id: String) -> Int? { panels.firstIndex { $0.config.id == id } }

  /// The topmost panel that takes a press at `p` (window points).
  private func panelIndex(at p: Point) -> Int? {
    panels.indices.reversed().first { panels[$0].captures(local(p)) }
  }

  /// `p` in the main view's coordinates, where panels live.
  private func local(_ p: Point) -> Point {
    let o = mainFrame ?? .zero
    return Point(x: p.x - o.x, y: p.y - o.y)
  }

  private mutating func pointerDown(at p: Point, time t: Micros) {
    // A press that never saw its release (a lost event) ends where the new one begins.
    if press != nil { pointerUp(at: p, time: t) }
    let drag = PointerDrag(at: p, time: t)
    for i in panels.indices.reversed() where panels[i].pointerDown(at: local(p), time: t) {
      press = Press(target: .panel(panels[i].config.id), drag: drag)
      return
    }
    if let feed, feed.viewport.contains(p) {
      // A touch catches a fling where it is, as UIScrollView does.
      self.feed?.scroll.beginDrag(at: p.y, time: t)
      press = Press(target: .feed, drag: drag)
    } else {
      press = Press(target: .nothing, drag: drag)
    }
  }

  private mutating func pointerMoved(to p: Point, at t: Micros) {
    guard var press else { return }
    _ = press.drag.move(to: p, at: t)
    self.press = press
    switch press.target {
    case .feed:
      if press.drag.isDragging { feed?.scroll.drag(to: p.y) }
    case .panel(let id):
      if let i = panelIndex(id: id) { panels[i].pointerMove(to: local(p), time: t) }
    case .nothing:
      break
    }
  }

  private mutating func pointerUp(at p: Point, time t: Micros) {
    guard var press else { return }
    _ = press.drag.move(to: p, at: t)
    self.press = nil
    switch press.target {
    case .feed:
      if press.drag.isDragging {
        feed?.scroll.drag(to: p.y)
        feed?.scroll.endDrag(pointerVelocity: press.drag.velocity(at: t).y, time: t)
      } else {
        feed?.scroll.endDrag(pointerVelocity: 0, time: t)
      }
    case .panel(let id):
      if let i = panelIndex(id: id) { panels[i].pointerUp(at: local(p), time: t) }
    case .nothing:
      break
    }
  }

  private mutating func keyDown(_ key: String, modifiers: [KeyModifier], time t: Micros) {
    guard modifiers.isEmpty else { return }
    let states: [String: PanelState] = ["1": .full, "2": .half, "3": .tip, "0": .hidden]
    if let target = states[key], !panels.isEmpty {
      panels[panels.count - 1].move(to: target, animated: true, time: t)
      return
    }
    guard let feed else { return }
    let page = feed.viewport.height * 0.8
    let target: Double?
    switch key {
    case "Down": target = feed.scroll.offset + 40
    case "Up": target = feed.scroll.offset - 40
    case "PageDown", "Space": target = feed.scroll.offset + page
    case "PageUp": target = feed.scroll.offset - page
    case "Home": target = 0
    case "End": target = feed.scroll.maxOffset
    default: target = nil
    }
    if let target { self.feed?.scroll.scroll(by: target - feed.scroll.offset, time: t) }
  }

  // MARK: - Time

  /// Runs every animation forward to `t` (never backward).
  public mutating func advance(to t: Micros) {
    guard t > time else { return }
    time = t
    feed?.scroll.advance(to: t)
    for i in panels.indices { panels[i].advance(to: t) }
  }

  /// Whether anything is still moving by itself, so the host must keep drawing.
  public var isAnimating: Bool {
    (feed?.scroll.isAnimating ?? false) || panels.contains { $0.isAnimating }
  }

  /// Returns and forgets the events reported since the last call, in time order.
  public mutating func takeEvents() -> [ModelEvent] {
    var events: [ModelEvent] = []
    for i in panels.indices { events += panels[i].takeEvents() }
    // A stable sort keeps each component's own order for events at the same instant.
    return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
  }

  // MARK: - Output

  /// The pointer shape for the current pointer location.
  public var cursor: Cursor {
    if let press, case .feed = press.target, press.drag.isDragging { return .arrow }
    for split in panes.splits where split.dividerFrame.inset(by: -3).contains(pointer) {
      // The hit band is a few points wider than the visible divider, as on macOS.
      return split.config.orientation == .horizontal ? .resizeHorizontal : .resizeVertical
    }
    if let i = panelIndex(at: pointer) {
      return panels[i].grabberArea.contains(local(pointer)) ? .hand : .arrow
    }
    if let feed, feed.card(at: pointer) != nil, config.main.sheet != nil { return .hand }
    return .arrow
  }

  /// Draws the whole window.
  public func render() -> DisplayList {
    var list = DisplayList(size: size, background: Theme.background)
    for pane in panes.panes {
      switch pane.view {
      case .main:
        feed?.render(into: &list)
      case .sidebar, .inspector, .events, .blank:
        list.fill(pane.frame, Theme.surface)
      }
    }
    if mainFrame != nil {
      for panel in panels { panel.render(into: &list) }
    }
    for split in panes.splits where split.dividerFrame.width > 0 && split.dividerFrame.height > 0 {
      list.fill(split.dividerFrame, Theme.separator)
    }
    return list
  }

  /// The per-frame fields of a trace line: every component's state, in DESIGN.md's order.
  public func traceState() -> [JSONValue.Member] {
    let feedJSON: JSONValue
    if let feed {
      let cards = feed.visibleCards.map { card in
        JSONValue.object(["index": .number(Double(card.index)), "frame": Self.frameJSON(card.frame)])
      }
      feedJSON = .object(["contentOffset": .number(feed.scroll.offset), "cards": .array(cards)])
    } else {
      feedJSON = .null
    }
    let splits = panes.splits.map { s in
      JSONValue.object([
        "id": .string(s.config.id), "position": .number(s.config.position),
        "visible": .string(s.config.visible.rawValue), "highlight": .null,
        "primaryFrame": Self.frameJSON(s.primaryFrame), "dividerFrame": Self.frameJSON(s.dividerFrame),
        "secondaryFrame": Self.frameJSON(s.secondaryFrame),
      ])
    }
    return [
      .init("panels", .array(panels.map(\.traceJSON))),
      .init("sheet", .null),
      .init("tabBar", .null),
      .init("accessory", .null),
      .init("splits", .array(splits)),
      .init("feed", feedJSON),
    ]
  }

  /// A digest of the whole model state: equal hashes mean equal states.
  public func stateHash() -> String {
    var h = StateHash()
    h.combine(JSONWriter.string(.object(traceState())))
    if let feed { h.combine(Self.describe(feed.scroll)) }
    for panel in panels {
      h.combine(String(describing: panel.phase))
      h.combine(Self.describe(panel.content))
    }
    h.combine(String(describing: size))
    return h.hex
  }

  /// The state of a scroll model that a hash must cover (not the time it was last advanced to).
  private static func describe(_ s: ScrollPhysics) -> String {
    "\(s.offset) \(s.velocity) \(s.phase) \(s.contentLength) \(s.viewportLength)"
  }

  /// `[x, y, width, height]`.
  static func frameJSON(_ r: Rect) -> JSONValue { .array(r.array.map { .number($0) }) }
}
