import Foundation
import PanelCore

/// What a panel holds, in place of FloatingPanel's content view controller: one of PanelLab's
/// content kinds. The list is its scroll view (`PanelLabScrollView`), tracked by `set(content:)`.
public enum PanelLabContent: Hashable, Sendable {
  /// A search field over a scrolling list of result rows; the list is tracked.
  case searchList(rows: Int = 24, rowHeight: CGFloat = 56, header: CGFloat = 56, title: String = "Search Maps")
  /// A fixed block of `height` points (its intrinsic size) titled `title`.
  case text(title: String = "Details", height: CGFloat = 420)
  /// A segmented bar of 2 to 4 `tabs` over a list each (each lists other places, keeps its own
  /// offset): a content with several scroll views, of which `track(scrollView:)` names one.
  case tabbedList(tabs: [String], rows: Int = 24, rowHeight: CGFloat = 56, header: CGFloat = 56)

  /// PanelLab's default content: the search list.
  public static let standard = PanelLabContent.searchList()

  /// Whether the content has a scroll view (a list).
  var hasList: Bool { listCount > 0 }

  /// How many lists the content has: a tab's list each, one, or none.
  var listCount: Int {
    switch self {
    case .searchList: return 1
    case .text: return 0
    case .tabbedList(let tabs, _, _, _): return tabs.count
    }
  }

  /// Whether the lists are in tabs (tracked by index, the scene's `trackedTab`).
  var hasTabs: Bool {
    if case .tabbedList = self { return true }
    return false
  }

  /// The scene file's `content` object.
  var json: JSONValue {
    switch self {
    case .searchList(let rows, let rowHeight, let header, let title):
      return .object([
        "kind": .string("list"), "rows": .number(Double(rows)), "rowHeight": .number(Double(rowHeight)),
        "header": .number(Double(header)), "title": .string(title),
      ])
    case .tabbedList(let tabs, let rows, let rowHeight, let header):
      return .object([
        "kind": .string("list"), "rows": .number(Double(rows)), "rowHeight": .number(Double(rowHeight)),
        "header": .number(Double(header)), "tabs": .array(tabs.map { .string($0) }),
      ])
    case .text(let title, let height):
      // The model measures text as its header plus one row: the header takes up to 56 points.
      let header = Swift.min(56, Swift.max(0, Double(height)))
      return .object([
        "kind": .string("text"), "rows": .number(1), "header": .number(header),
        "rowHeight": .number(Swift.max(8, Double(height) - header)), "title": .string(title),
      ])
    }
  }
}
