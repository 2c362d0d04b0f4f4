import Foundation
import PanelLabTestSupport
import Testing

extension WindowTests {
  /// The carousel-in-panel conflict in the real window under Xvfb, driven with xdotool at scales 1
  /// and 2: a swipe across the carousel pages it, a drag up it moves the panel, and the session's
  /// recording replays to the same winners. `PANELLAB_CONFLICT_SHOTS=DIR` keeps the screenshots
  /// (the README's come from there). Nested in `WindowTests`, whose `.serialized` runs it apart
  /// from every other window test: they share one X server, so one pointer, and a test's
  /// windows stack over the others' at (0, 0).
  @Suite
  struct ConflictWindowTests {
    /// A 480 × 480 window: the panel rests at half (y 240), its carousel from y 296 to 446.
    static let scene = #"""
      {"window": {"width": 480, "height": 480}, "showArena": true,
       "main": {"feed": {"cards": 6}, "panels": [{"id": "panel", "content": {"title": "Nearby", "rows": 8, "controls": [{"kind": "carousel", "pages": 4}]}}]}}
      """#

    @Test("a swipe across the carousel pages it and a drag up moves the panel, at scale 1 and 2", arguments: [1, 2])
    func carouselInPanel(scale: Int) throws {
      let session = try RecordedSceneWindow(Self.scene, named: "carousel", scale: scale)
      let (w, recording, shots) = (session.window, session.recording, session.shots)
      let px = session.px
      let id = w.windowID
      try w.xdotool("key", "--window", id, "a")
      // A swipe left, held at its end for the screenshot: the overlay shows the arena's decision.
      var swipe = ["mousemove", "--window", id, px(400), px(371), "mousedown", "1"]
      for i in 1...10 { swipe += ["mousemove", "--window", id, px(400 - 26 * i), px(371 + i), "sleep", "0.012"] }
      try w.xdotool(swipe + ["sleep", "0.3"])
      try w.screenshot(shots + "/conflict-carousel-\(scale)x.png")
      try w.xdotool("mouseup", "1")
      Thread.sleep(forTimeInterval: 0.8)
      var up = ["mousemove", "--window", id, px(240), px(371), "mousedown", "1"]
      for i in 1...12 { up += ["mousemove", "--window", id, px(240 + i), px(371 - 25 * i), "sleep", "0.02"] }
      try w.xdotool(up + ["sleep", "0.25", "mouseup", "1"])
      Thread.sleep(forTimeInterval: 1.2)
      try w.screenshot(shots + "/conflict-panel-\(scale)x.png")
      #expect(try w.quit() == 0)

      let lines = try CLI.replayTrace(recording)
      let winners = lines.filter { $0.contains(#""component": "arena""#) }.map { line -> String in
        line.contains(#""winner": "carousel"#) ? "carousel" : line.contains(#""winner": "panel"#) ? "panel" : "other"
      }
      #expect(winners == ["carousel", "panel"], "\(winners)")
      let last = try #require(lines.last { $0.contains(#""kind": "frame""#) })
      #expect(last.contains(#""kind": "carousel", "id": "panel/0""#) && last.contains(#""page": 1"#), "\(last)")
      #expect(last.contains(#""state": "full""#), "\(last)")
    }
  }
}
