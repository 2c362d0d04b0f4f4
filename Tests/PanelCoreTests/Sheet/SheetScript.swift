import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Drives a phone scene with a feed, a panel and a sheet the way a hand would, so a sheet test
/// reads as a script: tap a card, drag, let go, wait, then look at the sheet and the events.
///
/// Geometry (375×667, inset 30, one `large` detent): the sheet rests at (30, 30, 315, 607), its top
/// strip is y 30…74 and its close button (303, 42, 30, 30). Card 0 is at (16, 64, 343, 220).
struct SheetScript {
  var scene: Scene
  var now: Micros = 0
  var events: [SceneEvent] = []
  var pointer = Point(x: 0, y: 0)

  /// A phone scene with `sheet` as the `main.sheet` JSON (and `extra` top-level members).
  init(sheet: String = "{}", extra: String = "") throws {
    let text = #"{"window": {"width": 375, "height": 667}, "#
      + (extra.isEmpty ? "" : extra + ", ")
      + #""main": {"feed": {"cards": 12}, "panels": [{"id": "p"}], "sheet": \#(sheet)}}"#
    scene = Scene(config: try SceneConfig.parse(text))
  }

  /// The sheet.
  var sheet: SheetModel { scene.component(SheetModel.self)! }
  /// The sheet's trace object.
  var trace: JSONValue { scene.traceState().first { $0.key == "sheet" }!.value }
  /// The names of the events so far.
  var names: [String] { events.map(\.name) }

  mutating func send(_ event: InputEvent) throws {
    try scene.send(now, event)
    events += scene.takeEvents()
  }

  /// Lets the clock run `dt`, one 60 Hz frame at a time.
  mutating func wait(_ dt: Micros) {
    let end = now + dt
    while now < end {
      now = min(end, now + 16_667)
      scene.advance(to: now)
      events += scene.takeEvents()
    }
  }

  /// A click at `p` (press and release 40 ms apart).
  mutating func click(_ p: Point) throws {
    pointer = p
    try send(.pointerDown(p, button: .left, clicks: 1))
    now += ms(40)
    try send(.pointerUp(p, button: .left))
  }

  /// Opens card 0's sheet and waits until it rests.
  mutating func open() throws {
    try click(Point(x: 187, y: 150))
    wait(ms(1000))
  }

  /// Presses at `p` and crosses the 4 pt slop downward, so later moves move things 1:1.
  mutating func press(_ p: Point) throws {
    pointer = p
    try send(.pointerDown(p, button: .left, clicks: 1))
    now += ms(8)
    pointer.y += 5
    try send(.pointerMove(pointer))
  }

  /// Moves the held pointer by `dy` in steps of at most 10 pt, one every `every`.
  mutating func drag(by dy: Double, every: Micros = ms(8)) throws {
    let steps = max(1, Int((abs(dy) / 10).rounded(.up)))
    for _ in 0..<steps {
      now += every
      pointer.y += dy / Double(steps)
      try send(.pointerMove(pointer))
    }
  }

  /// Lets go after `pause` (150 ms: no velocity left).
  mutating func release(after pause: Micros = ms(150)) throws {
    now += pause
    try send(.pointerUp(pointer, button: .left))
  }
}
