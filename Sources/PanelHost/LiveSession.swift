import CSDL2
import PanelCore
import PanelRender

/// The interactive window: real input into the scene, frames out, recording on request.
///
/// It sleeps in `SDL_WaitEventTimeout` while nothing moves, and redraws only when the display
/// list actually changed, so an idle window costs nothing.
public final class LiveSession {
  private let window: Window
  private var scene: Scene
  private let rasterizer: Rasterizer
  private let clock = SessionClock()
  private var recorder: RecordingWriter?
  /// Every input since the session began, so an F9 recording can start mid-session and still
  /// replay exactly: the inputs before it are written too, and `startAt` marks where output begins.
  private var history: [TimedInput] = []
  private let initialScene: JSONValue
  private var bitmap: Bitmap?
  private var lastList: DisplayList?

  /// Prepares a session for `config` in `window`, recording to `recordPath` from the start if given.
  public init(window: Window, config: SceneConfig, assetDirectory: String?, recordPath: String?) throws(HostError) {
    self.window = window
    var sceneJSON = config.json
    // The header must describe the scene as it really starts: the window size is the actual one.
    let size = window.size
    sceneJSON = sceneJSON.setting("window", to: .object(["width": .number(size.width), "height": .number(size.height)])) ?? sceneJSON
    initialScene = sceneJSON
    scene = Scene(config: (try? SceneConfig(json: sceneJSON)) ?? config, size: size, scale: window.scale)
    rasterizer = Rasterizer(assetDirectory: assetDirectory)
    if let recordPath {
      recorder = try RecordingWriter(path: recordPath, scene: sceneJSON)
      Log.info("recording to \(recordPath)")
    }
  }

  /// Runs until the user quits.
  public func run() {
    var needsPresent = true
    var lastPresent: Micros = -1_000_000
    while true {
      let busy = scene.isAnimating || needsPresent
      let inputs = window.events(timeoutMs: busy ? 0 : 1000)
      let now = clock.now
      for input in inputs {
        switch input {
        case .quit:
          stopRecording(at: now)
          return
        case .redraw:
          needsPresent = true
        case .command(let key, _) where key == "F9":
          toggleRecording(at: now)
          needsPresent = true
        case .command:
          break
        case .input(let event):
          let timed = TimedInput(now, event)
          history.append(timed)
          recorder?.append(timed)
          // Live input only carries pointer, wheel, key and resize events, which cannot fail.
          try? scene.handle(timed)
        }
      }
      scene.advance(to: now)
      _ = scene.takeEvents()
      window.setCursor(scene.cursor)
      if busy || !inputs.isEmpty {
        if draw(force: needsPresent) { lastPresent = now }
        needsPresent = false
      }
      if scene.isAnimating {
        // Pace to 60 Hz when the renderer does not block on vsync (software, Xvfb).
        let wait = 16_667 - (clock.now - lastPresent)
        if wait > 1000 { SDL_Delay(UInt32(wait / 1000)) }
      }
    }
  }

  /// Rasterizes and presents when the display list changed (or when forced); true if presented.
  private func draw(force: Bool) -> Bool {
    var list = scene.render()
    if recorder != nil { RecordingIndicator.draw(into: &list) }
    guard force || list != lastList else { return false }
    lastList = list
    let scale = window.scale
    let (w, h) = window.pixelSize
    if bitmap?.width != w || bitmap?.height != h { bitmap = Bitmap(width: w, height: h) }
    guard let bitmap else { return false }
    rasterizer.render(list, scale: scale, into: bitmap)
    window.present(bitmap)
    return true
  }

  private func toggleRecording(at now: Micros) {
    if recorder != nil {
      stopRecording(at: now)
      return
    }
    let path = RecordingWriter.freshName()
    do {
      let writer = try RecordingWriter(path: path, scene: initialScene, startAt: now, replacing: false)
      for input in history { writer.append(input) }
      recorder = writer
      Log.info("recording to \(path) (F9 stops)")
    } catch {
      Log.warning(error.message)
    }
  }

  private func stopRecording(at now: Micros) {
    guard let recorder else { return }
    recorder.append(TimedInput(now, .end))
    Log.info("recording saved: \(recorder.path)")
    self.recorder = nil
  }
}
