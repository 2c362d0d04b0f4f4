import Foundation
import PanelLabKit
import Testing

/// Surface positions of FloatingPanel's sample and test layouts in its 375×667 test container, at
/// the values FloatingPanel gives them, right after `addPanel(toParent:)` with no time passing.
@Suite struct LayoutPositionTests {
  static let notched = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 34)

  @Test(arguments: [2.0, 3.0])
  func boundsLayoutIgnoresTheSafeArea(scale: Double) {
    for insets in [UIEdgeInsets.zero, Self.notched] {
      let fpc = panel(BoundsLayout(), insets: insets, scale: scale)
      #expect([y(fpc, .full), y(fpc, .half), y(fpc, .tip), y(fpc, .hidden)] == [20, 417, 607, 767])
      #expect(fpc.state == .half)
      #expect(fpc.surfaceLocation == fpc.surfaceLocation(for: .half))
    }
  }

  @Test(arguments: [2.0, 3.0])
  func boundsLayoutOnTheSafeAreaMovesFullDown(scale: Double) {
    let fpc = panel(BoundsLayout(guide: .safeArea), insets: Self.notched, scale: scale)
    #expect([y(fpc, .full), y(fpc, .half), y(fpc, .tip), y(fpc, .hidden)] == [84, 417, 607, 767])
  }

  @Test(arguments: [2.0, 3.0])
  func topDownLayout(scale: Double) {
    let plain = panel(TopDownLayout(), insets: Self.notched, scale: scale)
    #expect([y(plain, .full), y(plain, .half), y(plain, .tip), y(plain, .hidden)] == [667, 250, 60, -100])
    let safe = panel(TopDownLayout(guide: .safeArea), insets: Self.notched, scale: scale)
    #expect([y(safe, .full), y(safe, .half), y(safe, .tip), y(safe, .hidden)] == [667, 314, 124, -100])
  }

  @Test func defaultLayoutRoundsHalfToPixels() {
    let at3 = panel(FloatingPanelBottomLayout(), scale: 3)
    #expect(y(at3, .full) == 18)
    #expect(abs(y(at3, .half) - 333.6666666666667) < 1e-9)
    #expect(y(at3, .tip) == 598)
    let at2 = panel(FloatingPanelBottomLayout(), scale: 2)
    #expect(y(at2, .half) == 333.5)
  }

  @Test(arguments: [2.0, 3.0])
  func safeAreaTopPanel(scale: Double) {
    let notched = panel(SafeTopLayout(), insets: Self.notched, scale: scale)
    #expect(notched.state == .full)
    #expect([y(notched, .full), y(notched, .half), y(notched, .tip)] == [579, 280, 108])
    let plain = panel(SafeTopLayout(), scale: scale)
    #expect([y(plain, .full), y(plain, .half), y(plain, .tip)] == [579, 216, 44])
    // A top panel's location is its bottom-left corner.
    #expect(notched.surfaceLocation == CGPoint(x: 0, y: 579))
  }

  @Test(arguments: [2.0, 3.0])
  func intrinsicAnchorsMeasureTheContent(scale: Double) {
    let content = PanelLabContent.text(height: 420)
    let removable = panel(DismissableLayout(), scale: scale, content: content)
    #expect([y(removable, .full), y(removable, .half)] == [247, 537])
    #expect(panel(SheetLikeLayout(), scale: scale, content: content).surfaceLocation.y == 247)
    #expect(panel(SheetLikeLayout(offset: 42), scale: scale, content: content).surfaceLocation.y == 289)
    let sized = panel(ContentSizedLayout(), scale: scale, content: content)
    #expect(sized.state == .full)
    #expect(sized.surfaceLocation.y == 247)
  }

  @Test func fractionalModalLayout() {
    #expect(y(panel(FractionLayout(), scale: 2), .full) == 0)
    #expect(y(panel(FractionLayout(), scale: 2), .half) == 333.5)
    #expect(abs(y(panel(FractionLayout(), scale: 3), .half) - 333.6666666666667) < 1e-9)
  }

  @Test func quarterStates() {
    let at3 = panel(QuartersLayout(), scale: 3)
    let positions3 = [FloatingPanelState.full, .threeQuarters, .half, .oneQuarter, .tip].map { y(at3, $0) }
    for (got, want) in zip(positions3, [0, 166.66666666666666, 333.6666666666667, 500.3333333333333, 647]) {
      #expect(abs(got - want) < 1e-9, "\(positions3)")
    }
    let at2 = panel(QuartersLayout(), scale: 2)
    #expect([FloatingPanelState.full, .threeQuarters, .half, .oneQuarter, .tip].map { y(at2, $0) } == [0, 167, 333.5, 500.5, 647])
  }
}
