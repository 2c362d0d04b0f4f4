import PanelCore

/// What one SDL event means to a session.
public enum HostInput: Equatable {
  /// An input for the models (and the recorder).
  case input(InputEvent)
  /// The window must be redrawn (exposed, resized in pixels).
  case redraw
  /// The user asked to quit (window close button or Ctrl+Q).
  case quit
  /// A key the session itself handles before the models (F9, replay controls).
  case command(key: String, modifiers: [KeyModifier])
}
