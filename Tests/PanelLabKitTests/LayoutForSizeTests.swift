import Foundation
import PanelCore
import PanelLabKit
import Testing

/// FloatingPanel's Maps sample in landscape: full 16 below the safe area's top, tip 69 above its
/// bottom, starting at the tip.
final class LandscapeLayout: FloatingPanelBottomLayout {
  override var initialState: FloatingPanelState { .tip }
  override var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    [.full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea), .tip: super.anchors[.tip]!]
  }
}

/// Gives the landscape layout for a view wider than tall, the bottom layout otherwise, and writes
/// down every size it is asked about.
final class RotatingDelegate: FloatingPanelControllerDelegate {
  let portrait = FloatingPanelBottomLayout()
  let landscape = LandscapeLayout()
  var askedSizes: [CGSize] = []

  func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {
    askedSizes.append(size)
    return size.width > size.height ? landscape : portrait
  }
}

/// `floatingPanel(_:layoutFor: CGSize)` is asked when the main view's size changes, as
/// FloatingPanel's `viewWillTransition(to:with:)` asks it, and its answer replays.
@Suite struct LayoutForSizeTests {
  let portraitSize = CGSize(width: 375, height: 667)
  let landscapeSize = CGSize(width: 667, height: 375)

  func rotatingPanel() -> (FloatingPanelController, RotatingDelegate) {
    let delegate = RotatingDelegate()
    let fpc = FloatingPanelController(delegate: delegate)
    fpc.layout = delegate.portrait
    fpc.addPanel(toParent: LabSession(size: portraitSize, scale: 2))
    return (fpc, delegate)
  }

  @Test func aResizeAsksTheDelegateForTheNewSizeAndItsLayoutApplies() {
    let (fpc, delegate) = rotatingPanel()
    let session = fpc.parent!
    #expect(fpc.state == .half)
    session.resize(to: landscapeSize)
    #expect(delegate.askedSizes == [landscapeSize])
    #expect(session.size == landscapeSize)
    #expect(fpc.layout === delegate.landscape)
    // Half is not anchored in landscape: the panel goes to the layout's initial state.
    #expect(fpc.state == .tip)
    #expect(fpc.surfaceLocation.y == 306, "69 above the bottom of 375")
    #expect(fpc.surfaceLocation(for: .full).y == 16)
  }

  @Test func theSameSizeAgainAsksNothingAndTurningBackKeepsAStateBothAnchor() {
    let (fpc, delegate) = rotatingPanel()
    let session = fpc.parent!
    session.resize(to: landscapeSize)
    session.resize(to: landscapeSize)
    #expect(delegate.askedSizes == [landscapeSize], "the size did not change the second time")
    session.resize(to: portraitSize)
    #expect(delegate.askedSizes == [landscapeSize, portraitSize])
    #expect(fpc.layout === delegate.portrait)
    #expect(fpc.state == .tip, "the bottom layout anchors the tip too")
    #expect(fpc.surfaceLocation.y == 598, "69 above the bottom of 667")
  }

  @Test func aDelegateWithoutTheMethodKeepsItsLayout() {
    final class Silent: FloatingPanelControllerDelegate {}
    let delegate = Silent()
    let layout = BoundsLayout()
    let fpc = panel(layout, delegate: delegate)
    let session = fpc.parent!
    session.resize(to: CGSize(width: 375, height: 500))
    #expect(fpc.layout === layout)
    #expect(fpc.state == .half)
    #expect(fpc.surfaceLocation.y == 250, "half stays 250 above the new bottom, 500")
    #expect(!session.recordingText.contains("\"type\": \"set\""), "no layout was fed")
  }

  @Test func theLayoutForTheSizeReplaysFromTheRecordingAlone() throws {
    let (fpc, delegate) = rotatingPanel()
    let session = fpc.parent!
    session.advance(by: 0.5)
    session.resize(to: landscapeSize)
    session.advance(by: 0.5)
    let full = fpc.surfaceLocation(for: .full).y
    session.drag(from: CGPoint(x: 300, y: 316), to: CGPoint(x: 300, y: 100), duration: 0.2)
    session.advance(by: 1)
    #expect(fpc.state == .full)
    #expect(fpc.surfaceLocation.y == full)
    let text = session.recordingText
    // The controller holds its delegate weakly, as FloatingPanel's does: this keeps it.
    #expect(delegate.askedSizes == [landscapeSize])
    let setLine = try #require(text.split(separator: "\n").first { $0.contains("\"type\": \"set\"") })
    let resizeLine = try #require(text.split(separator: "\n").first { $0.contains("\"type\": \"resize\"") })
    #expect(text.range(of: setLine)!.lowerBound < text.range(of: resizeLine)!.lowerBound, "the layout comes before the resize")
    let replayed = try replayedPanels(text)
    #expect(replayed.map(\.state.name) == ["full"])
    #expect(replayed.map(\.position) == [Double(full)])
  }
}
