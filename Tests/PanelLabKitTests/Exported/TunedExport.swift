// Tuned in PanelLab from tuned.json.
// FloatingPanel 2.x: assign `fpc.behavior = …Behavior()` and `fpc.layout = …Layout()`,
// and call `…Surface.apply(to: fpc)` for the panel's look.
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

/// The "maps" panel's surface, as tuned: `MapsSurface.apply(to: fpc)`.
enum MapsSurface {
  static func apply(to fpc: FloatingPanelController) {
    let appearance = SurfaceAppearance()
    appearance.cornerRadius = 20.0
    appearance.cornerCurve = .continuous
    let shadow1 = SurfaceAppearance.Shadow()
    shadow1.color = UIColor(red: 26 / 255, green: 43 / 255, blue: 60 / 255, alpha: 1)
    shadow1.opacity = 0.3
    shadow1.radius = 12.0
    shadow1.offset = CGSize(width: 0.0, height: 4.0)
    shadow1.spread = -2.0
    let shadow2 = SurfaceAppearance.Shadow()
    shadow2.opacity = 0.1
    shadow2.radius = 1.0
    shadow2.offset = CGSize(width: 1.0, height: 1.0)
    appearance.shadows = [shadow1, shadow2]
    appearance.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    appearance.borderColor = UIColor(red: 51 / 255, green: 102 / 255, blue: 1, alpha: 128 / 255)
    appearance.borderWidth = 1.5
    fpc.surfaceView.appearance = appearance
    fpc.surfaceView.grabberHandlePadding = 10.0
    fpc.surfaceView.grabberHandleSize = CGSize(width: 44.0, height: 6.0)
    fpc.surfaceView.containerMargins = UIEdgeInsets(top: 8.0, left: 8.0, bottom: 0.0, right: 8.0)
    fpc.surfaceView.contentPadding = UIEdgeInsets(top: 4.0, left: 0.0, bottom: 0.0, right: 0.0)
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

/// The "Maps" panel's surface, as tuned: `Maps2Surface.apply(to: fpc)`.
enum Maps2Surface {
  static func apply(to fpc: FloatingPanelController) {
    let appearance = SurfaceAppearance()
    appearance.cornerRadius = 0.0
    appearance.shadows = []
    appearance.borderColor = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
    appearance.borderWidth = 2.0
    fpc.surfaceView.appearance = appearance
    fpc.surfaceView.grabberHandle.isHidden = true
  }
}

extension Animation {
  /// The "Maps" panel's attraction after a fling, as a SwiftUI spring.
  static let maps2Attraction = Animation.spring(response: 0.4, dampingFraction: 0.5756)
}
