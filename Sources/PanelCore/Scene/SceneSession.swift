/// The one loop that drives a scene: inputs in (in time order), time forward on a frame grid,
/// events and frames out. The live window, the window replay, the headless replayer and the bench
/// all run their scene through it, so each sees the scene step exactly as the others do.
///
/// At every frame time `g` (frame `i` at `i / fps` seconds) the session first feeds the inputs
/// whose time is at or before `g`, in order, then advances the scene to `g`, then reports the
/// frame. Events come out as they happen, in time order. Because the scene only ever advances to
/// input times and frame times, a live session and a replay of its recording at the same `fps`
/// produce the same events and frames.
public struct SceneSession: Sendable {
  /// What the session produces, in order.
  public enum Output: Hashable, Sendable {
    /// A model event, at its exact model time.
    case event(SceneEvent)
    /// A frame: the scene as it is at the frame's time.
    case frame(index: Int, time: Micros)
  }

  /// The scene being driven.
  public private(set) var scene: Scene
  /// The lab's ghost (a `ghost` input, Ctrl+D): the scene as it was then, fed the same hand since
  /// (pointer, wheel, keys, resizes, time) but none of the tuning edits, so it moves with the old
  /// tuning beside the new one. It adds nothing to the trace; `render` draws it translucent.
  public private(set) var ghost: Scene?
  /// Whether the scene or its ghost still moves by itself.
  public var isAnimating: Bool { scene.isAnimating || (ghost?.isAnimating ?? false) }
  /// How strongly the ghost shows over the scene.
  public static let ghostOpacity = 0.4
  /// Frames per second of the frame grid.
  public let fps: Int
  /// Session time from which frames and events are reported (earlier ones run silently).
  public let startAt: Micros
  /// The index of the next frame to run.
  public private(set) var nextFrame = 0
  /// Whether the session is live: the changes the components ask for (an inspector edit, a pause)
  /// are fed right after the input that caused them, at its time, and every input fed is kept for
  /// `takeApplied`, so the recording lists inputs in the order they reached the model. A replay
  /// drops the asks: its recording holds them already.
  public var feedsRequests = false
  /// Inputs fed since the last `takeApplied`, in order (live sessions only).
  private var applied: [TimedInput] = []
  /// Inputs not yet fed, with the recording line each came from (0 for live input).
  private var queue: [(line: Int, input: TimedInput)] = []
  private var nextInput = 0

  /// A session driving `scene` on a grid of `fps` frames per second, reporting from `startAt`.
  public init(scene: Scene, fps: Int = 60, startAt: Micros = 0) {
    self.scene = scene
    self.fps = Swift.max(1, fps)
    self.startAt = startAt
  }

  /// Queues an input; inputs must come in time order.
  public mutating func enqueue(_ input: TimedInput, line: Int = 0) {
    if nextInput > 1024 && nextInput * 2 > queue.count {
      // Forget fed inputs now and then, so a long live session does not keep them all.
      queue.removeFirst(nextInput)
      nextInput = 0
    }
    queue.append((line, input))
  }

  /// Whether queued inputs have not been fed yet.
  public var hasPendingInputs: Bool { nextInput < queue.count }

  /// The time of frame `index`.
  public func time(ofFrame index: Int) -> Micros {
    Micros((Double(index) * 1_000_000 / Double(fps)).rounded())
  }

  /// The time of the next frame to run.
  public var nextFrameTime: Micros { time(ofFrame: nextFrame) }

  /// Runs the next frame: feeds the inputs due by its time, advances to it, and returns the events
  /// and the frame (frames before `startAt` run silently). Throws when an input (`set`,
  /// `load_scene`) does not fit the scene, naming its recording line.
  public mutating func runFrame() throws(RecordingError) -> [Output] {
    let t = nextFrameTime
    var out: [Output] = []
    try feed(upTo: t, into: &out)
    scene.advance(to: t)
    if var g = ghost {
      g.advance(to: t)
      _ = g.takeEvents()
      ghost = g
    }
    collect(into: &out)
    if t >= startAt { out.append(.frame(index: nextFrame, time: t)) }
    nextFrame += 1
    return out
  }

  /// Feeds the inputs due by `t` without advancing past them, and returns their events.
  public mutating func runInputs(upTo t: Micros) throws(RecordingError) -> [Output] {
    var out: [Output] = []
    try feed(upTo: t, into: &out)
    return out
  }

  /// Runs every frame due by `t`, then the inputs due by `t`, handing each output to `each` with
  /// the scene as it is at that moment (a frame's state, before later inputs change it).
  public mutating func run(to t: Micros, _ each: (Output, Scene) -> Void) throws(RecordingError) {
    while nextFrameTime <= t {
      for output in try runFrame() { each(output, scene) }
    }
    for output in try runInputs(upTo: t) { each(output, scene) }
  }

  private mutating func feed(upTo t: Micros, into out: inout [Output]) throws(RecordingError) {
    while nextInput < queue.count && queue[nextInput].input.time <= t {
      let (line, input) = queue[nextInput]
      nextInput += 1
      do {
        try scene.handle(input)
      } catch {
        throw RecordingError(line: line, message: error.description)
      }
      feedGhost(input)
      let asked = scene.takeRequests()
      if feedsRequests {
        applied.append(input)
        queue.insert(contentsOf: asked.map { (0, TimedInput(input.time, $0)) }, at: nextInput)
      }
      collect(into: &out)
    }
  }

  /// Gives `input` to the ghost, when there is one and the input is the hand's or the clock's: a
  /// `set` of another key, an applied scene file or the ghost's own asks (its sliders) never reach
  /// it, and a new scene (the sidebar) ends it.
  private mutating func feedGhost(_ input: TimedInput) {
    switch input.event {
    case .ghost:
      ghost = ghost == nil ? scene : nil
      return
    case .loadScene:
      ghost = nil
      return
    case .set(let path, _) where path != "timeScale":
      return
    case .applyScene:
      return
    default: break
    }
    guard var g = ghost else { return }
    // An input the old tuning cannot take (a resize it refuses) leaves the ghost as it was.
    try? g.handle(input)
    _ = g.takeRequests()
    _ = g.takeEvents()
    ghost = g
  }

  /// The scene's drawing with the ghost's main view over it, translucent: where the two tunings
  /// agree the pixels are the scene's own, where they part the old tuning shows through. The lab's
  /// panes stay the scene's, so the inspector reads the new values only. The event log's rows count
  /// seconds from `eventLogOrigin` (see `Scene.render(eventLogOrigin:)`).
  public func render(eventLogOrigin: Micros = 0) -> DisplayList {
    var list = scene.render(eventLogOrigin: eventLogOrigin)
    guard let ghost else { return list }
    let drawn = ghost.render()
    let main = ghost.frame(of: .pane(.main)) ?? Rect(size: ghost.size)
    list.clipped(to: RoundedRect(main)) { clipped in
      clipped.withOpacity(Self.ghostOpacity) { inner in
        for c in drawn.commands { inner.append(c) }
      }
    }
    return list
  }

  /// Returns and forgets the inputs fed since the last call, asked-for ones included, in the order
  /// they were fed: what a recording of a live session must hold.
  public mutating func takeApplied() -> [TimedInput] {
    defer { applied.removeAll() }
    return applied
  }

  private mutating func collect(into out: inout [Output]) {
    let events = scene.takeEvents()
    guard !events.isEmpty else { return }
    for e in events where e.time >= startAt { out.append(.event(e)) }
  }
}
