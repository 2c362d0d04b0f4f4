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

}

/// One row of a composition: a kind of component and how the scene builds it from a config.
public struct ComponentKind: Sendable {
  /// When its components are laid out relative to the other kinds.
  public var layoutPhase: LayoutPhase
  /// The components of this kind that a config names (none when the config lacks the component).
  public var make: @Sendable (SceneConfig) -> [any SceneComponent]
  /// The key paths of the scene that `make` reads (`main.panels`, `timeScale`); nil: any of them.
  /// A `set` rebuilds the kind's components only when its path lies in one of these (or holds one).
  public var keys: [String]?

  /// Creates a kind whose `make` reads the scene's `keys` (nil: any key).
  public init(layoutPhase: LayoutPhase, reads keys: [String]? = nil, make: @escaping @Sendable (SceneConfig) -> [any SceneComponent]) {
    self.layoutPhase = layoutPhase
    self.keys = keys
    self.make = make
  }

  /// Whether a `set` at `path` may change what `make` builds.
  public func isTouched(by path: String) -> Bool {
    guard let keys else { return true }
    return keys.contains { key in Self.path(path, liesIn: key) || Self.path(key, liesIn: path) }
  }

  /// Whether key path `path` is `key` or lies inside it (`main.panels[0].id` in `main.panels`).
  static func path(_ path: String, liesIn key: String) -> Bool {
    guard path.hasPrefix(key) else { return false }
    let rest = path.dropFirst(key.count)
    return rest.isEmpty || rest.first == "." || rest.first == "["
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

/// One row of the wiring table: when a component reports the event case `case` names, every
/// component of type `Target` receives the message `message` makes of its values (nil: nothing to
/// send). The row is keyed by the source's event type and case, so a row that can never fire does
/// not compile. `Wire.everyTracedEvent(to:)` takes every event the trace shows (an event log).
public struct Wire: Sendable {
  /// The message for an event as the scene hands it out (session time, window points), or nil
  /// when the row does not take it.
  let message: @Sendable (SceneEvent) -> (any Sendable)?
  /// Whether a component is of the row's target type.
  let isTarget: @Sendable (any SceneComponent) -> Bool
  /// Hands a message the row made to a target component.
  let deliver: @Sendable (any Sendable, inout any SceneComponent, ComponentSpace) -> Void

  /// A row from the event case `case` (a key path to the case's values, as `\FeedModel.Event.didTapCard`)
  /// to every component of type `target`.
  public init<Event: ComponentEvent, Values, Target: SceneComponent>(
    _ case: KeyPath<Event, Values?> & Sendable, to target: Target.Type,
    message: @escaping @Sendable (Values) -> Target.Message?
  ) {
    // Every event meets every row: a comparison of its type comes before the cast, which is slow.
    let type = ObjectIdentifier(Event.self)
    self.init(to: target) { e in
      guard ObjectIdentifier(Swift.type(of: e.event)) == type else { return nil }
      return (e.event as? Event)?[keyPath: `case`].flatMap(message)
    }
  }

  /// A row that takes every traced event (not the internal ones) to every component of type `target`.
  public static func everyTracedEvent<Target: SceneComponent>(
    to target: Target.Type, message: @escaping @Sendable (SceneEvent) -> Target.Message?
  ) -> Wire {
    Wire(to: target) { e in e.isInternal ? nil : message(e) }
  }

  private init<Target: SceneComponent>(to target: Target.Type, message: @escaping @Sendable (SceneEvent) -> Target.Message?) {
    self.message = { message($0) }
    // Every message meets every component. A struct has no subtypes, so comparing its type
    // answers what the cast answers, without the runtime's conformance search.
    if Target.self is AnyClass {
      isTarget = { $0 is Target }
    } else {
      let type = ObjectIdentifier(Target.self)
      isTarget = { ObjectIdentifier(Swift.type(of: $0)) == type }
    }
    deliver = { message, component, space in
      guard var typed = component as? Target, let message = message as? Target.Message else { return }
      typed.receive(message, in: space)
      component = typed
    }
  }
}
