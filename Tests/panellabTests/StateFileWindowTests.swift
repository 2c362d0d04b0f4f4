import Foundation
import PanelLabTestSupport
import Testing

/// The layout state file shared by windows: each save re-reads the file under a lock and replaces
/// only its own scene's entry, so two windows keep each other's layouts. (Part of the window
/// suite, so they never run beside its other tests on the same display.)
extension WindowTests {
  @Test func twoWindowsSharingAStateFileKeepEachOthersScenes() throws {
    let dir = try CLI.temporaryDirectory()
    let file = dir + "/layout.json"
    let scene = CLI.root + "/assets/scenes/demo.json"
    // Both open before either saves: each read the file when it was still empty.
    let demo = try RunningWindow(["--state-file", file], stateHome: dir)
    let other = try RunningWindow(["--state-file", file, "--scene", scene], stateHome: dir)
    defer {
      // A failed check must not leave a window for the next test's search to find.
      for w in [demo, other] where w.process.isRunning {
        w.process.terminate()
        w.process.waitUntilExit()
      }
    }
    // The second window's own wait finds the first (same title): wait, bounded, for a second one.
    var ids: [String] = []
    for _ in 0..<100 where !ids.contains(where: { $0 != demo.windowID }) {
      ids = try CLI.tool("xdotool", ["search", "--onlyvisible", "--name", "^PanelLab$"]).output.split(separator: "\n").map(String.init)
      if !ids.contains(where: { $0 != demo.windowID }) { Thread.sleep(forTimeInterval: 0.2) }
    }
    other.windowID = try #require(ids.first { $0 != demo.windowID })
    // Let its first frame reach the screen.
    Thread.sleep(forTimeInterval: 0.5)
    for w in [demo, other] {
      try w.xdotool("windowraise", w.windowID)
      try w.xdotool("mousemove", "--window", w.windowID, Self.logDivider.x, Self.logDivider.y)
      try w.xdotool("click", "--repeat", "2", "--delay", "80", "1")
      Thread.sleep(forTimeInterval: 0.6)
    }
    #expect(try demo.quit() == 0)
    #expect(try other.quit() == 0)
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    let value = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
    let scenes = try #require(value["scenes"] as? [String: Any])
    let real = URL(fileURLWithPath: scene).resolvingSymlinksInPath().path
    #expect(Set(scenes.keys) == ["demo", real], "\(saved)")
  }
}
