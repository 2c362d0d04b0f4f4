import Testing

@testable import PanelCore
import PanelLabTestSupport

/// `showArena`: every press's arena reported as an `arena decided` event and a frame member, and
/// nothing of it in a scene without the key.
@Suite("Arena log")
struct ArenaLogTests {
  static func phone(showArena: Bool) -> String {
    #"{"window": {"width": 375, "height": 667}, "showArena": \#(showArena), "main": {"feed": {"cards": 12}, "panels": [{"id": "panel", "content": {"kind": "text"}}]}}"#
  }

  static func decisions(_ scene: inout Scene) -> [SceneEvent] { scene.takeEvents().filter { $0.component == "arena" } }

  @Test("a drag on the feed logs one decision: the feed claimed any axis and won past the 4 pt slop")
  func feedDrag() throws {
    var scene = try Scene.make(Self.phone(showArena: true))
    try scene.drag(from: Point(x: 180, y: 200), to: Point(x: 183, y: 150))
    let logged = Self.decisions(&scene)
    #expect(logged.count == 1)
    let line = try #require(logged.first?.fields.first { $0.key == "line" }?.value.string)
    #expect(line.hasPrefix("arena: feed(any) → feed, "), "\(line)")
    #expect(logged.first?.trace.summary == line, "the event log shows the line")
    #expect(logged.first?.fields.first { $0.key == "rule" }?.value.string == "claim")
  }

  @Test("a press on the panel's grabber is a capture; a tap on the feed goes to it at release")
  func captureAndTap() throws {
    var scene = try Scene.make(Self.phone(showArena: true))
    let grabber = try #require(scene.panels.first?.grabberArea)
    try scene.drag(from: Point(x: grabber.midX, y: grabber.midY), to: Point(x: grabber.midX, y: grabber.midY + 40))
    let capture = Self.decisions(&scene)
    #expect(capture.map(\.fields).first?.first { $0.key == "line" }?.value.string == "arena: panel(capture) → panel, captured at the press")
    try scene.drag(from: Point(x: 180, y: 100), to: Point(x: 181, y: 101), moves: 1, at: ms(1000))
    let tap = Self.decisions(&scene)
    #expect(tap.first?.fields.first { $0.key == "line" }?.value.string == "arena: feed(any) → feed, tap at release, nobody claimed a drag")
  }

  @Test("the frame line's arena member shows the press while it is held, null between presses")
  func frameMember() throws {
    var scene = try Scene.make(Self.phone(showArena: true))
    #expect(scene.traceState().last?.key == "arena")
    #expect(scene.traceState().last?.value == .null)
    try scene.drag(from: Point(x: 180, y: 200), to: Point(x: 180, y: 150), release: false)
    let arena = try #require(scene.traceState().last?.value)
    #expect(arena["winner"]?.string == "feed")
    #expect(arena["translation"] == .array([.number(0), .number(-50)]))
    #expect(arena["slop"]?.number == PointerDrag.slop)
  }

  @Test("without showArena the trace, the events and the hash are those of before")
  func absentWithoutTheKey() throws {
    var off = try Scene.make(Self.phone(showArena: false))
    var plain = try Scene.make(Self.phone(showArena: false).replacingOccurrences(of: #""showArena": false, "#, with: ""))
    try off.drag(from: Point(x: 180, y: 200), to: Point(x: 183, y: 150))
    try plain.drag(from: Point(x: 180, y: 200), to: Point(x: 183, y: 150))
    #expect(!off.traceState().contains { $0.key == "arena" })
    #expect(off.takeEvents().allSatisfy { $0.component != "arena" })
    #expect(off.stateHash() == plain.stateHash())
  }

  @Test("showArena must be a boolean, named with its line")
  func badValue() {
    let error = sceneError("{\n\"showArena\": 1}")
    #expect(error?.path == "showArena")
    #expect(error?.line == 2)
  }

  @Test("the direction rule's line: a horizontal drag against a vertical claim, back to front")
  func directionLine() {
    var arena = GestureArena(at: Point(x: 0, y: 0), time: 0, clicks: 1)
    arena.join(ComponentID("carousel", "panel/0"), claiming: .horizontal, hysteresis: 10)
    arena.join(ComponentID("panel", "panel"), claiming: .vertical, hysteresis: 10)
    _ = arena.move(to: Point(x: 6, y: 1), at: 8000)
    #expect(arena.resolveByClaims().isEmpty, "under the hysteresis nobody wins")
    _ = arena.move(to: Point(x: 14, y: 3), at: 16000)
    #expect(arena.resolveByClaims() == [ComponentID("panel", "panel")])
    #expect(arena.decision?.line == "arena: panel(vertical) vs carousel(horizontal) → carousel, dx 14 > dy 3 at slop")
  }

  @Test("the arena overlay: A shows it during a press with every member outlined, and A again hides it")
  func overlay() throws {
    var scene = try Scene.make(Self.phone(showArena: false))
    let before = scene.render().commands.count
    try scene.send(0, .keyDown(key: "A", modifiers: []))
    #expect(scene.component(ArenaOverlay.self)?.isShown == true)
    #expect(scene.render().commands.count == before, "no press, nothing drawn")
    try scene.drag(from: Point(x: 180, y: 200), to: Point(x: 180, y: 150), at: ms(100), release: false)
    let drawn = scene.render().commands.count
    #expect(drawn > before + 4, "outline, label, slop circle, translation")
    try scene.send(ms(300), .pointerUp(Point(x: 180, y: 150), button: .left))
    try scene.send(ms(400), .keyDown(key: "A", modifiers: []))
    #expect(scene.component(ArenaOverlay.self)?.isShown == false)
  }
}

extension ArenaLogTests {
  @Test("two panels side by side (siblings, not nested): the log and the chips name the one pressed kind:id, though it joined alone")
  func siblingPanelsNamedByID() throws {
    let scene = #"{"window": {"width": 375, "height": 667}, "showArena": true, "main": {"feed": {"cards": 12}, "panels": [{"id": "places"}, {"id": "search", "initialState": "tip"}]}}"#
    var s = try Scene.make(scene)
    try s.send(0, .keyDown(key: "A", modifiers: []))
    let grabber = try #require(s.panels.last?.grabberArea)
    try s.drag(from: Point(x: grabber.midX, y: grabber.midY), to: Point(x: grabber.midX, y: grabber.midY - 40), at: ms(100), release: false)
    #expect(s.render().textRuns.contains { $0.string == "panel:search · capture · wins" }, "\(s.render().textRuns.map(\.string))")
    try s.send(ms(300), .pointerUp(Point(x: grabber.midX, y: grabber.midY - 40), button: .left))
    let line = Self.decisions(&s).first?.fields.first { $0.key == "line" }?.value.string
    #expect(line == "arena: panel:search(capture) → panel:search, captured at the press")
    // The feed has no sibling: it keeps its kind alone.
    try s.drag(from: Point(x: 180, y: 100), to: Point(x: 181, y: 101), moves: 1, at: ms(3000))
    #expect(Self.decisions(&s).first?.fields.first { $0.key == "line" }?.value.string == "arena: feed(any) → feed, tap at release, nobody claimed a drag")
  }
}
