import PanelLabKit

// FloatingPanel's SwiftUI guide: a custom coordinator whose delegate turns the panel's calls into
// its own `Event`s. Only the hosting-controller types differ from the guide (docs/API.md).

/// The guide's `MyPanelCoordinator`.
public final class MyPanelCoordinator: FloatingPanelCoordinator {
  /// The guide's events.
  public enum Event: Equatable {
    case willChangeState(FloatingPanelState)
    case didChangeState(FloatingPanelState)
  }
  let action: (Event) -> Void
  lazy var delegate: FloatingPanelControllerDelegate? = self
  /// The proxy the content gets.
  public let proxy: FloatingPanelProxy

  /// A coordinator reporting to `action`.
  public init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }

  /// Sets the delegate and the content, then adds the panel.
  public func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.delegate = delegate
    controller.set(contentViewController: contentHostingController)
    controller.addPanel(toParent: mainHostingController, animated: false)
  }

  /// Nothing to follow.
  public func onUpdate(context: FloatingPanelUpdateContext) {}
}

extension MyPanelCoordinator: FloatingPanelControllerDelegate {
  /// The guide reports the state a drag starts from.
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { action(.willChangeState(fpc.state)) }
  /// …and every state the panel reaches.
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { action(.didChangeState(fpc.state)) }
}

/// The custom coordinator over a blue main view, every event going to `log`: the set-up that
/// `--window` opens for a hand to drive.
public func customCoordinatorSetup(log: ExampleLog) -> LabSession {
  let session = LabSession(size: CGSize(width: 480, height: 667), scale: 3)
  session.render(
    Color.blue.floatingPanel(coordinator: MyPanelCoordinator.self, onEvent: { log("event \($0)") }) { proxy in
      // FloatingPanel's scroll tracking: without it SwiftUI content's list scrolls on its own.
      PanelLabContent.searchList().floatingPanelScrollTracking(proxy: proxy) { _, _ in log("scroll view detected: the panel tracks the list") }
    })
  return session
}

/// The custom coordinator: drag the panel up to full by its tracked list, then fling it to the tip.
public func customCoordinatorExample() -> ExampleRun {
  let log = ExampleLog()
  let session = customCoordinatorSetup(log: log)
  guard let fpc = session.renderedController else { preconditionFailure("render sets the panel up") }
  log("panel at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  let half = fpc.surfaceLocation.y
  // On the list, under the 56-point search header: the tracked list hands the drag to the panel.
  session.drag(from: CGPoint(x: 240, y: half + 110), to: CGPoint(x: 240, y: half + 10), duration: 0.1)
  session.advance(by: 1)
  log("panel at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  let full = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 240, y: full + 10), to: CGPoint(x: 240, y: full + 500), duration: 0.1)
  session.advance(by: 1)
  log("panel at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  return ExampleRun(session: session, log: log)
}
