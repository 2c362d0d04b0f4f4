/// How the attraction spring is integrated.
public enum SpringIntegrator: String, Hashable, Sendable, CaseIterable {
  /// FloatingPanel's own step once per display frame (`refreshRate`), as a phone shows it.
  case floatingPanel
  /// The exact solution of the spring equation, for the ideal curve.
  case exact
}

/// The spring that carries a released panel to its anchor, integrated as its behaviour says.
public enum AttractionSpring: Hashable, Sendable {
  /// FloatingPanel's per-frame step.
  case stepped(SteppedSpring)
  /// The closed form.
  case exact(SpringMotion)

  /// Where the spring comes to rest.
  public var target: Double {
    switch self {
    case .stepped(let s): return s.target
    case .exact(let s): return s.target
    }
  }

  /// Displacement from the target at the start.
  public var initialDisplacement: Double {
    switch self {
    case .stepped(let s): return s.initialDisplacement
    case .exact(let s): return s.initialDisplacement
    }
  }

  /// The spring's tuning.
  public var parameters: SpringParameters {
    switch self {
    case .stepped(let s): return s.parameters
    case .exact(let s): return s.parameters
    }
  }

  /// The moment it lands on its target.
  public var settleTime: Micros {
    switch self {
    case .stepped(let s): return s.settleTime
    case .exact(let s): return s.settleTime
    }
  }

  /// Position and velocity at `time`.
  public func state(at time: Micros) -> (position: Double, velocity: Double) {
    switch self {
    case .stepped(let s): return s.state(at: time)
    case .exact(let s): return s.state(at: time)
    }
  }

  /// Position at `time`.
  public func position(at time: Micros) -> Double { state(at: time).position }

  /// Whether it has come to rest by `time`.
  public func isSettled(at time: Micros) -> Bool { time >= settleTime }

  /// When the state shown at `time` was computed: the last step for a stepped spring (so a spring
  /// re-aimed from there keeps the display's cadence), `time` itself for the closed form.
  public func stateTime(at time: Micros) -> Micros {
    switch self {
    case .stepped(let s): return s.stepTime(at: time)
    case .exact: return time
    }
  }
}
