import Foundation
import CSDL2
import PanelCore
import PanelRender

/// Plays a recording in the window in real time, with the recorded pointer drawn on top.
///
/// Space pauses and resumes (and restarts at the end), `.` steps one 60 Hz frame, Left and Right
/// seek one second. Seeking back re-runs the inputs from the start, which is exact and cheap
/// because the models run without drawing.
public final class ReplaySession {
  private let window: Window
  private let recording: Recording
  private let rasterizer: Rasterizer
  private let speed: Double
  private var scene: Scene
  private var nextInput = 0
  private var replayTime: Micros
  private var paused = false
  private var pointer = Point(x: -100, y: -100)
  private var pressed = false
  private var bitmap: Bitmap?
  private var lastList: DisplayList?

  /// Prepares a replay of `recording` in `window` at `speed` times real time.
  public init(window: Window, recording: Recording, config: SceneConfig, assetDirectory: String?, speed: Double) {
    self.window = window
    self.recording = recording
    self.speed = speed
    rasterizer = Rasterizer(assetDirectory: assetDirectory)
    scene = Scene(config: config, scale: window.scale)
    replayTime = 0
    seek(to: recording.startAt)
  }

  private var endTime: Micros { recording.inputs.last?.input.time ?? 0 }

  private var finished: Bool { nextInput >= recording.inputs.count && !scene.isAnimating }

  /// Runs until the user quits; throws the first input that the scene rejects, with its line.
  public func run() throws(RecordingError) {
    let clock = SessionClock()
    var last = clock.now
    var force = true
    while true {
      let idle = paused || finished
      let inputs = window.events(timeoutMs: idle ? 1000 : 0)
      let now = clock.now
      for input in inputs {
        switch input {
        case .quit: return
        case .redraw: force = true
        case .input(.keyDown(let key, _)):
          force = true
          switch key {
          case "Space":
            if finished {
              // At the end, Space plays the recording again from the start.
              seek(to: recording.startAt)
              paused = false
            } else {
              paused.toggle()
            }
          case ".": paused = true; try advance(by: 16_667)
          case "Right": try advance(by: 1_000_000)
          case "Left": seek(to: Swift.max(recording.startAt, replayTime - 1_000_000))
          default: break
          }
        case .input(.resize): force = true
        default: break
        }
      }
      if !paused && !finished { try advance(by: Micros(Double(now - last) * speed)) }
      last = now
      if force || !idle {
        draw(force: force)
        force = false
      }
      if !paused && !finished { SDL_Delay(8) }
    }
  }

  /// Moves replay time forward, feeding every input that falls due.
  private func advance(by dt: Micros) throws(RecordingError) {
    replayTime += Swift.max(0, dt)
    while nextInput < recording.inputs.count && recording.inputs[nextInput].input.time <= replayTime {
      let (line, input) = recording.inputs[nextInput]
      nextInput += 1
      switch input.event {
      case .pointerMove(let p): pointer = p
      case .pointerDown(let p, _, _): pointer = p; pressed = true
      case .pointerUp(let p, _): pointer = p; pressed = false
      default: break
      }
      do { try scene.handle(input) } catch { throw RecordingError(line: line, message: error.description) }
    }
    scene.advance(to: replayTime)
    _ = scene.takeEvents()
  }

  /// Restarts from the recorded scene and runs silently up to `time`.
  private func seek(to time: Micros) {
    if let config = try? SceneConfig(json: recording.scene) { scene = Scene(config: config, scale: window.scale) }
    nextInput = 0
    replayTime = 0
    pressed = false
    // Inputs were validated when the recording was read; a failing `set` here would have
    // failed in `run` as well, where it is reported.
    try? advance(by: time)
  }

  private func draw(force: Bool) {
    var list = scene.render()
    let r = pressed ? 9.0 : 11.0
    let dot = Rect(x: pointer.x - r, y: pointer.y - r, width: 2 * r, height: 2 * r)
    list.append(.shadow(RoundedRect(dot, radius: r), Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 1), blur: 6)))
    list.fill(dot, radius: r, Color(r: 0.2, g: 0.2, b: 0.25, a: pressed ? 0.7 : 0.4))
    list.append(.stroke(RoundedRect(dot, radius: r), Color.white.withAlpha(0.9), width: 2))
    guard force || list != lastList else { return }
    lastList = list
    let (w, h) = window.pixelSize
    if bitmap?.width != w || bitmap?.height != h { bitmap = Bitmap(width: w, height: h) }
    guard let bitmap else { return }
    rasterizer.render(list, scale: window.scale, into: bitmap)
    window.present(bitmap)
    let state = finished ? "finished (Space restarts)" : paused ? "paused" : "playing"
    window.setTitle("PanelLab replay \(String(format: "%.2f", replayTime.seconds)) s, \(state)")
  }
}
