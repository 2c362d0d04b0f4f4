/// The press in progress as the arena overlay draws it and a `showArena` trace writes it.
public struct ArenaState: Hashable, Sendable {
  /// One member: who, its claim, and the rectangle it joined with, in window points.
  public struct Member: Hashable, Sendable {
    /// Which component.
    public var id: ComponentID
    /// `horizontal`, `vertical`, `any`, `tap` or `capture`.
    public var claim: String
    /// What the overlay outlines (the component's own rectangle, or its pane).
    public var frame: Rect
  }

  /// Where the press began, in window points.
  public var start: Point
  /// Where the pointer is.
  public var location: Point
  /// The distance the arena decides at.
  public var slop: Double
  /// Whether UIKit's direction rule decides (a member contended with a hysteresis).
  public var usesDirectionRule: Bool
  /// Every member that joined, topmost first.
  public var members: [Member]
  /// The winner, once there is one.
  public var winner: ComponentID?
  /// The decision, once made.
  public var decision: ArenaDecision?
  /// The members with a sibling in the scene (`ArenaDecision.withSiblings`).
  public var withSiblings: [ComponentID] = []

  /// A member's name on its chip, as the log names it: `kind:id` when two members share a kind or
  /// it has a sibling, its kind otherwise.
  public func label(_ id: ComponentID) -> String {
    ArenaDecision.label(id, among: members.map(\.id), withSiblings: withSiblings)
  }

  /// The frame line's `arena` member.
  public var json: JSONValue {
    .object([
      .init(
        "members",
        .array(
          members.map {
            .object([
              .init("id", .string($0.id.description)), .init("claims", .string($0.claim)),
              .init("frame", .array($0.frame.array.map { .number($0) })),
            ])
          })),
      .init("winner", winner.map { .string($0.description) } ?? .null),
      .init("translation", .array([.number(location.x - start.x), .number(location.y - start.y)])),
      .init("slop", .number(slop)),
    ])
  }
}
