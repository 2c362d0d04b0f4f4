// Tuned in PanelLab from tuned.json.
// FloatingPanel 2.x: assign `fpc.behavior = …Behavior()` and `fpc.layout = …Layout()`.
// The same file builds into an iOS app and, through PanelLabKit, into a PanelLab prototype.
#if canImport(FloatingPanel)
import FloatingPanel
import SwiftUI
import UIKit
#else
import PanelLabKit
#endif

extension FloatingPanelState {
  static let lastQuarter = FloatingPanelState(rawValue: "last quarter", order: 750)
}

/// How the "maps" panel moves, as tuned. With it, set on the controller:
/// `fpc.isRemovalInteractionEnabled = true`,
/// `fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false`.
final class MapsBehavior: FloatingPanelBehavior {
  let springDecelerationRate: CGFloat = 0.995
  let springResponseTime: CGFloat = 0.55
  let momentumProjectionRate: CGFloat = 0.998
  let removalInteractionVelocityThreshold: CGFloat = 5.5

  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
    false
  }

  func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
    0.5
  }

  func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
    [.top].contains { edge.contains($0) }
  }
}

/// Where the "maps" panel rests, as tuned.
final class MapsLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .lastQuarter
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 18.0, edge: .top, referenceGuide: .safeArea),
    .lastQuarter: FloatingPanelLayoutAnchor(fractionalInset: 0.25, edge: .bottom, referenceGuide: .superview),
    .tip: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 10.0, referenceGuide: .safeArea),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    switch state {
    case .full: return 0.3
    case .lastQuarter: return 0.2
    default: return 0.0
    }
  }
}

extension Animation {
  /// The "maps" panel's attraction after a fling, as a SwiftUI spring.
  static let mapsAttraction = Animation.spring(response: 0.55, dampingFraction: 0.4388)
}

/// How the "Maps" panel moves, as tuned. With it, set on the controller:
/// `fpc.isRemovalInteractionEnabled = false`,
/// `fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false`.
final class Maps2Behavior: FloatingPanelBehavior {
  let springDecelerationRate: CGFloat = 0.991
  let springResponseTime: CGFloat = 0.4
  let momentumProjectionRate: CGFloat = 0.998
  let removalInteractionVelocityThreshold: CGFloat = 5.5

  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
    false
  }

  func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
    0.5
  }

  func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
    false
  }
}

/// Where the "Maps" panel rests, as tuned.
final class Maps2Layout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .top
  let initialState: FloatingPanelState = .full
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 120.0, edge: .bottom, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.4, edge: .top, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 44.0, edge: .top, referenceGuide: .safeArea),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    switch state {
    case .full: return 0.3
    default: return 0.0
    }
  }
}

extension Animation {
  /// The "Maps" panel's attraction after a fling, as a SwiftUI spring.
  static let maps2Attraction = Animation.spring(response: 0.4, dampingFraction: 0.5756)
}
