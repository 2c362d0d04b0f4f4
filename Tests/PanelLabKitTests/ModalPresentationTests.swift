import Foundation
import PanelCore
import PanelLabKit
import Testing

/// A panel presented modally, as FloatingPanel's `showPanelModal` sample presents one: the modal
/// transition shows and hides it with FloatingPanel's default animator, the backdrop's tap to
/// dismiss is off until enabled, and a removal dismisses it with `floatingPanelDidRemove`.
@Suite struct ModalPresentationTests {
  /// The sample's set-up: a panel as tall as its content (420 of 667 points), backdrop 0.3.
  static func presented(tap: Bool, animated: Bool = false, log: CallLog, completion: (() -> Void)? = nil) -> (LabSession, FloatingPanelController) {
    let session = LabSession(size: CGSize(width: 375, height: 667), scale: 3)
    let fpc = FloatingPanelController(delegate: log)
    fpc.layout = SheetLikeLayout()
    fpc.set(content: .text(title: "Modal", height: 420))
    fpc.isRemovalInteractionEnabled = true
    fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = tap
    session.present(fpc, animated: animated, completion: completion)
    return (session, fpc)
  }

  /// When FloatingPanel's default animator (0.25 s response) comes to rest moving `from` → `to`, in
  /// the session's 60 Hz frames.
  static func transitionEnd(from: CGFloat, to: CGFloat, start: TimeInterval) -> TimeInterval {
    let spring = SpringMotion(
      from: Double(from), velocity: 0, to: Double(to), parameters: PanelModel.transitionSpring, at: 0,
      positionTolerance: 1.0 / 3, velocityTolerance: 60.0 / 3)
    return start + (Double(spring.settleTime) / 1_000_000 * 60).rounded(.up) / 60
  }

  @Test func theBackdropTapIsOffByDefaultAsInFloatingPanel() {
    let log = CallLog()
    let (session, fpc) = Self.presented(tap: false, log: log)
    #expect(!fpc.backdropView.dismissalTapGestureRecognizer.isEnabled)
    log.calls = []
    session.press(at: CGPoint(x: 187, y: 100))
    session.release(at: CGPoint(x: 187, y: 100))
    session.advance(by: 1)
    #expect(log.calls == [], "the backdrop still blocks the feed, but a tap does nothing")
    #expect(fpc.parent != nil && fpc.state == .full)
  }

  @Test func aTapOnTheBackdropDismissesThePresentedPanel() throws {
    let log = CallLog()
    let (session, fpc) = Self.presented(tap: true, log: log)
    #expect(fpc.surfaceLocation.y == 247, "667 less the content's 420")
    log.calls = []
    session.press(at: CGPoint(x: 187, y: 100))
    session.release(at: CGPoint(x: 187, y: 100))
    #expect(log.calls == ["willRemove", "didChangeState(hidden)"], "the dismissal starts at the tap")
    #expect(fpc.parent != nil, "still on its way out")
    session.advance(by: 1)
    #expect(log.calls == ["willRemove", "didChangeState(hidden)", "didMove", "didRemove"])
    #expect(fpc.parent == nil)
    // The recording carries the enabled tap in its header and replays the dismissal on its own.
    #expect(try Recording.parse(session.recordingText).scene.value(at: "main.panels[0].backdropTapToDismiss")?.bool == true)
    #expect(try replayedPanels(session.recordingText).allSatisfy { $0.isRemoved || $0.state == .hidden })
  }

  @Test func aTapOnTheSurfaceOrAClearBackdropDismissesNothing() {
    let log = CallLog()
    let (session, fpc) = Self.presented(tap: true, log: log)
    session.press(at: CGPoint(x: 187, y: 400))
    session.release(at: CGPoint(x: 187, y: 400))
    session.advance(by: 1)
    #expect(fpc.parent != nil, "a tap on the surface is the content's")
    // A layout with no backdrop at its state: UIKit's hit test skips a view with alpha 0.
    fpc.layout = FloatingPanelBottomLayout()
    fpc.move(to: .half, animated: false)
    session.press(at: CGPoint(x: 187, y: 100))
    session.release(at: CGPoint(x: 187, y: 100))
    session.advance(by: 1)
    #expect(fpc.parent != nil && fpc.state == .half)
  }

  @Test func enablingTheTapMidSessionAppliesAtOnce() {
    let log = CallLog()
    let (session, fpc) = Self.presented(tap: false, log: log)
    session.advance(by: 0.5)
    fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
    session.press(at: CGPoint(x: 187, y: 100))
    session.release(at: CGPoint(x: 187, y: 100))
    session.advance(by: 1)
    #expect(fpc.parent == nil)
    #expect(log.calls.contains("didRemove"))
  }

  @Test func anAnimatedPresentationShowsWithThePresentingAnimatorAndCompletesAtRest() {
    let log = CallLog()
    var doneAt: TimeInterval?
    var session: LabSession!
    let (s, fpc) = Self.presented(tap: false, animated: true, log: log) { doneAt = session.time }
    session = s
    #expect(fpc.state == .full, "the state is set as the transition starts")
    let hidden = fpc.surfaceLocation(for: .hidden).y
    #expect(fpc.surfaceLocation.y == hidden, "from hidden")
    #expect(log.calls == ["didChangeState(full)"])
    session.advance(by: 0.1)
    #expect(fpc.surfaceLocation.y > 247 && fpc.surfaceLocation.y < hidden)
    #expect(doneAt == nil)
    session.advance(by: 1)
    #expect(fpc.surfaceLocation.y == 247)
    #expect(doneAt == Self.transitionEnd(from: hidden, to: 247, start: 0))
  }

  @Test func aPresentationWithoutAnimationShowsAtOnce() {
    let log = CallLog()
    var done = false
    let (_, fpc) = Self.presented(tap: false, log: log) { done = true }
    #expect(done && fpc.state == .full && fpc.surfaceLocation.y == 247)
  }

  @Test func dismissHidesWithTheDismissingAnimatorAndNoRemovalCalls() throws {
    let log = CallLog()
    let (session, fpc) = Self.presented(tap: false, log: log)
    session.advance(by: 0.5)
    log.calls = []
    var doneAt: TimeInterval?
    fpc.dismiss(animated: true) { doneAt = session.time }
    #expect(fpc.state == .hidden)
    let hidden = fpc.surfaceLocation(for: .hidden).y
    session.advance(by: 0.1)
    #expect(fpc.surfaceLocation.y > 247 && fpc.surfaceLocation.y < hidden, "on its way down")
    session.advance(by: 1)
    #expect(log.calls == ["didChangeState(hidden)", "didMove"], "FloatingPanel's dismiss sends no willRemove or didRemove")
    #expect(fpc.parent == nil)
    #expect(doneAt == Self.transitionEnd(from: 247, to: hidden, start: 0.5))
    #expect(try replayedPanels(session.recordingText).isEmpty)
  }

  @Test func dismissOfAnAddedPanelRemovesItFromItsParent() {
    let log = CallLog()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    fpc.dismiss(animated: false)
    #expect(log.calls == ["willRemove", "didChangeState(hidden)", "didMove", "didRemove"])
    #expect(fpc.parent == nil)
  }
}
