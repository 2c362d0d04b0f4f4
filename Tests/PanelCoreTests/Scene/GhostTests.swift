import Testing

@testable import PanelCore

/// The lab's ghost (Ctrl+D, a `ghost` input): a copy of the tuning that follows the same hand
/// while the scene's own tuning changes.
@Suite("Ghost")
struct GhostTests {
  /// A phone scene with one panel: the ghost is taken, the spring is slowed, the panel is flung up.
  static func recording(ghost: Bool) throws -> Recording {
    let scene = try json(#"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "panels": [{"id": "p"}]}}"#)
    var inputs: [TimedInput] = []
    if ghost { inputs.append(TimedInput(50_000, .ghost)) }
    inputs.append(TimedInput(80_000, .set(path: "main.panels[0].behavior.springResponseTime", value: .number(1.2))))
    var t: Micros = 100_000
    inputs.append(TimedInput(t, .pointerDown(Point(x: 187, y: 345), button: .left, clicks: 1)))
    for i in 1...8 {
      t += 8333
      inputs.append(TimedInput(t, .pointerMove(Point(x: 187, y: 345 - 25 * Double(i)))))
    }
    inputs.append(TimedInput(t, .pointerUp(Point(x: 187, y: 145), button: .left)))
    inputs.append(TimedInput(t + 3_000_000, .end))
    return Recording(scene: scene, inputs: inputs)
  }

  /// The panel's position in `scene`.
  static func position(_ scene: Scene) -> Double { scene.components(PanelModel.self).first?.position ?? .nan }

  @Test("the ghost keeps the old spring and follows the same drag, and the trace does not see it")
  func ghostFollowsTheHandWithTheOldTuning() throws {
    var replayer = try Replayer(try Self.recording(ghost: true), fps: 60, scale: 1)
    var plain = try Replayer(try Self.recording(ghost: false), fps: 60, scale: 1)
    var parted = false
    var lines: [String] = []
    var plainLines: [String] = []
    while let output = try replayer.next() {
      lines.append(Trace.line(for: output, scene: replayer.scene))
      guard case .frame(_, let time) = output, let ghost = replayer.session.ghost else { continue }
      // The ghost never got the edit: its spring is the default, the scene's the slow one.
      #expect(ghost.config.main.panels[0].behavior.springResponseTime == 0.4)
      if time > 80_000 { #expect(replayer.scene.config.main.panels[0].behavior.springResponseTime == 1.2) }
      // During the drag both follow the hand; after the release the old, quicker spring leads.
      if time <= 166_664 { #expect(Self.position(ghost) == Self.position(replayer.scene), "t \(time)") }
      if time > 200_000 && time < 600_000 && Self.position(ghost) != Self.position(replayer.scene) { parted = true }
    }
    while let output = try plain.next() { plainLines.append(Trace.line(for: output, scene: plain.scene)) }
    #expect(parted)
    // Both end at the same anchor, and the trace is the one without a ghost, line for line.
    let ghost = try #require(replayer.session.ghost)
    #expect(Self.position(ghost) == Self.position(replayer.scene))
    #expect(lines == plainLines)
  }

  @Test("the ghost is drawn translucent over the scene, and a second ghost input removes it")
  func ghostIsDrawnAndToggles() throws {
    let scene = Scene(config: try SceneConfig(json: try json(#"{"window": {"width": 375, "height": 667}, "main": {"feed": {}, "panels": [{"id": "p"}]}}"#)))
    var session = SceneSession(scene: scene, fps: 60)
    #expect(session.render() == session.scene.render())
    session.enqueue(TimedInput(10_000, .ghost))
    _ = try session.runFrame()
    _ = try session.runFrame()
    let drawn = session.render()
    #expect(drawn.commands.contains(.pushOpacity(SceneSession.ghostOpacity)))
    #expect(drawn.commands.count == session.scene.render().commands.count * 2 + 4)
    session.enqueue(TimedInput(40_000, .ghost))
    _ = try session.runFrame()
    _ = try session.runFrame()
    _ = try session.runFrame()
    #expect(session.ghost == nil)
    #expect(session.render() == session.scene.render())
  }

  @Test("a new scene ends the ghost; the ghost line reads and writes as {\"type\": \"ghost\"}")
  func loadSceneEndsTheGhostAndTheLineRoundTrips() throws {
    let config = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {}}}"#
    var session = SceneSession(scene: Scene(config: try SceneConfig(json: try json(config))), fps: 60)
    session.enqueue(TimedInput(0, .ghost))
    _ = try session.runFrame()
    #expect(session.ghost != nil)
    session.enqueue(TimedInput(20_000, .loadScene(try json(config))))
    _ = try session.runFrame()
    _ = try session.runFrame()
    #expect(session.ghost == nil)
    let text = Recording(scene: try json(config), inputs: [TimedInput(5000, .ghost), TimedInput(9000, .end)]).text
    #expect(text.contains(#"{"t_us": 5000, "type": "ghost"}"#))
    let parsed = try Recording.parse(text)
    #expect(parsed.inputs.map(\.input.event) == [.ghost, .end])
  }
}
