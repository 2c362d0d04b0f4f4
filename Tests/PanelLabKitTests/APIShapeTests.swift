import Foundation
import PanelLabKit
import Testing

/// The rules FloatingPanel user code relies on: states equal by name, defaults that dispatch.
@Suite struct APIShapeTests {
  @Test func statesCompareByName() {
    #expect(FloatingPanelState(rawValue: "half", order: 1) == .half)
    #expect(Set([FloatingPanelState.half, FloatingPanelState(rawValue: "half")!]).count == 1)
    #expect(FloatingPanelState(rawValue: "custom")?.order == 0)
    #expect([FloatingPanelState.full, .half, .tip, .hidden].map(\.order) == [1000, 500, 100, 0])
    #expect(FloatingPanelState.threeQuarters.order == 750)
  }

  @Test func aLayoutsOwnBackdropAlphaIsTheOneUsed() {
    let layout: FloatingPanelLayout = FractionLayout()
    #expect(layout.backdropAlpha(for: .half) == 0.6)
    #expect(BoundsLayout().backdropAlpha(for: .full) == 0.3)
    #expect(BoundsLayout().backdropAlpha(for: .half) == 0)
  }

  @Test func behaviourDefaultsAreFloatingPanels() {
    let fpc = FloatingPanelController()
    for behavior in [FloatingPanelDefaultBehavior(), SkippingBehavior()] as [FloatingPanelBehavior] {
      #expect(behavior.springDecelerationRate == 0.991)
      #expect(behavior.springResponseTime == 0.4)
      #expect(behavior.momentumProjectionRate == 0.998)
      #expect(behavior.redirectionalProgress(fpc, from: .half, to: .full) == 0.5)
      #expect(behavior.allowsRubberBanding(for: .bottom) == false)
      #expect(behavior.removalInteractionVelocityThreshold == 5.5)
    }
    #expect(FloatingPanelDefaultBehavior().shouldProjectMomentum(fpc, to: .full) == false)
    #expect((SkippingBehavior() as FloatingPanelBehavior).shouldProjectMomentum(fpc, to: .full) == true)
  }

  @Test func aControllerBeforeItIsAddedIsHidden() {
    let fpc = FloatingPanelController()
    #expect(fpc.state == .hidden)
    #expect(fpc.parent == nil)
    #expect(fpc.layout is FloatingPanelBottomLayout)
  }

  @Test func edgeSetsAndVectors() {
    #expect(UIRectEdge.all.contains(.left))
    #expect(!UIRectEdge.top.contains(.bottom))
    #expect(CGVector(dx: 1, dy: 2) != .zero)
    #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).right == 4)
  }
}

/// The clock and random source a program's code gets from its session.
@Suite struct SessionDeterminismTests {
  @Test func theClockIsSessionTime() {
    let s = LabSession(size: CGSize(width: 375, height: 667))
    let start = s.date
    s.advance(by: 1.5)
    #expect(s.date.timeIntervalSince(start) == 1.5)
    #expect(start == LabSession(size: CGSize(width: 200, height: 300)).date, "every session starts at the same moment")
  }

  @Test func theRandomSourceRepeatsPerSeed() {
    let a = LabSession(size: CGSize(width: 375, height: 667), seed: 7)
    let b = LabSession(size: CGSize(width: 375, height: 667), seed: 7)
    let c = LabSession(size: CGSize(width: 375, height: 667), seed: 8)
    let drawsA = (0..<8).map { _ in Int.random(in: 0..<1000, using: &a.random) }
    let drawsB = (0..<8).map { _ in Int.random(in: 0..<1000, using: &b.random) }
    let drawsC = (0..<8).map { _ in Int.random(in: 0..<1000, using: &c.random) }
    #expect(drawsA == drawsB)
    #expect(drawsA != drawsC)
  }
}
