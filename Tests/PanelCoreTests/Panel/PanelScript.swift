import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Drives one `PanelModel` the way a pointer and a clock would, so a test reads as a script:
/// press, move, release, wait, then look at the state and the events. As the scene does, it
/// advances the panel to the input's time before each input.
struct PanelScript {
  /// The panel under test.
  var panel: PanelModel
  /// The script's clock.
  var now: Micros = 0
  /// Where the pointer is (container points).
  var pointer = Point(x: 187, y: 0)
  /// The press in progress, as the scene's gesture arena would hold it.
  var drag: PointerDrag?

  /// A panel in a 375×667 container (FloatingPanel's test geometry) at scale 3 on a 60 Hz display.
  init(
    _ config: PanelConfig = PanelConfig(id: "panel"), container: Size = Size(width: 375, height: 667),
    safeArea: EdgeInsets = .zero, scale: Double = 3, refreshRate: Int = 60
  ) {
    panel = PanelModel(config: config, container: container, safeArea: safeArea, scale: scale, refreshRate: refreshRate)
  }

  /// Presses at `y` (and `x`) now; returns whether the panel took the press.
  @discardableResult
  mutating func press(y: Double, x: Double = 187) -> Bool {
    pointer = Point(x: x, y: y)
    let drag = PointerDrag(at: pointer, time: now)
    self.drag = drag
    panel.advance(to: now)
    return panel.beginPress(PointerPress(drag: drag))
  }

  /// Moves the held pointer to `y` after `dt`.
  mutating func move(toY y: Double, after dt: Micros = ms(8)) {
    now += dt
    pointer.y = y
    guard var drag else { return }
    let began = drag.move(to: pointer, at: now)
    self.drag = drag
    panel.advance(to: now)
    panel.pointerMoved(PointerPress(drag: drag, beganDragging: began))
  }

  /// Moves the held pointer by `step` points `times` times, one move every `dt`.
  mutating func drag(by step: Double, times: Int, every dt: Micros = ms(8)) {
    for _ in 0..<times { move(toY: pointer.y + step, after: dt) }
  }

  /// Lets go `dt` later, `dy` further along (0: where the pointer is).
  mutating func release(after dt: Micros = ms(8), dy: Double = 0) {
    now += dt
    pointer.y += dy
    guard var drag else { return }
    _ = drag.move(to: pointer, at: now)
    self.drag = nil
    panel.advance(to: now)
    panel.pointerUp(PointerPress(drag: drag, velocity: drag.velocity(at: now)))
  }

  /// Moves the panel to `state` now, as a key or the program would.
  mutating func move(to state: PanelState, animated: Bool) {
    panel.advance(to: now)
    panel.move(to: state, animated: animated)
  }

  /// Turns the wheel over the panel by `delta` points now.
  mutating func wheel(delta: Double) {
    panel.advance(to: now)
    panel.wheel(delta: delta)
  }

  /// Lets the clock run for `dt`.
  mutating func wait(_ dt: Micros) {
    now += dt
    panel.advance(to: now)
  }

  /// Lets the clock run for `dt` in frames of `frame`, as a display would.
  mutating func run(_ dt: Micros, frame: Micros = 16_667) {
    let end = now + dt
    while now < end {
      now = Swift.min(end, now + frame)
      panel.advance(to: now)
    }
  }

  /// The events since the last call.
  mutating func events() -> [SceneEvent] { panel.takeEvents() }
}

extension SceneEvent {
  /// The value of one of the event's fields.
  subscript(field: String) -> JSONValue? { fields.first { $0.key == field }?.value }
}

extension JSONValue {
  /// The boolean when this is one.
  var bool: Bool? {
    if case .bool(let b) = kind { return b }
    return nil
  }
}

/// Event names with each run of `didMove` written once, so a sequence reads as the delegate order.
func collapsedNames(_ events: [SceneEvent]) -> [String] {
  var out: [String] = []
  for e in events where !(e.name == "didMove" && out.last == "didMove") { out.append(e.name) }
  return out
}

/// A panel config read from the JSON of one `main.panels[]` entry.
func panelConfig(_ text: String) throws -> PanelConfig {
  try PanelConfig(json: json(text), path: "main.panels[0]", index: 0)
}

/// FloatingPanel's `TestLayout` (bottom, superview guide): full 20 from the top, half 250 and tip 60
/// from the bottom, so positions 20 / 417 / 607 in a 667 pt container; plus extra JSON members.
func testLayoutConfig(_ extra: String = "") throws -> PanelConfig {
  try panelConfig(
    """
    {"anchors": {"full": {"absoluteInset": 20, "edge": "top"},
                 "half": {"absoluteInset": 250, "edge": "bottom"},
                 "tip": {"absoluteInset": 60, "edge": "bottom"}}\(extra.isEmpty ? "" : ", " + extra)}
    """)
}
