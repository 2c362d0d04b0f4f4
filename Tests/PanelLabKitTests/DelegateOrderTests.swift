import Foundation
import PanelCore
import PanelLabKit
import Testing

/// The delegate hears FloatingPanel's calls in FloatingPanel's order (runs of `didMove` are
/// written once), and its answers change what the panel does.
@Suite struct DelegateOrderTests {
  /// The default layout's grabber band at half (333.67 at 3×).
  static let grab = CGPoint(x: 187, y: 345)

  @Test func aSlowDragSpringsBackToItsState() {
    let log = CallLog()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    fpc.parent!.drag(from: Self.grab, to: CGPoint(x: 187, y: 300), duration: 0.5)
    fpc.parent!.advance(by: 1)
    #expect(log.calls == [
      "shouldBeginDragging", "willBeginDragging", "didMove", "willEndDragging(half)", "didEndDragging(true)",
      "willBeginAttracting(half)", "didChangeState(half)", "didMove", "didEndAttracting",
    ])
    #expect(fpc.state == .half)
    #expect(fpc.surfaceLocation == fpc.surfaceLocation(for: .half))
  }

  @Test func aFlingUpGoesToFull() {
    let log = CallLog()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    fpc.parent!.drag(from: Self.grab, to: CGPoint(x: 187, y: 245), duration: 0.1)
    #expect(fpc.isAttracting)
    #expect(fpc.state == .full, "the state is set when the attraction starts")
    fpc.parent!.advance(by: 1)
    #expect(log.calls == [
      "shouldBeginDragging", "willBeginDragging", "didMove", "willEndDragging(full)", "didEndDragging(true)",
      "willBeginAttracting(full)", "didChangeState(full)", "didMove", "didEndAttracting",
    ])
    #expect(!fpc.isAttracting)
    #expect(fpc.surfaceLocation.y == 18)
  }

  @Test func willEndDraggingChangesTheTargetThroughItsPointer() {
    let log = CallLog()
    log.redirect = .tip
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    fpc.parent!.drag(from: Self.grab, to: CGPoint(x: 187, y: 245), duration: 0.1)
    fpc.parent!.advance(by: 1)
    #expect(log.calls.contains("willEndDragging(full)"))
    #expect(log.calls.contains("willBeginAttracting(tip)"))
    #expect(fpc.state == .tip)
    #expect(fpc.surfaceLocation.y == 598)
  }

  @Test func shouldBeginDraggingVetoesTheDrag() {
    let log = CallLog()
    log.allowDrag = false
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    let before = fpc.surfaceLocation
    log.calls = []
    fpc.parent!.drag(from: Self.grab, to: CGPoint(x: 187, y: 245), duration: 0.3)
    fpc.parent!.advance(by: 1)
    #expect(log.calls.allSatisfy { $0 == "shouldBeginDragging" } && !log.calls.isEmpty, "\(log.calls)")
    #expect(fpc.surfaceLocation == before)
    #expect(fpc.state == .half)
  }

  @Test func aLaterYesStartsTheDragWhereTheFingerIs() {
    final class AllowLater: FloatingPanelControllerDelegate {
      var asked = 0
      func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
        asked += 1
        return asked > 3
      }
    }
    let delegate = AllowLater()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: delegate)
    let session = fpc.parent!
    session.press(at: Self.grab)
    for step in 1...10 {
      session.advance(by: 1.0 / 60)
      session.move(to: CGPoint(x: 187, y: 345 - Double(step) * 10))
    }
    #expect(delegate.asked == 4)
    // Refused for the first three moves past the slop, then the panel follows from there on.
    let moved = y(fpc, .half) - fpc.surfaceLocation.y
    #expect(moved > 0 && moved < 100, "moved \(moved)")
  }

  @Test func aFastSwipeDownRemovesTheRemovablePanel() {
    let log = CallLog()
    let fpc = removablePanel(delegate: log)
    let session = fpc.parent!
    log.calls = []
    session.swipeDown()
    session.advance(by: 1)
    #expect(log.calls == [
      "shouldBeginDragging", "willBeginDragging", "didMove", "shouldRemove", "willRemove", "didChangeState(hidden)",
      "didMove", "didRemove",
    ])
    #expect(fpc.parent == nil)
    #expect(fpc.state == .hidden)
  }

  @Test func shouldRemoveCanRefuseTheRemoval() {
    let log = CallLog()
    log.removal = false
    let fpc = removablePanel(delegate: log)
    let session = fpc.parent!
    session.swipeDown()
    session.advance(by: 1)
    #expect(!log.calls.contains("willRemove"))
    #expect(log.calls.contains("willEndDragging(half)"))
    #expect(fpc.parent === session)
    #expect(fpc.state == .half)
  }

  @Test func shouldRemoveCanRemoveASlowSwipe() {
    let log = CallLog()
    log.removal = true
    let fpc = removablePanel(delegate: log)
    fpc.parent!.drag(from: CGPoint(x: 187, y: 550), to: CGPoint(x: 187, y: 570), duration: 1)
    fpc.parent!.advance(by: 1)
    #expect(log.calls.contains("didRemove"))
    #expect(fpc.parent == nil)
  }

  @Test func moveAnimatedAttractsAndCompletes() {
    let log = CallLog()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    var completed = false
    fpc.move(to: .full, animated: true) { completed = true }
    #expect(log.calls == ["willBeginAttracting(full)", "didChangeState(full)"])
    #expect(!completed)
    fpc.parent!.advance(by: 1)
    #expect(log.calls == ["willBeginAttracting(full)", "didChangeState(full)", "didMove", "didEndAttracting"])
    #expect(completed)
    #expect(fpc.surfaceLocation.y == 18)
  }

  @Test func moveWithoutAnimationIsThereAtOnce() {
    let log = CallLog()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    fpc.move(to: .tip, animated: false)
    #expect(fpc.state == .tip)
    #expect(fpc.surfaceLocation.y == 598)
    #expect(log.calls == ["didChangeState(tip)", "didMove"])
    #expect(fpc.nearbyState == .tip)
  }

  @Test func removePanelFromParentHidesThenRemoves() {
    let log = CallLog()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    log.calls = []
    var done = false
    fpc.removePanelFromParent(animated: true) { done = true }
    #expect(log.calls == ["willRemove", "didChangeState(hidden)"])
    fpc.parent?.advance(by: 1)
    #expect(log.calls == ["willRemove", "didChangeState(hidden)", "didMove", "didRemove"])
    #expect(done && fpc.parent == nil)
  }

  @Test func aSkippingBehaviourFlingsFromTipToFull() {
    let fpc = panel(FloatingPanelBottomLayout())
    fpc.move(to: .tip, animated: false)
    fpc.parent!.drag(from: CGPoint(x: 187, y: 605), to: CGPoint(x: 187, y: 505), duration: 0.05)
    fpc.parent!.advance(by: 1)
    #expect(fpc.state == .half, "by default a fling stops at the next state")
    let skipping = panel(FloatingPanelBottomLayout())
    skipping.behavior = SkippingBehavior()
    skipping.move(to: .tip, animated: false)
    skipping.parent!.drag(from: CGPoint(x: 187, y: 605), to: CGPoint(x: 187, y: 505), duration: 0.05)
    skipping.parent!.advance(by: 1)
    #expect(skipping.state == .full)
  }

  @Test func aPairsOwnRedirectionalProgressDecides() {
    final class Eager: FloatingPanelBehavior {
      func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
        from == .half && to == .full ? 0.05 : 0.5
      }
    }
    // A slow, short drag up from half: by default it springs back; an eager pair switches.
    for (behavior, expected) in [(FloatingPanelDefaultBehavior() as FloatingPanelBehavior, FloatingPanelState.half), (Eager(), .full)] {
      let fpc = panel(FloatingPanelBottomLayout())
      fpc.behavior = behavior
      fpc.parent!.drag(from: Self.grab, to: CGPoint(x: 187, y: 300), duration: 0.5)
      fpc.parent!.advance(by: 1)
      #expect(fpc.state == expected)
    }
  }

  @Test func aNewLayoutKeepsTheStateItStillAnchorsAndLeavesOneItDoesNot() {
    let fpc = panel(FloatingPanelBottomLayout(), content: .text(height: 420))
    fpc.parent!.advance(by: 0.1)
    fpc.move(to: .tip, animated: false)
    fpc.layout = BoundsLayout()
    #expect(fpc.state == .tip)
    #expect(fpc.surfaceLocation.y == 607)
    fpc.layout = ContentSizedLayout()
    #expect(fpc.state == .full, "tip has no anchor in the new layout: its initial state")
    #expect(fpc.surfaceLocation.y == 247)
  }

  @Test func moveAnimatedOnTheLowerOfTwoStackedPanelsAttractsLikeTheUpperOne() {
    for setup in ["fresh", "after a drag of the upper", "while the upper attracts", "while the lower shows"] {
      let lowerLog = CallLog()
      let upperLog = CallLog()
      let session = LabSession(size: CGSize(width: 375, height: 667), scale: 3)
      let lower = FloatingPanelController(delegate: lowerLog)
      lower.addPanel(toParent: session, animated: setup == "while the lower shows")
      let upper = FloatingPanelController(delegate: upperLog)
      upper.layout = QuartersLayout()
      upper.addPanel(toParent: session)
      switch setup {
      case "after a drag of the upper":
        let top = upper.surfaceLocation.y
        session.drag(from: CGPoint(x: 187, y: top + 10), to: CGPoint(x: 187, y: top - 60), duration: 0.2)
        session.advance(by: 1)
      case "while the upper attracts":
        upper.move(to: .tip, animated: true)
        session.advance(by: 0.05)
      case "while the lower shows":
        session.advance(by: 0.1)
      default: break
      }
      lowerLog.calls = []
      lower.move(to: .full, animated: true)
      #expect(lowerLog.calls == ["willBeginAttracting(full)", "didChangeState(full)"], "\(setup)")
      session.advance(by: 1)
      #expect(lowerLog.calls == ["willBeginAttracting(full)", "didChangeState(full)", "didMove", "didEndAttracting"], "\(setup)")
      #expect(!upperLog.calls.contains { $0.hasPrefix("willBeginAttracting(full") }, "the upper panel is not moved: \(setup)")
      #expect(lower.surfaceLocation == lower.surfaceLocation(for: .full))
      // And the upper one the same way.
      upperLog.calls = []
      upper.move(to: .oneQuarter, animated: true)
      session.advance(by: 1)
      #expect(upperLog.calls == ["willBeginAttracting(oneQuarter)", "didChangeState(oneQuarter)", "didMove", "didEndAttracting"], "\(setup)")
    }
  }

  @Test func aDelegateCalledDuringAnAdvanceReadsThatFramesTimeAndItsCallsRecordThere() throws {
    final class Clocked: FloatingPanelControllerDelegate {
      var endedAt: TimeInterval?
      func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) {
        endedAt = fpc.parent?.time
        fpc.move(to: .tip, animated: false)
      }
    }
    let delegate = Clocked()
    let fpc = panel(FloatingPanelBottomLayout(), delegate: delegate)
    let session = fpc.parent!
    session.advance(by: 0.25)
    fpc.move(to: .full, animated: true)
    session.advance(by: 2)
    let ended = try #require(delegate.endedAt)
    #expect(ended > 0.3 && ended < 1.5, "the attraction ends during the advance, not at its start: \(ended)")
    #expect(abs(ended * 60 - (ended * 60).rounded()) < 1e-3, "on the 60 Hz frame grid: \(ended)")
    #expect(session.time == 2.25)
    let recording = try Recording.parse(session.recordingText)
    let tip = try #require(recording.inputs.map(\.input).first { input in
      if case .command(_, let json) = input.event { return json["move"]?.string == "tip" }
      return false
    })
    #expect(Double(tip.time) / 1_000_000 == ended, "the delegate's move is an input at the frame it was called in")
    // A replay attracts to full before it moves to tip, as the session did.
    var replayer = try Replayer(recording, fps: 60, scale: 3)
    var attracted = false
    while let output = try replayer.next() {
      if case .event(let e) = output, let event = e.event as? PanelModel.Event, case .didEndAttracting = event { attracted = true }
    }
    #expect(attracted)
    #expect(replayer.scene.components(PanelModel.self).first?.state.name == "tip")
  }
}
