/// A mouse button.
public enum PointerButton: String, Hashable, Sendable, CaseIterable {
  /// The primary button.
  case left
  /// The wheel button.
  case middle
  /// The secondary button.
  case right
}

/// A modifier key held during a key event.
public enum KeyModifier: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Shift.
  case shift
  /// Control.
  case ctrl
  /// Alt or Option.
  case alt
  /// Super, Windows or Command.
  case meta

  /// Orders modifiers as they are written in recordings.
  public static func < (a: KeyModifier, b: KeyModifier) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// One input, as it crosses the boundary between the host and the models.
///
/// These are exactly the event lines of recording v1; keys are SDL's key names ("Escape", "1", "Q").
public enum InputEvent: Hashable, Sendable {
  /// The pointer moved to a point in window coordinates.
  case pointerMove(Point)
  /// A button went down; `clicks` is 2 for a double-click.
  case pointerDown(Point, button: PointerButton, clicks: Int)
  /// A button came up.
  case pointerUp(Point, button: PointerButton)
  /// The wheel scrolled by `delta` points; `delta.y > 0` scrolls toward the end of the content.
  case wheel(Point, delta: Point)
  /// A key went down.
  case keyDown(key: String, modifiers: [KeyModifier])
  /// A key came up.
  case keyUp(key: String, modifiers: [KeyModifier])
  /// The window changed size (points).
  case resize(Size)
  /// One scene parameter changed by its key path, as the inspector does.
  case set(path: String, value: JSONValue)
  /// The whole scene was replaced, as the sidebar does.
  case loadScene(JSONValue)
  /// A new version of the scene applied as `set` applies an edit: components that keep their id
  /// keep their state (a watched scene file changed on disk).
  case applyScene(JSONValue)
  /// A program's call or answer for one component (PanelLabKit's `move(to:)`, a delegate's changed
  /// target state), so a recording replays it without the program.
  case command(ComponentID, JSONValue)
  /// Text typed into the window (SDL's text input: what the keys make after the keyboard layout),
  /// for the focused text field; its own line, so a replay types exactly the same text.
  case text(String)
  /// The simulated device turned to `orientation` (the R key, the sidebar's rotate row), as
  /// `viewWillTransition(to:with:)` sees it.
  case rotate(DeviceOrientation)
  /// Model time moved on by one frame of the simulated display while paused (`timeScale` 0).
  case step
  /// The lab's ghost (Ctrl+D): a copy of the scene as it is now, which follows the same hand but
  /// not later edits; a second one removes it.
  case ghost
  /// The session ended.
  case end
}

/// An input with the session time at which it happened.
public struct TimedInput: Hashable, Sendable {
  /// Microseconds since the session began.
  public var time: Micros
  /// What happened.
  public var event: InputEvent

  /// Pairs an input with its time.
  public init(_ time: Micros, _ event: InputEvent) {
    self.time = time
    self.event = event
  }
}
