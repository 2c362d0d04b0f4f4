/// One press's arbitration, in the manner of Flutter's gesture arena.
///
/// The components on the press's hit path join it at the press (topmost first). One that captures
/// the press wins at once. Otherwise, once the pointer passes the slop, the first member (in hit
/// order) whose claimed axes include the drag wins; a release that nobody claimed goes to the
/// topmost member as a tap. Every other member is cancelled. There is one `PointerDrag` per press,
/// here, and every member reads it.
public struct GestureArena: Sendable {
  /// One component in the arena.
  public struct Member: Hashable, Sendable {
    /// Which component.
    public var id: ComponentID
    /// The drag directions it claims.
    public var axes: Axes
  }

  /// The press's drag, in window points.
  public private(set) var drag: PointerDrag
  /// The click count of the press (2: a double click).
  public let clicks: Int
  /// The members still in the arena, topmost first.
  public private(set) var members: [Member] = []
  /// The member that won, once one has.
  public private(set) var winner: ComponentID?

  /// Opens an arena for a press at `point` at `time`.
  public init(at point: Point, time: Micros, clicks: Int) {
    drag = PointerDrag(at: point, time: time)
    self.clicks = clicks
  }

  /// Adds the next component on the hit path (call topmost first).
  public mutating func join(_ id: ComponentID, claiming axes: Axes) {
    members.append(Member(id: id, axes: axes))
  }

  /// `id` captured the press: it wins now. Returns the members it beat.
  public mutating func capture(by id: ComponentID) -> [ComponentID] {
    resolve(id)
  }

  /// The pointer moved; returns whether this move carried the press past the slop.
  public mutating func move(to point: Point, at time: Micros) -> Bool {
    drag.move(to: point, at: time)
  }

  /// Resolves the arena if a member claims the drag as it now stands. Returns the members beaten.
  public mutating func resolveByClaims() -> [ComponentID] {
    guard winner == nil, drag.isDragging else { return [] }
    let t = drag.translation
    let claimant = members.first { member in
      if member.axes == .any { return true }
      return (member.axes.contains(.vertical) && abs(t.y) >= PointerDrag.slop)
        || (member.axes.contains(.horizontal) && abs(t.x) >= PointerDrag.slop)
    }
    guard let claimant else { return [] }
    return resolve(claimant.id)
  }

  /// Resolves an arena at release: the winner, or else the topmost member, which gets the release
  /// as a tap. Returns that member and the members beaten.
  public mutating func resolveAtRelease() -> (target: ComponentID?, beaten: [ComponentID]) {
    if let winner { return (winner, []) }
    guard let top = members.first else { return (nil, []) }
    return (top.id, resolve(top.id))
  }

  private mutating func resolve(_ id: ComponentID) -> [ComponentID] {
    winner = id
    let beaten = members.map(\.id).filter { $0 != id }
    members = [Member(id: id, axes: members.first { $0.id == id }?.axes ?? .any)]
    return beaten
  }
}
