/// One press's arbitration, in the manner of Flutter's gesture arena.
///
/// The components on the press's hit path join it at the press (topmost first). One that captures
/// the press wins at once. Otherwise, once the pointer passes the slop, the first member (in hit
/// order) whose claimed axes include the drag wins; a release that nobody claimed goes to the
/// topmost member as a tap. Every other member is cancelled. There is one `PointerDrag` per press,
/// here, and every member reads it.
///
/// When a member contends with a hysteresis (`ArenaClaim`, the new content kinds), the arena runs
/// UIKit's rule instead: nothing is decided until the press has moved the largest member's
/// hysteresis along one axis, and then the dominant axis (|dx| > |dy|: horizontal, the 45° line)
/// goes to the topmost member claiming it. Arenas of plain members decide as they always did.
public struct GestureArena: Sendable {
  /// One component in the arena.
  public struct Member: Hashable, Sendable {
    /// Which component.
    public var id: ComponentID
    /// The drag directions it claims.
    public var axes: Axes
    /// How far the press must move along one axis before the member can claim it (nil: the plain
    /// `PointerDrag.slop`, measured along the drag).
    public var hysteresis: Double? = nil
    /// Whether it took the press at once.
    public var captured = false
    /// The long press it waits for, until the pointer strays too far (nil: none, or failed).
    public var longPress: ArenaClaim.LongPress? = nil
    /// The component it is nested in (a panel in another panel's content), whose recognizer waits
    /// for this one's to fail, as FloatingPanel's ancestor panels wait for their descendants'.
    public var nestedIn: ComponentID? = nil
  }

  /// The press's drag, in window points.
  public private(set) var drag: PointerDrag
  /// The click count of the press (2: a double click).
  public let clicks: Int
  /// The members still in the arena, topmost first.
  public private(set) var members: [Member] = []
  /// Every member that joined, topmost first, as they joined (for the arena's log).
  public private(set) var joined: [Member] = []
  /// The member that won, once one has.
  public private(set) var winner: ComponentID?
  /// How and why the arena was decided, once it has been.
  public private(set) var decision: ArenaDecision?

  /// Opens an arena for a press at `point` at `time`.
  public init(at point: Point, time: Micros, clicks: Int) {
    drag = PointerDrag(at: point, time: time)
    self.clicks = clicks
  }

  /// The distance the winner's drag counts from: the largest hysteresis of a contending member,
  /// or the plain slop.
  public var slop: Double { joined.compactMap(\.hysteresis).max() ?? PointerDrag.slop }

  /// Whether a member contends with a hysteresis, so the direction rule decides.
  public var usesDirectionRule: Bool { joined.contains { $0.hysteresis != nil } }

  /// Adds the next component on the hit path (call topmost first).
  public mutating func join(
    _ id: ComponentID, claiming axes: Axes, hysteresis: Double? = nil, longPress: ArenaClaim.LongPress? = nil, nestedIn: ComponentID? = nil
  ) {
    let member = Member(id: id, axes: axes, hysteresis: hysteresis, longPress: longPress, nestedIn: nestedIn)
    members.append(member)
    joined.append(member)
  }

  /// `id` captured the press: it wins now. Returns the members it beat.
  public mutating func capture(by id: ComponentID) -> [ComponentID] {
    let member = Member(id: id, axes: .any, captured: true)
    members.append(member)
    joined.append(member)
    decision = ArenaDecision(members: joined, winner: id, rule: .capture, translation: drag.translation)
    return resolve(id)
  }

  /// The pointer moved; returns whether this move carried the press past the slop.
  public mutating func move(to point: Point, at time: Micros) -> Bool {
    let began = drag.move(to: point, at: time)
    // A long press fails for good once the pointer strays past its allowable movement.
    let distance = drag.translation.length
    for i in members.indices where members[i].longPress.map({ distance > $0.allowableMovement }) == true {
      members[i].longPress = nil
    }
    return began
  }

  /// When the press becomes a long press if it is still held and nobody has won: the earliest
  /// deadline of a member still waiting for one (session time).
  public var longPressDeadline: Micros? {
    guard winner == nil else { return nil }
    return members.compactMap { $0.longPress.map { drag.startTime + $0.duration } }.min()
  }

  /// Resolves the arena for the topmost member whose long press is due at `time`. Returns the
  /// members beaten (none when no long press is due).
  public mutating func resolveByLongPress(at time: Micros) -> [ComponentID] {
    guard winner == nil,
      let member = members.first(where: { $0.longPress.map { drag.startTime + $0.duration <= time } == true }),
      let longPress = member.longPress
    else { return [] }
    decision = ArenaDecision(
      members: joined, winner: member.id, rule: .longPress(duration: longPress.duration, allowableMovement: longPress.allowableMovement),
      translation: drag.translation)
    return resolve(member.id)
  }

  /// Resolves the arena if a member claims the drag as it now stands. Returns the members beaten.
  public mutating func resolveByClaims() -> [ComponentID] {
    guard winner == nil, drag.isDragging else { return [] }
    let t = drag.translation
    if usesDirectionRule {
      let slop = self.slop
      guard Swift.max(abs(t.x), abs(t.y)) >= slop else { return [] }
      // The 45° line: a drag more across than along is horizontal; a tie is vertical.
      let axis: Axes = abs(t.x) > abs(t.y) ? .horizontal : .vertical
      guard let claimant = members.first(where: { $0.axes.contains(axis) }) else { return [] }
      decision = ArenaDecision(members: joined, winner: claimant.id, rule: .direction(axis, slop: slop), translation: t)
      return resolve(claimant.id)
    }
    let claimant = members.first { member in
      if member.axes == .any { return true }
      return (member.axes.contains(.vertical) && abs(t.y) >= PointerDrag.slop)
        || (member.axes.contains(.horizontal) && abs(t.x) >= PointerDrag.slop)
    }
    guard let claimant else { return [] }
    decision = ArenaDecision(members: joined, winner: claimant.id, rule: .claim(slop: PointerDrag.slop), translation: t)
    return resolve(claimant.id)
  }

  /// Resolves an arena at release: the winner, or else the topmost member, which gets the release
  /// as a tap. Returns that member and the members beaten.
  public mutating func resolveAtRelease() -> (target: ComponentID?, beaten: [ComponentID]) {
    if let winner { return (winner, []) }
    guard let top = members.first else {
      decision = ArenaDecision(members: joined, winner: nil, rule: .release, translation: drag.translation)
      return (nil, [])
    }
    decision = ArenaDecision(members: joined, winner: top.id, rule: .release, translation: drag.translation)
    return (top.id, resolve(top.id))
  }

  private mutating func resolve(_ id: ComponentID) -> [ComponentID] {
    winner = id
    let beaten = members.map(\.id).filter { $0 != id }
    members = [members.first { $0.id == id } ?? Member(id: id, axes: .any)]
    return beaten
  }
}
