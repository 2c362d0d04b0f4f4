import PanelCore
import PanelHost
import PanelLabKit

/// Why the window could not open: no display, or a scene the window refuses.
public struct WindowFailure: Error, CustomStringConvertible {
  /// What went wrong, in one line.
  public let message: String
  /// The message.
  public var description: String { message }
}

extension LabSession {
  /// Opens the session in PanelLab's window and runs it until the window closes (Ctrl+Q or its
  /// close button). The mouse, the wheel and the keys drive the models while your code runs
  /// beside them: delegates are asked and called, bindings written back, calls made from them fed,
  /// as in a headless session. Everything the window has works: F9 records (as does
  /// `recordingTo`), P shows the hand, F3 the frame times, Ctrl+E exports; the recording replays in
  /// `panellab replay` without your program.
  ///
  /// With `labPanes` (the default) the event log shows under the session's view and the inspector
  /// beside it, as in `panellab run`; the window grows by them, so the view keeps its size and
  /// the code's geometry is the same as headless. Drag or double-click a pane's divider to close it.
  ///
  /// Open it before driving the session (`press`, `drag`, `advance`): the window starts from the
  /// scene as your code set it up.
  public func openWindow(title: String = "PanelLab", recordingTo recordPath: String? = nil, labPanes: Bool = true) throws(WindowFailure) {
    guard !hasStarted else { throw WindowFailure(message: "open the window before driving the session (press, drag, advance)") }
    if labPanes { windowLayout = LabPanesAround.replacingOwn(in:with:) }
    defer { windowLayout = nil }
    do {
      let config = try SceneConfig(json: labPanes ? LabPanesAround.wrapping(startingScene) : startingScene)
      // Under `panellab dev` the window takes over the last build's session and records for it.
      let dev = DevLink.fromEnvironment()
      // At the display's own scale, as `panellab run` opens (the session's `scale` would size the window by it).
      // A rebuilt program's window opens at the last one's size: a resize by hand survives the rebuild.
      // A rebuilt program's window stays hidden until its first frame (LiveSession shows it).
      let window = try Window(
        title: title, size: dev?.lastSize() ?? config.window, scale: nil, position: dev?.lastPosition(), hidden: (dev?.run ?? 1) > 1)
      let live = try LiveSession(
        window: window, config: config, origin: .demo(assetDirectory: nil), assetDirectory: nil,
        recordPath: dev.map { $0.recordingPath($0.run) } ?? recordPath, driver: self, dev: dev)
      live.run()
    } catch let error as HostError {
      throw WindowFailure(message: error.message)
    } catch {
      throw WindowFailure(message: "\(error)")
    }
  }
}
