import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The session loop that the window, the window replay, the headless replayer and the bench share.
@Suite("Scene session")
struct SceneSessionTests {
  /// A phone session that moves the panel and the feed: a grabber drag, a key, the wheel, a fling.
  static var recording: Recording {
    get throws {
      let scene = try json(
        #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "panels": [{"id": "p", "content": {"kind": "list", "rows": 40}}]}}"#)
      var inputs: [TimedInput] = []
      var t: Micros = 100_000
      func drag(x: Double, from y0: Double, to y1: Double, moves: Int) {
        inputs.append(TimedInput(t, .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1)))
        for i in 1...moves {
          t += 8333
          inputs.append(TimedInput(t, .pointerMove(Point(x: x, y: y0 + (y1 - y0) * Double(i) / Double(moves)))))
        }
        inputs.append(TimedInput(t, .pointerUp(Point(x: x, y: y1), button: .left)))
      }
      drag(x: 187, from: 345, to: 120, moves: 12)
      t += 1_500_000
      inputs.append(TimedInput(t, .keyDown(key: "3", modifiers: [])))
      t += 900_000
      inputs.append(TimedInput(t, .wheel(Point(x: 187, y: 200), delta: Point(x: 0, y: 120))))
      t += 200_000
      drag(x: 187, from: 300, to: 100, moves: 6)
      t += 2_000_000
      inputs.append(TimedInput(t, .end))
      return Recording(scene: scene, inputs: inputs)
    }
  }

  /// Every output of a headless replay of `recording`, as trace lines.
  static func replayLines(_ recording: Recording) throws -> [String] {
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var lines: [String] = []
    while let output = try replayer.next() { lines.append(Trace.line(for: output, scene: replayer.scene)) }
    return lines
  }

  @Test("a live session woken at irregular times writes the same trace as a replay of its recording")
  func liveEqualsReplay() throws {
    let recording = try Self.recording
    let replay = try Self.replayLines(recording)
    #expect(replay.contains { $0.contains("willBeginDragging") } && replay.contains { $0.contains("didEndAttracting") })
    var session = SceneSession(scene: Scene(config: try SceneConfig(json: recording.scene)), fps: 60)
    var live: [String] = []
    var next = 0
    var now: Micros = 0
    let end = recording.inputs.last?.input.time ?? 0
    // A host wakes when it likes (3 to 31 ms apart here) and hands over what arrived meanwhile.
    var step: Micros = 3000
    while now < end {
      now = Swift.min(end, now + step)
      step = (step * 7 + 5000) % 29_000 + 3000
      while next < recording.inputs.count && recording.inputs[next].input.time <= now {
        session.enqueue(recording.inputs[next].input)
        next += 1
      }
      try session.run(to: now) { output, scene in live.append(Trace.line(for: output, scene: scene)) }
    }
    #expect(live.count > 300)
    #expect(Array(replay.prefix(live.count)) == live)
  }

  @Test("frames before startAt run silently; the event log keeps the latest events")
  func startAtAndLog() throws {
    var recording = try Self.recording
    recording.startAt = 1_000_000
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var first: Int?
    var eventTimes: [Micros] = []
    while let output = try replayer.next() {
      switch output {
      case .frame(let index, let time):
        first = first ?? index
        #expect(time >= 1_000_000)
      case .event(let e):
        eventTimes.append(e.time)
      }
    }
    #expect(first == replayer.firstFrame)
    #expect(first == 60)
    #expect(eventTimes.allSatisfy { $0 >= 1_000_000 })
    #expect(eventTimes == eventTimes.sorted(), "events come out in time order")
  }

  @Test("a set that does not fit the scene stops the session with the recording's line")
  func badInputNamesItsLine() throws {
    var session = SceneSession(scene: Scene(config: try SceneConfig.parse("{}")), fps: 60)
    session.enqueue(TimedInput(10_000, .set(path: "window.width", value: .number(-1))), line: 7)
    #expect(throws: RecordingError.self) { try session.run(to: 20_000) { _, _ in } }
    do {
      try session.run(to: 20_000) { _, _ in }
    } catch {
      #expect(error.line == 7)
      #expect(error.message.hasPrefix("window.width"))
    }
  }
}
