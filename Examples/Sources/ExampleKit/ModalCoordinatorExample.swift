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

  // FloatingPanel's own `showPanelModal` sample, in UIKit's shape: `present` with the backdrop's
  // tap to dismiss enabled (it is off by default), then a tap on the dimmed feed dismisses it.
  let sample = FloatingPanelController(delegate: ModalSampleDelegate(log: log).retained(by: log))
  sample.layout = ModalPanelLayout()
  sample.set(content: .text(title: "Detail", height: 300))
  sample.backdropView.dismissalTapGestureRecognizer.isEnabled = true
  sample.isRemovalInteractionEnabled = true
  session.present(sample, animated: true) { log("sample presented at \(sample.state) after \(round1(session.time - 2)) s") }
  session.advance(by: 1)
  session.press(at: CGPoint(x: 187, y: 120))
  session.release(at: CGPoint(x: 187, y: 120))
  session.advance(by: 1)
  log("after a tap on the backdrop: \(sample.parent == nil ? "dismissed" : "still presented")")
  return ExampleRun(session: session, log: log)
}

/// The sample's delegate: says when the dismissal starts and ends.
final class ModalSampleDelegate: FloatingPanelControllerDelegate {
  let log: ExampleLog
  init(log: ExampleLog) { self.log = log }
  /// The delegate is weak in the controller: the log keeps it for the run.
  func retained(by log: ExampleLog) -> Self {
    log.keep(self)
    return self
  }
  func floatingPanelWillRemove(_ fpc: FloatingPanelController) { log("sample: floatingPanelWillRemove") }
  func floatingPanelDidRemove(_ fpc: FloatingPanelController) { log("sample: floatingPanelDidRemove") }
}
