/// A spring's motion toward its target, however it is integrated: the closed form
/// (`SpringMotion`), FloatingPanel's per-frame step (`SteppedSpring`), or whichever of the two a
/// panel's behaviour picks (`AttractionSpring`). What follows from the motion is said once, here.
public protocol SpringTrajectory: Hashable, Sendable {
  /// Where the spring comes to rest.
  var target: Double { get }
  /// Displacement from the target at the start.
  var initialDisplacement: Double { get }
  /// The spring's tuning.
  var parameters: SpringParameters { get }
  /// The moment it lands on its target.
  var settleTime: Micros { get }
  /// Position and velocity at `time`.
  func state(at time: Micros) -> (position: Double, velocity: Double)
}

extension SpringTrajectory {
  /// Position at `time`.
  public func position(at time: Micros) -> Double { state(at: time).position }

  /// Whether the spring has come to rest by `time`.
  public func isSettled(at time: Micros) -> Bool { time >= settleTime }
}
