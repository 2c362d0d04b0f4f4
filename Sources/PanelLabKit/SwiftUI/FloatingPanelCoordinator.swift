import Foundation

/// FloatingPanel's `FloatingPanelProxy`: what the panel's content gets to move the panel.
public struct FloatingPanelProxy {
  /// The controller.
  public let controller: FloatingPanelController

  /// A proxy of `controller`.
  public init(controller: FloatingPanelController) { self.controller = controller }

  /// Moves the panel (with the model's animator: PanelLab has no SwiftUI animation to join).
  public func move(to floatingPanelState: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) {
    controller.move(to: floatingPanelState, animated: animated, completion: completion)
  }
}

/// FloatingPanel's `FloatingPanelCoordinator`: creates the controller, adds or presents the panel,
/// turns its delegate calls into `Event`s, and follows updates. The hosting controllers are
/// PanelLab's (`LabHostingController`), and `onUpdate` takes a `FloatingPanelUpdateContext`.
public protocol FloatingPanelCoordinator: AnyObject {
  /// What the coordinator reports to `onEvent`.
  associatedtype Event
  /// A coordinator reporting through `action`.
  init(action: @escaping (Event) -> Void)
  /// The proxy the content gets.
  var proxy: FloatingPanelProxy { get }
  /// Adds (or presents) the panel over the main view with the content.
  func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>)
  /// The view was updated, with its environment and the transaction's animation.
  func onUpdate(context: FloatingPanelUpdateContext)
}

extension FloatingPanelCoordinator {
  /// The proxy's controller.
  public var controller: FloatingPanelController { proxy.controller }
}

/// FloatingPanel's `FloatingPanelDefaultCoordinator`: adds the panel with no events.
public final class FloatingPanelDefaultCoordinator: FloatingPanelCoordinator {
  /// No events.
  public enum Event {}
  /// The proxy.
  public let proxy: FloatingPanelProxy
  /// Never called.
  public let action: (Event) -> Void

  /// A coordinator with a new controller.
  public init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }

  /// Sets the content and adds the panel without animation.
  public func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.set(contentViewController: contentHostingController)
    controller.addPanel(toParent: mainHostingController, animated: false)
  }

  /// Nothing.
  public func onUpdate(context: FloatingPanelUpdateContext) {}
}
