/// Plays a recording through a scene at a fixed frame rate with no clock: the same recording
/// always gives the same frames and events, however fast the machine is.
public struct Replayer {
  /// What a replay produces, in order.
  public enum Output {
    /// A model event, at its exact model time.
    case event(ModelEvent)
    /// A frame: the scene as it is at the frame's time.
    case frame(index: Int, time: Micros)
  }

  /// Longest a replay keeps running after its last input while animations settle.
  public static let settleLimit: Micros = 10 * Micros.perSecond

  /// The scene being replayed.
  public private(set) var scene: Scene
  /// Frames per second of output.
  public let fps: Int
  private let inputs: [(line: Int, input: TimedInput)]
  private let startAt: Micros
  private var nextInput = 0
  private var nextFrame = 0
  private var queue: [Output] = []
  private var finished = false

  /// Prepares a replay of `recording` at `fps` frames per second and `scale` pixels per point.
  public init(_ recording: Recording, fps: Int, scale: Double) throws(RecordingError) {
    let config: SceneConfig
    do {
      config = try SceneConfig(json: recording.scene)
    } catch {
      throw RecordingError(line: 1, message: "scene.\(error.description)")
    }
    scene = Scene(config: config, scale: scale)
    self.fps = Swift.max(1, fps)
    inputs = recording.inputs
    startAt = recording.startAt
  }

  /// Time of frame `index`.
  public func time(ofFrame index: Int) -> Micros {
    Micros((Double(index) * 1_000_000 / Double(fps)).rounded())
  }

  /// Time of the last input.
  public var lastInputTime: Micros { inputs.last?.input.time ?? 0 }

  /// Index of the first frame that is output (frames before `startAt` are simulated silently).
  public var firstFrame: Int {
    var i = Int((Double(startAt) * Double(fps) / 1_000_000).rounded(.down))
    while time(ofFrame: i) < startAt { i += 1 }
    return i
  }

  /// The next output, or nil at the end. Throws when an input (`set`, `load_scene`) is invalid for
  /// the scene at that moment, naming the recording line.
  public mutating func next() throws(RecordingError) -> Output? {
    while queue.isEmpty {
      if finished { return nil }
      try step()
    }
    return queue.removeFirst()
  }

  /// Whether the replay has run past its last input and every animation has settled.
  private func isDone(at t: Micros) -> Bool {
    guard nextInput >= inputs.count else { return false }
    return !scene.isAnimating || t >= lastInputTime + Self.settleLimit
  }

  private mutating func step() throws(RecordingError) {
    let t = time(ofFrame: nextFrame)
    while nextInput < inputs.count && inputs[nextInput].input.time <= t {
      let (line, input) = inputs[nextInput]
      nextInput += 1
      do {
        try scene.handle(input)
      } catch {
        throw RecordingError(line: line, message: error.description)
      }
      emitEvents(t)
    }
    scene.advance(to: t)
    emitEvents(t)
    if t >= startAt { queue.append(.frame(index: nextFrame, time: t)) }
    nextFrame += 1
    if isDone(at: t) { finished = true }
  }

  private mutating func emitEvents(_ t: Micros) {
    for e in scene.takeEvents() where e.time >= startAt { queue.append(.event(e)) }
  }
}
