import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The panel's attraction moves as FloatingPanel's does on a device: its spring steps once per
/// display frame, 60 times a second by default and 120 with `refreshRate: 120`, whatever the frame
/// rate of a replay. The figures come from FloatingPanel's own step on its test layout.
@Suite("Panel spring parity")
struct PanelSpringParityTests {
  /// Drags the grabber down 100 pt slowly, then up at a steady 1000 pt/s so the release happens at
  /// half (417) moving at −1000 pt/s; returns the release time.
  static func flingFromHalf(_ s: inout PanelScript) -> Micros {
    s.press(y: 440)
    // The first move only crosses the 4 pt slop; the panel follows the next 25.
    for _ in 0..<26 { s.move(toY: s.pointer.y + 4, after: ms(16)) }
    for _ in 0..<25 { s.move(toY: s.pointer.y - 4, after: ms(4)) }
    s.release(after: 0)
    return s.now
  }

  /// The lowest position the panel shows until it rests, looking every millisecond.
  static func lowest(_ s: inout PanelScript) -> Double {
    var low = s.panel.position
    while s.panel.isAnimating {
      s.wait(ms(1))
      low = min(low, s.panel.position)
    }
    return low
  }

  @Test(
    "a fling from half at −1000 pt/s overshoots full as on a 60 Hz and a 120 Hz iPhone",
    arguments: [(60, 7.80, 32), (120, -3.55, 82)])
  func fling(rate: Int, furthest: Double, frames: Int) throws {
    var s = PanelScript(try testLayoutConfig(), refreshRate: rate)
    let released = Self.flingFromHalf(&s)
    let events = s.events()
    let willEnd = try #require(events.first { $0.name == "willEndDragging" })
    #expect(willEnd["position"] == .number(417))
    #expect(isClose(willEnd["velocity"]?.number ?? 0, -1000, within: 1e-6))
    #expect(willEnd["target"] == .string("full"))
    #expect(isClose(Self.lowest(&s), furthest, within: 0.01))
    let end = try #require(s.events().first { $0.name == "didEndAttracting" })
    #expect(end.time - released == Micros((Double(frames) * 1_000_000 / Double(rate)).rounded()))
    #expect(s.panel.position == 20 && s.panel.state == .full)
  }

  @Test("key 1 from half to full (ζ = 1) stops after 49 frames at 60 Hz and 87 at 120 Hz", arguments: [(60, 816_667), (120, 725_000)])
  func moveFromRest(rate: Int, settle: Micros) throws {
    var s = PanelScript(try testLayoutConfig(), refreshRate: rate)
    s.move(to: .full, animated: true)
    s.run(ms(2000))
    let end = try #require(s.events().first { $0.name == "didEndAttracting" })
    #expect(end.time == settle)
  }

  @Test("springIntegrator: exact gives the closed-form spring: 44 pt past full for the same fling")
  func exactOption() throws {
    var s = PanelScript(try testLayoutConfig(#""behavior": {"springIntegrator": "exact"}"#))
    _ = Self.flingFromHalf(&s)
    #expect(isClose(Self.lowest(&s), -24.1, within: 0.1))
  }

  @Test("a press during the attraction stops the panel where the last step showed it")
  func interrupt() throws {
    var s = PanelScript(try testLayoutConfig())
    s.move(to: .full, animated: true)
    s.wait(ms(100))  // six steps at 16.7 ms, the last at 100 ms
    s.wait(ms(10))
    let shown = s.panel.position
    s.press(y: shown + 10)
    #expect(s.panel.position == shown)
    #expect(!s.panel.isAttracting)
  }

  @Test("a resize mid-spring re-aims it from the last step and keeps the display's cadence")
  func reaimKeepsCadence() throws {
    var s = PanelScript(try testLayoutConfig())
    s.move(to: .full, animated: true)
    s.run(ms(200), frame: ms(5))
    s.panel.layout(container: Size(width: 375, height: 600), safeArea: .zero)
    s.run(ms(2000), frame: ms(5))
    let moves = s.events().filter { $0.name == "didMove" }.map(\.time)
    #expect(moves.count > 20)
    // Every step lands on the 60 Hz grid that began at the move.
    for t in moves { #expect(t == Micros((Double((Double(t) * 60 / 1_000_000).rounded()) * 1_000_000 / 60).rounded()), "\(t)") }
    #expect(s.panel.position == 20)
  }

  @Test("replays at 24, 30, 60 and 144 fps show the same model state at the moments they share", arguments: [60, 120])
  func frameRateIndependent(refreshRate: Int) throws {
    var recording = try SceneSessionTests.recording
    recording.scene = try #require(recording.scene.setting("refreshRate", to: .number(Double(refreshRate))))
    let rates = [24, 30, 60, 144]
    let frames = try rates.map { try ReplayerTests.frames(recording, fps: $0) }
    // Whenever two rates have a frame at the same microsecond, their states must agree.
    var compared = 0
    for (t, line) in frames[0] {
      for other in frames.dropFirst() {
        guard let same = other[t] else { continue }
        #expect(line == same, "t_us \(t)")
        compared += 1
      }
    }
    #expect(compared > 60)
    #expect(frames[2].values.contains { $0.contains("\"attracting\": true") }, "the recording runs the spring")
  }

  @Test("the scene's refreshRate reaches its panels, and only 60 and 120 are taken")
  func refreshRateKey() throws {
    let scene = Scene(config: try SceneConfig.parse(#"{"refreshRate": 120, "main": {"panels": [{}]}}"#))
    #expect(scene.panels[0].refreshRate == 120)
    #expect(Scene(config: try SceneConfig.parse(#"{"main": {"panels": [{}]}}"#)).panels[0].refreshRate == 60)
    #expect(sceneError(#"{"refreshRate": 90}"#)?.description == "refreshRate: must be 60 or 120, got 90")
    #expect(sceneError(#"{"refreshRate": 60.5}"#)?.path == "refreshRate")
    #expect(sceneError(#"{"main": {"panels": [{"behavior": {"springIntegrator": "euler"}}]}}"#)?.path == "main.panels[0].behavior.springIntegrator")
  }
}
