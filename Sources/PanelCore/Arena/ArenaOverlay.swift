/// The arena drawn over the window during a press: each member's outline with its claim, the
/// winner in green, the slop circle around where the press began, the 45° lines of the direction
/// rule and the press's translation. `A` shows and hides it; the key is an input like any other,
/// so a replay shows the overlay where the session did.
public struct ArenaOverlay: SceneComponent {
  /// The composition row: every scene has one (it draws nothing until `A` is pressed).
  public static let kind = ComponentKind(layoutPhase: .content, reads: []) { _ in [ArenaOverlay()] }

  /// The kind's name in its id.
  public static let kindName = "arenaOverlay"
  /// Whether the overlay is shown.
  public private(set) var isShown = false
  /// The press being drawn, as the scene was last observed.
  private var press: ArenaState?

  /// A hidden overlay.
  public init() {}

  /// Over the whole window.
  public var placement: Placement { .window }

  /// Takes no size.
  public mutating func layout(in context: inout LayoutContext) {}

  /// Keeps whether it is shown across `set` edits.
  public mutating func update(from fresh: any SceneComponent) {}

  /// `A` shows or hides it.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard key.isPlain("A") else { return false }
    isShown.toggle()
    if !isShown { press = nil }
    return true
  }

  /// Only while shown: it then reads the press in progress.
  public var observesScene: Bool { isShown }

  /// Takes the press in progress.
  public mutating func observe(_ scene: Scene) { press = scene.arenaState }

  /// Nothing: the overlay is the lab's, not the app's (`showArena` traces the arena itself).
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}

  /// Whether it is shown, and the press it draws.
  public func hash(into hash: inout StateHash) {
    // Only once shown, so a session that never pressed A hashes as before.
    guard isShown else { return }
    hash.combine("arena overlay \(press.map { String(describing: $0) } ?? "-")")
  }

  private static let winnerColor = Color(hex: 0x34C759)
  private static let memberColor = Color(hex: 0xFF9500)

  /// The members' outlines and labels, the slop circle, the direction lines and the translation.
  public func render(into list: inout DisplayList) {
    guard isShown, let press else { return }
    for (order, member) in press.members.enumerated() {
      let won = member.id == press.winner
      let color = won ? Self.winnerColor : Self.memberColor
      // Each member a little further in, so members sharing a rectangle stay apart.
      let inset = Double(order) * 3
      let frame = member.frame.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
      list.append(.stroke(RoundedRect(frame, radius: 6), color, width: won ? 3 : 2))
      // `kind:id` when two members share a kind (a panel nested in a panel) or the member has a
      // sibling (a panel beside another), as the log names them.
      let label = "\(press.label(member.id)) · \(member.claim)\(won ? " · wins" : "")"
      let chip = Rect(x: frame.x + 4, y: frame.y + 4 + Double(order) * 22, width: Double(label.count) * 7 + 16, height: 18)
      list.fill(chip, radius: 9, color.withAlpha(0.9))
      list.text(TextRun(label, frame: chip.inset(by: EdgeInsets(top: 2, left: 8, bottom: 2, right: 8)), size: 11, weight: .bold, color: .white))
    }
    let s = press.start
    let r = press.slop
    let circle = Rect(x: s.x - r, y: s.y - r, width: 2 * r, height: 2 * r)
    list.append(.stroke(RoundedRect(circle, radius: r), Color.black.withAlpha(0.6), width: 1.5))
    if press.usesDirectionRule {
      // The 45° lines that split horizontal from vertical drags.
      let d = 3 * r
      list.append(.polyline([Point(x: s.x - d, y: s.y - d), Point(x: s.x + d, y: s.y + d)], Color.black.withAlpha(0.35), width: 1))
      list.append(.polyline([Point(x: s.x - d, y: s.y + d), Point(x: s.x + d, y: s.y - d)], Color.black.withAlpha(0.35), width: 1))
    }
    list.append(.polyline([s, press.location], Theme.tint, width: 2.5))
    if let line = press.decision?.line {
      // Beside the press, kept inside the window so the whole line reads; a line too wide for the
      // window breaks before its winner and before the note after it (nested panels' long names).
      let room = list.size.width - 16
      let parts = Double(line.count) * 6.6 + 20 <= room ? [line] : line.replacingOccurrences(of: " → ", with: "\n→ ").replacingOccurrences(of: "; ", with: "\n").split(separator: "\n").map(String.init)
      for (row, part) in parts.enumerated() {
        // A row still too wide is cut to the window (its text ellipsised).
        let width = Swift.min(Double(part.count) * 6.6 + 20, room)
        let x = Swift.max(8, Swift.min(s.x + 16, list.size.width - width - 8))
        let box = Rect(x: x, y: Swift.max(8, s.y - 44) + Double(row) * 24, width: width, height: 22)
        list.fill(box, radius: 11, Color(r: 0, g: 0, b: 0, a: 0.75))
        list.text(TextRun(part, frame: box.inset(by: EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)), size: 11, color: .white))
      }
    }
  }
}
