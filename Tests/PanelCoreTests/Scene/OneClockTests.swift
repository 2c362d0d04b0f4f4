import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Time reaches a component in one place: the scene's advance, before every input, message and
/// observation, a component that a `set` has just built included. Presses, keys, the wheel,
/// typed text, commands and messages carry no time of their own.
@Suite struct OneClockTests {
  /// A component that notes the time it was last advanced to at every call the scene makes, and
  /// at each observation compares those times with the scene's model time.
  struct ClockProbe: SceneComponent {
    /// What the wiring tells it: that some component reported an event.
    enum Message: Sendable { case heard }

    static let kindName = "clockProbe"
    var placement: Placement { .pane(.main) }
    /// The time of the last advance (-1: never advanced, as a component just built).
    var clock: Micros = -1
    /// The calls since the last observation, with the clock at each.
    var pending: [(call: String, clock: Micros)] = []
    /// Calls that found the clock behind or ahead of the scene's model time.
    var mismatches: [String] = []
    /// How many calls were checked.
    var checked = 0

    /// The composition row: one probe at the bottom of the main view, whatever the config says.
    static var kind: ComponentKind { ComponentKind(layoutPhase: .content) { _ in [ClockProbe()] } }

    mutating func layout(in context: inout LayoutContext) {}
    /// A `set` rebuilds it: it takes the fresh one's clock (never advanced) and keeps its notes.
    mutating func update(from fresh: any SceneComponent) {
      if let fresh = fresh as? ClockProbe { clock = fresh.clock }
    }
    func hitTest(_ point: Point) -> Bool { true }
    mutating func pointerDown(_ press: PointerPress) -> PressResponse {
      note("pointerDown")
      return .ignore
    }
    mutating func keyDown(_ key: KeyPress) -> Bool {
      note("keyDown \(key.key)")
      return false
    }
    mutating func receive(_ message: Message, in space: ComponentSpace) { note("message") }
    mutating func advance(to time: Micros) { clock = Swift.max(clock, time) }
    var observesScene: Bool { true }
    mutating func observe(_ scene: Scene) {
      note("observe")
      for p in pending where p.clock != scene.modelTime { mismatches.append("\(p.call) at \(p.clock), model time \(scene.modelTime)") }
      checked += pending.count
      pending = []
    }
    func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}

    private mutating func note(_ call: String) { pending.append((call, clock)) }
  }

  /// A phone with a feed and a panel at half holding a slider and a text field above its list.
  static let phone = #"""
    {"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "panels": [{"id": "a",
     "anchors": {"full": {"absoluteInset": 40, "edge": "top"}, "half": {"absoluteInset": 360, "edge": "top"}, "tip": {"absoluteInset": 120, "edge": "bottom"}},
     "content": {"header": 40, "controls": [{"kind": "slider", "value": 0.25}, {"kind": "textField"}]}}]}}
    """#

  /// The standard composition with a probe under everything, hearing every traced event.
  static let probed = Composition(
    kinds: [ClockProbe.kind] + Composition.standard.kinds,
    wiring: Composition.standard.wiring + [Wire.everyTracedEvent(to: ClockProbe.self) { _ in .heard }])

  @Test("every input, message and observation finds the components at the scene's model time, across sets, slow motion, steps and a new scene")
  func everyCallFindsTheModelTime() throws {
    var scene = try Scene.make(Self.phone, composition: Self.probed)
    let grabber = Point(x: 187, y: 370)
    // A drag of the panel, with edits in the middle of it and a key in the edit's very step.
    try scene.send(ms(100), .pointerDown(grabber, button: .left, clicks: 1))
    try scene.send(ms(108), .pointerMove(grabber + Point(x: 0, y: 20)))
    try scene.send(ms(116), .set(path: "main.panels[0].behavior.springResponseTime", value: .number(0.6)))
    try scene.send(ms(116), .keyDown(key: "X", modifiers: []))
    try scene.send(ms(116), .pointerMove(grabber + Point(x: 0, y: 40)))
    try scene.send(ms(124), .set(path: "timeScale", value: .number(0.5)))
    try scene.send(ms(124), .keyDown(key: "X", modifiers: []))
    try scene.send(ms(132), .pointerMove(grabber + Point(x: 0, y: 60)))
    try scene.send(ms(140), .pointerUp(grabber + Point(x: 0, y: 60), button: .left))
    for t in stride(from: ms(150), through: ms(900), by: Int(ms(16))) { scene.advance(to: t) }
    // A rebuilt feed, then the wheel and a key in the same step.
    try scene.send(ms(1000), .set(path: "main.feed.cards", value: .number(30)))
    try scene.send(ms(1000), .wheel(Point(x: 187, y: 100), delta: Point(x: 0, y: 40)))
    try scene.send(ms(1000), .keyDown(key: "1", modifiers: []))
    // Paused, a step, then a new scene.
    try scene.send(ms(1100), .set(path: "timeScale", value: .number(0)))
    try scene.send(ms(1200), .step)
    try scene.send(ms(1300), .keyDown(key: "2", modifiers: []))
    let before = try #require(scene.component(ClockProbe.self))
    #expect(before.mismatches.isEmpty, "\(before.mismatches)")
    #expect(before.checked > 50)
    // A new scene builds every component afresh (the probe too).
    try scene.send(ms(1400), .loadScene(try JSONParser.parse(Self.phone)))
    try scene.send(ms(1400), .keyDown(key: "3", modifiers: []))
    try scene.drag(from: Point(x: 187, y: 100), to: Point(x: 187, y: 40), at: ms(1500))

    let probe = try #require(scene.component(ClockProbe.self))
    #expect(probe.mismatches.isEmpty, "\(probe.mismatches)")
    #expect(probe.checked > 10)
  }

  @Test("a panel that a set adds in the middle of a drag is at the model time in that step, and a key to it starts its spring there")
  func panelAddedMidDragIsAdvancedInTheSameStep() throws {
    var scene = try Scene.make(Self.phone)
    let grabber = Point(x: 187, y: 370)
    try scene.send(ms(200), .pointerDown(grabber, button: .left, clicks: 1))
    try scene.send(ms(208), .pointerMove(grabber + Point(x: 0, y: 30)))
    _ = scene.takeEvents()
    let panels = try #require(scene.config.json["main"]?["panels"]?.items)
    let added = try JSONParser.parse(#"{"id": "b", "position": "top"}"#)
    try scene.send(ms(216), .set(path: "main.panels", value: .array(panels + [added])))
    let b = try #require(scene.components(PanelModel.self).first { $0.config.id == "b" })
    #expect(b.time == scene.modelTime && b.time == ms(216))
    // Keys go to the topmost panel that takes them: the new one, in the edit's own step.
    try scene.send(ms(216), .keyDown(key: "1", modifiers: []))
    let moved = scene.takeEvents().filter { $0.source == ComponentID(PanelModel.kindName, "b") }
    #expect(!moved.isEmpty && moved.allSatisfy { $0.time == ms(216) }, "\(moved.map { "\($0.name) \($0.time)" })")
    // The drag of the first panel goes on where it was.
    try scene.send(ms(224), .pointerMove(grabber + Point(x: 0, y: 60)))
    #expect(scene.components(PanelModel.self).first { $0.config.id == "a" }?.isDragging == true)
  }

  @Test("under slow motion the components work in model time and every event of an input carries the input's session time")
  func slowMotionEventsCarryTheInputsTime() throws {
    var slow = try Scene.make(Self.phone)
    try slow.send(0, .set(path: "timeScale", value: .number(0.25)))
    let grabber = Point(x: 187, y: 370)
    var t = ms(100)
    var inputs: [TimedInput] = [TimedInput(t, .pointerDown(grabber, button: .left, clicks: 1))]
    for p in Drag.points(from: grabber, to: grabber + Point(x: 0, y: -200), moves: 10) {
      t += ms(32)
      inputs.append(TimedInput(t, .pointerMove(p)))
    }
    inputs.append(TimedInput(t + ms(32), .pointerUp(grabber + Point(x: 0, y: -200), button: .left)))
    var names: [String] = []
    for input in inputs {
      try slow.handle(input)
      let events = slow.takeEvents()
      names += events.map(\.name)
      #expect(events.allSatisfy { $0.time == input.time }, "\(events.map { "\($0.name) \($0.time)" }) at \(input.time)")
      let panel = try #require(slow.components(PanelModel.self).first)
      #expect(panel.time == slow.modelTime && slow.modelTime < input.time, "the panel's clock is the model's")
    }
    #expect(names.contains("willBeginDragging") && names.contains("willEndDragging") && names.contains("didMove"))
  }
}
