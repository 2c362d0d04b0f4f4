extension PanelModel: SnapshotProviding {
  /// A floating panel's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The panel's id.
    public var id: String
    /// Its state (the target while it moves).
    public var state: PanelState
    /// Its position along its axis, in the main view.
    public var position: Double
    /// Its surface, in the main view.
    public var surfaceFrame: Rect
    /// What moves it.
    public var motion: Movement
    /// The speed of the spring in flight, points per second (0 at rest and under the hand).
    public var velocity: Double
    /// The backdrop's opacity.
    public var backdropAlpha: Double
    /// The list's scroll offset.
    public var contentOffset: Double
    /// Whether it was removed.
    public var isRemoved: Bool

  }

  /// What moves a panel.
  public enum Movement: Hashable, Sendable {
    /// Nothing: it rests on its state's anchor.
    case idle
    /// The hand.
    case dragging
    /// The attraction spring, toward `to`, from the release `release`.
    case attracting(to: PanelState, release: Release)
    /// The show or hide animator (`removing`: the panel goes away at the end).
    case transitioning(removing: Bool)
  }

  /// Where an attraction started: the release that a plot of its spring draws again.
  public struct Release: Hashable, Sendable {
    /// The position it started from.
    public var start: Double
    /// Its speed then, points per second.
    public var velocity: Double
    /// The anchor it springs to.
    public var target: Double
    /// The spring.
    public var parameters: SpringParameters
  }

  /// The panel's state now.
  public var snapshot: Snapshot {
    var velocity = 0.0
    if case .attracting(let spring, _) = phase { velocity = spring.state(at: time).velocity }
    return Snapshot(
      id: config.id, state: state, position: position, surfaceFrame: surfaceFrame, motion: movement, velocity: velocity,
      backdropAlpha: backdropAlpha, contentOffset: content.offset, isRemoved: isRemoved)
  }

  /// What moves the panel now: the snapshot's `motion` alone, for a reader that follows it at every
  /// step (the inspector's plot) without laying the panel's surface out again.
  public var movement: Movement {
    switch phase {
    case .idle: return .idle
    case .dragging: return .dragging
    case .attracting(let spring, let target):
      let (start, v0): (Double, Double)
      switch spring {
      case .stepped(let stepped): (start, v0) = (stepped.startPosition, stepped.startVelocity)
      case .exact(let exact): (start, v0) = (exact.target + exact.initialDisplacement, exact.initialVelocity)
      }
      return .attracting(to: target, release: Release(start: start, velocity: v0, target: spring.target, parameters: spring.parameters))
    case .transitioning(_, let removing, _, _): return .transitioning(removing: removing)
    }
  }
}
