/// How one press's arena was decided: who joined, who won, and by which rule. The scene reports
/// it as the `arena` component's `decided` event when a scene sets `showArena`.
public struct ArenaDecision: Hashable, Sendable {
  /// The rule that picked the winner.
  public enum Rule: Hashable, Sendable {
    /// A member took the press at once (a panel's grabber, a divider).
    case capture
    /// The plain rule: the first member whose axes the drag passed `slop` along.
    case claim(slop: Double)
    /// UIKit's rule: the drag passed `slop` along one axis, and `axis` (the dominant one) went to
    /// the topmost member claiming it.
    case direction(Axes, slop: Double)
    /// Nobody claimed a drag: the release went to the topmost member as a tap.
    case release
    /// The press was held `duration` (µs) within `allowableMovement` points: the topmost member
    /// waiting for a long press won (UILongPressGestureRecognizer).
    case longPress(duration: Micros, allowableMovement: Double)
  }

  /// Every member that joined, topmost first.
  public var members: [GestureArena.Member]
  /// The winner (nil: nobody joined the press).
  public var winner: ComponentID?
  /// The rule that decided.
  public var rule: Rule
  /// The press's translation when it was decided, in points.
  public var translation: Point

  /// The members that have a sibling in the scene: another component of their kind in the same
  /// place (a panel beside another panel, not nested in it), which may not have joined the press.
  /// The log names them `kind:id`, since `panel` alone would not say which of the two it was.
  public var withSiblings: [ComponentID] = []

  /// A member's name in the log line: its kind, or `kind:id` when two members share a kind or the
  /// member has a sibling.
  public func label(_ id: ComponentID) -> String { Self.label(id, among: members.map(\.id), withSiblings: withSiblings) }

  /// The name of `id` among `members`: `kind:id` when another of `members` shares its kind or it
  /// is one of `withSiblings`, its kind alone otherwise (the log and the overlay's chips agree).
  public static func label(_ id: ComponentID, among members: [ComponentID], withSiblings: [ComponentID]) -> String {
    withSiblings.contains(id) || members.filter { $0.kind == id.kind }.count > 1 ? id.description : id.kind
  }

  /// The member's claim as the log writes it.
  public static func claimName(_ member: GestureArena.Member) -> String {
    if member.captured { return "capture" }
    // A member that joined waiting for a long press keeps the name in the log after the pointer
    // strayed (its `longPress` is then gone from the live member, not from `joined`).
    guard member.longPress != nil else { return axesName(member.axes) }
    return member.axes == .none ? "longPress" : "\(axesName(member.axes))+longPress"
  }

  /// `horizontal`, `vertical`, `any` or `tap` (no drag).
  public static func axesName(_ axes: Axes) -> String {
    switch axes {
    case .horizontal: return "horizontal"
    case .vertical: return "vertical"
    case .none: return "tap"
    default: return "any"
    }
  }

  /// Why the winner won, in a few words: `dx 14 > dy 3 at slop`.
  public var reason: String {
    let dx = Self.whole(abs(translation.x))
    let dy = Self.whole(abs(translation.y))
    switch rule {
    case .capture: return "captured at the press"
    case .claim: return "dx \(dx) dy \(dy) past slop"
    case .direction(let axis, _):
      return axis == .horizontal ? "dx \(dx) > dy \(dy) at slop" : "dy \(dy) ≥ dx \(dx) at slop"
    case .release: return winner == nil ? "nobody joined" : "tap at release, nobody claimed a drag"
    case .longPress(let duration, let movement):
      return "held \(JSONWriter.number(Double(duration) / 1e6)) s within \(JSONWriter.number(movement)) pt (moved \(Self.whole(translation.length)))"
    }
  }

  /// The event log's line: `arena: panel(vertical) vs carousel(horizontal) → carousel, dx 14 > dy 3 at slop`.
  /// Members are listed back to front: the container first, then what lies inside it.
  public var line: String {
    let names = members.reversed().map { "\(label($0.id))(\(Self.claimName($0)))" }
    let who = names.isEmpty ? "nobody" : names.joined(separator: " vs ")
    return "arena: \(who) → \(winner.map(label) ?? "none"), \(reason)\(nestingNote)"
  }

  /// FloatingPanel's rule between nested panels, when both took part: the parent's pan waits for
  /// the nested one's to fail (empty for every other press).
  private var nestingNote: String {
    guard let inner = members.first(where: { m in m.nestedIn.map { host in members.contains { $0.id == host } } ?? false }),
      let host = inner.nestedIn
    else { return "" }
    if winner == host { return "; \(label(inner.id)), nested in it, claims no drag, so it failed" }
    return "; \(label(host)) waits for \(label(inner.id)), nested in it, to fail"
  }

  private static func whole(_ v: Double) -> String { JSONWriter.number((v * 10).rounded() / 10) }
}
