/// What a control knows of what it lives in (a panel's content or the sheet's), read from the
/// scene after every input and advance (a panel or a sheet moves by itself while it springs): its
/// frame, the rounded container that cuts it, the list or article viewport that cuts it, and how
/// opaque its host draws it.
public struct ControlHost: Hashable, Sendable {
  /// Whose content holds a control.
  public enum Owner: Hashable, Sendable {
    /// The panel with this id (`main.panels[].content.controls`).
    case panel(String)
    /// The sheet (`main.sheet.controls`).
    case sheet
  }

  /// Whose content holds it.
  public let owner: Owner
  /// The control's index in its host's `controls`.
  public let index: Int
  /// The panel whose content box the host panel lives in (a nested panel's `parent`), which the
  /// control then lives in too, in the same coordinates as its panel; nil: the main view.
  public private(set) var nestedIn: ComponentID?
  /// The control's frame in its panel's container coordinates: the main view's, or for a nested
  /// panel its parent's content box.
  public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The host's container, which cuts the control.
  public private(set) var clip = RoundedRect(Rect(x: 0, y: 0, width: 0, height: 0))
  /// The main view's bounds.
  public private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The viewport that cuts it: a panel list's for a control inside the list, the sheet's
  /// scrolling content's (nil: none).
  public private(set) var viewport: Rect?
  /// Whether the host shows (a panel not hidden at rest nor removed, a sheet that is up).
  public private(set) var isShown = false
  /// How opaque the host draws its content (a zooming sheet fades over its card), 0…1.
  public private(set) var opacity = 1.0

  /// The host of control `index` in `owner`'s content, which lives in `nestedIn`'s content box
  /// (a nested panel's parent) or in the main view (nil).
  public init(_ owner: Owner, index: Int, nestedIn: ComponentID? = nil) {
    self.owner = owner
    self.index = index
    self.nestedIn = nestedIn
  }

  /// Takes where `fresh` lives: a `set` may have moved the control's panel into another panel's
  /// content (its `parent`), and the scene places the control by it from the rebuild on.
  public mutating func takePlace(of fresh: ControlHost) { nestedIn = fresh.nestedIn }

  /// The panel's id, for a control in a panel.
  public var panelID: String? {
    if case .panel(let id) = owner { return id }
    return nil
  }

  /// The component for `config` in this host.
  public func make(_ config: ControlConfig) -> any SceneComponent {
    switch config.kind {
    case .carousel: return CarouselModel(config: config, host: self)
    case .slider: return SliderModel(config: config, host: self)
    case .segmented: return SegmentedControlModel(config: config, host: self)
    case .reorderable: return ReorderableListModel(config: config, host: self)
    case .tiles: return TileRowModel(config: config, host: self)
    case .textField: return TextFieldModel(config: config, host: self)
    }
  }

  /// Reads the host's geometry from `scene`.
  public mutating func observe(_ scene: Scene) {
    switch owner {
    case .panel(let id):
      guard let panel = scene.components(PanelModel.self).first(where: { $0.config.id == id }), index < panel.controlFrames.count else {
        isShown = false
        return
      }
      frame = panel.controlFrames[index]
      viewport = panel.controlViewport(index)
      clip = RoundedRect(panel.containerFrame, radii: panel.cornerRadii)
      bounds = Rect(size: panel.layout.container)
      isShown = !panel.isRemoved && (panel.state != .hidden || panel.isAnimating)
    case .sheet:
      guard let sheet = scene.components(SheetModel.self).first, let frames = sheet.controlFrames, index < frames.count else {
        isShown = false
        return
      }
      frame = frames[index]
      viewport = sheet.controlViewport
      let look = sheet.look
      clip = RoundedRect(look.frame, radius: look.radius)
      bounds = Rect(size: sheet.geometry.bounds)
      opacity = sheet.contentOpacity
      isShown = opacity > 0
    }
  }

  /// Whether a point of its panel's container lands on the control where it shows.
  public func contains(_ p: Point) -> Bool {
    isShown && frame.contains(p) && clip.rect.contains(p) && bounds.contains(p) && viewport?.contains(p) != false
  }

  /// Draws `body` cut to the host's container and the main view. A fading sheet's opacity is not
  /// applied here: the scene draws the sheet's controls inside the sheet's own opacity group.
  public func drawn(into list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
    guard isShown, frame.intersects(bounds), viewport.map(frame.intersects) ?? true else { return }
    list.clipped(to: RoundedRect(viewport ?? bounds)) { list in list.clipped(to: RoundedRect(bounds)) { list in list.clipped(to: clip, body) } }
  }

  /// The id's second half: `panel/index`, or `sheet/index` for the sheet's.
  private var name: String {
    switch owner {
    case .panel(let id): return "\(id)/\(index)"
    case .sheet: return "sheet/\(index)"
    }
  }

  /// The control's id in the scene: its kind and `panel/index` (`sheet/index`).
  public func id(kind: String) -> ComponentID { ComponentID(kind, name) }

  /// The members every control's trace object starts with: its kind, id and frame, and its
  /// panel (`"panel": id`) or `"host": "sheet"`.
  public func traceMembers(kind: String, in space: ComponentSpace) -> [JSONValue.Member] {
    let holder: JSONValue.Member
    switch owner {
    case .panel(let id): holder = .init("panel", .string(id))
    case .sheet: holder = .init("host", .string("sheet"))
    }
    return [.init("kind", .string(kind)), .init("id", .string(name)), holder, .init("frame", space.frameJSON(frame))]
  }
}

/// A control that lives in a panel's or the sheet's content: it reads its host's geometry from the
/// scene after every input and advance, and is known by its kind and `panel/index`.
public protocol HostedControl: SceneComponent {
  /// The panel or sheet it lives in.
  var host: ControlHost { get set }
}

extension HostedControl {
  /// Its kind and `panel/index`.
  public var id: ComponentID { host.id(kind: Self.kindName) }
  /// The main view.
  public var placement: Placement { .pane(.main) }
  /// Lays out with its host (it reads the host's geometry from the scene).
  public mutating func layout(in context: inout LayoutContext) {}
  /// It follows its host.
  public var observesScene: Bool { true }
  /// Reads its host's geometry.
  public mutating func observe(_ scene: Scene) { host.observe(scene) }
  /// A nested panel's controls live in its parent's content box, as the panel does.
  public var nestedIn: ComponentID? { host.nestedIn }
}
