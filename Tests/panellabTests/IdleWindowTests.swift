import Foundation
import PanelLabTestSupport
import Testing

/// A still window presents nothing: while nothing changes, the loop compares display lists and
/// sleeps, and no frame is drawn, copied or shown. (Part of the window suite, so it never runs
/// beside its other tests on the same display.)
extension WindowTests {
  /// The session times (seconds) of the frames a `--frame-times` file says were presented.
  static func presentTimes(_ path: String) throws -> [Double] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
      let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      // Each presented frame's own cost, in its three parts (what tools/window-frame-times.sh reads).
      for key in ["raster_ms", "upload_ms", "present_ms"] { #expect((row?[key] as? Double).map { $0 >= 0 } == true, "\(key) in \(line)") }
      return try #require(row?["t_us"] as? Double) / 1_000_000
    }.sorted()
  }

  @Test func aStillWindowPresentsNothingAfterAWheelNotchHasBeenShown() throws {
    let dir = try CLI.temporaryDirectory()
    let times = dir + "/times.jsonl"
    let w = try RunningWindow(["--size", "1280x800", "--scale", "1", "--frame-times", times])
    // The first frames are on screen by now (the window waited half a second); the notch comes
    // two seconds after the window appeared, and then the window is left alone for three.
    Thread.sleep(forTimeInterval: 1.5)
    try w.xdotool("mousemove", "--window", w.windowID, "900", "400")
    try w.xdotool("click", "--window", w.windowID, "5")
    Thread.sleep(forTimeInterval: 3)
    #expect(try w.quit() == 0)
    let presented = try Self.presentTimes(times)
    // Session time starts when the window is up, so the notch's frames come after 1.2 s (the
    // start's, well before), and a notch scrolls at once: its frames end within a second.
    let notch = try #require(presented.first { $0 > 1.2 }, "no frame presented for the wheel notch: \(presented)")
    let late = presented.filter { $0 > notch + 1 }
    #expect(late.isEmpty, "presented \(late.count) frames while nothing changed, at \(late) s (the notch at \(notch) s)")
  }
}
