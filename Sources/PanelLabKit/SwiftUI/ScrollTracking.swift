import Foundation
import PanelCore

/// What `floatingPanelScrollTracking(proxy:onScrollViewDetected:)` returns: the content, whose
/// scroll view the panel tracks once it is hosted, as FloatingPanel's `ScrollViewRepresentable`
/// finds the first `UIScrollView` in its hosting controller and calls `proxy.track(scrollView:)`.
public struct ScrollTrackingView<Content: LabView>: LabView {
  let content: Content
  let proxy: FloatingPanelProxy
  let onScrollViewDetected: ((PanelLabScrollView, LabHostingController<Content>) -> Void)?

  /// Content is not a main view.
  public var mainSceneMembers: [(String, JSONValue)] { [] }
}

extension LabView {
  /// FloatingPanel's `floatingPanelScrollTracking(proxy:onScrollViewDetected:)`: the panel tracks
  /// this content's list (without it, SwiftUI content is not tracked: its list scrolls on its own).
  /// `onScrollViewDetected` gets the list and the content's hosting controller, once.
  public func floatingPanelScrollTracking(
    proxy: FloatingPanelProxy, onScrollViewDetected: ((PanelLabScrollView, LabHostingController<Self>) -> Void)? = nil
  ) -> ScrollTrackingView<Self> {
    ScrollTrackingView(content: self, proxy: proxy, onScrollViewDetected: onScrollViewDetected)
  }
}

extension FloatingPanelProxy {
  /// FloatingPanel's `FloatingPanelProxy.track(scrollView:)`.
  public func track(scrollView: PanelLabScrollView) { controller.track(scrollView: scrollView) }
}

/// A view that can be a panel's content: PanelLab's content kinds, bare or with scroll tracking.
protocol PanelContentView {
  /// The content kind shown.
  var panelLabContent: PanelLabContent? { get }
  /// Called once the view is the panel's content (FloatingPanel's `viewWillLayoutSubviews`).
  func didBecomeContent(of controller: FloatingPanelController)
}

extension PanelLabContent: PanelContentView {
  var panelLabContent: PanelLabContent? { self }
  func didBecomeContent(of controller: FloatingPanelController) {}
}

extension ScrollTrackingView: PanelContentView {
  var panelLabContent: PanelLabContent? { (content as? PanelContentView)?.panelLabContent }
  func didBecomeContent(of controller: FloatingPanelController) {
    (content as? PanelContentView)?.didBecomeContent(of: controller)
    // FloatingPanel's search finds no scroll view in content without one: nothing is tracked.
    guard let scrollView = controller.contentScrollView else { return }
    proxy.track(scrollView: scrollView)
    onScrollViewDetected?(scrollView, LabHostingController(rootView: content, session: nil))
  }
}
