import PanelCore

/// FloatingPanel's release rule with the behaviour's per-state and per-pair answers
/// (`shouldProjectMomentum(_:to:)`, `redirectionalProgress(_:from:to:)`), which the model's config
/// holds as one value each: the pair is chosen here as FloatingPanel's `targetState(from:with:)`
/// chooses it, and the model's own rule runs with that pair's answers.
enum TargetStateRule {
  /// The state a release at `position` with main-axis `velocity` settles in.
  static func target(
    layout: PanelLayout, position p: Double, velocity v: Double, current: PanelState, behavior base: PanelBehavior,
    shouldProject: (PanelState) -> Bool, redirection: (PanelState, PanelState) -> Double
  ) -> PanelState {
    let s = layout.sortedStates
    guard s.count > 1 else { return current }
    let projected = p + Motion.projectedDistance(velocity: v, decelerationRate: base.momentumProjectionRate)
    let forward = v == 0 ? (p - layout.position(of: current) > 0) : (v > 0)
    func pair(_ segment: (lower: PanelState?, upper: PanelState?)) -> (PanelState, PanelState) {
      let lo = segment.lower ?? s.first!
      let up = segment.upper ?? s.last!
      return forward ? (lo, up) : (up, lo)
    }
    var (from, to) = pair(layout.segment(at: projected, forward: forward))
    var behavior = base
    behavior.shouldProjectMomentum = shouldProject(to)
    if !behavior.shouldProjectMomentum {
      let segment = layout.segment(at: p, forward: forward)
      var lo = segment.lower ?? s.first!
      var up = segment.upper ?? s.last!
      if lo == up {
        if forward { up = lo.next(in: s) } else { lo = lo.previous(in: s) }
      }
      (from, to) = forward ? (lo, up) : (up, lo)
    }
    behavior.redirectionalProgress = redirection(from, to)
    return layout.targetState(from: p, velocity: v, current: current, behavior: behavior)
  }
}
