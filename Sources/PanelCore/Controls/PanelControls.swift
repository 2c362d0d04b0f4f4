/// Where a panel's controls lie, and the composition row that puts each control right above its
/// panel (so a panel stacked higher covers a lower panel's controls as it covers the panel).
extension PanelModel {
  /// The composition row: each panel of `main.panels[]`, bottom-most first, followed by the
  /// controls of its content.
  public static let kindWithControls = ComponentKind(layoutPhase: .floating, reads: PanelModel.keys) { config in
    PanelModel.kind.make(config).flatMap { component -> [any SceneComponent] in
      guard let panel = component as? PanelModel else { return [component] }
      return [panel] + panel.config.content.controls.indices.map { i in Self.makeControl(panel.config, i) }
    }
  }

  /// The component for control `index` of `panel`'s content.
  static func makeControl(_ panel: PanelConfig, _ index: Int) -> any SceneComponent {
    let control = panel.content.controls[index]
    let host = ControlHost(panelID: panel.id, index: index)
    switch control.kind {
    case .carousel: return CarouselModel(config: control, host: host)
    case .slider: return SliderModel(config: control, host: host)
    case .segmented: return SegmentedControlModel(config: control, host: host)
    case .reorderable: return ReorderableListModel(config: control, host: host)
    case .tiles: return TileRowModel(config: control, host: host)
    case .textField: return TextFieldModel(config: control, host: host)
    }
  }

  /// The height the controls stacked above the list take together.
  public var controlsLength: Double { config.content.controls.reduce(0) { $0 + ($1.afterRow == nil ? $1.height : 0) } }

  /// The height the controls inside the list add to it.
  public var listControlsLength: Double { config.content.controls.reduce(0) { $0 + ($1.afterRow == nil ? 0 : $1.height) } }

  /// The list's scrolled length: its rows and the controls inside it.
  public var listContentLength: Double { Double(config.content.rows) * config.content.rowHeight + listControlsLength }

  /// How far the controls inside the list push row `row` down.
  func rowShift(_ row: Int) -> Double {
    config.content.controls.reduce(0) { $0 + ($1.afterRow.map { $0 <= row } == true ? $1.height : 0) }
  }

  /// Each control's frame in container coordinates: stacked under the header (above it for a top
  /// panel, whose header is at its bottom), across the content box; or inside the list after its
  /// `afterRow` rows, moving with the list's offset.
  public var controlFrames: [Rect] {
    let c = contentFrame
    let h = config.content.header
    var y = config.position == .top ? c.maxY - h - controlsLength : c.y + h
    let controls = config.content.controls
    let list = listFrame ?? c
    return controls.indices.map { i in
      let control = controls[i]
      guard let after = control.afterRow else {
        defer { y += control.height }
        return Rect(x: c.x, y: y, width: c.width, height: control.height)
      }
      // Below its rows and the list's controls before it.
      let above = controls[..<i].reduce(0) { $0 + ($1.afterRow.map { $0 <= after } == true ? $1.height : 0) }
        + controls[(i + 1)...].reduce(0) { $0 + ($1.afterRow.map { $0 < after } == true ? $1.height : 0) }
      let top = list.y + Double(after) * config.content.rowHeight + above - content.offset
      return Rect(x: c.x, y: top, width: c.width, height: control.height)
    }
  }

  /// The rectangle that cuts control `index`: the list's viewport for a control inside the list.
  func controlViewport(_ index: Int) -> Rect? {
    config.content.controls[index].afterRow == nil ? nil : listFrame
  }

  /// Whether `point` lies on one of the controls where it shows (and not on the grabber band,
  /// which always drags).
  func isOnControl(_ point: Point) -> Bool {
    guard !grabberArea.contains(point) else { return false }
    return controlFrames.indices.contains { controlFrames[$0].contains(point) && controlViewport($0)?.contains(point) != false }
  }
}

/// What a control knows of the panel it lives in, read from the scene after every input and
/// advance (the panel moves by itself while it springs): its frame and the panel's rounded
/// container that cuts it.
public struct ControlHost: Hashable, Sendable {
  /// The panel's id.
  public let panelID: String
  /// The control's index in the panel's `content.controls`.
  public let index: Int
  /// The control's frame in the main view's coordinates.
  public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The panel's container, which cuts the control.
  public private(set) var clip = RoundedRect(Rect(x: 0, y: 0, width: 0, height: 0))
  /// The main view's bounds.
  public private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The list's viewport that cuts a control inside the list (nil: none).
  public private(set) var viewport: Rect?
  /// Whether the panel shows (not hidden at rest, not removed).
  public private(set) var isShown = false

  /// The host of control `index` in panel `panelID`.
  public init(panelID: String, index: Int) {
    self.panelID = panelID
    self.index = index
  }

  /// Reads the panel's geometry from `scene`.
  public mutating func observe(_ scene: Scene) {
    guard let panel = scene.components(PanelModel.self).first(where: { $0.config.id == panelID }), index < panel.controlFrames.count else {
      isShown = false
      return
    }
    frame = panel.controlFrames[index]
    viewport = panel.controlViewport(index)
    clip = RoundedRect(panel.containerFrame, radii: panel.cornerRadii)
    bounds = Rect(size: panel.layout.container)
    isShown = !panel.isRemoved && (panel.state != .hidden || panel.isAnimating)
  }

  /// Whether a point of the main view lands on the control where it shows.
  public func contains(_ p: Point) -> Bool {
    isShown && frame.contains(p) && clip.rect.contains(p) && bounds.contains(p) && viewport?.contains(p) != false
  }

  /// Draws `body` cut to the panel's container and the main view.
  public func drawn(into list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
    guard isShown, frame.intersects(bounds), viewport.map(frame.intersects) ?? true else { return }
    list.clipped(to: RoundedRect(viewport ?? bounds)) { list in list.clipped(to: RoundedRect(bounds)) { list in list.clipped(to: clip, body) } }
  }

  /// The control's id in the scene: its kind and `panel/index`.
  public func id(kind: String) -> ComponentID { ComponentID(kind, "\(panelID)/\(index)") }

  /// The members every control's trace object starts with.
  public func traceMembers(kind: String, in space: ComponentSpace) -> [JSONValue.Member] {
    [.init("kind", .string(kind)), .init("id", .string("\(panelID)/\(index)")), .init("panel", .string(panelID)), .init("frame", space.frameJSON(frame))]
  }
}

/// A control that lives in a panel's content: it reads its panel's geometry from the scene after
/// every input and advance, and is known by its kind and `panel/index`.
public protocol HostedControl: SceneComponent {
  /// The panel it lives in.
  var host: ControlHost { get set }
}

extension HostedControl {
  /// Its kind and `panel/index`.
  public var id: ComponentID { host.id(kind: Self.kindName) }
  /// The main view.
  public var placement: Placement { .pane(.main) }
  /// Lays out with its panel (it reads the panel's geometry from the scene).
  public mutating func layout(in context: inout LayoutContext) {}
  /// It follows its panel.
  public var observesScene: Bool { true }
  /// Reads its panel's geometry.
  public mutating func observe(_ scene: Scene) { host.observe(scene) }
}
