import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The inspector: controls driven by the pointer and keys ask for `set` inputs, which change the
/// models once fed back; a tuning session replays to the same trace.
@Suite struct InspectorPaneTests {
  /// A phone-sized main view with a panel, and a 300-point inspector on the right.
  static let sceneText = #"""
    {"window": {"width": 700, "height": 900},
     "layout": {"split": {"id": "lab", "orientation": "horizontal", "position": 0.57},
                "primary": {"view": "main"}, "secondary": {"view": "inspector"}},
     "main": {"panels": [{"id": "p"}], "sheet": {}}}
    """#

  static func scene() throws -> Scene { Scene(config: try SceneConfig.parse(sceneText)) }

  /// Flings the first panel up 200 points from its grabber in 80 ms, letting go at 180 ms.
  static func flingUp(_ scene: inout Scene) throws {
    let x = scene.panels[0].surfaceFrame.midX
    let y0 = scene.panels[0].surfaceFrame.y + 8
    try scene.send(ms(100), .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1))
    for i in 1...10 { try scene.send(ms(100 + Int64(i) * 8), .pointerMove(Point(x: x, y: y0 - Double(i) * 20))) }
    try scene.send(ms(180), .pointerUp(Point(x: x, y: y0 - 200), button: .left))
  }

  /// The inspector's frame in the window, and the control row of `path`'s track centre at `fraction`.
  static func point(onTrackOf path: String, at fraction: Double, in scene: Scene) throws -> Point {
    let pane = try #require(scene.frame(of: .pane(.inspector)))
    let inspector = try #require(scene.component(InspectorPane.self))
    let i = try #require(inspector.controls.firstIndex { $0.path == path })
    let track = try #require(inspector.trackFrame(of: i))
    return Point(x: pane.x + track.x + track.width * fraction, y: pane.y + track.midY)
  }

  static let response = "main.panels[0].behavior.springResponseTime"

  @Test func draggingASliderAsksForSetsAndTheSceneChangesOnlyWhenTheyAreFed() throws {
    var scene = try Self.scene()
    let start = try Self.point(onTrackOf: Self.response, at: 0.5, in: scene)
    try scene.send(ms(10), .pointerDown(start, button: .left, clicks: 1))
    // Half way along 0.1…1.5 in steps of 0.01.
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(0.8))])
    #expect(scene.panels[0].config.behavior.springResponseTime == 0.4)
    try scene.send(ms(10), .set(path: Self.response, value: .number(0.8)))
    #expect(scene.panels[0].config.behavior.springResponseTime == 0.8)
    let end = try Self.point(onTrackOf: Self.response, at: 1.2, in: scene)
    try scene.send(ms(30), .pointerMove(end))
    // Past the end of the track, the slider stops at its largest value.
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(1.5))])
    try scene.send(ms(30), .set(path: Self.response, value: .number(1.5)))
    try scene.send(ms(40), .pointerUp(end, button: .left))
    #expect(scene.takeRequests().isEmpty)
    // The whole drag is one edit: Ctrl+Z goes back to where the press began.
    try scene.send(ms(50), .keyDown(key: "Z", modifiers: [.ctrl]))
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(0.4))])
    try scene.send(ms(50), .set(path: Self.response, value: .number(0.4)))
    try scene.send(ms(60), .keyDown(key: "Z", modifiers: [.shift, .ctrl]))
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(1.5))])
  }

  @Test func bracketsStepTheFocusedControlWhileAPanelIsHeld() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: Self.response, at: 0.5, in: scene), button: .left, clicks: 1))
    for r in scene.takeRequests() { try scene.send(ms(10), r) }
    try scene.send(ms(20), .pointerUp(try Self.point(onTrackOf: Self.response, at: 0.5, in: scene), button: .left))
    // Hold the panel by its grabber.
    let grab = Point(x: scene.panels[0].surfaceFrame.midX, y: scene.panels[0].surfaceFrame.y + 8)
    try scene.send(ms(100), .pointerDown(grab, button: .left, clicks: 1))
    try scene.send(ms(120), .pointerMove(Point(x: grab.x, y: grab.y - 40)))
    #expect(scene.panels[0].isDragging)
    try scene.send(ms(130), .keyDown(key: "]", modifiers: []))
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(0.81))])
    try scene.send(ms(130), .set(path: Self.response, value: .number(0.81)))
    try scene.send(ms(140), .keyDown(key: "[", modifiers: [.shift]))
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(0.71))])
    try scene.send(ms(140), .set(path: Self.response, value: .number(0.71)))
    // The edit did not let go of the panel.
    #expect(scene.panels[0].isDragging)
  }

  @Test func togglesAndChoicesAskOnPress() throws {
    var scene = try Self.scene()
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: "refreshRate", at: 0.75, in: scene), button: .left, clicks: 1))
    #expect(scene.takeRequests() == [.set(path: "refreshRate", value: .number(120))])
    try scene.send(ms(20), .pointerUp(try Self.point(onTrackOf: "refreshRate", at: 0.75, in: scene), button: .left))
    let toggle = "main.panels[0].behavior.shouldProjectMomentum"
    try scene.send(ms(30), .pointerDown(try Self.point(onTrackOf: toggle, at: 0.5, in: scene), button: .left, clicks: 1))
    #expect(scene.takeRequests() == [.set(path: toggle, value: .bool(true))])
  }

  @Test func theSpringIsEditedInTheFormADesignerBrings() throws {
    var scene = try Self.scene()
    // Pick SwiftUI in the form row: inspector state only, nothing is asked of the scene.
    let form = InspectorControl.springFormPath
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: form, at: 0.375, in: scene), button: .left, clicks: 1))
    try scene.send(ms(20), .pointerUp(try Self.point(onTrackOf: form, at: 0.375, in: scene), button: .left))
    #expect(scene.takeRequests().isEmpty)
    #expect(scene.component(InspectorPane.self)?.springForm == 1)
    // Drag the damping fraction to 0.4 (0.1 + 0.158 × 1.9): two sets, FloatingPanel's own keys.
    let damping = "#" + SpringFormParameter.swiftUIDamping.rawValue
    let at = try Self.point(onTrackOf: damping, at: 0.3 / 1.9, in: scene)
    try scene.send(ms(30), .pointerDown(at, button: .left, clicks: 1))
    let asked = scene.takeRequests()
    #expect(asked.count == 2)
    for r in asked { try scene.send(ms(30), r) }
    try scene.send(ms(40), .pointerUp(at, button: .left))
    let behavior = scene.panels[0].config.behavior
    let zeta = behavior.attractionSpring(velocity: 1000).dampingRatio
    #expect(abs(zeta - 0.4) < 1e-9, "ζ \(zeta)")
    // The response stayed what it was.
    #expect(abs(behavior.springResponseTime - 0.4) < 1e-9)
    // One undo takes back what the edit changed.
    try scene.send(ms(50), .keyDown(key: "Z", modifiers: [.ctrl]))
    let undo = scene.takeRequests()
    #expect(!undo.isEmpty, "the keys the edit changed go back")
    for r in undo { try scene.send(ms(50), r) }
    #expect(abs(scene.panels[0].config.behavior.springDecelerationRate - 0.991) < 1e-12)
  }

  @Test func aSpringAFormCannotSayIsRefusedAtTheControl() throws {
    var scene = try Self.scene()
    // ζ ≈ 25: far too sluggish for any Origami bounciness and speed.
    try scene.send(ms(5), .set(path: "main.panels[0].behavior.springDecelerationRate", value: .number(0.9)))
    try scene.send(ms(5), .set(path: Self.response, value: .number(1.5)))
    let form = InspectorControl.springFormPath
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: form, at: 0.875, in: scene), button: .left, clicks: 1))
    try scene.send(ms(20), .pointerUp(try Self.point(onTrackOf: form, at: 0.875, in: scene), button: .left))
    #expect(scene.component(InspectorPane.self)?.springForm == 3)
    let bounciness = "#" + SpringFormParameter.bounciness.rawValue
    try scene.send(ms(30), .pointerDown(try Self.point(onTrackOf: bounciness, at: 0.5, in: scene), button: .left, clicks: 1))
    #expect(scene.takeRequests().isEmpty)
    let refusal = try #require(scene.component(InspectorPane.self)?.refusal)
    #expect(!refusal.isEmpty)
    #expect(scene.panels[0].config.behavior.springDecelerationRate == 0.9)
  }

  @Test func aPaneTooNarrowForItsControlsTakesClicksSafely() throws {
    let narrow = Self.sceneText.replacingOccurrences(of: #""position": 0.57}"#, with: #""position": 0.985, "dividerSpan": 0}"#)
    var scene = Scene(config: try SceneConfig.parse(narrow))
    let pane = try #require(scene.frame(of: .pane(.inspector)))
    #expect(pane.width < 28)
    // A click at every height (it used to trap on a choice's zero-width segments); whatever the
    // clicks ask for, the scene takes.
    var asked = 0
    for y in stride(from: 0.0, through: 900, by: 7) {
      try scene.send(ms(Int64(y)), .pointerDown(Point(x: pane.midX, y: y), button: .left, clicks: 1))
      try scene.send(ms(Int64(y)), .pointerUp(Point(x: pane.midX, y: y), button: .left))
      for r in scene.takeRequests() {
        try scene.send(ms(Int64(y)), r)
        asked += 1
      }
    }
    #expect(asked > 0, "the toggles and sliders still answer")
  }

  @Test func bracketsStepAValueOutsideTheSlidersRangeTowardIt() {
    let c = InspectorControl("Anchor", ScenePath.panel(0).anchors.anchor("full", .absoluteInset), .slider(0...600, step: 1), default: .number(0))
    #expect(c.stepped(.number(700), by: -1) == .number(699))
    #expect(c.stepped(.number(700), by: 1) == .number(701))
    #expect(c.stepped(.number(300), by: 1) == .number(301))
    #expect(c.stepped(.number(600), by: 1) == .number(600))
  }

  @Test func thePanelLastSetMovingIsTheOneInspectedAndEdited() throws {
    let two = Self.sceneText.replacingOccurrences(
      of: #""panels": [{"id": "p"}]"#, with: #""panels": [{"id": "p"}, {"id": "q", "position": "top", "initialState": "half"}]"#)
    var scene = Scene(config: try SceneConfig.parse(two))
    #expect(scene.component(InspectorPane.self)?.panelIndex == 0)
    // Key 3 moves the topmost panel (q) to tip: the inspector follows it.
    try scene.send(ms(10), .keyDown(key: "3", modifiers: []))
    scene.advance(to: ms(50))
    let inspector = try #require(scene.component(InspectorPane.self))
    #expect(inspector.panelIndex == 1)
    #expect(inspector.lines.first?.0 == "panel q")
    let response = "main.panels[1].behavior.springResponseTime"
    #expect(inspector.controls.contains { $0.path == response })
    try scene.send(ms(60), .pointerDown(try Self.point(onTrackOf: response, at: 0.5, in: scene), button: .left, clicks: 1))
    for r in scene.takeRequests() { try scene.send(ms(60), r) }
    #expect(scene.panels[1].config.behavior.springResponseTime == 0.8)
    #expect(scene.panels[0].config.behavior.springResponseTime == 0.4)
  }

  @Test func aSplitsHideModeIsEditedInPlace() throws {
    var scene = try Self.scene()
    let path = "layout.split.hideMode"
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: path, at: 0.75, in: scene), button: .left, clicks: 1))
    let asked = scene.takeRequests()
    #expect(asked == [.set(path: path, value: .string("boundary"))])
    for r in asked { try scene.send(ms(10), r) }
    #expect(scene.config.layout?.splits.first?.hideMode == .boundary)
    #expect(scene.traceSplits.first?["position"]?.number == 0.57)
  }

  @Test func aSplitsRangeIsEditedAtEitherEnd() throws {
    let ranged = Self.sceneText.replacingOccurrences(
      of: #""position": 0.57}"#, with: #""position": 0.57, "draggableRange": {"normalized": [0.3, 0.8]}}"#
    ).replacingOccurrences(of: #""height": 900"#, with: #""height": 1300"#)
    var scene = Scene(config: try SceneConfig.parse(ranged))
    let path = "layout.split.draggableRange.normalized[0]"
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: path, at: 0.5, in: scene), button: .left, clicks: 1))
    let asked = scene.takeRequests()
    #expect(asked == [.set(path: path, value: .number(0.5))])
    for r in asked { try scene.send(ms(10), r) }
    // The divider moves into the new range: the primary keeps at least half.
    #expect((scene.traceSplits.first?["position"]?.number ?? 0) >= 0.5)
    // Past the other end the scene refuses: the reason shows, nothing is asked.
    try scene.send(ms(20), .pointerMove(try Self.point(onTrackOf: path, at: 0.95, in: scene)))
    #expect(scene.takeRequests().isEmpty)
    #expect(scene.component(InspectorPane.self)?.refusal != nil)
  }

  @Test func anchorsAreEditableOnlyWhenTheSceneSpellsThemOut() throws {
    #expect(try Self.scene().component(InspectorPane.self)?.controls.contains { $0.path.contains("anchors") } == false)
    let spelled = Self.sceneText.replacingOccurrences(
      of: #"{"id": "p"}"#,
      with: #"{"id": "p", "anchors": {"full": {"absoluteInset": 18, "edge": "top"}, "half": {"fractionalInset": 0.5, "edge": "bottom"}}}"#)
    var scene = Scene(config: try SceneConfig.parse(spelled))
    let path = "main.panels[0].anchors.half.fractionalInset"
    try scene.send(ms(10), .pointerDown(try Self.point(onTrackOf: path, at: 0.3, in: scene), button: .left, clicks: 1))
    for r in scene.takeRequests() { try scene.send(ms(10), r) }
    try scene.send(ms(20), .pointerUp(try Self.point(onTrackOf: path, at: 0.3, in: scene), button: .left))
    scene.advance(to: ms(2000))
    // The panel rests at its new half anchor: 30 % of the container's height from the bottom.
    let height = try #require(scene.mainFrame).height
    #expect(abs(scene.panels[0].position - (height - 0.3 * height)) <= 1)
  }

  @Test func thePlotNamesItsThreeCurvesAndNeverPrintsMinusZero() throws {
    var scene = try Self.scene()
    // A critically damped release to full: no overshoot at all, which rounds to -0.0 unless caught.
    try Self.flingUp(&scene)
    scene.advance(to: ms(2000))
    /// Every text run drawn, inside layers too.
    func runs(_ commands: [DisplayCommand]) -> [TextRun] {
      commands.flatMap { c -> [TextRun] in
        switch c {
        case .text(let t): return [t]
        case .layer(let l), .prefetch(let l): return runs(l.commands)
        default: return []
        }
      }
    }
    let all = runs(scene.render().commands)
    let texts = all.map(\.string)
    for name in InspectorPane.curveNames { #expect(texts.contains(name), "no legend entry \(name)") }
    #expect(texts.contains { $0.contains("overshoot") }, "\(texts)")
    #expect(!texts.contains { $0.contains("-0.0") }, "\(texts.filter { $0.contains("-0") })")
    #expect(InspectorPane.tenths(-0.04) == "0.0" && InspectorPane.tenths(-0.05) == "-0.1" && InspectorPane.tenths(2.26) == "2.3")
    // "Core Animation" fits its segment of "Edit the spring as" at a smaller font, not cut.
    let inspector = try #require(scene.component(InspectorPane.self))
    let form = try #require(inspector.controls.firstIndex { $0.path == InspectorControl.springFormPath })
    let track = try #require(inspector.trackFrame(of: form))
    // The segment's run (the readout above has its own "Core Animation" label).
    let run = try #require(all.first { $0.string == "Core Animation" && abs($0.frame.width - track.width / 4) < 1e-9 })
    #expect(0.55 * run.size * Double(run.string.count) <= track.width / 4 - 4 + 1e-9)
  }

  @Test func thePlotFollowsTheTuning() throws {
    var scene = try Self.scene()
    // Fling the panel up from half.
    try Self.flingUp(&scene)
    scene.advance(to: ms(200))
    let plot = try #require(scene.component(InspectorPane.self)?.plot)
    #expect(plot.target < plot.start)
    let before = plot.curves
    #expect(before.count == 3)
    // Every curve lands on the target.
    for c in before { #expect(abs((c.samples.last?.x ?? 0) - plot.target) <= 1) }
    try scene.send(ms(300), .set(path: Self.response, value: .number(1.2)))
    let after = try #require(scene.component(InspectorPane.self)?.plot?.curves)
    // A slower response settles later, at 60 Hz as in the exact spring.
    #expect(after[0].settle > before[0].settle + 0.3)
    #expect(after[2].settle > before[2].settle + 0.3)
    // The drawn curves are the plot's.
    #expect(scene.component(InspectorPane.self)?.curves == after)
    // The next release, down from full, takes the plot over; an edit during it does not.
    scene.advance(to: ms(3000))
    let x = scene.panels[0].surfaceFrame.midX
    let top = scene.panels[0].surfaceFrame.y + 8
    try scene.send(ms(3100), .pointerDown(Point(x: x, y: top), button: .left, clicks: 1))
    for i in 1...10 { try scene.send(ms(3100 + Int64(i) * 8), .pointerMove(Point(x: x, y: top + Double(i) * 20))) }
    try scene.send(ms(3180), .pointerUp(Point(x: x, y: top + 200), button: .left))
    scene.advance(to: ms(3200))
    let down = try #require(scene.component(InspectorPane.self)?.plot)
    #expect(down.target > down.start)
    try scene.send(ms(3250), .set(path: Self.response, value: .number(0.5)))
    let inspector = try #require(scene.component(InspectorPane.self))
    #expect(inspector.plot?.start == down.start, "a re-aimed spring is not a new release")
    #expect(inspector.curves.first?.samples.first?.x == down.start)
  }

  @Test func aTuningSessionReplaysToTheSameTrace() throws {
    let config = try SceneConfig.parse(Self.sceneText)
    var live = SceneSession(scene: Scene(config: config), fps: 60)
    live.feedsRequests = true
    var liveLines: [String] = []
    let scene = live.scene
    let x = scene.panels[0].surfaceFrame.midX
    let y0 = scene.panels[0].surfaceFrame.y + 8
    var script: [TimedInput] = [
      TimedInput(ms(50), .pointerDown(try Self.point(onTrackOf: Self.response, at: 0.2, in: scene), button: .left, clicks: 1)),
      TimedInput(ms(70), .pointerMove(try Self.point(onTrackOf: Self.response, at: 0.6, in: scene))),
      TimedInput(ms(90), .pointerUp(try Self.point(onTrackOf: Self.response, at: 0.6, in: scene), button: .left)),
      TimedInput(ms(100), .keyDown(key: "S", modifiers: [.shift])),
      TimedInput(ms(200), .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1)),
    ]
    for i in 1...10 { script.append(TimedInput(ms(200 + Int64(i) * 8), .pointerMove(Point(x: x, y: y0 - Double(i) * 25)))) }
    script += [
      TimedInput(ms(280), .keyDown(key: "]", modifiers: [])),
      TimedInput(ms(285), .pointerUp(Point(x: x, y: y0 - 250), button: .left)),
      TimedInput(ms(400), .keyDown(key: "K", modifiers: [])),
      // Two inputs at one instant: the edit K asks for comes between them, as in the window.
      TimedInput(ms(400), .pointerMove(Point(x: x, y: 300))),
      TimedInput(ms(600), .keyDown(key: ".", modifiers: [])),
      TimedInput(ms(700), .keyDown(key: ".", modifiers: [])),
      TimedInput(ms(900), .keyDown(key: "K", modifiers: [])),
      TimedInput(ms(1000), .applyScene(try json(Self.sceneText.replacingOccurrences(of: #""sheet": {}"#, with: #""sheet": {"inset": 12}"#)))),
      TimedInput(ms(3000), .end),
    ]
    var recorded: [TimedInput] = []
    var k = 0
    // A host woken at each distinct input time, handing over everything that arrived by then.
    while k < script.count {
      let now = script[k].time
      while k < script.count && script[k].time == now {
        live.enqueue(script[k])
        k += 1
      }
      try live.run(to: now) { output, scene in liveLines.append(Trace.line(for: output, scene: scene)) }
      recorded += live.takeApplied()
    }
    #expect(recorded.contains { if case .set(path: "timeScale", _) = $0.event { true } else { false } })
    #expect(recorded.contains { $0.event == .step })
    // The watched file's new version says nothing of the time scale: it is back to 1.
    #expect(live.scene.config.timeScale == 1)
    #expect(live.scene.config.main.sheet?.inset == 12)
    var replayer = try Replayer(Recording(scene: config.json, inputs: recorded), fps: 60, scale: 1)
    var replayLines: [String] = []
    while let output = try replayer.next() { replayLines.append(Trace.line(for: output, scene: replayer.scene)) }
    #expect(liveLines.count > 150)
    let differs = liveLines.indices.first { $0 >= replayLines.count || liveLines[$0] != replayLines[$0] }
    #expect(differs == nil, "first difference at line \(differs ?? -1): \(differs.map { liveLines[$0] + "\n vs \n" + ($0 < replayLines.count ? replayLines[$0] : "end") } ?? "")")
  }

  @Test func aSetTheModelCannotTakeIsAnErrorNamingItsLine() throws {
    let text = """
      {"format": "panellab-recording", "version": 1, "scene": \(Self.sceneText.replacingOccurrences(of: "\n", with: " "))}
      {"t_us": 1000, "type": "set", "path": "\(Self.response)", "value": -0.2}
      {"t_us": 2000, "type": "end"}
      """
    var replayer = try Replayer(try Recording.parse(text), fps: 60, scale: 1)
    #expect(throws: RecordingError.self) {
      while try replayer.next() != nil {}
    }
    do {
      while try replayer.next() != nil {}
    } catch {
      #expect(error.line == 2)
      #expect(error.message.contains("springResponseTime"))
    }
  }

  @Test("the readout, written only when drawn or asked for, shows each component as the last step left it and counts the line heights the controls sit under")
  func theReadoutIsWrittenFromTheLastStepWhenDrawn() throws {
    let text = Self.sceneText.replacingOccurrences(
      of: #""main": {"panels": [{"id": "p"}], "sheet": {}}"#,
      with: #""main": {"feed": {"cards": 8}, "panels": [{"id": "p"}], "sheet": {}, "tabBar": {"tabs": ["Today", "Games"]}, "accessory": {}}"#)
    var scene = Scene(config: try SceneConfig.parse(text))
    let x = scene.panels[0].surfaceFrame.midX
    let y0 = scene.panels[0].surfaceFrame.y + 8
    func check(_ moment: String, phase: String) throws {
      let inspector = try #require(scene.component(InspectorPane.self))
      let lines = inspector.lines
      let labels = lines.map(\.0)
      #expect(
        labels.prefix(3) == ["panel p", "edge · velocity", "backdrop alpha"] && labels.contains("sheet") && labels.contains("split lab")
          && labels.contains("accessory") && labels.last == "feed offset", "\(moment): \(labels)")
      #expect(inspector.lineSlots == lines.reduce(0) { $0 + ($1.0 == InspectorPane.noteLabel ? 2 : 1) }, "\(moment)")
      #expect(lines[0].1 == "\(scene.panels[0].state.name), \(phase)", "\(moment)")
      #expect(lines[1].1.hasPrefix("\(FixedPoint.string(scene.panels[0].position, places: 1)) pt · "), "\(moment): \(lines[1].1)")
      #expect(lines[2].1 == FixedPoint.string(scene.panels[0].backdropAlpha, places: 2), "\(moment)")
      let texts = scene.render().textRuns.map(\.string)
      for (label, value) in lines where label != InspectorPane.noteLabel {
        #expect(texts.contains(label) && texts.contains(value), "\(moment): \(label) \(value) not drawn")
      }
    }
    try check("at the start", phase: "at rest")
    try scene.send(ms(100), .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1))
    for i in 1...6 { try scene.send(ms(100 + Int64(i) * 8), .pointerMove(Point(x: x, y: y0 - Double(i) * 20))) }
    try check("under the hand", phase: "dragging")
    try scene.send(ms(160), .pointerUp(Point(x: x, y: y0 - 120), button: .left))
    scene.advance(to: ms(200))
    try check("in flight", phase: "attracting → \(scene.panels[0].state.name)")
    scene.advance(to: ms(3000))
    try check("at rest again", phase: "at rest")
  }
}
