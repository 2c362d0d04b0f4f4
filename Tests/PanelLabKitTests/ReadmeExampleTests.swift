import PanelLabKit
import Testing

// The README's "Your own Swift code" example, word for word: a layout, a delegate, a test.

class SearchLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.4, edge: .bottom, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 80, edge: .bottom, referenceGuide: .safeArea),
  ]
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.4 : 0 }
}

/// A hard fling down from full goes straight to the tip (FloatingPanel's rule stops at half).
class FlingToTip: FloatingPanelControllerDelegate {
  var states: [FloatingPanelState] = []
  func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
  ) {
    if fpc.state == .full && velocity.y > 2000 { targetState.pointee = .tip }
  }
  func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { states.append(fpc.state) }
}

@Test func aHardFlingFromFullGoesToTheTip() throws {
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
  let delegate = FlingToTip()
  let fpc = FloatingPanelController(delegate: delegate)
  fpc.layout = SearchLayout()
  fpc.addPanel(toParent: session)
  fpc.move(to: .full, animated: false)
  let top = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: top + 10), to: CGPoint(x: 195, y: top + 400), duration: 0.1)
  session.advance(by: 1)
  #expect(fpc.state == .tip)
  #expect(delegate.states == [.half, .full, .tip])
  try session.save(to: FileManager.default.temporaryDirectory.appendingPathComponent("fling-\(getpid()).plrec").path)
}
