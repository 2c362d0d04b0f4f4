/// What a panel does when the software keyboard rises (`main.panels[].keyboardAvoidance`).
/// FloatingPanel has no keyboard code (scenee/FloatingPanel issue 516): apps move the panel from
/// the keyboard notifications themselves, and these are the three things they do.
public enum KeyboardAvoidance: String, Hashable, Sendable, CaseIterable {
  /// Nothing: the keyboard covers the panel (FloatingPanel today, the default).
  case none
  /// The panel moves to its most expanded state at `keyboardWillShow` (`move(to: .full)`).
  case mostExpanded
  /// The panel rides above the keyboard: its safe area's bottom grows by the keyboard's visible
  /// height, frame by frame, so every state anchored to the safe area's bottom rises with it and a
  /// running spring re-aims at the moving anchor.
  case aboveKeyboard
}

/// When a drag of a panel lets the keyboard go (`main.panels[].keyboardDismissMode`), after the
/// panel's scroll view's `keyboardDismissMode`.
public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
  /// Never (UIKit's default, `.none`).
  case none
  /// As soon as the panel starts following a drag (`.onDrag`).
  case onDrag
  /// A drag that the panel won pulls the keyboard down with the pointer once the pointer is inside
  /// it, and back up; a release with more than half of it pulled away lets it go (`.interactive`).
  case interactive
}

extension PanelModel {
  /// What the wiring tells a panel: the keyboard's notifications.
  public enum Message: Sendable {
    /// `keyboardWillShowNotification`.
    case keyboardWillShow
  }

  /// A panel with `mostExpanded` avoidance moves to its most expanded state as the keyboard rises.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .keyboardWillShow:
      guard config.keyboardAvoidance == .mostExpanded, !isRemoved, state != .hidden, !isDragging else { return }
      let target = layout.mostExpandedState
      guard state != target || isAttracting else { return }
      move(to: target, animated: true)
    }
  }

  /// The safe area the panel lays out in: the main view's, its bottom raised to the keyboard's top
  /// when the panel rides above the keyboard.
  func safeArea(in context: LayoutContext) -> EdgeInsets {
    let s = context.safeArea(of: .main)
    return config.keyboardAvoidance == .aboveKeyboard ? context.raisedAboveKeyboard(s) : s
  }

  /// The safe area a nested panel lays out in, in its parent's content box `box` (main-view
  /// coordinates, where the parent is now): none of the main view's own insets (the parent's
  /// anchors answer for those, and a nested panel's anchors stay where they always were); when it
  /// rides above the keyboard, a bottom inset for the part of the box the keyboard covers, so its
  /// safe area ends at the keyboard's top as a top-level panel's does.
  func safeArea(inNestedBox box: Rect, _ context: LayoutContext) -> EdgeInsets {
    guard config.keyboardAvoidance == .aboveKeyboard, context.keyboardInset > 0, let main = context.frame(of: .main) else { return .zero }
    let keyboardTop = main.height - context.keyboardInset
    return EdgeInsets(top: 0, left: 0, bottom: (box.maxY - keyboardTop).clamped(to: 0...Swift.max(0, box.height)), right: 0)
  }
}
