// SearchPanel.swift: one file in the iOS app's target and in the PanelLab prototype's.
#if canImport(FloatingPanel)
import FloatingPanel
import UIKit
#else
import PanelLabKit
#endif

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
