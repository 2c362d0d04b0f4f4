import Foundation

/// FloatingPanel's `FloatingPanelControllerDelegate`. Every method has a default, as FloatingPanel's
/// are optional, and is called at FloatingPanel's moments and in its order.
public protocol FloatingPanelControllerDelegate: AnyObject {
  /// The layout for a new container size (default: the controller's current layout).
  func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout
  /// The state changed.
  func floatingPanelDidChangeState(_ fpc: FloatingPanelController)
  /// Whether a drag may begin (default true); false ignores the pan.
  func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool
  /// The surface moved.
  func floatingPanelDidMove(_ fpc: FloatingPanelController)
  /// A drag is about to move the surface.
  func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController)
  /// The drag ends; the delegate may change where the panel goes through `targetState`.
  func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>)
  /// The drag ended; `attract` says whether the panel springs to its target.
  func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool)
  /// The panel starts springing to `state`.
  func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState)
  /// The panel stopped springing.
  func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController)
  /// Whether a release at `location` with `velocity` (speed over distance to hidden) removes the
  /// panel, when removal is enabled (default: the behaviour's velocity threshold).
  func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector) -> Bool
  /// The panel is about to be removed.
  func floatingPanelWillRemove(_ fpc: FloatingPanelController)
  /// The panel was removed.
  func floatingPanelDidRemove(_ fpc: FloatingPanelController)
  /// The panel was removed: the name FloatingPanel's SwiftUI guide uses, called right after
  /// `floatingPanelDidRemove`.
  func floatingPanelDidEndRemove(_ fpc: FloatingPanelController)
}

extension FloatingPanelControllerDelegate {
  /// The controller's current layout.
  public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout { fpc.layout }
  /// Nothing.
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {}
  /// True.
  public func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { true }
  /// Nothing.
  public func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
  /// Nothing.
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {}
  /// Keeps the target.
  public func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
  ) {}
  /// Nothing.
  public func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {}
  /// Nothing.
  public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {}
  /// Nothing.
  public func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {}
  /// FloatingPanel's rule: the main-axis component toward hidden reaches the behaviour's threshold.
  public func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector) -> Bool {
    fpc.passesRemovalThreshold(velocity)
  }
  /// Nothing.
  public func floatingPanelWillRemove(_ fpc: FloatingPanelController) {}
  /// Nothing.
  public func floatingPanelDidRemove(_ fpc: FloatingPanelController) {}
  /// Nothing.
  public func floatingPanelDidEndRemove(_ fpc: FloatingPanelController) {}
}
