/// What a scene is made of: the kinds of component it builds from a config, back to front, and
/// the wiring between them. `Composition.standard` is PanelLab's; tests compose their own.
public struct Composition: Sendable {
  /// The kinds, in z-order: the first is drawn first and lies at the bottom.
  public var kinds: [ComponentKind]
  /// Rows that turn one component's events into messages for another.
  public var wiring: [Wire]

  /// A composition of `kinds` (back to front) and `wiring`.
  public init(kinds: [ComponentKind], wiring: [Wire] = []) {
    self.kinds = kinds
    self.wiring = wiring
  }

  /// Builds every component `config` names, back to front, each with the index of its kind.
  func makeComponents(_ config: SceneConfig) -> [(kind: Int, component: any SceneComponent)] {
    kinds.enumerated().flatMap { i, kind in kind.make(config).map { (i, $0) } }
  }
}

/// One row of a composition: a kind of component and how the scene builds it from a config.
public struct ComponentKind: Sendable {
  /// The kind's name, as `ComponentID.kind` and the wiring table write it.
  public var name: String
  /// When its components are laid out relative to the other kinds.
  public var layoutPhase: LayoutPhase
  /// The components of this kind that a config names (none when the config lacks the component).
  public var make: @Sendable (SceneConfig) -> [any SceneComponent]

  /// Creates a kind.
  public init(name: String, layoutPhase: LayoutPhase, make: @escaping @Sendable (SceneConfig) -> [any SceneComponent]) {
    self.name = name
    self.layoutPhase = layoutPhase
    self.make = make
  }
}

/// The layout pass's order, which differs from the z-order: panes are placed first (and the main
/// view shrunk to a simulated device), then bars take their share of the safe area, then the
/// content and the floating components fill the rest.
public enum LayoutPhase: Int, Comparable, Sendable {
  /// The split tree places the panes.
  case panes
  /// A simulated device takes its size out of the main view's pane.
  case device
  /// Bars (the tab bar and its accessory) reserve the bottom of their pane.
  case bars
  /// Content (the feed, the lab panes) fills its pane within the safe area.
  case content
  /// Floating components (panels, the sheet) lay out against the pane and its final safe area.
  case floating

  /// Orders phases as they run.
  public static func < (a: LayoutPhase, b: LayoutPhase) -> Bool { a.rawValue < b.rawValue }
}

/// One row of the wiring table: when a component of kind `source` reports `event`, every
/// component of kind `target` receives the message `message` makes of it (nil: nothing to send).
/// `Wire.any` as the source or the event matches every one that the trace shows (an event log).
public struct Wire: Sendable {
  /// Matches any source or any event name; such a row skips internal events.
  public static let any = "*"

  /// The kind that reports the event.
  public var source: String
  /// The event's name.
  public var event: String
  /// The kind that receives the message.
  public var target: String
  /// The message for the event.
  public var message: @Sendable (ModelEvent) -> (any ComponentMessage)?

  /// Creates a row.
  public init(
    from source: String, on event: String, to target: String,
    message: @escaping @Sendable (ModelEvent) -> (any ComponentMessage)?
  ) {
    self.source = source
    self.event = event
    self.target = target
    self.message = message
  }

  /// Whether the row takes `event` reported by a component of kind `kind`.
  public func matches(_ event: ModelEvent, from kind: String) -> Bool {
    let wildcard = source == Self.any || self.event == Self.any
    return (source == Self.any || source == kind) && (self.event == Self.any || self.event == event.name)
      && !(wildcard && event.isInternal)
  }
}
