/// Tabs over a panel's list (`content.tabs`), each tab with its own list and offset, and the tab
/// the panel tracks (`content.trackedTab`), as an app calls FloatingPanel's `track(scrollView:)`.
/// The tracked list hands a drag off with the panel; any other list is a scroll view of its own
/// that scrolls whatever the panel's state, while the panel waits for it (FloatingPanel #327, #107:
/// after a switch the panel still tracks the first list).
extension PanelModel {
  /// The tab strip's height inside the header, points.
  static let tabStripHeight = 32.0

  /// Whether the panel tracks the list it shows.
  var tracksShownList: Bool {
    config.content.tracksList && (config.content.tabs.isEmpty || (config.content.trackedTab ?? selectedTab) == selectedTab)
  }

  /// The tab strip in container coordinates: across the header, where the search field would be.
  var tabStrip: Rect? {
    guard !config.content.tabs.isEmpty else { return nil }
    let c = contentFrame
    let h = config.content.header
    let header = config.position == .top ? Rect(x: c.x, y: c.maxY - h, width: c.width, height: h) : Rect(x: c.x, y: c.y, width: c.width, height: h)
    let height = Swift.min(Self.tabStripHeight, Swift.max(0, header.height - 12))
    return Rect(x: header.x + 16, y: header.maxY - height - 6, width: Swift.max(0, header.width - 32), height: height)
  }

  /// Tab `i`'s button.
  func tabFrame(_ i: Int) -> Rect {
    guard let strip = tabStrip else { return .zero }
    let w = strip.width / Double(config.content.tabs.count)
    return Rect(x: strip.x + Double(i) * w, y: strip.y, width: w, height: strip.height)
  }

  /// The tab whose button is under `point`.
  func tab(at point: Point) -> Int? {
    guard tabStrip?.contains(point) == true else { return nil }
    return config.content.tabs.indices.first { tabFrame($0).contains(point) }
  }

  /// Shows tab `index`'s list in place of the selected one's, each keeping its offset.
  mutating func selectTab(_ index: Int) {
    guard index != selectedTab, config.content.tabs.indices.contains(index) else { return }
    // The hidden lists sit in tab order with the shown one left out.
    let slot = index < selectedTab ? index : index - 1
    var shown = hiddenTabLists[slot]
    // A hidden list is not advanced with the panel: it catches up as it comes back.
    shown.advance(to: time)
    hiddenTabLists.remove(at: slot)
    hiddenTabLists.insert(content, at: selectedTab < index ? selectedTab : selectedTab - 1)
    content = shown
    selectedTab = index
    outbox.post(.didSelectTab(index: index, title: config.content.tabs[index], tracked: tracksShownList), at: time)
  }

  /// The trace members of a panel with tabs: the selected tab and the tracked one.
  var tabTraceMembers: [JSONValue.Member] {
    let tracked: JSONValue = config.content.tracksList ? .number(Double(config.content.trackedTab ?? selectedTab)) : .null
    return [.init("tab", .number(Double(selectedTab))), .init("trackedTab", tracked)]
  }

  /// The first row a tab's list shows: each tab lists other places.
  func firstRow(ofTab tab: Int) -> Int { tab * 5 }

  /// The tab strip, drawn as a segmented control.
  func renderTabs(into list: inout DisplayList) {
    guard let strip = tabStrip else { return }
    list.fill(strip, radius: 9, Theme.fill)
    let s = tabFrame(selectedTab).inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    list.fill(s, radius: 7, Theme.surface)
    for (i, title) in config.content.tabs.enumerated() {
      let f = tabFrame(i)
      list.text(TextRun(title, frame: Rect(x: f.x + 4, y: f.midY - 9, width: f.width - 8, height: 18), size: 13, weight: i == selectedTab ? .bold : .regular, color: Theme.label, alignment: .center))
    }
  }
}
