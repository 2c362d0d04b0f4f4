/// Maps session time (when inputs happen) to model time (what animations see), so slow motion and
/// pause scale the animations and never the handling of input.
///
/// The map is piecewise linear: each change of rate starts a new piece at the session time of the
/// change, so model time never jumps or runs backward. A single step while paused moves the model
/// on by one frame of the simulated display at once.
public struct ModelClock: Hashable, Sendable {
  /// Model seconds per session second: 1 normal, 0.1 for a tenth of the speed, 0 paused.
  public private(set) var rate: Double
  /// The session time where the current piece began.
  private var sessionAnchor: Micros = 0
  /// The model time at `sessionAnchor`.
  private var modelAnchor: Micros = 0

  /// A clock running at `rate` from time zero.
  public init(rate: Double = 1) {
    self.rate = rate
  }

  /// The model time at session time `t` (at or after the current piece's start).
  public func model(at t: Micros) -> Micros {
    guard t > sessionAnchor else { return modelAnchor }
    return modelAnchor + Micros((Double(t - sessionAnchor) * rate).rounded(.down))
  }

  /// The session time at which the model reaches `m`: the earliest such time in the current
  /// piece, never before its start nor after `now` (a paused model reaches nothing new).
  public func session(atModel m: Micros, now: Micros) -> Micros {
    // While paused only inputs cause events, and they happen now; so does anything at the model
    // time `now` maps to (an input handled now, which rounding must not date earlier).
    guard rate > 0, m < model(at: now) else { return now }
    guard m > modelAnchor else { return Swift.min(sessionAnchor, now) }
    return Swift.min(sessionAnchor + Micros((Double(m - modelAnchor) / rate).rounded(.up)), now)
  }

  /// Runs at `rate` from session time `t` on.
  public mutating func setRate(_ rate: Double, at t: Micros) {
    guard rate != self.rate else { return }
    rebase(at: t)
    self.rate = rate
  }

  /// Moves model time on by `step` at session time `t` (a single step while paused).
  public mutating func skip(_ step: Micros, at t: Micros) {
    rebase(at: t)
    modelAnchor += step
  }

  /// Starts a new piece at `t` with the model time the clock shows there.
  private mutating func rebase(at t: Micros) {
    let m = model(at: t)
    sessionAnchor = Swift.max(t, sessionAnchor)
    modelAnchor = m
  }
}
