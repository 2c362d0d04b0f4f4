import Foundation
import PanelLabTestSupport

extension WindowTests {
  /// A window opened on a scene at a scale, recording its session to a fresh file: the set-up the
  /// conflict and keyboard window tests share. `PANELLAB_CONFLICT_SHOTS=DIR` keeps their screenshots.
  struct RecordedSceneWindow {
    /// The running window.
    let window: RunningWindow
    /// The path of the session's recording.
    let recording: String
    /// The folder the test's screenshots go to.
    let shots: String
    /// The window's scale: pixels per point.
    let scale: Int

    /// Writes `scene` as `name`.json in a fresh folder and opens it at `scale`, recording to `name`.plrec.
    init(_ scene: String, named name: String, scale: Int) throws {
      let dir = try CLI.temporaryDirectory()
      shots = ProcessInfo.processInfo.environment["PANELLAB_CONFLICT_SHOTS"] ?? dir
      let scenePath = try CLI.write(scene, to: name + ".json", in: dir)
      recording = dir + "/" + name + ".plrec"
      self.scale = scale
      window = try RunningWindow(["--scene", scenePath, "--scale", String(scale), "--record", recording, "--state-file", "/dev/null"])
    }

    /// A coordinate in points as the window's pixels, the way xdotool takes it.
    func px(_ v: Int) -> String { String(v * scale) }
  }
}
