import Foundation

/// FloatingPanel's `BackdropView`: the dimming view behind the surface. PanelLab draws the backdrop
/// itself (its alpha is the layout's `backdropAlpha(for:)`); what code sets on it is its tap.
public final class BackdropView {
  /// The tap on the backdrop that removes the panel (a modally presented one is dismissed):
  /// disabled by default, as in FloatingPanel; enabling it is the scene's `backdropTapToDismiss`.
  public let dismissalTapGestureRecognizer: UITapGestureRecognizer

  init(changed: @escaping () -> Void) {
    dismissalTapGestureRecognizer = UITapGestureRecognizer(changed: changed)
  }
}

/// UIKit's `UITapGestureRecognizer`, reduced to the switch FloatingPanel code sets on the
/// backdrop's: `isEnabled`. A tap lands only where the backdrop shows (its alpha is above 0), as
/// UIKit hit-tests no view that is all but transparent.
public final class UITapGestureRecognizer {
  /// Whether a tap is recognised; a change applies to the panel at once.
  public var isEnabled = false {
    didSet { if isEnabled != oldValue { changed() } }
  }
  private let changed: () -> Void

  init(changed: @escaping () -> Void) { self.changed = changed }
}
