/// Plays a recording through a `SceneSession` with no clock, one frame at a time: the same
/// recording always gives the same frames and events, however fast the machine is.
public struct Replayer {
  /// What a replay produces, in order.
  public typealias Output = SceneSession.Output

  /// Longest a replay keeps running after its last input while animations settle.
  public static let settleLimit: Micros = 10 * Micros.perSecond

  /// The session running the recording.
  public private(set) var session: SceneSession
  /// Time of the last input.
  public let lastInputTime: Micros
  private var queue: [Output] = []
  private var finished = false

  /// Prepares a replay of `recording` at `fps` frames per second and `scale` pixels per point.
  public init(_ recording: Recording, fps: Int, scale: Double) throws(RecordingError) {
    let config: SceneConfig
    do {
      config = try SceneConfig(json: recording.scene)
    } catch {
      throw RecordingError(line: 1, message: error.described(under: "scene"))
    }
    session = SceneSession(scene: Scene(config: config, scale: scale), fps: fps, startAt: recording.startAt)
    for (line, input) in recording.inputs { session.enqueue(input, line: line) }
    lastInputTime = recording.inputs.last?.input.time ?? 0
  }

  /// The scene being replayed.
  public var scene: Scene { session.scene }
  /// Frames per second of output.
  public var fps: Int { session.fps }

  /// Time of frame `index`.
  public func time(ofFrame index: Int) -> Micros { session.time(ofFrame: index) }

  /// Index of the first frame that is output (frames before `startAt` are simulated silently).
  public var firstFrame: Int {
    var i = Int((Double(session.startAt) * Double(fps) / 1_000_000).rounded(.down))
    while time(ofFrame: i) < session.startAt { i += 1 }
    return i
  }

  /// The next output, or nil at the end. Throws when an input (`set`, `load_scene`) is invalid for
  /// the scene at that moment, naming the recording line.
  public mutating func next() throws(RecordingError) -> Output? {
    while queue.isEmpty {
      if finished { return nil }
      let t = session.nextFrameTime
      queue += try session.runFrame()
      // Done once past the last input and every animation has settled (or the settle limit passed).
      if !session.hasPendingInputs && (!session.isAnimating || t >= lastInputTime + Self.settleLimit) { finished = true }
    }
    return queue.removeFirst()
  }
}
