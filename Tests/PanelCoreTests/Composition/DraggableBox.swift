@testable import PanelCore
import PanelLabTestSupport

/// A component that exists only in tests: a box that a drag moves, that counts wheel steps, taps,
/// keys and messages, and reports itself in the trace and the hash. It reaches the scene through
/// the component seam alone, as any new component would.
struct DraggableBox: SceneComponent {
  /// The kind's name in ids and traces.
  static let kindName = "box"
  /// The box's id within its kind.
  var name: String
  /// Where it is, in its pane's coordinates.
  var frame: Rect
  /// The pane it lives in.
  var placement: Placement = .pane(.main)
  /// The drags it claims; nil: it captures every press at once.
  var claims: Axes? = .any
  /// Whether it blocks its pane below it (and takes every press in the pane, as a backdrop would).
  var modal = false
  /// The keys it takes.
  var takesKeys: Set<String> = []
  /// Insets it reserves from its pane's safe area during layout (a bar).
  var reserves: EdgeInsets = .zero

  /// The wheel's vertical total over the box.
  var wheelTotal = 0.0
  /// The click count of every tap it got.
  var taps: [Int] = []
  /// How many presses it lost to another member.
  var cancellations = 0
  /// Every key offered to it.
  var keys: [String] = []
  /// Every message the wiring sent it.
  var messages: [String] = []
  /// The safe area of its pane when it was last laid out.
  var laidOutSafeArea: EdgeInsets?
  private var grab: Point?
  /// Its events and requests for the scene.
  var outbox = Outbox<Event>()

  /// What a box reports, with its frame in its pane.
  enum Event: ComponentEvent {
    /// A drag let go of the box at `frame`.
    case didDrop(frame: PaneRect)
    /// A tap with `clicks` clicks landed on the box at `frame`.
    case didTap(clicks: Int, frame: PaneRect)

    func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .didDrop(let frame): return EventTrace("didDrop", from: source, [.init("frame", frame.json)])
      case .didTap(let clicks, let frame): return EventTrace("didTap", from: source, [.init("clicks", .number(Double(clicks))), .init("frame", frame.json)])
      }
    }

    func placed(in space: ComponentSpace) -> Event {
      switch self {
      case .didDrop(let frame): return .didDrop(frame: frame.placed(in: space))
      case .didTap(let clicks, let frame): return .didTap(clicks: clicks, frame: frame.placed(in: space))
      }
    }

    /// The clicks of `didTap`, for the wiring.
    var didTap: Int? { if case .didTap(let clicks, _) = self { clicks } else { nil } }
  }

  /// A box named `name` at `frame` in `placement`.
  init(name: String, frame: Rect, placement: Placement = .pane(.main)) {
    self.name = name
    self.frame = frame
    self.placement = placement
  }

  /// A composition row that builds `boxes` whatever the config says.
  static func kind(_ boxes: [DraggableBox], phase: LayoutPhase = .floating) -> ComponentKind {
    ComponentKind(layoutPhase: phase) { _ in boxes }
  }

  var id: ComponentID { ComponentID(Self.kindName, name) }

  mutating func layout(in context: inout LayoutContext) {
    guard case .pane(let view) = placement else { return }
    laidOutSafeArea = context.safeArea(of: view)
    if reserves != .zero { context.reserve(reserves, in: view) }
  }

  /// Keeps its own state across a `set` edit (the config does not describe it).
  mutating func update(from fresh: any SceneComponent) {}

  /// The time of the last advance, when its events happen.
  private var time: Micros = 0
  mutating func advance(to time: Micros) { self.time = time }

  func hitTest(_ point: Point) -> Bool { modal || frame.contains(point) }

  mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    grab = Point(x: press.location.x - frame.x, y: press.location.y - frame.y)
    guard let claims else { return .capture }
    return .join(claims)
  }

  mutating func pointerMoved(_ press: PointerPress) {
    guard let grab, press.isDragging else { return }
    frame.x = press.location.x - grab.x
    frame.y = press.location.y - grab.y
  }

  mutating func pointerUp(_ press: PointerPress) {
    if press.isDragging {
      pointerMoved(press)
      outbox.post(.didDrop(frame: PaneRect(frame)), at: time)
    } else {
      taps.append(press.clicks)
      outbox.post(.didTap(clicks: press.clicks, frame: PaneRect(frame)), at: time)
    }
    grab = nil
  }

  mutating func pointerCancelled(_ press: PointerPress) {
    cancellations += 1
    grab = nil
  }

  mutating func wheel(_ delta: Point, at point: Point) { wheelTotal += delta.y }

  mutating func keyDown(_ key: KeyPress) -> Bool {
    keys.append(key.key)
    return takesKeys.contains(key.key)
  }

  mutating func receive(_ message: Flash, in space: ComponentSpace) { messages.append(message.text) }

  var isModal: Bool { modal }

  func cursor(at point: Point, press: PointerPress?) -> Cursor { press == nil ? .hand : .arrow }

  func render(into list: inout DisplayList) { list.fill(frame, radius: 8, Theme.tint) }

  func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append("boxes", .object(["id": .string(name), "frame": space.frameJSON(frame)]))
  }

  func hash(into hash: inout StateHash) { hash.combine("\(grab.map { "\($0.x),\($0.y)" } ?? "-") \(wheelTotal)") }
}

/// The message the test wiring sends.
struct Flash: Sendable {
  var text: String
}

/// Another test-only kind: a lamp that a wiring row lights, and that reports nothing.
struct Lamp: SceneComponent {
  /// Every message the wiring sent it.
  var messages: [String] = []
  static let kindName = "lamp"
  var placement: Placement { .pane(.main) }
  mutating func layout(in context: inout LayoutContext) {}
  mutating func receive(_ message: Flash, in space: ComponentSpace) { messages.append(message.text) }
  func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
  /// A composition row that builds one lamp.
  static var kind: ComponentKind { ComponentKind(layoutPhase: .floating) { _ in [Lamp()] } }
}
