import Foundation

/// A scroll view in a panel's content, in place of a `UIScrollView`: the list of a `.searchList`
/// content, what `track(scrollView:)` takes. Each content a controller is given has a list of its
/// own (a new value), so tracking one list says nothing of the next, as in UIKit; a SwiftUI update
/// of the same content keeps its list.
public struct PanelLabScrollView: Hashable, Sendable {
  /// Which of the controller's contents this list belongs to.
  let serial: Int
}

extension FloatingPanelController {
  /// FloatingPanel's `track(scrollView:)`: the panel hands a drag on this list off with its own
  /// moves (the list scrolls only where the panel allows). It replaces the list tracked before.
  public func track(scrollView: PanelLabScrollView) {
    guard trackingScrollView != scrollView else { return }
    trackingScrollView = scrollView
  }

  /// FloatingPanel's `untrack(scrollView:)`: the list becomes a scroll view of its own, which
  /// scrolls in every state while the panel's pan waits for it.
  public func untrack(scrollView: PanelLabScrollView) {
    guard trackingScrollView == scrollView else { return }
    trackingScrollView = nil
  }

  /// Whether the panel tracks the list its content shows.
  var tracksContentList: Bool { contentScrollView != nil && trackingScrollView == contentScrollView }
}
