import Foundation

/// FloatingPanel's `FloatingPanelLayout`: where a panel's states sit.
///
/// `backdropAlpha(for:)` is a requirement with a default in an extension, as FloatingPanel's
/// optional member is, so a layout's own version is the one called.
public protocol FloatingPanelLayout: AnyObject {
  /// The edge the panel is attached to.
  var position: FloatingPanelPosition { get }
  /// The state the panel shows first.
  var initialState: FloatingPanelState { get }
  /// The anchor of each state; hidden is implicit.
  var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
  /// The backdrop's alpha in `state`.
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat
}

extension FloatingPanelLayout {
  /// FloatingPanel's default: 0.3 at full, 0 elsewhere.
  public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.3 : 0 }
}

/// FloatingPanel's `FloatingPanelBottomLayout`: its default bottom-sheet layout, open for subclasses.
open class FloatingPanelBottomLayout: FloatingPanelLayout {
  /// The default layout.
  public init() {}

  /// Half.
  open var initialState: FloatingPanelState { .half }

  /// Full 18 pt below the safe area's top, half at 50 %, tip 69 pt above the safe area's bottom.
  open var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
    [
      .full: FloatingPanelLayoutAnchor(absoluteInset: 18.0, edge: .top, referenceGuide: .safeArea),
      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
      .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
    ]
  }

  /// Bottom.
  open var position: FloatingPanelPosition { .bottom }

  /// 0.3 at full, 0 elsewhere.
  open func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.3 : 0 }
}
