import Foundation

/// FloatingPanel's modal presentation (`present(fpc, animated:)` and the controller's `dismiss`):
/// its `ModalTransition` presents by showing the panel from hidden with the presenting animator and
/// dismisses by hiding it with the dismissing animator at zero velocity, both FloatingPanel's
/// default spring (0.25 s response), which is the model's show and hide transition.
extension LabSession {
  /// Presents `controller` modally over the main view, as a view controller presents a
  /// `FloatingPanelController`: the panel shows from hidden (animated: with the presenting animator;
  /// else at once) and `completion` runs when the transition ends. Its removal interaction and a
  /// tap on its backdrop (when enabled) dismiss it, with `floatingPanelWillRemove` and
  /// `floatingPanelDidRemove`.
  public func present(_ controller: FloatingPanelController, animated: Bool, completion: (() -> Void)? = nil) {
    guard controller.parent == nil else {
      completion?()
      return
    }
    controller.isPresentedModally = true
    controller.addPanel(toParent: self, animated: animated, completion: completion)
  }
}

extension FloatingPanelController {
  /// UIKit's `dismiss(animated:completion:)` as FloatingPanel swizzles it: a presented panel is
  /// hidden by the dismissal transition (from where it is, at zero velocity) and leaves the session,
  /// with no `floatingPanelWillRemove` or `floatingPanelDidRemove` (only a removal sends those); a
  /// panel added with `addPanel` is taken out by `removePanelFromParent(animated:completion:)`.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard isPresentedModally else { return removePanelFromParent(animated: animated, completion: completion) }
    guard parent != nil else {
      completion?()
      return
    }
    hide(animated: animated) { [self] in
      leaveParent()
      completion?()
    }
  }
}
