import Foundation
import PanelLabKit
import Testing

// The SwiftUI guide's coordinators, with their UIKit-only lines replaced (docs/API.md lists each).

final class MyPanelCoordinator: FloatingPanelCoordinator {
  enum Event: Equatable {
    case willChangeState(FloatingPanelState)
    case didChangeState(FloatingPanelState)
  }
  let action: (Event) -> Void
  lazy var delegate: FloatingPanelControllerDelegate? = self
  let proxy: FloatingPanelProxy

  init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }
  func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.delegate = delegate
    controller.set(contentViewController: contentHostingController)
    controller.addPanel(toParent: mainHostingController, animated: false)
  }
  func onUpdate(context: FloatingPanelUpdateContext) {}
}

extension MyPanelCoordinator: FloatingPanelControllerDelegate {
  func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { action(.willChangeState(fpc.state)) }
  func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { action(.didChangeState(fpc.state)) }
}

final class ModalPanelCoordinator: FloatingPanelCoordinator {
  enum Event { case dismissed }
  let action: (Event) -> Void
  let proxy: FloatingPanelProxy
  lazy var delegate: FloatingPanelControllerDelegate? = nil

  init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }
  func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.set(contentViewController: contentHostingController)
    controller.isRemovalInteractionEnabled = true
    controller.delegate = self
    mainHostingController.present(controller, animated: true)
  }
  func onUpdate(context: FloatingPanelUpdateContext) {}
}

extension ModalPanelCoordinator: FloatingPanelControllerDelegate {
  func floatingPanelDidEndRemove(_ fpc: FloatingPanelController) { action(.dismissed) }
}

struct WantsFullKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
  var someCustomValue: Bool {
    get { self[WantsFullKey.self] }
    set { self[WantsFullKey.self] = newValue }
  }
}

final class EnvironmentAwarePanelCoordinator: FloatingPanelCoordinator {
  typealias Event = Void
  let action: (Event) -> Void
  let proxy: FloatingPanelProxy
  var animations: [Animation] = []

  init(action: @escaping (Event) -> Void) {
    self.action = action
    proxy = FloatingPanelProxy(controller: FloatingPanelController())
  }
  func setupFloatingPanel<Main: LabView, Content: LabView>(
    mainHostingController: LabHostingController<Main>, contentHostingController: LabHostingController<Content>
  ) {
    controller.set(contentViewController: contentHostingController)
    controller.addPanel(toParent: mainHostingController, animated: false)
  }
  func onUpdate(context: FloatingPanelUpdateContext) {
    guard context.environment.someCustomValue else { return }
    let animation = context.transaction.animation ?? .spring(response: 0.25, dampingFraction: 0.9)
    EnvironmentAwarePanelCoordinator.lastAnimation = animation
    proxy.move(to: .full, animated: true)
  }
  nonisolated(unsafe) static var lastAnimation: Animation?
}

/// A state variable and a binding to it, as `@State` gives a view.
final class StateBox {
  var value: FloatingPanelState?
  lazy var binding = Binding<FloatingPanelState?>(get: { self.value }, set: { self.value = $0 })
  init(_ value: FloatingPanelState?) { self.value = value }
}

func session() -> LabSession { LabSession(size: CGSize(width: 375, height: 667), scale: 3) }

/// How many `move` commands the session recorded.
func moves(_ s: LabSession) -> Int { s.recordingText.components(separatedBy: "\"move\"").count - 1 }

@Suite struct CoordinatorTests {
  @Test func theCustomCoordinatorReportsItsEvents() {
    var events: [MyPanelCoordinator.Event] = []
    let s = session()
    s.render(Color.blue.floatingPanel(coordinator: MyPanelCoordinator.self, onEvent: { events.append($0) }) { _ in PanelLabContent.searchList() })
    #expect(events == [.didChangeState(.half)])
    s.flingUpFromHalf()
    s.advance(by: 1)
    #expect(events == [.didChangeState(.half), .willChangeState(.half), .didChangeState(.full)])
  }

  @Test func theModalCoordinatorPresentsAndReportsTheDismissal() {
    var events: [ModalPanelCoordinator.Event] = []
    let s = session()
    s.render(TodayFeed().floatingPanel(coordinator: ModalPanelCoordinator.self, onEvent: { events.append($0) }) { _ in PanelLabContent.text(height: 420) }
      .floatingPanelLayout(SheetLikeLayout()))
    s.advance(by: 1)
    let location = y(s, full: true)
    #expect(location == 247, "presented from hidden to the content's height")
    s.drag(from: CGPoint(x: 187, y: 260), to: CGPoint(x: 187, y: 420), duration: 0.05)
    s.advance(by: 1)
    #expect(events.count == 1)
  }

  /// The location of the rendered panel's surface.
  func y(_ s: LabSession, full: Bool) -> CGFloat { s.renderedController?.surfaceLocation.y ?? -1 }

  @Test func theEnvironmentAwareCoordinatorMovesToFullOnUpdate() {
    let s = session()
    let view = TodayFeed().floatingPanel(coordinator: EnvironmentAwarePanelCoordinator.self) { _ in PanelLabContent.searchList() }
    s.render(view)
    #expect(s.renderedController?.state == .half)
    s.render(view.environment(WantsFullKey.self, true))
    #expect(EnvironmentAwarePanelCoordinator.lastAnimation == .spring(response: 0.25, dampingFraction: 0.9), "the guide's fallback")
    s.advance(by: 1)
    #expect(s.renderedController?.state == .full)
    s.render(view.environment(WantsFullKey.self, true), transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 1)))
    #expect(EnvironmentAwarePanelCoordinator.lastAnimation == .spring(response: 0.4, dampingFraction: 1))
  }
}

/// FloatingPanel's binding rules (its CoordinatorProxyTests), on the state binding.
@Suite struct StateBindingTests {
  func rendered(_ box: StateBox) -> (LabSession, FloatingPanelView<TodayFeed, PanelLabContent>) {
    let s = session()
    let view = TodayFeed().floatingPanel { _ in PanelLabContent.searchList() }.floatingPanelState(box.binding)
    s.render(view)
    return (s, view)
  }

  @Test func theSameValueMovesNothing() {
    let box = StateBox(.half)
    let (s, view) = rendered(box)
    s.render(view)
    #expect(moves(s) == 0)
  }

  @Test func aNewValueMovesWithoutAnimation() {
    let box = StateBox(.half)
    let (s, view) = rendered(box)
    box.value = .full
    s.render(view)
    #expect(moves(s) == 1)
    #expect(s.recordingText.contains("\"animated\": false"))
    #expect(s.renderedController?.state == .full)
  }

  @Test func nilMovesNothing() {
    let box = StateBox(nil)
    let (s, view) = rendered(box)
    s.render(view)
    #expect(moves(s) == 0)
    #expect(s.renderedController?.state == .half)
  }

  @Test func aStaleBindingNeverMovesThePanelBack() {
    let box = StateBox(.half)
    let (s, view) = rendered(box)
    s.flingUpFromHalf()
    #expect(s.renderedController?.state == .full)
    #expect(box.value == .half, "the write-back waits for the next model step")
    s.render(view)
    #expect(moves(s) == 0)
    #expect(s.renderedController?.state == .full)
  }

  @Test func theWrittenBackValueMovesNothingAndALaterOneMoves() {
    let box = StateBox(.half)
    let (s, view) = rendered(box)
    s.flingUpFromHalf()
    s.render(view)
    s.advance(by: 1.0 / 60)
    #expect(box.value == .full, "written back at the next step")
    s.render(view)
    #expect(moves(s) == 0)
    box.value = .tip
    s.render(view)
    #expect(moves(s) == 1)
    #expect(s.renderedController?.state == .tip)
  }

  @Test func theControllerWritesItsStateBack() {
    let box = StateBox(nil)
    let (s, _) = rendered(box)
    #expect(box.value == nil)
    s.advance(by: 1.0 / 60)
    #expect(box.value == .half, "the first value is the current state")
    s.renderedController?.move(to: .tip, animated: true)
    s.advance(by: 1)
    #expect(box.value == .tip)
  }
}
