@testable import PanelCore

/// A component that exists only in tests: a box that a drag moves, that counts wheel steps, taps,
/// keys and messages, and reports itself in the trace and the hash. It reaches the scene through
/// the component seam alone, as any new component would.
struct DraggableBox: SceneComponent {
  /// The kind's name in ids and wiring rows.
  var kindName = "box"
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
  private var pending: [ModelEvent] = []

  /// A box named `name` at `frame` in `placement`.
  init(name: String, frame: Rect, placement: Placement = .pane(.main)) {
    self.name = name
    self.frame = frame
    self.placement = placement
  }

  /// A composition row that builds `boxes` whatever the config says.
  static func kind(_ boxes: [DraggableBox], name: String = "box", phase: LayoutPhase = .floating) -> ComponentKind {
    ComponentKind(name: name, layoutPhase: phase) { _ in boxes }
  }

  var id: ComponentID { ComponentID(kindName, name) }

  mutating func layout(in context: inout LayoutContext) {
    guard case .pane(let view) = placement else { return }
    laidOutSafeArea = context.safeArea(of: view)
    if reserves != .zero { context.reserve(reserves, in: view) }
  }

  /// Keeps its own state across a `set` edit (the config does not describe it).
  mutating func update(from fresh: any SceneComponent) {}

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
      pending.append(ModelEvent(time: press.time, component: kindName, id: name, name: "didDrop"))
    } else {
      taps.append(press.clicks)
      pending.append(
        ModelEvent(time: press.time, component: kindName, id: name, name: "didTap", fields: [.init("clicks", .number(Double(press.clicks)))]))
    }
    grab = nil
  }

  mutating func pointerCancelled(_ press: PointerPress) {
    cancellations += 1
    grab = nil
  }

  mutating func wheel(_ delta: Point, at point: Point, time: Micros) { wheelTotal += delta.y }

  mutating func keyDown(_ key: KeyPress) -> Bool {
    keys.append(key.key)
    return takesKeys.contains(key.key)
  }

  mutating func receive(_ message: any ComponentMessage, in space: ComponentSpace, time: Micros) {
    if let flash = message as? Flash { messages.append(flash.text) }
  }

  var isModal: Bool { modal }

  mutating func takeEvents(in space: ComponentSpace) -> [ModelEvent] {
    defer { pending.removeAll() }
    return pending.map { e in
      var e = e
      e.fields.append(.init("frame", space.frameJSON(frame)))
      return e
    }
  }

  func cursor(at point: Point, press: PointerPress?) -> Cursor { press == nil ? .hand : .arrow }

  func render(into list: inout DisplayList) { list.fill(frame, radius: 8, Theme.tint) }

  func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append("boxes", .object(["id": .string(name), "frame": space.frameJSON(frame)]))
  }

  func hash(into hash: inout StateHash) { hash.combine("\(grab.map { "\($0.x),\($0.y)" } ?? "-") \(wheelTotal)") }
}

/// The message the test wiring sends.
struct Flash: ComponentMessage {
  var text: String
}
