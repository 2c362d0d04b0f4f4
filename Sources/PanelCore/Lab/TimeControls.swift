/// Slow motion, pause and single steps, like the simulator's slow animations: Shift+S cycles the
/// time scale through 1×, 0.5×, 0.25×, 0.1×; K pauses and resumes; `.` steps one frame while
/// paused. Each is asked of the host as a `set` of `timeScale` (or a `step`), so a recording holds
/// it and a replay slows down and pauses where the session did. A badge names the speed.
public struct TimeControls: SceneComponent {
  /// The composition row: every scene has one.
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["timeScale"]) { config in [TimeControls(config: config)] }

  /// The speeds Shift+S cycles through.
  public static let speeds: [Double] = [1, 0.5, 0.25, 0.1]

  /// The time scale in force (from the config).
  public private(set) var timeScale: Double
  /// The speed K resumes at.
  public private(set) var resumeScale: Double
  /// Where the badge goes: the main view's top-right corner, or the window's.
  private var badgeAnchor = Point(x: 0, y: 0)
  /// The edits the keys asked for, not yet handed to the scene.
  public var outbox = Outbox<NoEvent>()

  /// Controls for the time scale `config` sets.
  public init(config: SceneConfig) {
    timeScale = config.timeScale
    resumeScale = config.timeScale > 0 ? config.timeScale : 1
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "time"
  /// Over the whole window (the badge finds the main view).
  public var placement: Placement { .window }

  /// Puts the badge at the top-right corner of the main view.
  public mutating func layout(in context: inout LayoutContext) {
    let main = context.panes.first { $0.view == .main }?.frame ?? Rect(size: context.window)
    badgeAnchor = Point(x: main.maxX - 12, y: main.y + 12)
  }

  /// Keeps the speed to resume at across edits.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? TimeControls else { return }
    timeScale = fresh.timeScale
    if timeScale > 0 { resumeScale = timeScale }
  }

  /// Shift+S, K and `.`.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    switch (key.key, key.modifiers) {
    case ("S", [.shift]):
      // From a pause or an odd speed set in the inspector, the cycle starts again at 1×.
      let i = Self.speeds.firstIndex(of: timeScale).map { ($0 + 1) % Self.speeds.count } ?? 0
      outbox.request(.set(path: "timeScale", value: .number(Self.speeds[i])))
    case ("K", []):
      outbox.request(.set(path: "timeScale", value: .number(timeScale == 0 ? resumeScale : 0)))
    case (".", []):
      guard timeScale == 0 else { return false }
      outbox.request(.step)
    default:
      return false
    }
    return true
  }

  /// A capsule naming the speed, while it is not 1×.
  public func render(into list: inout DisplayList) {
    guard timeScale != 1 else { return }
    let title = timeScale == 0 ? "Paused · K resumes, . steps" : "\(JSONWriter.number(timeScale))× slow motion"
    let width = Double(title.count) * 8 + 28
    let frame = Rect(x: badgeAnchor.x - width, y: badgeAnchor.y, width: width, height: 26)
    list.fill(frame, radius: 13, Color(r: 0, g: 0, b: 0, a: 0.72))
    list.text(TextRun(title, frame: frame.inset(by: EdgeInsets(top: 5, left: 12, bottom: 5, right: 12)), size: 13, weight: .bold, color: .white, alignment: .center))
  }

  /// Nothing: the time scale is a scene key, which the recording's `set` lines carry.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
