/// Edit and undo: presses, drags and keys turn into asked-for `set`s, checked against the scene first.
extension InspectorPane {
  /// The whole pane takes presses.
  public func hitTest(_ point: Point) -> Bool { Rect(size: size).contains(point) }

  /// A press on a control edits it at once; a slider keeps the press while it is dragged.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    guard let (i, frame) = control(at: content(press.location)) else { return .capture }
    focused = i
    let old = pendingValue(of: i)
    switch controls[i].kind {
    case .slider:
      dragging = (i, paths(of: i).map(pendingValue(at:)))
      ask(i, controls[i].value(atFraction: (content(press.location).x - frame.x) / frame.width))
    case .toggle:
      commit(i, from: old, to: controls[i].stepped(old, by: 1))
    case .choice(let options):
      // A pane narrower than its margins has segments of no width: nothing to pick.
      guard !options.isEmpty, frame.width > 0 else { return .capture }
      let f = Swift.min(1, Swift.max(0, (content(press.location).x - frame.x) / frame.width))
      commit(i, from: old, to: options[Swift.min(options.count - 1, Int(f * Double(options.count)))])
    }
    return .capture
  }

  /// A dragged slider follows the pointer.
  public mutating func pointerMoved(_ press: PointerPress) {
    guard let (i, _) = dragging, let frame = trackFrame(of: i) else { return }
    ask(i, controls[i].value(atFraction: (content(press.location).x - frame.x) / frame.width))
  }

  /// Letting go of a slider makes its drag one edit for undo.
  public mutating func pointerUp(_ press: PointerPress) {
    guard let (i, old) = dragging else { return }
    dragging = nil
    record(zip(paths(of: i), old).map { Edit.Change(path: $0, old: $1, new: pendingValue(at: $0)) })
  }

  /// A lost press ends the drag where it is.
  public mutating func pointerCancelled(_ press: PointerPress) { pointerUp(press) }

  /// `[` `]` step the focused control (Shift: ten steps); Ctrl+Z, Ctrl+Shift+Z undo and redo.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    let shift = key.modifiers.contains(.shift)
    switch (key.key, key.modifiers.filter { $0 != .shift }) {
    case ("[", []), ("]", []):
      guard let i = focused else { return false }
      let old = pendingValue(of: i)
      commit(i, from: old, to: controls[i].stepped(old, by: (key.key == "]" ? 1 : -1) * (shift ? 10 : 1)))
    case ("Z", [.ctrl]):
      if shift {
        guard let edit = redoStack.popLast() else { return true }
        if ask(edit.changes.map { ($0.path, $0.new) }) { undoStack.append(edit) } else { redoStack.append(edit) }
      } else {
        guard let edit = undoStack.popLast() else { return true }
        if ask(edit.changes.map { ($0.path, $0.old) }) { redoStack.append(edit) } else { undoStack.append(edit) }
      }
    default:
      return false
    }
    return true
  }

  /// The scene keys control `i` changes: its path, or for a spring form's number the panel's
  /// deceleration rate and response time; none for the form picker, which is the inspector's own.
  func paths(of i: Int) -> [String] {
    if controls[i].derived != nil { return [ratePath, responsePath] }
    return controls[i].path == InspectorControl.springFormPath ? [] : [controls[i].path]
  }

  /// The value at `path` once the asked edits are applied.
  func pendingValue(at path: String) -> JSONValue {
    for case .set(let p, let value) in outbox.requests.reversed() where p == path { return value }
    if let value = scene.value(at: path) { return value }
    // An omitted key has its default: the behaviour's for the spring's keys (their sliders may be
    // showing another form), the control's for the rest.
    if path == ratePath, let b = behavior { return .number(b.springDecelerationRate) }
    if path == responsePath, let b = behavior { return .number(b.springResponseTime) }
    return controls.first { $0.path == path }?.defaultValue ?? .null
  }

  /// The value control `i` will show once the asked edits are applied.
  func pendingValue(of i: Int) -> JSONValue {
    let c = controls[i]
    if c.path == InspectorControl.springFormPath { return .number(Double(springForm)) }
    guard let parameter = c.derived else { return pendingValue(at: c.path) }
    return pendingBehavior.flatMap(parameter.value(of:)).map { .number($0) } ?? .null
  }

  /// The panel's behaviour once the asked spring edits are applied.
  var pendingBehavior: PanelBehavior? {
    guard var b = behavior else { return nil }
    b.springDecelerationRate = pendingValue(at: ratePath).number ?? b.springDecelerationRate
    b.springResponseTime = pendingValue(at: responsePath).number ?? b.springResponseTime
    return b
  }

  /// Asks for control `i` to take `value` and records it for undo.
  mutating func commit(_ i: Int, from old: JSONValue, to new: JSONValue) {
    guard new != old else { return }
    if controls[i].path == InspectorControl.springFormPath {
      // The inspector's own choice: the spring's sliders change form; the scene does not.
      springForm = Int(new.number ?? 0)
      controls = Self.controls(for: config, springForm: springForm, panel: panelIndex)
      return
    }
    let before = paths(of: i).map(pendingValue(at:))
    guard ask(i, new) else { return }
    record(zip(paths(of: i), before).map { Edit.Change(path: $0, old: $1, new: pendingValue(at: $0)) })
  }

  mutating func record(_ changes: [Edit.Change]) {
    let changed = changes.filter { $0.old != $0.new }
    guard !changed.isEmpty else { return }
    undoStack.append(Edit(changes: changed))
    redoStack.removeAll()
    // A long session keeps the last hundred edits.
    if undoStack.count > 100 { undoStack.removeFirst() }
  }

  /// Asks for control `i` to take `value`, unless it already has it; returns whether the scene
  /// takes it (a value it would refuse shows its reason instead and asks nothing).
  @discardableResult
  mutating func ask(_ i: Int, _ value: JSONValue) -> Bool {
    guard value != pendingValue(of: i) else { return true }
    guard let parameter = controls[i].derived else { return ask([(controls[i].path, value)]) }
    guard let b = pendingBehavior, let v = value.number else { return false }
    do {
      let (rate, response) = try parameter.behaviorValues(v, from: b)
      return ask([(ratePath, .number(rate)), (responsePath, .number(response))])
    } catch {
      refusal = error.reason
      return false
    }
  }

  /// Asks for `set`s of `edits` when the scene takes them all; otherwise shows why not.
  @discardableResult
  mutating func ask(_ edits: [(path: String, value: JSONValue)]) -> Bool {
    // Each edit reads only the part of the scene it lies in (one panel, for a panel's key), and
    // hands its reading on with the request, so the scene does not read it again.
    var checked: [CheckedEdit] = []
    do {
      for (path, value) in edits {
        guard let edit = try CheckedEdit(path, to: value, of: checked.last?.result ?? config) else {
          refusal = "\(path): no such key in this scene"
          return false
        }
        checked.append(edit)
      }
    } catch {
      refusal = error.description
      return false
    }
    refusal = nil
    outbox.request(checked)
    return true
  }
}
