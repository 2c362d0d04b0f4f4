import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The panel's `keyboardAvoidance` policies, and the no-jump rule where the keyboard's motion and
/// the panel's spring overlap.
@Suite("Keyboard avoidance")
struct KeyboardAvoidanceTests {
  /// Focuses the field at 100 ms and runs 1 s: the keyboard is up.
  static func focused(_ avoidance: String, dismiss: String = "none") throws -> (Scene, Micros) {
    var scene = try KeyboardScenes.scene(avoidance: avoidance, dismiss: dismiss)
    let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    scene.advance(to: t + ms(1000))
    return (scene, t + ms(1000))
  }

  @Test("none: the keyboard covers the panel, which stays at half (FloatingPanel today)")
  func none() throws {
    let before = try #require(try KeyboardScenes.scene().panels.first?.position)
    let (scene, _) = try Self.focused("none")
    #expect(scene.panels.first?.position == before)
    #expect(scene.panels.first?.state == .half)
  }

  @Test("aboveKeyboard: the panel rests where it would with a 336 pt bottom safe area, in every state")
  func aboveKeyboard() throws {
    var (scene, t) = try Self.focused("aboveKeyboard")
    var reference = try Scene.make(KeyboardScenes.phone().replacingOccurrences(of: #""main": {"#, with: #""main": {"safeArea": {"bottom": 336}, "#))
    for key in ["2", "3", "1"] {
      // The field holds the keys: PanelLabKit's move(to:) is how an app moves the panel now.
      let state = ["1": "full", "2": "half", "3": "tip"][key]!
      t += ms(10)
      try scene.send(t, .command(ComponentID("panel", "panel"), .object([.init("move", .string(state))])))
      try reference.send(t, .keyDown(key: key, modifiers: []))
      t += ms(2000)
      scene.advance(to: t)
      reference.advance(to: t)
      #expect(scene.panels.first?.state.name == state)
      #expect(try #require(scene.panels.first?.position) == reference.panels.first?.position, "\(state)")
    }
    // The keyboard goes down: the panel comes back down with it, still at full's anchor (top-based).
    try scene.send(t + ms(10), .keyDown(key: "Return", modifiers: []))
    scene.advance(to: t + ms(1000))
    #expect(scene.panels.first?.position == KeyboardScenes.restingPosition(of: "full"))
  }

  @Test("mostExpanded: at willShow the panel springs to full, and stays there when the keyboard goes")
  func mostExpanded() throws {
    var (scene, t) = try Self.focused("mostExpanded")
    #expect(scene.panels.first?.state == .full)
    #expect(scene.panels.first?.position == KeyboardScenes.restingPosition(of: "full"))
    // At one instant, in z-order: the panel under its field, the keyboard on top.
    let order = scene.takeEvents().map { "\($0.component) \($0.name)" }
    #expect(order.prefix(4) == ["panel willBeginAttracting", "panel didChangeState", "textField didBeginEditing", "keyboard willShow"])
    try scene.send(t + ms(10), .keyDown(key: "Return", modifiers: []))
    t += ms(1000)
    scene.advance(to: t)
    #expect(scene.panels.first?.state == .full)
  }

  /// Each frame's step of `positions`, and the first frame whose step breaks the rule: no step larger
  /// than twice the step before it plus 2 pt.
  /// With `startLimit`, the first two steps out of rest (after a step under 0.01 pt) may instead be
  /// as large as `startLimit`: the literal rule calls every start from rest above 2 pt a jump, and
  /// UIKit's own keyboard curve breaks it in its first two 60 Hz frames.
  static func firstJump(_ positions: [Double], startLimit: Double? = nil) -> Int? {
    guard positions.count > 2 else { return nil }
    var sinceRest = Int.max
    for i in 2..<positions.count {
      let step = abs(positions[i] - positions[i - 1])
      let before = abs(positions[i - 1] - positions[i - 2])
      sinceRest = before < 0.01 ? 1 : sinceRest == Int.max ? sinceRest : sinceRest + 1
      if let startLimit, sinceRest <= 2, step <= startLimit { continue }
      if step > 2 * before + 2 { return i }
    }
    return nil
  }

  /// The largest step UIKit's keyboard curve makes in its first two 60 Hz frames from rest, for the
  /// 336 pt keyboard: the second one, 29.2 pt (the first is 12.7).
  static let keyboardStart = 336 * (KeyboardCurve.progress(2.0 / 60) - KeyboardCurve.progress(1.0 / 60))

  /// Runs `scene` on a frame grid of `hz` from `start` to `end`, collecting the panel's position.
  /// Only frames later than `after` are kept.
  static func positions(
    _ scene: inout Scene, from start: Micros, to end: Micros, hz: Int64, inputs: [TimedInput] = [], after: Micros = -1
  ) throws -> [Double] {
    var out: [Double] = []
    var pending = inputs
    var t = start
    while t <= end {
      while let next = pending.first, next.time <= t {
        try scene.handle(next)
        pending.removeFirst()
      }
      scene.advance(to: t)
      if t > after { out.append(try #require(scene.panels.first?.position)) }
      t += Micros.perSecond / hz
    }
    return out
  }

  /// A flick of the panel by its grabber from `from` by `dy` points: press at `time`, six moves
  /// 8 ms apart, release 8 ms after the last; returns the inputs and the release's time.
  static func flick(from point: Point, by dy: Double, at time: Micros) -> ([TimedInput], Micros) {
    var inputs = [TimedInput(time, .pointerDown(point, button: .left, clicks: 1))]
    for i in 1...6 { inputs.append(TimedInput(time + ms(Int64(i) * 8), .pointerMove(point + Point(x: 0, y: dy * Double(i) / 6)))) }
    inputs.append(TimedInput(time + ms(56), .pointerUp(point + Point(x: 0, y: dy), button: .left)))
    return (inputs, time + ms(56))
  }

  @Test(
    "no jump where the keyboard and a spring overlap: flicks whose springs run while the keyboard rises and falls, every policy",
    arguments: ["none", "aboveKeyboard", "mostExpanded"])
  func noJump(avoidance: String) throws {
    var scene = try KeyboardScenes.scene(avoidance: avoidance, dismiss: "none")
    // The field takes the focus at 160 ms: the keyboard rises until 660 ms.
    try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    let rising: [Double]
    if avoidance == "mostExpanded" {
      // The keyboard's willShow starts the spring to full itself, from rest: its first frame is
      // FloatingPanel's own start of `move(to:)` (any start from rest moving more than 2 pt in a frame
      // breaks the rule as written), so the check begins with its second frame.
      rising = try Self.positions(&scene, from: ms(160), to: ms(2000), hz: 60, after: ms(160) + Micros.perSecond / 60 + 1)
    } else {
      scene.advance(to: ms(200))
      // A flick up by the grabber at 200 ms: its spring runs while the keyboard still rises.
      let top = try #require(scene.panels.first).surfaceFrame.y
      let (up, released) = Self.flick(from: Point(x: 200, y: top + 10), by: -150, at: ms(200))
      // Frames from the release on: the hand's own drag is not the spring's.
      rising = try Self.positions(&scene, from: ms(200), to: ms(2000), hz: 60, inputs: up, after: released)
    }
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336)
    #expect(scene.panels.first?.state == .full)
    #expect(Self.firstJump(rising) == nil, "\(avoidance), rising: \(rising)")
    // A flick down at 2.5 s, and Return 40 ms after its release: the keyboard falls under the spring.
    let fullTop = try #require(scene.panels.first).surfaceFrame.y
    var (down, released2) = Self.flick(from: Point(x: 200, y: fullTop + 10), by: 300, at: ms(2500))
    down.append(TimedInput(released2 + ms(40), .keyDown(key: "Return", modifiers: [])))
    let falling = try Self.positions(&scene, from: ms(2500), to: ms(4500), hz: 60, inputs: down, after: released2)
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 0)
    #expect(scene.panels.first?.state != .full)
    #expect(Self.firstJump(falling) == nil, "\(avoidance), falling: \(falling)")
  }

  @Test("the no-jump check fails on a real jump: a panel that snaps to a new anchor (a resize), even allowing starts from rest")
  func checkCanFail() throws {
    #expect(isClose(Self.keyboardStart, 29.2, within: 0.05))
    var scene = try KeyboardScenes.scene()
    // The window 152 pt shorter: half's anchor moves 76 pt at once.
    let resize = [TimedInput(ms(100), .resize(Size(width: 393, height: 700)))]
    let positions = try Self.positions(&scene, from: 0, to: ms(200), hz: 60, inputs: resize)
    #expect(Self.firstJump(positions) != nil)
    #expect(Self.firstJump(positions, startLimit: Self.keyboardStart) != nil)
  }
}

extension KeyboardScenes {
  /// Where the panel rests in `state` with no keyboard.
  static func restingPosition(of state: String) -> Double? {
    guard var scene = try? scene() else { return nil }
    try? scene.send(ms(10), .keyDown(key: ["full": "1", "half": "2", "tip": "3"][state] ?? "2", modifiers: []))
    scene.advance(to: ms(3000))
    return scene.panels.first?.position
  }
}
