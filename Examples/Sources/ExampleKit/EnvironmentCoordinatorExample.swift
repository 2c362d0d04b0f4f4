import PanelLabKit

// The SwiftUI guide's environment-aware coordinator: `onUpdate` reads a custom environment value
// and moves the panel to full with the transaction's animation, falling back to the guide's iOS 18
// `spring(response: 0.25, dampingFraction: 0.9)`. `UIView.animate(animation) { proxy.move(…,
// animated: false) }` becomes `proxy.move(…, animated: true)`: the model's animator (docs/API.md).

/// The guide's custom environment key.
public struct SomeCustomKey: EnvironmentKey {
  /// Off unless the view says otherwise.
  public static let defaultValue = false
}

extension EnvironmentValues {
  /// The guide's `someCustomValue`.
  public var someCustomValue: Bool {
    get { self[SomeCustomKey.self] }
    set { self[SomeCustomKey.self] = newValue }
  }
}

/// The guide's environment-aware coordinator; its event says which animation it chose.
public final class EnvironmentAwarePanelCoordinator: FloatingPanelCoordinator {
  /// The animation `onUpdate` moved the panel with.
  public enum Event: Equatable { case movedToFull(Animation) }
  let action: (Event) -> Void
  /// The proxy the content gets.
  public let proxy: FloatingPanelProxy

  /// A coordinator reporting to `action`.
  public init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }

  /// Sets the content and adds the panel.
  public func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.set(contentViewController: contentHostingController)
    controller.addPanel(toParent: mainHostingController, animated: false)
  }

  /// Moves to full when the environment asks for it.
  public func onUpdate(context: FloatingPanelUpdateContext) {
    guard context.environment.someCustomValue else { return }
    let animation = context.transaction.animation ?? .spring(response: 0.25, dampingFraction: 0.9)
    proxy.move(to: .full, animated: true)
    action(.movedToFull(animation))
  }
}

/// Renders the view, then again with `someCustomValue` on and no animation in the transaction.
public func environmentCoordinatorExample() -> ExampleRun {
  let session = LabSession(size: CGSize(width: 375, height: 667), scale: 3)
  let log = ExampleLog()
  let view = TodayFeed().floatingPanel(coordinator: EnvironmentAwarePanelCoordinator.self, onEvent: { event in
    if case .movedToFull(let a) = event { log("onUpdate moves to full with spring(response: \(a.response), dampingFraction: \(a.dampingFraction))") }
  }) { _ in PanelLabContent.searchList() }
  session.render(view)
  guard let fpc = session.renderedController else { preconditionFailure("render sets the panel up") }
  log("rendered: state \(fpc.state)")
  session.render(view.environment(SomeCustomKey.self, true))
  session.advance(by: 0.1)
  log("on its way: state \(fpc.state), attracting \(fpc.isAttracting), surface \(describe(fpc.surfaceLocation))")
  session.advance(by: 1)
  log("settled: state \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  return ExampleRun(session: session, log: log)
}
