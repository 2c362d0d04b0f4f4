import Foundation
import CSDL2
import PanelCore
import PanelRender

/// Plays a recording in the window in real time, with the recorded pointer drawn on top.
///
/// The recording runs through a `SceneSession` on a 60 Hz grid, as the live window ran it. K
/// pauses and resumes (and restarts at the end), `.` steps one frame, Left and Right seek one
/// second, and a click on a row of the event log seeks to that event and pauses. Seeking back
/// re-runs the inputs from the start, which is exact and cheap because the models run without
/// drawing.
public final class ReplaySession {
  private let window: Window
  private let recording: Recording
  /// The window's kept frame and how it is drawn.
  private let frame: WindowFrame
  private let speed: Double
  private let config: SceneConfig
  private var session: SceneSession
  private var replayTime: Micros
  /// Where playing starts (and K restarts at the end): the recording's `startAt` or `--from`.
  private let start: Micros
  /// Where playing stops (`--to`), or nil at the end of the recording.
  private let end: Micros?
  private var paused = false
  /// The position bar along the window's bottom edge (time since the start, click or drag to seek).
  private var scrubber: ReplayScrubber
  /// Whether a press on the bar is being dragged.
  private var scrubbing = false
  /// The hand over the frames; P turns it off and on.
  private var touches: TouchIndicator?
  private var showsTouches = true
  private var lastList: DisplayList?
  private var lastTitle = ""

  /// Prepares a replay of `recording` in `window` at `speed` times real time, drawing the
  /// scene's pictures from `images` (found and checked by `SceneImages`).
  public init(
    window: Window, recording: Recording, config: SceneConfig, assetDirectory: String?, images: SceneImages = SceneImages(), speed: Double,
    from: Micros = 0, to: Micros? = nil, tracksDamage: Bool = true
  ) {
    start = Swift.max(recording.startAt, from)
    end = to
    scrubber = ReplayScrubber(
      origin: recording.startAt, start: start, end: to ?? recording.inputs.last?.input.time ?? start, window: config.window)
    self.window = window
    self.recording = recording
    self.speed = speed
    frame = WindowFrame(rasterizer: Rasterizer(assetDirectory: assetDirectory, images: images.paths), tracksDamage: tracksDamage)
    self.config = config
    session = SceneSession(scene: Scene(config: config, scale: window.scale), fps: LiveSession.fps)
    replayTime = 0
    seek(to: start)
  }

  /// Whether playing is over: everything recorded has settled, or the range's end is reached.
  private var finished: Bool {
    if let end, replayTime >= end { return true }
    return !session.hasPendingInputs && !session.isAnimating
  }

  /// Runs until the user quits; throws the first input that the scene rejects, with its line.
  public func run() throws(RecordingError) {
    let clock = SessionClock()
    var last = clock.now
    var force = true
    while true {
      let idle = paused || finished
      // Asleep, it still wakes when a flash (F4) is to be cleared.
      var timeoutMs: Int32 = idle ? 1000 : 0
      if idle, let ends = frame.flashEnds { timeoutMs = Swift.min(timeoutMs, Int32(Swift.max(1, (ends - clock.now) / 1000 + 1))) }
      let inputs = window.events(timeoutMs: timeoutMs)
      let now = clock.now
      for input in inputs {
        switch input {
        case .quit: return
        case .redraw: force = true
        case .command(let key, _) where key == "P":
          // The window hands a plain P to its session as a command (it is never recorded).
          showsTouches.toggle()
          force = true
        case .command(let key, _) where key == "F4":
          frame.flashesDamage.toggle()
          force = true
        case .input(.keyDown(let key, _)):
          force = true
          switch key {
          case "K":
            if finished {
              // At the end, Space plays the recording again from the start.
              seek(to: start)
              paused = false
            } else {
              paused.toggle()
            }
          case ".": paused = true; try advance(by: 16_667)
          case "Right": try advance(by: 1_000_000)
          case "Left": seek(to: Swift.max(start, replayTime - 1_000_000))
          default: break
          }
        case .input(.pointerDown(let p, .left, _)):
          // The recording drives the models, so a click is the host's: on the position bar or an
          // event row it seeks.
          if let t = scrubber.time(at: p) {
            scrubbing = true
            seek(to: t)
          } else if let t = session.seekTime(forRowAt: p, notBefore: recording.startAt) {
            seek(to: t)
          } else {
            break
          }
          paused = true
          force = true
        case .input(.pointerMove(let p)) where scrubbing:
          scrubber.time(at: Point(x: p.x, y: scrubber.frame.midY)).map { seek(to: $0) }
          force = true
        case .input(.pointerUp(_, .left)):
          scrubbing = false
        case .input(.resize): force = true
        default: break
        }
      }
      if !paused && !finished { try advance(by: Micros(Double(now - last) * speed)) }
      last = now
      // A flash is cleared by the first present after its hold.
      if let ends = frame.flashEnds, now >= ends { force = true }
      if force || !idle {
        draw(force: force, at: now)
        force = false
      }
      if !paused && !finished { SDL_Delay(8) }
    }
  }

  /// Moves replay time forward, running every frame and input that falls due.
  private func advance(by dt: Micros) throws(RecordingError) {
    // A range stops exactly at its end.
    replayTime = Swift.min(replayTime + Swift.max(0, dt), end ?? .max)
    try session.run(to: replayTime) { _, _ in }
  }

  /// Restarts from the recorded scene and runs silently up to `time`.
  private func seek(to time: Micros) {
    session = SceneSession(scene: Scene(config: config, scale: window.scale), fps: LiveSession.fps)
    for (line, input) in recording.inputs { session.enqueue(input, line: line) }
    replayTime = 0
    touches = TouchIndicator(recording.inputs.map(\.input))
    // Inputs were validated when the recording was read; a failing `set` here would have
    // failed in `run` as well, where it is reported.
    try? advance(by: time)
  }

  private func draw(force: Bool, at now: Micros) {
    // The title tells the time even through a still stretch, when no frame is drawn.
    let state = finished ? "finished (K restarts)" : paused ? "paused" : "playing"
    let title = "PanelLab replay \(scrubber.label(replayTime)), \(state)"
    if title != lastTitle {
      window.setTitle(title)
      lastTitle = title
    }
    // The log's rows count from the recording's start, as the bar and the title do.
    var list = session.render(eventLogOrigin: recording.startAt)
    if showsTouches { touches?.draw(into: &list, at: replayTime) }
    // The bar spans the scene's drawing (a small scene leaves part of the window unused).
    scrubber.window = list.size
    scrubber.render(at: replayTime, state: finished ? "at the end" : paused ? "paused" : "playing", into: &list)
    guard force || list != lastList else { return }
    lastList = list
    let (w, h) = window.pixelSize
    guard frame.draw(list, scale: window.scale, width: w, height: h) else { return }
    frame.upload(to: window)
    frame.show(in: window, at: now)
  }
}
