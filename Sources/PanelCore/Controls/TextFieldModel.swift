/// A UITextField inside a panel: it taps and long-presses, and never claims a drag, so a drag on
/// it belongs to the panel. A tap takes the focus (the software keyboard rises), typed text
/// (`text` inputs) goes in at the caret, Return lets the focus go, and so does a tap outside it
/// or, with the panel's `keyboardDismissMode` `onDrag`, a drag of its panel (`interactive`: a
/// release with the keyboard pulled more than half away).
///
/// PanelCore measures no text, so a caret placed by a press counts characters at
/// `characterWidth` (an estimate of the field's 17 pt system font); the drawn caret is a bar
/// between the characters.
public struct TextFieldModel: HostedControl, TextInputReceiver {
  /// UILongPressGestureRecognizer's `minimumPressDuration`: 0.5 s (published).
  public static let longPressDuration: Micros = 500_000
  /// UILongPressGestureRecognizer's `allowableMovement`: 10 pt (published).
  public static let longPressMovement = 10.0
  /// The field's font size, points.
  public static let fontSize = 17.0
  /// The estimated advance of one character, points.
  public static let characterWidth = 0.55 * fontSize

  /// Why the field let the focus go.
  public enum EndReason: String, Hashable, Sendable {
    /// Return (`textFieldShouldReturn`).
    case `return`
    /// A tap outside the field.
    case tapOutside
    /// A drag of its panel, with `keyboardDismissMode` `onDrag`.
    case drag
    /// A drag of a panel with `keyboardDismissMode` `interactive` pulled the keyboard more than
    /// half away and let go.
    case interactive
  }

  /// What a text field reports, after UITextFieldDelegate and UIControl.
  public enum Event: ComponentEvent {
    /// It took the focus (`textFieldDidBeginEditing`).
    case didBeginEditing
    /// The text changed (`editingChanged`).
    case editingChanged(text: String, caret: Int)
    /// A long press placed the caret (the loupe).
    case didLongPress(caret: Int)
    /// Return was pressed (`textFieldShouldReturn`).
    case shouldReturn
    /// It let the focus go (`textFieldDidEndEditing`), and why.
    case didEndEditing(text: String, reason: EndReason)

    /// Component `textField`, id `panel/index`.
    public func trace(from source: ComponentID) -> EventTrace {
      switch self {
      case .didBeginEditing: return EventTrace("didBeginEditing", from: source)
      case .editingChanged(let text, let caret):
        return EventTrace("editingChanged", from: source, [.init("text", .string(text)), .init("caret", .number(Double(caret)))])
      case .didLongPress(let caret): return EventTrace("didLongPress", from: source, [.init("caret", .number(Double(caret)))])
      case .shouldReturn: return EventTrace("shouldReturn", from: source)
      case .didEndEditing(let text, let reason):
        return EventTrace("didEndEditing", from: source, [.init("text", .string(text)), .init("reason", .string(reason.rawValue))])
      }
    }

    /// `()` for `didBeginEditing`, for the wiring.
    public var didBeginEditing: Void? { if case .didBeginEditing = self { () } else { nil } }
    /// `()` for `didEndEditing`, for the wiring.
    public var didEndEditing: Void? { if case .didEndEditing = self { () } else { nil } }
  }

  /// The kind's name in ids and traces.
  public static let kindName = "textField"

  /// Its settings.
  public private(set) var config: ControlConfig
  /// The panel it lives in.
  public var host: ControlHost
  /// The text.
  public private(set) var text: String
  /// The caret, in characters from the start.
  public private(set) var caret: Int
  /// Whether it holds the focus (the first responder).
  public private(set) var isEditing = false
  /// When the press on it went down (model time), while it is held.
  private var pressStart: Micros?
  /// A press elsewhere asked it to let go: it does once that press ends as a tap (the flag: the
  /// press moved past a tap, so it will not).
  private var pendingResign: Bool?
  /// Its panel's `keyboardDismissMode`.
  private var dismissMode = KeyboardDismissMode.none
  /// Whether its panel was being dragged when last seen.
  private var panelDragging = false
  /// The time of the last `advance`: the time of every press, key and text it gets.
  private var time: Micros = 0
  /// What it reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()

  /// A field with its configured text, the caret at its end, in `host`.
  public init(config: ControlConfig, host: ControlHost) {
    self.config = config
    self.host = host
    text = config.text
    caret = config.text.count
  }

  /// Keeps what was typed unless the edit sets another text.
  public mutating func update(from fresh: any SceneComponent) {
    guard let fresh = fresh as? TextFieldModel else { return }
    if fresh.config.text != config.text {
      text = fresh.text
      caret = fresh.caret
    }
    config = fresh.config
  }

  /// The rounded field in the main view's coordinates.
  public var field: Rect { host.frame.inset(by: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) }
  /// Where the text starts.
  private var textX: Double { field.x + 12 }

  /// The caret index a press at `x` puts it at.
  public func caretIndex(at x: Double) -> Int {
    let i = ((x - textX) / Self.characterWidth).rounded()
    return Int(i.clamped(to: 0...Double(text.count)))
  }

  /// The field.
  public func hitTest(_ point: Point) -> Bool { host.contains(point) && field.contains(point) }

  /// Joins claiming no drag (taps and long presses only), so its panel's pan still contends.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    pressStart = time
    return .contend(ArenaClaim(.none, passesThrough: true))
  }

  /// A release within UIKit's tap limit takes the focus and places the caret; held 0.5 s within
  /// 10 pt it is a long press, which places the caret as the loupe does.
  public mutating func pointerUp(_ press: PointerPress) {
    defer { pressStart = nil }
    let moved = press.translation.length
    guard moved <= CarouselModel.tapLimit, field.contains(press.location) else { return }
    let held = time - (pressStart ?? time)
    let index = caretIndex(at: press.location.x)
    if held >= Self.longPressDuration && moved <= Self.longPressMovement {
      caret = index
      outbox.post(.didLongPress(caret: index), at: time)
    } else if isEditing {
      caret = index
    }
    beginEditing()
  }

  /// Another member (its panel) won the press.
  public mutating func pointerCancelled(_ press: PointerPress) { pressStart = nil }

  /// Takes the time, where its next press, key or text happens.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  private mutating func beginEditing() {
    pendingResign = nil
    guard !isEditing else { return }
    isEditing = true
    outbox.post(.didBeginEditing, at: time)
  }

  private mutating func endEditing(_ reason: EndReason) {
    pendingResign = nil
    guard isEditing else { return }
    isEditing = false
    outbox.post(.didEndEditing(text: text, reason: reason), at: time)
  }

  /// While it is the first responder.
  public var hasKeyFocus: Bool { isEditing }

  /// A press landed elsewhere: it lets go if that press ends as a tap (a drag is not a tap outside).
  public mutating func resignKeyFocus() {
    if isEditing { pendingResign = false }
  }

  /// Return ends editing; Backspace and Delete delete; ← → Home End move the caret. Any other key
  /// that types is taken (the text comes as a `text` input), so no typed letter is a shortcut.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard isEditing else { return false }
    let plain = key.modifiers.allSatisfy { $0 == .shift }
    switch key.key {
    case "Return", "Keypad Enter":
      outbox.post(.shouldReturn, at: time)
      endEditing(.return)
    case "Backspace":
      guard caret > 0 else { return true }
      remove(at: caret - 1)
    case "Delete":
      guard caret < text.count else { return true }
      remove(at: caret)
    case "Left": caret = Swift.max(0, caret - 1)
    case "Right": caret = Swift.min(text.count, caret + 1)
    case "Home", "Up": caret = 0
    case "End", "Down": caret = text.count
    default:
      // Keys that type (letters, digits, punctuation, Space, the keypad) belong to the field.
      return plain && (key.key.count == 1 || key.key == "Space" || key.key.hasPrefix("Keypad "))
    }
    return true
  }

  private mutating func remove(at index: Int) {
    let i = text.index(text.startIndex, offsetBy: index)
    text.remove(at: i)
    caret = index
    outbox.post(.editingChanged(text: text, caret: caret), at: time)
  }

  /// Typed text goes in at the caret, as far as the field's limit.
  public mutating func insertText(_ typed: String) {
    guard isEditing else { return }
    let room = Limits.textFieldLength - text.count
    guard room > 0 else { return }
    let piece = String(typed.filter { !$0.isNewline }.prefix(room))
    guard !piece.isEmpty else { return }
    text.insert(contentsOf: piece, at: text.index(text.startIndex, offsetBy: caret))
    caret += piece.count
    outbox.post(.editingChanged(text: text, caret: caret), at: time)
  }

  /// Follows its panel; lets go when the panel is dragged (`onDrag`) or a press elsewhere ended as
  /// a tap.
  public mutating func observe(_ scene: Scene) {
    host.observe(scene)
    let panel = host.panelID.flatMap { id in scene.components(PanelModel.self).first { $0.config.id == id } }
    // A sheet has no keyboardDismissMode key: its field keeps the keyboard while the sheet moves.
    dismissMode = panel?.config.keyboardDismissMode ?? .none
    let dragging = panel?.isDragging ?? (host.owner == .sheet && scene.components(SheetModel.self).first?.phase == .dragging)
    defer { panelDragging = dragging }
    guard isEditing else { return }
    if dragging && !panelDragging && dismissMode == .onDrag {
      endEditing(.drag)
      return
    }
    // Whichever panel the hand pulled the keyboard down with (UIKit's scroll view dismisses any first responder).
    if let keyboard = scene.components(SoftwareKeyboard.self).first, keyboard.releasedInteractively(pressInProgress: scene.arenaState != nil) {
      endEditing(.interactive)
      return
    }
    guard let moved = pendingResign else { return }
    if let press = scene.arenaState {
      // Typing on the keyboard is not a tap outside.
      if press.winner == ComponentID(SoftwareKeyboard.kindName) {
        pendingResign = nil
        return
      }
      let t = press.location - press.start
      if moved || dragging || t.length > CarouselModel.tapLimit { pendingResign = true }
    } else if moved {
      pendingResign = nil
    } else {
      endEditing(.tapOutside)
    }
  }

  /// Its entry in the trace's `controls`: the text, the caret and whether it is editing.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {
    trace.append(
      "controls",
      .object(
        host.traceMembers(kind: Self.kindName, in: space) + [
          .init("text", .string(text)), .init("caret", .number(Double(caret))), .init("editing", .bool(isEditing)),
        ]))
  }

  /// The press's start and a pending resignation.
  public func hash(into hash: inout StateHash) {
    hash.combine("textField \(pressStart.map(String.init) ?? "-") \(pendingResign.map(String.init) ?? "-")")
  }

  /// The field.
  public func arenaOutline(at point: Point) -> Rect? { field }

  /// The rounded field, its text or placeholder, and the caret while editing.
  public func render(into list: inout DisplayList) {
    host.drawn(into: &list) { list in
      list.fill(field, radius: 10, Theme.fill)
      if isEditing { list.append(.stroke(RoundedRect(field, radius: 10), Theme.tint, width: 2)) }
      let box = Rect(x: textX, y: field.midY - 11, width: Swift.max(0, field.width - 24), height: 22)
      if text.isEmpty && !isEditing {
        list.text(TextRun(config.placeholder, frame: box, size: Self.fontSize, color: Theme.secondaryLabel))
        return
      }
      if text.isEmpty {
        list.text(TextRun(config.placeholder, frame: box.offsetBy(dx: 4, dy: 0), size: Self.fontSize, color: Theme.secondaryLabel))
        list.fill(Rect(x: textX, y: field.midY - 10, width: 2, height: 20), Theme.tint)
        return
      }
      // The caret is a bar between the characters: the model cannot measure text to place a drawn one.
      let i = text.index(text.startIndex, offsetBy: caret)
      list.text(TextRun(isEditing ? text[..<i] + "|" + text[i...] : text, frame: box, size: Self.fontSize, color: Theme.label))
    }
  }
}

/// A component that takes typed text (a `text` input) while it holds the keyboard.
public protocol TextInputReceiver: SceneComponent {
  /// Puts `text`, typed at the time of the last advance, where the caret is.
  mutating func insertText(_ text: String)
}

extension Limits {
  /// Characters a text field holds (typing past it is dropped, as a `maxLength` would).
  public static let textFieldLength = 200
  /// Characters in one `text` input line.
  public static let typedTextLength = 200
}
