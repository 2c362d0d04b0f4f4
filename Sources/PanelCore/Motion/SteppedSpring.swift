/// A spring stepped once per display frame as FloatingPanel's `NumericSpringAnimator` steps it on a
/// phone: implicit Euler (Allen Chou's numeric springing) with the velocity taken from the new
/// position, on a grid of `1/refreshRate` seconds from its start.
///
/// Between steps it shows the last step, as a display does. It stops on the first step that lands
/// within `tolerance` of the target and moved less than `tolerance` (FloatingPanel: one pixel),
/// and then sits exactly on the target. The grid belongs to the spring, not to whoever draws it, so
/// its state at any time is the same at every frame rate of a replay.
public struct SteppedSpring: SpringTrajectory, CustomStringConvertible {
  /// Where the spring comes to rest.
  public let target: Double
  /// Position at `startTime`.
  public let startPosition: Double
  /// Velocity at `startTime`, units per second.
  public let startVelocity: Double
  /// The spring's tuning.
  public let parameters: SpringParameters
  /// When the motion began; step `k` happens `k` frames later.
  public let startTime: Micros
  /// Display frames per second (60, or 120 for ProMotion).
  public let refreshRate: Int
  /// The stop distance.
  public let tolerance: Double
  /// Position and velocity after each step; the last step sits on the target.
  private let positions: [Double]
  private let velocities: [Double]

  /// Longest a spring runs before it is put on its target (as the closed-form spring's limit).
  public static let limit: Micros = 10 * Micros.perSecond

  /// Starts a spring at `position` moving at `velocity` toward `target`, stepping `refreshRate`
  /// times a second from `startTime`.
  public init(
    from position: Double, velocity: Double, to target: Double, parameters: SpringParameters, at startTime: Micros,
    refreshRate: Int, tolerance: Double
  ) {
    self.target = target
    startPosition = position
    startVelocity = velocity
    self.parameters = parameters
    self.startTime = startTime
    self.refreshRate = refreshRate
    self.tolerance = tolerance
    let h = 1 / Double(refreshRate)
    let w = parameters.omega
    let zeta = parameters.dampingRatio
    let f = 1 + 2 * h * zeta * w
    let hhww = h * h * w * w
    let det = f + hhww
    var x = position
    var v = velocity
    var xs: [Double] = []
    var vs: [Double] = []
    let maxSteps = Int(Self.limit / Micros.perSecond) * refreshRate
    while xs.count < maxSteps {
      let next = (f * x + h * v + hhww * target) / det
      let nextV = (v + h * w * w * (target - next)) / det
      if abs(target - next) <= tolerance && abs(x - next) <= tolerance { break }
      x = next
      v = nextV
      xs.append(x)
      vs.append(v)
    }
    xs.append(target)
    vs.append(0)
    positions = xs
    velocities = vs
  }

  /// How many steps the spring takes, the last one landing on the target.
  public var stepCount: Int { positions.count }

  /// The time of step `k` (0: the start).
  public func time(ofStep k: Int) -> Micros {
    startTime + Micros((Double(k) * 1_000_000 / Double(refreshRate)).rounded())
  }

  /// The moment the spring lands on its target.
  public var settleTime: Micros { time(ofStep: stepCount) }

  /// How many steps have happened by `time`.
  public func steps(at time: Micros) -> Int {
    guard time >= startTime else { return 0 }
    var k = Int(Double(time - startTime) * Double(refreshRate) / 1_000_000)
    while k > 0 && self.time(ofStep: k) > time { k -= 1 }
    while self.time(ofStep: k + 1) <= time { k += 1 }
    return Swift.min(k, stepCount)
  }

  /// The time of the last step at or before `time`: when the state shown at `time` was computed.
  public func stepTime(at time: Micros) -> Micros { self.time(ofStep: steps(at: time)) }

  /// Position and velocity at `time`: those of the last step.
  public func state(at time: Micros) -> (position: Double, velocity: Double) {
    let k = steps(at: time)
    guard k > 0 else { return (startPosition, startVelocity) }
    return (positions[k - 1], velocities[k - 1])
  }

  /// Displacement from the target at the start.
  public var initialDisplacement: Double { startPosition - target }

  /// What defines the motion (its steps follow from it), for digests.
  public var description: String {
    "SteppedSpring(from: \(startPosition), velocity: \(startVelocity), to: \(target), \(parameters), at: \(startTime), \(refreshRate) Hz, tolerance: \(tolerance))"
  }
}
