import Foundation
import PanelCore
import PanelLabKit
import Testing

/// A drag up the list of a panel at half (the default layout, 375×667 at 3×: the list starts
/// under the 56-point header at 389.67).
private func dragUpTheList(_ session: LabSession) {
  session.drag(from: CGPoint(x: 187, y: 480), to: CGPoint(x: 187, y: 280), duration: 0.3)
  session.advance(by: 1)
}

/// FloatingPanel's scroll tracking: a tracked list hands a drag off with the panel; an untracked
/// one is a scroll view of its own (the scene's `trackedTab: "none"`). `set(content:)` tracks its
/// list, `untrack`/`track(scrollView:)` change that, and on the SwiftUI side content is tracked only
/// with `.floatingPanelScrollTracking(proxy:)`, as in FloatingPanel.
@Suite struct ScrollTrackingTests {
  func session() -> LabSession { LabSession(size: CGSize(width: 375, height: 667), scale: 3) }

  @Test func setContentTracksItsListSoADragOnItMovesThePanel() {
    let fpc = panel(FloatingPanelBottomLayout(), content: .searchList())
    #expect(fpc.trackingScrollView != nil && fpc.trackingScrollView == fpc.contentScrollView)
    dragUpTheList(fpc.parent!)
    #expect(fpc.state == .full)
  }

  @Test func anUntrackedListScrollsOnItsOwnAndTrackingItAgainHandsOff() throws {
    let fpc = panel(FloatingPanelBottomLayout(), content: .searchList())
    let list = try #require(fpc.contentScrollView)
    fpc.untrack(scrollView: list)
    #expect(fpc.trackingScrollView == nil)
    let session = fpc.parent!
    dragUpTheList(session)
    #expect(fpc.state == .half, "the list took the drag")
    #expect(try Recording.parse(session.recordingText).scene.value(at: "main.panels[0].content.trackedTab")?.string == "none")
    #expect(try replayedPanels(session.recordingText).first?.state == .half, "the replay's list takes it too")
    fpc.track(scrollView: list)
    dragUpTheList(session)
    #expect(fpc.state == .full)
    #expect(try replayedPanels(session.recordingText).first?.state == .full)
  }

  @Test func aNewContentHasANewListThatSetContentTracks() throws {
    let fpc = panel(FloatingPanelBottomLayout(), content: .searchList())
    let first = try #require(fpc.contentScrollView)
    fpc.set(content: .searchList(rows: 40))
    #expect(fpc.contentScrollView != first)
    #expect(fpc.trackingScrollView == fpc.contentScrollView)
    fpc.set(content: .text())
    #expect(fpc.contentScrollView == nil, "text content has no scroll view")
  }

  @Test func swiftUIContentWithoutTheModifierIsNotTracked() {
    let session = session()
    session.render(TodayFeed().floatingPanel { _ in PanelLabContent.searchList() })
    let fpc = session.renderedController!
    #expect(fpc.trackingScrollView == nil)
    dragUpTheList(session)
    #expect(fpc.state == .half)
  }

  @Test func floatingPanelScrollTrackingTracksTheListAndReportsItOnce() {
    let session = session()
    var detected: [PanelLabScrollView] = []
    var hostedTitles: [String] = []
    func body(rows: Int) -> FloatingPanelView<TodayFeed, ScrollTrackingView<PanelLabContent>> {
      TodayFeed().floatingPanel { proxy in
        PanelLabContent.searchList(rows: rows).floatingPanelScrollTracking(proxy: proxy) { scrollView, host in
          detected.append(scrollView)
          if case .searchList(_, _, _, let title) = host.rootView { hostedTitles.append(title) }
        }
      }
    }
    session.render(body(rows: 24))
    let fpc = session.renderedController!
    #expect(detected == [fpc.contentScrollView!])
    #expect(hostedTitles == ["Search Maps"])
    #expect(fpc.trackingScrollView == fpc.contentScrollView)
    // An update keeps the hosted list, tracked, and finds it only once.
    session.render(body(rows: 30))
    #expect(detected.count == 1)
    #expect(fpc.trackingScrollView == fpc.contentScrollView)
    dragUpTheList(session)
    #expect(fpc.state == .full)
  }

  @Test func theModifierOnContentWithoutAScrollViewTracksNothing() {
    let session = session()
    var calls = 0
    session.render(TodayFeed().floatingPanel { proxy in PanelLabContent.text().floatingPanelScrollTracking(proxy: proxy) { _, _ in calls += 1 } })
    #expect(calls == 0)
    #expect(session.renderedController?.trackingScrollView == nil)
  }

  @Test func theSceneTakesTrackedTabNoneOnlyOnAList() throws {
    let list = try SceneConfig.parse(#"{"main": {"panels": [{"content": {"trackedTab": "none"}}]}}"#)
    #expect(list.main.panels.first?.content.tracksList == false)
    #expect(throws: ConfigError.self) {
      try SceneConfig.parse(#"{"main": {"panels": [{"content": {"kind": "text", "trackedTab": "none"}}]}}"#)
    }
  }
}

/// A content with several scroll views names the one tracked: FloatingPanel #327's two lists in
/// tabs, where an app that tracked the first list once leaves the second a scroll view of its own.
@Suite struct TabbedTrackingTests {
  /// The default layout at half, 375×667 at 3×: the tab strip sits across the 56-point header.
  static let secondTab = CGPoint(x: 270, y: 367)

  @Test func eachTabHasAListAndSetContentTracksTheFirst() {
    let fpc = panel(FloatingPanelBottomLayout(), content: .tabbedList(tabs: ["Recents", "Favorites", "Guides"]))
    #expect(fpc.contentScrollViews.count == 3)
    #expect(Set(fpc.contentScrollViews).count == 3)
    #expect(fpc.trackingScrollView == fpc.contentScrollViews[0])
    #expect(fpc.contentScrollView == fpc.contentScrollViews[0])
  }

  @Test func onAnUntrackedTabTheListTakesTheDragAndTrackingItHandsOff() throws {
    let fpc = panel(FloatingPanelBottomLayout(), content: .tabbedList(tabs: ["Recents", "Favorites"]))
    let session = fpc.parent!
    session.press(at: Self.secondTab)
    session.release(at: Self.secondTab)
    dragUpTheList(session)
    #expect(fpc.state == .half, "Favorites' list is not tracked: it scrolls, the panel waits")
    fpc.track(scrollView: fpc.contentScrollViews[1])
    #expect(try Recording.parse(session.recordingText).scene.value(at: "main.panels[0].content.trackedTab")?.number == 0)
    #expect(session.recordingText.contains(#""trackedTab": 1"#), "the new tracking is a set of the panel")
    dragUpTheList(session)
    #expect(fpc.state == .full)
    #expect(try replayedPanels(session.recordingText).first?.state == .full)
  }

  @Test func untrackingTheTrackedTabLeavesNoListTracked() throws {
    let fpc = panel(FloatingPanelBottomLayout(), content: .tabbedList(tabs: ["Recents", "Favorites"]))
    fpc.untrack(scrollView: fpc.contentScrollViews[1])
    #expect(fpc.trackingScrollView == fpc.contentScrollViews[0], "untracking a list not tracked changes nothing")
    fpc.untrack(scrollView: fpc.contentScrollViews[0])
    #expect(fpc.trackingScrollView == nil)
    dragUpTheList(fpc.parent!)
    #expect(fpc.state == .half)
    #expect(try Recording.parse(fpc.parent!.recordingText).scene.value(at: "main.panels[0].content.trackedTab")?.string == "none")
  }
}
