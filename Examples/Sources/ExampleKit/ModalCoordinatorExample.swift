import PanelLabKit

// The SwiftUI guide's `ModalPanelCoordinator`: presents the panel modally with removal on, and
// reports `.dismissed` when a swipe down removes it. The guide's `Task { @MainActor in … }` and
// `backgroundColor` lines are gone: nothing in PanelLabKit is actor-isolated (docs/API.md).

/// The guide's modal coordinator.
public final class ModalPanelCoordinator: FloatingPanelCoordinator {
  /// The one event: the panel was swiped away.
  public enum Event: Equatable { case dismissed }
  let action: (Event) -> Void
  /// The proxy the content gets.
  public let proxy: FloatingPanelProxy

  /// A coordinator reporting to `action`.
  public init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }

  /// Sets the content, turns removal on and presents the panel over the main view.
  public func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.set(contentViewController: contentHostingController)
    controller.isRemovalInteractionEnabled = true
    controller.delegate = self
    mainHostingController.present(controller, animated: true)
  }

  /// Nothing to follow.
  public func onUpdate(context: FloatingPanelUpdateContext) {}
}

extension ModalPanelCoordinator: FloatingPanelControllerDelegate {
  /// The guide's name for the end of the removal.
  public func floatingPanelDidEndRemove(_ fpc: FloatingPanelController) { action(.dismissed) }
}

/// A modal layout: one full state at the content's own height above the safe area's bottom.
public final class ModalPanelLayout: FloatingPanelLayout {
  /// From the bottom.
  public let position: FloatingPanelPosition = .bottom
  /// Presented at full.
  public let initialState: FloatingPanelState = .full
  /// Full sits at the content's intrinsic height.
  public let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .safeArea)
  ]
  /// The modal backdrop dims the feed.
  public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.3 }
  /// The layout.
  public init() {}
}

/// Presents the modal panel over the Today feed, then swipes it away.
public func modalCoordinatorExample() -> ExampleRun {
  let session = LabSession(size: CGSize(width: 375, height: 667), scale: 3)
  let log = ExampleLog()
  session.render(
    TodayFeed().floatingPanel(coordinator: ModalPanelCoordinator.self, onEvent: { log("event \($0)") }) { _ in
      PanelLabContent.text(title: "Modal", height: 420)
    }
    .floatingPanelLayout(ModalPanelLayout()))
  guard let fpc = session.renderedController else { preconditionFailure("render sets the panel up") }
  log("presenting: state \(fpc.state), removal \(fpc.isRemovalInteractionEnabled ? "on" : "off")")
  session.advance(by: 1)
  log("presented at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  let top = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 187, y: top + 13), to: CGPoint(x: 187, y: top + 173), duration: 0.05)
  session.advance(by: 1)
  log("after the swipe: state \(fpc.state), \(fpc.parent == nil ? "removed from the session" : "still in the session")")
  return ExampleRun(session: session, log: log)
}
