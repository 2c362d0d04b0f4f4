import Foundation
import PanelCore

/// A scroll view in a panel's content, in place of a `UIScrollView`: the list of a `.searchList`
/// content, what `track(scrollView:)` takes. Each content a controller is given has a list of its
/// own (a new value), so tracking one list says nothing of the next, as in UIKit; a SwiftUI update
/// of the same content keeps its list.
public struct PanelLabScrollView: Hashable, Sendable {
  /// Which of the controller's contents this list belongs to.
  let serial: Int
  /// Which tab's list it is, in a `.tabbedList` (nil: the content's one list).
  var tab: Int? = nil
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

  /// The lists of the content shown, to pass to `track(scrollView:)`: one per tab of a
  /// `.tabbedList`, the one of a `.searchList`, none of text.
  public var contentScrollViews: [PanelLabScrollView] {
    let serial = contentScrollView?.serial ?? 0
    guard content.hasTabs else { return contentScrollView.map { [$0] } ?? [] }
    return (0..<content.listCount).map { PanelLabScrollView(serial: serial, tab: $0) }
  }

  /// The scene's `content.trackedTab` for what is tracked: nil for a tracked list without tabs,
  /// a tab's index, or `"none"` when no list of the content shown is tracked.
  var trackedTabJSON: JSONValue? {
    guard content.hasList else { return nil }
    guard let tracked = trackingScrollView, contentScrollViews.contains(tracked) else { return .string("none") }
    return tracked.tab.map { .number(Double($0)) }
  }
}
