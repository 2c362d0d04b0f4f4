/// How the attraction spring is integrated.
public enum SpringIntegrator: String, Hashable, Sendable, CaseIterable {
  /// FloatingPanel's own step once per display frame (`refreshRate`), as a phone shows it.
  case floatingPanel
  /// The exact solution of the spring equation, for the ideal curve.
  case exact
}

/// The spring that carries a released panel to its anchor, integrated as its behaviour says.
public enum AttractionSpring: SpringTrajectory {
  /// FloatingPanel's per-frame step.
  case stepped(SteppedSpring)
  /// The closed form.
  case exact(SpringMotion)

  /// The spring, whichever way it is integrated.
  private var trajectory: any SpringTrajectory {
    switch self {
    case .stepped(let s): return s
    case .exact(let s): return s
    }
  }

  /// Where the spring comes to rest.
  public var target: Double { trajectory.target }
  /// Displacement from the target at the start.
  public var initialDisplacement: Double { trajectory.initialDisplacement }
  /// The spring's tuning.
  public var parameters: SpringParameters { trajectory.parameters }
  /// The moment it lands on its target.
  public var settleTime: Micros { trajectory.settleTime }
  /// Position and velocity at `time`.
  public func state(at time: Micros) -> (position: Double, velocity: Double) { trajectory.state(at: time) }

  /// When the state shown at `time` was computed: the last step for a stepped spring (so a spring
  /// re-aimed from there keeps the display's cadence), `time` itself for the closed form.
  public func stateTime(at time: Micros) -> Micros {
    switch self {
    case .stepped(let s): return s.stepTime(at: time)
    case .exact: return time
    }
  }
}
