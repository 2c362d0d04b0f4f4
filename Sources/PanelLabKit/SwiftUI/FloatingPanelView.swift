import Foundation
import PanelCore

/// A main view with a floating panel over it: what `.floatingPanel(coordinator:onEvent:content:)`
/// returns. Its modifiers set the panel's layout, behaviour, state binding and settings, as
/// FloatingPanel's view modifiers set its environment.
public struct FloatingPanelView<Main: LabView, Content: LabView>: LabView {
  let makeCoordinator: () -> any FloatingPanelCoordinator
  let main: Main
  let content: (FloatingPanelProxy) -> Content
  var layout: FloatingPanelLayout?
  var behavior: FloatingPanelBehavior?
  var state: Binding<FloatingPanelState?> = .constant(nil)
  var contentMode = FloatingPanelController.ContentMode.static
  var contentInsetAdjustmentBehavior = FloatingPanelController.ContentInsetAdjustmentBehavior.always
  var grabberHandlePadding: CGFloat = 6
  var surfaceAppearance: SurfaceAppearance?
  var environment = EnvironmentValues()

  /// The main view's scene members.
  public var mainSceneMembers: [(String, JSONValue)] { main.mainSceneMembers }

  /// FloatingPanel's `floatingPanelLayout(_:)`: nil is the bottom layout; a new object invalidates the layout.
  public func floatingPanelLayout(_ layout: FloatingPanelLayout?) -> Self { with { $0.layout = layout } }
  /// FloatingPanel's `floatingPanelBehavior(_:)`: nil is the default behaviour.
  public func floatingPanelBehavior(_ behavior: FloatingPanelBehavior?) -> Self { with { $0.behavior = behavior } }
  /// FloatingPanel's `floatingPanelState(_:)`: a two-way binding of the state.
  public func floatingPanelState(_ state: Binding<FloatingPanelState?>) -> Self { with { $0.state = state } }
  /// FloatingPanel's `floatingPanelContentMode(_:)`.
  public func floatingPanelContentMode(_ mode: FloatingPanelController.ContentMode) -> Self { with { $0.contentMode = mode } }
  /// FloatingPanel's `floatingPanelContentInsetAdjustmentBehavior(_:)`.
  public func floatingPanelContentInsetAdjustmentBehavior(_ behavior: FloatingPanelController.ContentInsetAdjustmentBehavior) -> Self {
    with { $0.contentInsetAdjustmentBehavior = behavior }
  }
  /// FloatingPanel's `floatingPanelGrabberHandlePadding(_:)`: the grabber's distance from the interactive edge.
  public func floatingPanelGrabberHandlePadding(_ padding: CGFloat) -> Self { with { $0.grabberHandlePadding = padding } }
  /// FloatingPanel's `floatingPanelSurfaceAppearance(_:)`: the surface's corners, shadow, fill and border.
  public func floatingPanelSurfaceAppearance(_ appearance: SurfaceAppearance) -> Self { with { $0.surfaceAppearance = appearance } }
  /// Sets an environment value the coordinator's `onUpdate` reads.
  public func environment<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) -> Self { with { $0.environment[key] = value } }

  private func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

extension LabView {
  /// FloatingPanel's `floatingPanel(coordinator:onEvent:content:)`: a panel over this view.
  public func floatingPanel<T: FloatingPanelCoordinator, Content: LabView>(
    coordinator: T.Type = FloatingPanelDefaultCoordinator.self, onEvent action: ((T.Event) -> Void)? = nil,
    content: @escaping (FloatingPanelProxy) -> Content
  ) -> FloatingPanelView<Self, Content> {
    FloatingPanelView(makeCoordinator: { T(action: action ?? { _ in }) }, main: self, content: content)
  }
}

/// The bridge between a `FloatingPanelView` and its coordinator, as FloatingPanel's
/// `FloatingPanelCoordinatorProxy`: it moves the panel when the binding changes and writes the
/// panel's state back into the binding at the next model step.
final class FloatingPanelViewHost {
  let coordinator: any FloatingPanelCoordinator
  var state: Binding<FloatingPanelState?>
  /// The last binding value `update(state:)` saw, so a stale value never moves the panel back.
  private var lastKnownBindingState: FloatingPanelState?
  /// The `floatingPanelSurfaceAppearance(_:)` value last applied.
  var modifierAppearance: SurfaceAppearance?

  var controller: FloatingPanelController { coordinator.controller }

  init(coordinator: any FloatingPanelCoordinator, state: Binding<FloatingPanelState?>) {
    self.coordinator = coordinator
    self.state = state
  }

  /// FloatingPanel's rule (#680): move only to a value that differs from both the last binding
  /// value and the panel's state, without animation.
  func update(state: FloatingPanelState?) {
    defer { lastKnownBindingState = state }
    guard let state, state != lastKnownBindingState, controller.state != state else { return }
    controller.move(to: state, animated: false)
  }

  /// Layout and behaviour from the modifiers; a layout of another identity invalidates the layout.
  func update(layout: FloatingPanelLayout?, behavior: FloatingPanelBehavior?) {
    if let layout {
      if layout !== controller.layout { controller.layout = layout }
    } else if type(of: controller.layout) != FloatingPanelBottomLayout.self {
      controller.layout = FloatingPanelBottomLayout()
    }
    if let behavior {
      if behavior !== controller.behavior { controller.behavior = behavior }
    } else if type(of: controller.behavior) != FloatingPanelDefaultBehavior.self {
      controller.behavior = FloatingPanelDefaultBehavior()
    }
  }

  /// The panel's state goes into the binding at the next model step (FloatingPanel writes it from
  /// a main-actor task), starting with the current one.
  func observeStateChanges(in session: LabSession) {
    controller.stateObservers.append { [weak self, weak session] state in
      session?.atNextStep { self?.state.wrappedValue = state }
    }
    let current = controller.state
    session.atNextStep { [weak self] in self?.state.wrappedValue = current }
  }
}

extension LabSession {
  /// The controller of the panel `render` set up.
  public var renderedController: FloatingPanelController? { viewHost?.controller }

  /// Shows `view` in the session's main view, as SwiftUI renders a body: the first time it builds
  /// the scene's main view and sets up its panel; later calls update the panel from the new value
  /// (binding, layout, behaviour, settings) with `transaction`, and call the coordinator's `onUpdate`.
  public func render<Main: LabView, Content: LabView>(_ view: FloatingPanelView<Main, Content>, transaction: Transaction = Transaction()) {
    let host: FloatingPanelViewHost
    if let existing = viewHost {
      host = existing
      host.state = view.state
      // SwiftUI updates the hosted content in place: its list, and whether it is tracked, stay.
      if let content = (view.content(host.coordinator.proxy) as? PanelContentView)?.panelLabContent, content != host.controller.content {
        host.controller.replaceContent(content)
      }
      host.coordinator.onUpdate(context: FloatingPanelUpdateContext(environment: view.environment, transaction: transaction))
    } else {
      setMainView(view.mainSceneMembers)
      host = FloatingPanelViewHost(coordinator: view.makeCoordinator(), state: view.state)
      viewHost = host
      let main = LabHostingController(rootView: view.main, session: self)
      let content = LabHostingController(rootView: view.content(host.coordinator.proxy), session: nil)
      host.coordinator.setupFloatingPanel(mainHostingController: main, contentHostingController: content)
      host.observeStateChanges(in: self)
    }
    let fpc = host.controller
    if fpc.contentMode != view.contentMode { fpc.contentMode = view.contentMode }
    if fpc.contentInsetAdjustmentBehavior != view.contentInsetAdjustmentBehavior {
      fpc.contentInsetAdjustmentBehavior = view.contentInsetAdjustmentBehavior
    }
    if fpc.surfaceView.grabberHandlePadding != view.grabberHandlePadding { fpc.surfaceView.grabberHandlePadding = view.grabberHandlePadding }
    // The modifier's appearance replaces the surface view's; without it the view keeps its own
    // (PanelLab's look, or what the coordinator set), and taking the modifier away restores PanelLab's.
    if host.modifierAppearance !== view.surfaceAppearance {
      host.modifierAppearance = view.surfaceAppearance
      fpc.surfaceView.appearance = view.surfaceAppearance ?? .panelLab
    }
    host.update(state: view.state.wrappedValue)
    host.update(layout: view.layout, behavior: view.behavior)
  }
}
