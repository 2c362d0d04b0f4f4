import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The replayer: fixed frame times, exact model state at any frame rate, settle at the end.
@Suite("Replayer")
struct ReplayerTests {
  /// All frame lines of a headless replay, keyed by time.
  static func frames(_ recording: Recording, fps: Int) throws -> [Micros: String] {
    var replayer = try Replayer(recording, fps: fps, scale: 1)
    var out: [Micros: String] = [:]
    while let o = try replayer.next() {
      if case .frame(_, let t) = o {
        // Drop the frame index, which differs between rates; everything else must agree.
        out[t] = Trace.frameLine(replayer.scene, index: 0, time: t)
      }
    }
    return out
  }

  @Test("two replays of one recording give identical outputs")
  func deterministic() throws {
    let a = try Self.frames(DemoScript.recording, fps: 60)
    let b = try Self.frames(DemoScript.recording, fps: 60)
    #expect(a == b)
    #expect(a.count > 100)
  }

  @Test("the model state at a moment does not depend on the frame rate")
  func frameRateIndependent() throws {
    let at60 = try Self.frames(DemoScript.recording, fps: 60)
    let at30 = try Self.frames(DemoScript.recording, fps: 30)
    let at24 = try Self.frames(DemoScript.recording, fps: 24)
    var compared = 0
    for (t, line) in at30 {
      if let other = at60[t] {
        #expect(line == other, "t_us \(t)")
        compared += 1
      }
    }
    for (t, line) in at24 {
      if let other = at60[t] { #expect(line == other, "t_us \(t)") }
    }
    #expect(compared > 50)
  }

  @Test("after the last input the replay runs until everything settles, then stops")
  func settles() throws {
    // A fling at the very end: the replay must continue past the last input.
    let size = Size(width: 375, height: 667)
    let inputs: [TimedInput] = [
      TimedInput(0, .pointerDown(Point(x: 100, y: 500), button: .left, clicks: 1)),
      TimedInput(10_000, .pointerMove(Point(x: 100, y: 480))),
      TimedInput(20_000, .pointerMove(Point(x: 100, y: 460))),
      TimedInput(30_000, .pointerUp(Point(x: 100, y: 440), button: .left)),
    ]
    let recording = Recording(
      scene: try JSONParser.parse(#"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 40}}}"#), inputs: inputs)
    _ = size
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var last: Micros = 0
    while let o = try replayer.next() { if case .frame(_, let t) = o { last = t } }
    #expect(last > 1_000_000)
    #expect(!replayer.scene.isAnimating)
  }

  @Test("a bad set inside a recording is reported with its line")
  func badSetNamesLine() throws {
    let recording = Recording(
      scene: try JSONParser.parse(#"{"main": {"feed": {}}}"#),
      inputs: [TimedInput(0, .pointerMove(Point(x: 1, y: 1))), TimedInput(10, .set(path: "main.feed.cards", value: .string("x")))])
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    #expect {
      while try replayer.next() != nil {}
    } throws: { error in
      (error as? RecordingError)?.line == 3 && (error as? RecordingError)?.message.contains("main.feed.cards") == true
    }
  }

  @Test("frames before startAt are simulated but not output")
  func startAt() throws {
    var recording = DemoScript.recording
    recording.startAt = 1_000_000
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var first: Micros?
    while let o = try replayer.next() {
      if case .frame(_, let t) = o, first == nil { first = t }
      if case .event(let e) = o { #expect(e.time >= 1_000_000) }
    }
    #expect(first == 1_000_000)
  }
}

/// A session written through the recorder's encoding and read back replays to exactly the states
/// the live scene went through.
@Suite("Recording round trip")
struct RecordingRoundTripTests {
  @Test("live scene and replayed recording agree at every input and at the end")
  func roundTrip() throws {
    let config = DemoScene.config
    let inputs = DemoScript.inputs(size: config.window)
    // Live: the scene as the host drives it, one input at a time, snapshotting after each.
    var live = Scene(config: config, scale: 1)
    var liveStates: [String] = []
    for input in inputs {
      try live.handle(input)
      liveStates.append(live.stateHash())
    }
    // Recorded: the header and lines the recorder writes, parsed back as a replay reads them.
    var text = Recording.headerLine(scene: config.json, created: "2026-11-29T12:00:00Z") + "\n"
    for input in inputs { text += InputEventCoding.line(for: input) + "\n" }
    let recording = try Recording.parse(text)
    #expect(recording.inputs.map(\.input) == inputs)
    var replayed = Scene(config: try SceneConfig(json: recording.scene), scale: 1)
    for (i, entry) in recording.inputs.enumerated() {
      try replayed.handle(entry.input)
      #expect(replayed.stateHash() == liveStates[i], "diverged at line \(entry.line)")
    }
    live.advance(to: inputs.last!.time + 5_000_000)
    replayed.advance(to: inputs.last!.time + 5_000_000)
    #expect(Trace.frameLine(live, index: 0, time: 0) == Trace.frameLine(replayed, index: 0, time: 0))
  }
}
