/// One part of a scene: the feed, a floating panel, the split dividers, a lab pane.
///
/// The scene holds components back to front and talks to them only through this protocol. Each
/// works in its own coordinates (its pane's, origin at the pane's top-left); the scene converts
/// pointer locations into them and draws them under their pane's transform. Every requirement but
/// the identity, layout, trace and hash has a default that does nothing, so a component implements
/// only what it takes part in. `docs/ARCHITECTURE.md` describes the seam as a whole.
public protocol SceneComponent: Sendable {
  /// What the component reports (`NoEvent`: nothing).
  associatedtype Event: ComponentEvent = NoEvent
  /// What the wiring sends it (`Never`: nothing).
  associatedtype Message: Sendable = Never

  /// The kind's one spelling: its components' ids and the trace use it.
  static var kindName: String { get }
  /// Which component this is; the scene keys state across `set` edits by it (the default: the
  /// kind's name alone, for a kind with one component).
  var id: ComponentID { get }
  /// The pane the component lives in (or the whole window).
  var placement: Placement { get }

  /// Takes its size from the layout context, and adds to it what later components need.
  mutating func layout(in context: inout LayoutContext)
  /// Grows whenever the component changed what it gives the layout pass (a divider moved), so the
  /// scene lays the panes out again.
  var layoutRevision: Int { get }
  /// Takes the settings of a freshly built component with the same id, keeping live state
  /// (a `set` edit); the default takes the fresh component whole.
  mutating func update(from fresh: any SceneComponent)
  /// Takes `config` in place, when a `set` made it by putting a number or a boolean where one was
  /// (every key and every array length as before), and returns whether it did: the scene then
  /// builds none of the kind again. Only a component that its kind would build alone again from
  /// such a config may take it; the default does not, and the kind is built again.
  mutating func takeValueEdit(_ config: SceneConfig) -> Bool

  /// Whether a pointer at `point` (component coordinates) lands on the component.
  func hitTest(_ point: Point) -> Bool
  /// A press landed on the component: capture it, join its arena, or let it pass.
  mutating func pointerDown(_ press: PointerPress) -> PressResponse
  /// The press this component won moved.
  mutating func pointerMoved(_ press: PointerPress)
  /// The press this component won, or a tap no one claimed, ended.
  mutating func pointerUp(_ press: PointerPress)
  /// Another member won the press this component joined.
  mutating func pointerCancelled(_ press: PointerPress)
  /// The press this component joined waiting for a long press was held long enough: it won.
  mutating func longPressBegan(_ press: PointerPress)
  /// The wheel turned over the component by `delta` points (`delta.y > 0`: toward the end).
  mutating func wheel(_ delta: Point, at point: Point)
  /// A key went down; returns whether the component took it.
  mutating func keyDown(_ key: KeyPress) -> Bool
  /// Whether the component holds the keyboard (a text field being typed in): the scene then offers
  /// it every key before the others, so a typed letter is not another component's shortcut.
  var hasKeyFocus: Bool { get }
  /// A press landed elsewhere: let the keyboard go, as a text field does on a click outside it.
  mutating func resignKeyFocus()
  /// The rectangle the arena overlay outlines for this component during a press at `point`
  /// (component coordinates); nil: the component's pane.
  func arenaOutline(at point: Point) -> Rect?
  /// The component whose content box this one lives in (a panel added to another panel's
  /// content); nil: its placement's pane. The scene then places it at that box, moving with it.
  var nestedIn: ComponentID? { get }
  /// Where a component nested in this one lives, in this one's coordinates (nil: nothing can be).
  var contentBox: Rect? { get }
  /// Whether `point` is on one of the component's own controls (a tab bar, its reveal strip): a
  /// divider's grab band, which reaches into the panes beside it, leaves such a point to it.
  func holdsControl(at point: Point) -> Bool
  /// A message from another component, sent by the scene's wiring (frames in it are in window
  /// points; `space` converts them).
  mutating func receive(_ message: Message, in space: ComponentSpace)

  /// Runs the component's animations forward to model `time`: the one way time reaches a
  /// component. The scene advances every component to the model time before it hands any of them
  /// an input, a message or the scene to observe (one that a `set` has just built too), so a
  /// press, a key, the wheel and a message carry no time: they happen at the last advance's.
  mutating func advance(to time: Micros)
  /// Whether the component reads the rest of the scene (an inspector): the scene then shows it
  /// the scene after every input and every advance.
  var observesScene: Bool { get }
  /// The scene as it is now, for a component that `observesScene`.
  mutating func observe(_ scene: Scene)
  /// Whether anything in the component still moves by itself.
  var isAnimating: Bool { get }
  /// Whether the component blocks presses, the wheel and keys to what lies under it in its pane.
  var isModal: Bool { get }
  /// Where the component puts its events (in its own coordinates; the scene places them in the
  /// window) and the changes to the scene it asks for (an inspector edit, a pause): the live
  /// session records each request as an input and feeds it back, and a replay, which has them in
  /// its recording already, drops them. So an edit reaches the model exactly once. The scene
  /// empties it after every call.
  var outbox: Outbox<Event> { get set }
  /// Whether its outbox holds anything. The scene asks after every call and empties only the
  /// outboxes that do; asked through the component's own conformance, the question needs no
  /// generic lookup of its `Outbox<Event>`, which emptying every outbox every step paid for.
  var hasOutput: Bool { get }
  /// The scene finished handling an input or an advance, with the component's pane at `space`: a
  /// component that reports where something of it lies in the window (a hidden card) posts it now.
  mutating func endStep(in space: ComponentSpace)

  /// The pointer shape at `point`; `press` is set while the component holds the press.
  func cursor(at point: Point, press: PointerPress?) -> Cursor
  /// Draws the component in its own coordinates.
  func render(into list: inout DisplayList)
  /// Writes the component's part of a trace frame line, in window points.
  func trace(into trace: inout TraceBuilder, in space: ComponentSpace)
  /// Mixes state that the trace does not show (phases, velocities) into the scene's hash.
  func hash(into hash: inout StateHash)
}

extension SceneComponent {
  /// The kind's name alone.
  public var id: ComponentID { ComponentID(Self.kindName) }
  /// Takes the fresh component whole.
  public mutating func update(from fresh: any SceneComponent) {
    if let fresh = fresh as? Self { self = fresh }
  }
  /// Is built again.
  public mutating func takeValueEdit(_ config: SceneConfig) -> Bool { false }
  /// Never changes what it gives the layout.
  public var layoutRevision: Int { 0 }
  /// Nothing is hit.
  public func hitTest(_ point: Point) -> Bool { false }
  /// Lets the press pass.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse { .ignore }
  /// Ignores the move.
  public mutating func pointerMoved(_ press: PointerPress) {}
  /// Ignores the release.
  public mutating func pointerUp(_ press: PointerPress) {}
  /// Ignores the cancellation.
  public mutating func pointerCancelled(_ press: PointerPress) {}
  /// Ignores the long press.
  public mutating func longPressBegan(_ press: PointerPress) {}
  /// Ignores the wheel.
  public mutating func wheel(_ delta: Point, at point: Point) {}
  /// Takes no key.
  public mutating func keyDown(_ key: KeyPress) -> Bool { false }
  /// Never holds the keyboard.
  public var hasKeyFocus: Bool { false }
  /// Holds nothing to let go.
  public mutating func resignKeyFocus() {}
  /// The pane.
  public func arenaOutline(at point: Point) -> Rect? { nil }
  /// Lives in its pane.
  public var nestedIn: ComponentID? { nil }
  /// Holds nothing nested.
  public var contentBox: Rect? { nil }
  /// Has no control a divider's band must leave alone.
  public func holdsControl(at point: Point) -> Bool { false }
  /// Nothing to run.
  public mutating func advance(to time: Micros) {}
  /// Reads nothing of the others.
  public var observesScene: Bool { false }
  /// Ignores the scene.
  public mutating func observe(_ scene: Scene) {}
  /// Never moves by itself.
  public var isAnimating: Bool { false }
  /// Not modal.
  public var isModal: Bool { false }
  /// Reports nothing where it lies.
  public mutating func endStep(in space: ComponentSpace) {}
  /// Whether its outbox is not empty.
  public var hasOutput: Bool { !outbox.isEmpty }
  /// The arrow.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor { .arrow }
  /// Draws nothing.
  public func render(into list: inout DisplayList) {}
  /// Has no hidden state.
  public func hash(into hash: inout StateHash) {}
}

extension SceneComponent where Message == Never {
  /// Receives nothing.
  public mutating func receive(_ message: Never, in space: ComponentSpace) {}
}

extension SceneComponent where Event == NoEvent {
  /// Reports nothing and asks for nothing: an outbox that stays empty.
  public var outbox: Outbox<NoEvent> {
    get { Outbox() }
    set {}
  }
}

/// Identifies a component in a scene: its kind and, for kinds with several, its id.
public struct ComponentID: Hashable, Sendable, CustomStringConvertible {
  /// The kind, as traces name it (`feed`, `panel`, `split`).
  public var kind: String
  /// The id within the kind, when the kind can have several.
  public var name: String?

  /// Creates an id.
  public init(_ kind: String, _ name: String? = nil) {
    self.kind = kind
    self.name = name
  }

  /// `kind` or `kind:name`.
  public var description: String { name.map { "\(kind):\($0)" } ?? kind }
}

/// Where a component lives.
public enum Placement: Hashable, Sendable {
  /// The whole window (split dividers).
  case window
  /// The first pane showing this view (the main view and what floats over it, a lab pane).
  case pane(LayoutNode.View)
}

/// What a component answers to a press that landed on it.
public enum PressResponse: Hashable, Sendable {
  /// Take the press now; nothing under the component sees it (a panel's surface).
  case capture
  /// Join the press's arena, claiming drags along `axes` once they pass the slop.
  case join(Axes)
  /// Let the press pass to what lies under.
  case ignore
  /// Take no part in the press, and let nothing under the component see it (a panel's surface
  /// whose pan does not receive the touch: the control above it decides alone).
  case block
  /// Join the arena with UIKit's hysteresis and direction rule (the conflict lab's content).
  case contend(ArenaClaim)
}

/// A set of drag directions a component claims.
public struct Axes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Mostly left or right.
  public static let horizontal = Axes(rawValue: 1)
  /// Mostly up or down.
  public static let vertical = Axes(rawValue: 2)
  /// Any drag.
  public static let any: Axes = [.horizontal, .vertical]
  /// No drag: only a tap.
  public static let none: Axes = []
}

/// A key as a component sees it: the key, its modifiers, and where the pointer is (in the
/// component's coordinates), for keys that act on what is under the pointer. It goes down at the
/// time the scene last advanced the component to.
public struct KeyPress: Hashable, Sendable {
  /// SDL's name of the key ("Escape", "1", "Down").
  public var key: String
  /// The modifiers held.
  public var modifiers: [KeyModifier]
  /// The pointer, in the component's coordinates.
  public var pointer: Point

  /// Creates a key press.
  public init(key: String, modifiers: [KeyModifier] = [], pointer: Point = Point(x: -1, y: -1)) {
    self.key = key
    self.modifiers = modifiers
    self.pointer = pointer
  }

  /// Whether it is `key` with no modifier.
  public func isPlain(_ key: String) -> Bool { self.key == key && modifiers.isEmpty }
}
