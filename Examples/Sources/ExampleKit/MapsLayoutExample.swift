import PanelLabKit

// FloatingPanel's Maps sample: the search panel uses `FloatingPanelBottomLayout` in portrait and
// `SearchPanelLandscapeLayout` (full and tip only) in landscape, chosen by the delegate, which
// also logs the nearby state as the panel moves and makes the content static at the tip.

/// The Maps sample's landscape layout.
public final class SearchPanelLandscapeLayout: FloatingPanelLayout {
  /// From the bottom.
  public let position: FloatingPanelPosition = .bottom
  /// Starts at the tip.
  public let initialState: FloatingPanelState = .tip
  /// Full 16 below the safe area's top, tip 69 above its bottom.
  public let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
  ]
  /// No backdrop.
  public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.0 }
  /// The layout.
  public init() {}
}

/// The Maps sample's phone delegate, with its UIKit lines (the search bar, the table's alpha)
/// written to the log instead.
public final class SearchPanelPhoneDelegate: FloatingPanelControllerDelegate {
  let log: ExampleLog
  private var lastNearby: FloatingPanelState?

  /// A delegate logging to `log`.
  public init(log: ExampleLog) { self.log = log }

  /// Landscape (wider than tall) gets the landscape layout.
  public func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> FloatingPanelLayout {
    size.width > size.height ? SearchPanelLandscapeLayout() : FloatingPanelBottomLayout()
  }

  /// The sample prints the nearby state; here only when it changes.
  public func floatingPanelDidMove(_ fpc: FloatingPanelController) {
    guard fpc.nearbyState != lastNearby else { return }
    lastNearby = fpc.nearbyState
    log("nearby state \(fpc.nearbyState)")
  }

  /// At full the search bar would resign.
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) {
    if fpc.state == .full { log("leaving full: the search bar resigns") }
  }

  /// Going to the tip makes the content static.
  public func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
  ) {
    log("release at \(round1(velocity.y)) pt/s toward \(targetState.pointee)")
    if targetState.pointee == .tip { fpc.contentMode = .static }
  }

  /// Every state reached.
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { log("state \(fpc.state)") }
}

/// The search panel in portrait (drag from half to the tip), then in landscape.
public func mapsLayoutExample() -> ExampleRun {
  let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: insets, scale: 3)
  let log = ExampleLog()
  let delegate = SearchPanelPhoneDelegate(log: log)
  let fpc = FloatingPanelController(delegate: delegate)
  fpc.contentMode = .fitToBounds
  fpc.set(content: .searchList(title: "Search for a place or address"))
  fpc.addPanel(toParent: session, animated: false)
  // As on a rotation: the delegate picks the layout for the size.
  fpc.invalidateLayout()
  log("portrait: \(type(of: fpc.layout)) tip at y \(round1(fpc.surfaceLocation(for: .tip).y))")
  let half = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: half + 10), to: CGPoint(x: 195, y: half + 260), duration: 0.25)
  session.advance(by: 1)
  log("portrait rests at \(fpc.state), content mode \(fpc.contentMode == .static ? "static" : "fitToBounds")")

  let landscape = LabSession(size: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), scale: 3)
  let landscapeDelegate = SearchPanelPhoneDelegate(log: log)
  let wide = FloatingPanelController(delegate: landscapeDelegate)
  // The sample asks for the layout before the panel first shows.
  wide.layout = landscapeDelegate.floatingPanel(wide, layoutFor: landscape.size)
  wide.addPanel(toParent: landscape)
  log("landscape: \(type(of: wide.layout)) at \(wide.state), full at y \(round1(wide.surfaceLocation(for: .full).y)), tip at y \(round1(wide.surfaceLocation(for: .tip).y))")
  return ExampleRun(session: session, log: log)
}
