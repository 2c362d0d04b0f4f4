/// The software keyboard of the simulated device: it rises when a text field takes the focus and
/// falls when the field lets it go, on UIKit's keyboard curve (`KeyboardCurve`), at the height
/// the screen's keyboard has (`KeyboardHeights`, or `main.keyboard`). It reports UIKit's keyboard
/// notifications as events, and hands its visible height to the layout pass, where the safe
/// area's bottom of every panel that avoids the keyboard grows by it.
///
/// Presses on it stay on it (nothing under the keyboard sees them); a click on a key types it.
public struct SoftwareKeyboard: SceneComponent {
  /// What the keyboard reports: UIKit's notifications.
  public enum Event: ComponentEvent {
    /// `keyboardWillShowNotification`: it starts rising to `height`, over `duration` with `curve`.
    case willShow(height: Double, frame: PaneRect, duration: Double, curve: Int)
    /// `keyboardDidShowNotification`: it is up.
    case didShow(height: Double)
    /// `keyboardWillHideNotification`: it starts falling.
    case willHide(frame: PaneRect, duration: Double, curve: Int)
    /// `keyboardDidHideNotification`: it is gone.
    case didHide
    /// `keyboardWillChangeFrameNotification` while it is up: the screen turned, the keyboard takes
    /// the new screen's height; or an interactive drag let it go back up.
    case willChangeFrame(height: Double, frame: PaneRect, duration: Double, curve: Int)

    /// Component `keyboard`.
    public func trace(from source: ComponentID) -> EventTrace {
      func notice(_ name: String, _ height: Double?, _ frame: PaneRect, _ duration: Double, _ curve: Int) -> EventTrace {
        var fields: [JSONValue.Member] = height.map { [.init("height", .number($0))] } ?? []
        fields += [.init("frameEnd", frame.json), .init("duration", .number(duration)), .init("curve", .number(Double(curve)))]
        return EventTrace(name, from: source, fields)
      }
      switch self {
      case .willShow(let h, let f, let d, let c): return notice("willShow", h, f, d, c)
      case .didShow(let h): return EventTrace("didShow", from: source, [.init("height", .number(h))])
      case .willHide(let f, let d, let c): return notice("willHide", nil, f, d, c)
      case .didHide: return EventTrace("didHide", from: source)
      case .willChangeFrame(let h, let f, let d, let c): return notice("willChangeFrame", h, f, d, c)
      }
    }

    /// The height of `willShow`, for the wiring.
    public var willShow: Double? { if case .willShow(let h, _, _, _) = self { h } else { nil } }

    /// Frames placed in the window.
    public func placed(in space: ComponentSpace) -> Self {
      switch self {
      case .willShow(let h, let f, let d, let c): return .willShow(height: h, frame: f.placed(in: space), duration: d, curve: c)
      case .willHide(let f, let d, let c): return .willHide(frame: f.placed(in: space), duration: d, curve: c)
      case .willChangeFrame(let h, let f, let d, let c): return .willChangeFrame(height: h, frame: f.placed(in: space), duration: d, curve: c)
      case .didShow, .didHide: return self
      }
    }
  }

  /// What the wiring tells it.
  public enum Message: Sendable {
    /// A text field took the focus (`becomeFirstResponder`).
    case show
    /// The focused field let it go (`resignFirstResponder`).
    case hide
  }

  /// The composition row: present when the scene has a text field or `main.keyboard`.
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["main.keyboard", "main.panels", "main.sheet"]) { config in
    config.hasKeyboard ? [SoftwareKeyboard(config: config.main.keyboard ?? KeyboardConfig())] : []
  }

  /// The kind's name in ids and traces.
  public static let kindName = "keyboard"
  /// Its settings.
  public private(set) var config: KeyboardConfig
  /// The main view's size, where it rises.
  public private(set) var screen = Size(width: 0, height: 0)
  /// Whether it is up or rising (a field holds the focus).
  public private(set) var isShown = false
  /// How much of it shows above the screen's bottom edge, points.
  public private(set) var visibleHeight = 0.0
  /// Its whole height on this screen.
  public var fullHeight: Double { config.height(on: screen) }
  /// The motion in flight: from where, to where, since when.
  private var motion: (from: Double, to: Double, start: Micros)?
  /// Grows whenever the visible height changed, so the scene lays the panels out again.
  public private(set) var layoutRevision = 0
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A keyboard, down.
  public init(config: KeyboardConfig) { self.config = config }

  /// The main view.
  public var placement: Placement { .pane(.main) }

  /// Takes new heights, keeping whether it is up.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? SoftwareKeyboard else { return }
    config = fresh.config
  }

  /// Takes the main view's size, and hands its visible height to the panels laid out after it. A
  /// screen that turned while the keyboard is up gives it the new screen's height.
  public mutating func layout(in context: inout LayoutContext) {
    if let main = context.frame(of: .main) {
      let old = fullHeight
      screen = main.size
      if isShown && fullHeight != old && screen.width > 0 { move(to: fullHeight, notice: .change) }
    }
    context.keyboardInset = visibleHeight
  }

  /// The time of the last advance: where a motion that a message or the layout starts begins.
  private var time: Micros = 0

  private enum Notice { case show, hide, change }

  /// Rises or falls from where it is to `target`, reporting the notification.
  private mutating func move(to target: Double, notice: Notice) {
    motion = (visibleHeight, target, time)
    let end = frame(height: target == 0 ? fullHeight : target, visible: target)
    let d = KeyboardCurve.notifiedDuration
    let c = KeyboardCurve.notifiedCurve
    switch notice {
    case .show: outbox.post(.willShow(height: target, frame: PaneRect(end), duration: d, curve: c), at: time)
    case .hide: outbox.post(.willHide(frame: PaneRect(end), duration: d, curve: c), at: time)
    case .change: outbox.post(.willChangeFrame(height: target, frame: PaneRect(end), duration: d, curve: c), at: time)
    }
  }

  /// A field took or let go of the focus.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .show:
      wasReleasedByHand = false
      guard !isShown else { return }
      isShown = true
      move(to: fullHeight, notice: .show)
    case .hide:
      // After an interactive release it is already falling: the field's letting go says nothing new.
      wasReleasedByHand = false
      guard isShown else { return }
      isShown = false
      isFollowingDrag = false
      move(to: 0, notice: .hide)
    }
  }

  // MARK: Interactive dismissal (`keyboardDismissMode` `interactive`)

  /// While a press that a panel with `keyboardDismissMode` `interactive` won is held: the keyboard
  /// follows the pointer once it is inside the keyboard.
  public private(set) var isFollowingDrag = false
  /// The release let it go: it falls from where the hand left it at once, and the focused field
  /// (which asks `releasedInteractively`) lets the focus go in the same instant.
  public private(set) var wasReleasedByHand = false

  /// The visible height under a pointer `y` points from the main view's top: all of it until the
  /// pointer enters it, then the part below the pointer, none once it is past the bottom edge.
  public static func followedHeight(pointerY y: Double, screen: Double, full: Double) -> Double {
    (screen - y).clamped(to: 0...Swift.max(0, full))
  }

  /// Whether a release leaves the keyboard dismissed: more than half of it pulled away. UIKit
  /// publishes no rule (an Apple document says only that pulling back up cancels); half is
  /// PanelLab's.
  public static func releaseDismisses(visible: Double, full: Double) -> Bool { visible < full / 2 }

  /// Whether the focused field must let the focus go now: the hand released an interactive drag
  /// with more than half the keyboard pulled away (asked before or after the keyboard itself
  /// observed the release, with the same answer).
  public func releasedInteractively(pressInProgress: Bool) -> Bool {
    wasReleasedByHand || (isFollowingDrag && !pressInProgress && Self.releaseDismisses(visible: visibleHeight, full: fullHeight))
  }

  /// Watches the press while it is up.
  public var observesScene: Bool { isShown }

  /// Follows an interactive drag's pointer; at its release rises back, or stays for the field to
  /// let it go.
  public mutating func observe(_ scene: Scene) {
    // A keyboard still rising or falling (or re-aimed by a rotation) is not taken by the hand.
    guard isShown, motion == nil else {
      isFollowingDrag = false
      return
    }
    if let press = scene.arenaState, let winner = press.winner,
      scene.components(PanelModel.self).contains(where: { $0.id == winner && $0.config.keyboardDismissMode == .interactive }),
      let main = scene.frame(of: placement)
    {
      isFollowingDrag = true
      let h = Self.followedHeight(pointerY: press.location.y - main.y, screen: screen.height, full: fullHeight)
      if h != visibleHeight {
        visibleHeight = h
        layoutRevision += 1
      }
      return
    }
    guard isFollowingDrag else { return }
    isFollowingDrag = false
    if Self.releaseDismisses(visible: visibleHeight, full: fullHeight) {
      // Falls now, from where the hand left it, whichever of the field and the keyboard observes
      // the release first: the field's `didEndEditing` then finds it falling.
      wasReleasedByHand = true
      isShown = false
      move(to: 0, notice: .hide)
    } else if visibleHeight < fullHeight {
      move(to: fullHeight, notice: .change)
    }
  }

  /// Runs the curve.
  public mutating func advance(to time: Micros) {
    self.time = Swift.max(self.time, time)
    guard let m = motion else { return }
    let elapsed = Double(time - m.start) / Double(Micros.perSecond)
    let h = m.from + (m.to - m.from) * KeyboardCurve.progress(elapsed)
    if h != visibleHeight {
      visibleHeight = h
      layoutRevision += 1
    }
    guard elapsed >= KeyboardCurve.duration else { return }
    motion = nil
    let end = m.start + Micros(KeyboardCurve.duration * Double(Micros.perSecond))
    if isShown { outbox.post(.didShow(height: m.to), at: end) } else { outbox.post(.didHide, at: end) }
  }

  /// While it rises or falls.
  public var isAnimating: Bool { motion != nil }

  /// Its frame in the main view when `visible` points of a keyboard `height` tall show.
  private func frame(height: Double, visible: Double) -> Rect {
    Rect(x: 0, y: screen.height - visible, width: screen.width, height: height)
  }

  /// Its frame now.
  public var frame: Rect { frame(height: fullHeight, visible: visibleHeight) }

  /// The part of it that shows.
  public func hitTest(_ point: Point) -> Bool { visibleHeight > 0 && frame.contains(point) && point.y < screen.height }

  /// Takes the press: nothing under the keyboard sees it.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse { .capture }

  /// A click on a key types it (recorded as a `text` input, as the host records typing); Return
  /// asks the field to let the focus go.
  public mutating func pointerUp(_ press: PointerPress) {
    guard press.translation.length <= CarouselModel.tapLimit, let key = keys.first(where: { $0.frame.contains(press.location) }) else { return }
    switch key.label {
    case "return": outbox.request(.keyDown(key: "Return", modifiers: []))
    case "space": outbox.request(.text(" "))
    case "⌫": outbox.request(.keyDown(key: "Backspace", modifiers: []))
    case "⇧", "123": break
    default: outbox.request(.text(key.label.lowercased()))
    }
  }

  /// One key as drawn: its frame and label.
  private struct Key {
    var frame: Rect
    var label: String
  }

  /// The keys of a US layout over the keyboard's key area (below its QuickType bar).
  private var keys: [Key] {
    let f = frame
    let bar = Swift.min(44, f.height * 0.17)
    // The bottom safe area of a Face ID phone holds the globe and dictation keys, not letters.
    let bottom = screen.height > 736 && screen.height > screen.width ? 34.0 : 0
    let area = Rect(x: f.x + 3, y: f.y + bar, width: f.width - 6, height: Swift.max(0, f.height - bar - bottom - 4))
    let rowHeight = area.height / 4
    let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    let unit = area.width / 10
    var out: [Key] = []
    for (r, row) in rows.enumerated() {
      let y = area.y + Double(r) * rowHeight
      let x0 = area.x + (area.width - Double(row.count) * unit) / 2
      for (i, c) in row.enumerated() {
        out.append(Key(frame: Rect(x: x0 + Double(i) * unit + 3, y: y + 5, width: unit - 6, height: rowHeight - 10), label: String(c)))
      }
    }
    let y = area.y + 2 * rowHeight
    out.append(Key(frame: Rect(x: area.x + 3, y: y + 5, width: 1.3 * unit - 6, height: rowHeight - 10), label: "⇧"))
    out.append(Key(frame: Rect(x: area.maxX - 1.3 * unit + 3, y: y + 5, width: 1.3 * unit - 6, height: rowHeight - 10), label: "⌫"))
    let last = area.y + 3 * rowHeight
    out.append(Key(frame: Rect(x: area.x + 3, y: last + 5, width: 2.5 * unit - 6, height: rowHeight - 10), label: "123"))
    out.append(Key(frame: Rect(x: area.x + 2.5 * unit + 3, y: last + 5, width: 5 * unit - 6, height: rowHeight - 10), label: "space"))
    out.append(Key(frame: Rect(x: area.x + 7.5 * unit + 3, y: last + 5, width: 2.5 * unit - 6, height: rowHeight - 10), label: "return"))
    return out
  }

  private static let background = Color(hex: 0xD1D4DA)
  private static let keyShadow = Color(hex: 0x898A8D)

  /// The keyboard: its QuickType bar and its keys.
  public func render(into list: inout DisplayList) {
    guard visibleHeight > 0, screen.width > 0 else { return }
    let f = frame
    list.fill(f, Self.background)
    let bar = Swift.min(44, f.height * 0.17)
    for (i, word) in ["\"\"", "the", "I"].enumerated() {
      let w = f.width / 3
      list.text(TextRun(word, frame: Rect(x: f.x + Double(i) * w, y: f.y + bar / 2 - 9, width: w, height: 18), size: 16, color: Theme.label, alignment: .center))
      if i > 0 { list.fill(Rect(x: f.x + Double(i) * w, y: f.y + 10, width: 1, height: bar - 20), Theme.separator) }
    }
    for key in keys {
      let special = key.label.count > 1 || key.label == "⇧" || key.label == "⌫"
      list.fill(key.frame.offsetBy(dx: 0, dy: 1), radius: 5, Self.keyShadow)
      list.fill(key.frame, radius: 5, special ? Color(hex: 0xABB0BA) : .white)
      let size = special ? 15.0 : 21
      list.text(TextRun(key.label, frame: Rect(x: key.frame.x, y: key.frame.midY - size * 0.65, width: key.frame.width, height: size * 1.3), size: size, color: Theme.label, alignment: .center))
    }
  }

  /// The frame member `keyboard`: shown, the visible and whole heights, the frame, moving.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.set(
      "keyboard",
      .object([
        .init("shown", .bool(isShown)), .init("height", .number(visibleHeight)), .init("fullHeight", .number(fullHeight)),
        .init("frame", space.frameJSON(frame)), .init("animating", .bool(motion != nil)),
      ]))
  }

  /// The motion in flight.
  public func hash(into hash: inout StateHash) {
    hash.combine("keyboard \(motion.map { "\($0.from) \($0.to) \($0.start)" } ?? "-")")
    // Only an interactive drag adds to it, so every other keyboard hashes as before.
    if isFollowingDrag || wasReleasedByHand { hash.combine("keyboard hand \(isFollowingDrag) \(wasReleasedByHand) \(visibleHeight)") }
  }
}
