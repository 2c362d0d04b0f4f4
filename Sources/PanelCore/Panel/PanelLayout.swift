/// Where each state of one panel sits in its container, and FloatingPanel's rules over those
/// positions: sorting, segments, the release target and the backdrop alpha.
///
/// All positions are the panel's interactive edge along its main axis, in container coordinates
/// (origin at the container's top-left), pixel-rounded as FloatingPanel rounds them.
public struct PanelLayout: Hashable, Sendable {
  /// The edge the panel is attached to.
  public var position: PanelPosition
  /// Anchor of each state (hidden is implicit unless listed).
  public var anchors: [PanelState: PanelAnchor]
  /// The container's size.
  public var container: Size
  /// The container's safe area.
  public var safeArea: EdgeInsets
  /// Pixels per point, for rounding.
  public var scale: Double
  /// The surface's intrinsic main-axis length (content + margins + padding), for intrinsic anchors.
  public var intrinsicLength: Double
  /// How much of the surface along its interactive edge has to show in every state: the grabber
  /// and the header (the search field) with the margins and padding before them. A state whose
  /// anchor would put that band under the bars at the bottom of the safe area, or off the
  /// container, is fitted into the container instead (see `position(of:)`).
  public var headerLength: Double = 0

  /// Creates a layout.
  public init(
    position: PanelPosition, anchors: [PanelState: PanelAnchor], container: Size, safeArea: EdgeInsets = .zero,
    scale: Double = 1, intrinsicLength: Double = 0
  ) {
    self.position = position
    self.anchors = anchors
    self.container = container
    self.safeArea = safeArea
    self.scale = scale
    self.intrinsicLength = intrinsicLength
  }

  private var axis: Axis { position.mainAxis }

  /// The container's length along the main axis.
  public var mainLength: Double { container[axis] }

  /// The anchored states plus hidden.
  public var validStates: Set<PanelState> { Set(anchors.keys).union([.hidden]) }

  /// Anchored states in increasing position (FloatingPanel's `sortedAnchorStatesByCoordinate`).
  public var sortedStates: [PanelState] {
    let states = Array(anchors.keys)
    // Order alone decides, as in FloatingPanel: descending for bottom/right, ascending for top/left.
    return position.hidesTowardMax
      ? states.sorted { ($0.order, $1.name) > ($1.order, $0.name) }
      : states.sorted { ($0.order, $0.name) < ($1.order, $1.name) }
  }

  /// The anchored state with the highest order.
  public var mostExpandedState: PanelState {
    anchors.keys.max { ($0.order, $1.name) < ($1.order, $0.name) } ?? .hidden
  }

  /// The anchored state with the lowest order, or hidden when only one state is anchored.
  public var leastExpandedState: PanelState {
    guard anchors.count > 1 else { return .hidden }
    return anchors.keys.min { ($0.order, $0.name) < ($1.order, $1.name) } ?? .hidden
  }

  /// The reference rectangle of a guide.
  private func guideRect(_ guide: PanelAnchor.Guide) -> Rect {
    let bounds = Rect(size: container)
    return guide == .safeArea ? bounds.inset(by: safeArea) : bounds
  }

  /// The safe-area inset on `edge` when the guide is the safe area.
  private func inset(_ edge: PanelPosition, _ guide: PanelAnchor.Guide) -> Double {
    guard guide == .safeArea else { return 0 }
    switch edge {
    case .top: return safeArea.top
    case .bottom: return safeArea.bottom
    case .left: return safeArea.left
    case .right: return safeArea.right
    }
  }

  /// The position of `state`'s anchor (hidden: 100 points beyond the panel's own edge).
  ///
  /// FloatingPanel's position wherever the anchors fit the container: every shown state on it and
  /// no state further toward hidden than a less expanded one. A main view too short for them (a
  /// 480×360 window leaves the demo a 182-point main view, 105 of it the tab bar and the capsule,
  /// where the tip would land above the half and the full state) fits each state instead, so the
  /// header band stays on screen and clear of the bars, and the states keep their order.
  public func position(of state: PanelState) -> Double {
    // Hidden, and any state without an anchor, sits past the panel's own edge.
    guard anchors[state] != nil else { return hiddenPosition }
    let raw = anchorPosition(of: state)
    guard state != .hidden, !anchorsFit else { return raw.rounded(byScale: scale) }
    var p = fitted(raw)
    // A more expanded state (higher order) is never further toward hidden than this one.
    for other in anchors.keys where other != .hidden && other.order > state.order {
      let q = fitted(anchorPosition(of: other))
      p = position.hidesTowardMax ? Swift.max(p, q) : Swift.min(p, q)
    }
    return p.rounded(byScale: scale)
  }

  /// Whether FloatingPanel's positions of the shown states lie on the container and in the order
  /// of the states (ties allowed), so they are taken as they are.
  public var anchorsFit: Bool {
    let shown = anchors.keys.filter { $0 != .hidden }.map { (order: $0.order, at: anchorPosition(of: $0)) }
    for a in shown {
      guard a.at >= 0, a.at <= mainLength else { return false }
      for b in shown where a.order > b.order {
        if position.hidesTowardMax ? a.at > b.at : a.at < b.at { return false }
      }
    }
    return true
  }

  /// `p` moved into the range where the header band shows: for a bottom panel between the
  /// container's top and the safe area's bottom less the band; mirrored for the other edges (the
  /// bars lie along the bottom, and side panels span only the safe area's height already).
  private func fitted(_ p: Double) -> Double {
    let band = headerLength
    switch position {
    case .bottom: return Swift.max(0, Swift.min(p, container.height - safeArea.bottom - band))
    case .top: return Swift.min(container.height - safeArea.bottom, Swift.max(p, band))
    case .right: return Swift.max(0, Swift.min(p, container.width - band))
    case .left: return Swift.min(container.width, Swift.max(p, band))
    }
  }

  /// FloatingPanel's position of an anchored state's anchor (`LayoutAdapter.position(for:)`), not
  /// yet rounded.
  private func anchorPosition(of state: PanelState) -> Double {
    guard let anchor = anchors[state] else { return hiddenPosition }
    let raw: Double
    switch anchor {
    case .inset(let inset, let edge, let guide):
      let r = guideRect(guide)
      let length = r.length(axis)
      let diff: Double
      switch inset {
      case .absolute(let a): diff = a
      case .fractional(let f): diff = f * length
      }
      switch edge {
      case .top, .left: raw = r.min(axis) + diff
      case .bottom, .right: raw = r.max(axis) - diff
      }
    case .intrinsic(let offset, let guide):
      let diff: Double
      switch offset {
      case .absolute(let a): diff = a
      case .fractional(let f): diff = f * intrinsicLength
      }
      if position.hidesTowardMax {
        raw = mainLength - inset(position, guide) - intrinsicLength + diff
      } else {
        raw = inset(position, guide) + intrinsicLength - diff
      }
    }
    return raw
  }

  /// The implicit hidden position: 100 points past the panel's own edge of the superview.
  public var hiddenPosition: Double {
    (position.hidesTowardMax ? mainLength + 100 : -100).rounded(byScale: scale)
  }

  /// The segment (lower, upper) of sorted states around `p`; a point on an anchor belongs to the
  /// segment ahead in the direction of motion.
  public func segment(at p: Double, forward: Bool) -> (lower: PanelState?, upper: PanelState?) {
    let s = sortedStates
    guard let i = s.firstIndex(where: { forward ? p < position(of: $0) : p <= position(of: $0) }) else {
      return (s.last, nil)
    }
    if i == 0 { return (nil, s.first) }
    return (s[i - 1], s[i])
  }

  /// How far `position` is from `state` toward hidden.
  public func offset(of p: Double, from state: PanelState) -> Double {
    let a = position(of: state)
    return (position.hidesTowardMax ? p - a : a - p).rounded(byScale: scale)
  }

  /// The state a release at `p` with main-axis `velocity` (points per second) settles in:
  /// FloatingPanel's projection, segment limiting and redirection rule.
  public func targetState(from p: Double, velocity v: Double, current: PanelState, behavior: PanelBehavior)
    -> PanelState
  {
    let s = sortedStates
    guard s.count > 1 else { return current }
    let r = behavior.momentumProjectionRate
    var projected = p + Motion.projectedDistance(velocity: v, decelerationRate: r)
    let forward = v == 0 ? (p - position(of: current) > 0) : (v > 0)
    var (lower, upper) = segment(at: projected, forward: forward)
    func resolve() -> (PanelState, PanelState) {
      let lo = lower ?? s.first!
      let up = upper ?? s.last!
      return forward ? (lo, up) : (up, lo)
    }
    var (from, to) = resolve()
    if !behavior.shouldProjectMomentum {
      (lower, upper) = segment(at: p, forward: forward)
      var lo = lower ?? s.first!
      var up = upper ?? s.last!
      if lo == up {
        if forward { up = lo.next(in: s) } else { lo = lo.previous(in: s) }
      }
      lower = lo
      upper = up
      (from, to) = resolve()
      if forward {
        projected = projected.clamped(to: ordered(position(of: from), position(of: to.next(in: s))))
      } else {
        projected = projected.clamped(to: ordered(position(of: to.previous(in: s)), position(of: from)))
      }
    }
    let span = abs(position(of: from) - position(of: to))
    let progress = abs(projected - position(of: from)) / span
    let threshold = behavior.redirectionalProgress.clamped(to: 0...1)
    // NaN (from == to) compares false, so the answer is `from`, as in FloatingPanel.
    return progress > threshold ? to : from
  }

  private func ordered(_ a: Double, _ b: Double) -> ClosedRange<Double> { Swift.min(a, b)...Swift.max(a, b) }

  /// Backdrop alpha at position `p` while moving in the direction of `translation`, linear
  /// between neighbouring anchors and constant outside them.
  public func backdropAlpha(at p: Double, translation: Double, alpha: (PanelState) -> Double) -> Double {
    let forward = translation >= 0
    let (lower, upper) = segment(at: p, forward: forward)
    let lo = lower ?? mostExpandedState
    let up = upper ?? leastExpandedState
    let pre = forward ? lo : up
    let next = forward ? up : lo
    let a0 = alpha(pre)
    let a1 = alpha(next)
    let p0 = position(of: pre)
    let p1 = position(of: next)
    guard p0 != p1 else { return a0 }
    let progress = (1 - (p1 - p) / (p1 - p0)).clamped(to: 0...1)
    return a0 + progress * (a1 - a0)
  }
}
