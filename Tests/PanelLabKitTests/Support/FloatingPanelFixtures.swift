import Foundation
import PanelLabKit

// Layouts and behaviours written as FloatingPanel user code is written (plain classes,
// custom states as `static let`), covering the cases of its sample and test layouts.

extension FloatingPanelState {
  static let threeQuarters = FloatingPanelState(rawValue: "threeQuarters", order: 750)
  static let oneQuarter = FloatingPanelState(rawValue: "oneQuarter", order: 250)
}

/// FloatingPanel's `TestLayout` and `Top2BottomTestLayout` geometry: half 250 and tip 60 from
/// the panel's own edge, full `fullInset` from the far one, starting at half.
class InsetLayout: FloatingPanelLayout {
  let guide: FloatingPanelLayoutReferenceGuide
  let position: FloatingPanelPosition
  let fullInset: CGFloat
  var initialState: FloatingPanelState { .half }
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    let (near, far): (FloatingPanelReferenceEdge, FloatingPanelReferenceEdge) = position == .bottom ? (.bottom, .top) : (.top, .bottom)
    return [
      .full: FloatingPanelLayoutAnchor(absoluteInset: fullInset, edge: far, referenceGuide: guide),
      .half: FloatingPanelLayoutAnchor(absoluteInset: 250, edge: near, referenceGuide: guide),
      .tip: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: near, referenceGuide: guide),
    ]
  }
  init(position: FloatingPanelPosition, fullInset: CGFloat, guide: FloatingPanelLayoutReferenceGuide) {
    self.position = position
    self.fullInset = fullInset
    self.guide = guide
  }
}

/// A bottom panel on the view's bounds: full 20 from the top, half 250 and tip 60 from the bottom.
final class BoundsLayout: InsetLayout {
  init(guide: FloatingPanelLayoutReferenceGuide = .superview) { super.init(position: .bottom, fullInset: 20, guide: guide) }
}

/// A top panel whose full state reaches the bottom edge.
final class TopDownLayout: InsetLayout {
  init(guide: FloatingPanelLayoutReferenceGuide = .superview) { super.init(position: .top, fullInset: 0, guide: guide) }
}

/// A top panel against the safe area, starting full.
class SafeTopLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .top
  let initialState: FloatingPanelState = .full
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 88, edge: .bottom, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(absoluteInset: 216, edge: .top, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 44, edge: .top, referenceGuide: .safeArea),
  ]
}

/// A removable panel: full is the content's own height, half 130 above the safe area's bottom.
class DismissableLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(absoluteInset: 130, edge: .bottom, referenceGuide: .safeArea),
  ]
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.3 }
}

/// A modal panel as tall as its content, less `offset` points.
class SheetLikeLayout: FloatingPanelLayout {
  let offset: CGFloat
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .full
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    [.full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: offset, referenceGuide: .safeArea)]
  }
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.3 }
  init(offset: CGFloat = 0) { self.offset = offset }
}

/// A modal panel on fractions of the bounds, with its own backdrop.
class FractionLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    [
      .full: FloatingPanelLayoutAnchor(fractionalInset: 0, edge: .top, referenceGuide: .superview),
      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .superview),
    ]
  }
  func backdropAlpha(for _: FloatingPanelState) -> CGFloat { 0.6 }
}

/// The default bottom layout with quarter states between its anchors.
class QuartersLayout: FloatingPanelBottomLayout {
  override var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    [
      .full: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .safeArea),
      .threeQuarters: FloatingPanelLayoutAnchor(fractionalInset: 0.75, edge: .bottom, referenceGuide: .safeArea),
      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
      .oneQuarter: FloatingPanelLayoutAnchor(fractionalInset: 0.25, edge: .bottom, referenceGuide: .safeArea),
      .tip: FloatingPanelLayoutAnchor(absoluteInset: 20, edge: .bottom, referenceGuide: .safeArea),
    ]
  }
}

/// Starts at full, with only a content-sized state.
class ContentSizedLayout: FloatingPanelBottomLayout {
  override var initialState: FloatingPanelState { .full }
  override var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    [.full: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0, referenceGuide: .safeArea)]
  }
}

/// Lets a fling skip states.
class SkippingBehavior: FloatingPanelBehavior {
  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool { true }
}

/// Writes down every delegate call, in order, and answers as it is told.
final class CallLog: FloatingPanelControllerDelegate {
  var calls: [String] = []
  var lastState: FloatingPanelState = .hidden
  var allowDrag = true
  var redirect: FloatingPanelState?
  var removal: Bool?

  func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
    lastState = fpc.state
    calls.append("didChangeState(\(fpc.state))")
  }
  func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool {
    calls.append("shouldBeginDragging")
    return allowDrag
  }
  func floatingPanelDidMove(_ fpc: FloatingPanelController) {
    if calls.last != "didMove" { calls.append("didMove") }
  }
  func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { calls.append("willBeginDragging") }
  func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
  ) {
    calls.append("willEndDragging(\(targetState.pointee))")
    if let redirect { targetState.pointee = redirect }
  }
  func floatingPanelDidEndDragging(_ fpc: FloatingPanelController, willAttract attract: Bool) {
    calls.append("didEndDragging(\(attract))")
  }
  func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
    calls.append("willBeginAttracting(\(state))")
  }
  func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { calls.append("didEndAttracting") }
  func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector) -> Bool {
    calls.append("shouldRemove")
    return removal ?? fpc.passesDefaultRemoval(velocity)
  }
  func floatingPanelWillRemove(_ fpc: FloatingPanelController) { calls.append("willRemove") }
  func floatingPanelDidRemove(_ fpc: FloatingPanelController) { calls.append("didRemove") }
}

extension FloatingPanelController {
  /// The default removal answer, as the protocol's default gives it.
  func passesDefaultRemoval(_ v: CGVector) -> Bool {
    final class Plain: FloatingPanelControllerDelegate {}
    return Plain().floatingPanel(self, shouldRemoveAt: .zero, with: v)
  }
}

/// A session with a panel of `layout` added, FloatingPanel's 375×667 test container.
func panel(
  _ layout: FloatingPanelLayout, insets: UIEdgeInsets = .zero, scale: CGFloat = 3, delegate: FloatingPanelControllerDelegate? = nil,
  content: PanelLabContent? = nil
) -> FloatingPanelController {
  let fpc = FloatingPanelController(delegate: delegate)
  fpc.layout = layout
  if let content { fpc.set(content: content) }
  fpc.addPanel(toParent: LabSession(size: CGSize(width: 375, height: 667), safeAreaInsets: insets, scale: scale))
  return fpc
}

/// A removable panel of `DismissableLayout` over a 420-point text, its half 130 above the bottom.
func removablePanel(delegate: FloatingPanelControllerDelegate) -> FloatingPanelController {
  let fpc = panel(DismissableLayout(), delegate: delegate, content: .text(height: 420))
  fpc.isRemovalInteractionEnabled = true
  return fpc
}

extension LabSession {
  /// A fast swipe down from the removable panel's half (100 points in 0.05 s).
  func swipeDown() { drag(from: CGPoint(x: 187, y: 550), to: CGPoint(x: 187, y: 650), duration: 0.05) }

  /// A fling up from the bottom layout's half in 375×667 (100 points in 0.1 s): it goes to full.
  func flingUpFromHalf() { drag(from: CGPoint(x: 187, y: 345), to: CGPoint(x: 187, y: 245), duration: 0.1) }
}

/// The main-axis location of `state`.
func y(_ fpc: FloatingPanelController, _ state: FloatingPanelState) -> CGFloat { fpc.surfaceLocation(for: state).y }
