import Foundation
import PanelCore
import PanelLabKit
import Testing

/// SplitView's shape on PanelLab's split tree: the README demo's nesting, a configuration that
/// reaches the model, and a store whose visibility the program reads and sets.
@Suite struct SplitViewTests {
  /// SplitView's README demo: a vertical split whose lower pane holds a horizontal split; the
  /// outer one hides only its lower pane by dragging, the inner one either.
  func demo(_ session: LabSession) -> (outer: SplitViewStore, inner: SplitViewStore) {
    let outer = SplitViewStore(id: "outer")
    let inner = SplitViewStore(id: "inner", position: 0.3)
    session.layOut(
      SplitView(store: outer) {
        LabPaneView.main
      } divider: {
        HandleDivider()
      } secondary: {
        SplitView(store: inner) {
          LabPaneView.sidebar
        } divider: {
          MinimalDivider()
        } secondary: {
          LabPaneView.events
        }
        .splitViewConfiguration(SplitViewConfiguration(orientation: .horizontal, draggableRange: 0.2...0.8, dragToHidePanes: .both))
      }
      .splitViewConfiguration(
        SplitViewConfiguration(orientation: .vertical, draggableRange: 0.3...0.7, dragToHidePanes: .bottom, doubleClickToClose: .secondary)))
    return (outer, inner)
  }

  @Test func theDemoNestsAHorizontalSplitInTheLowerPane() throws {
    let session = LabSession(size: CGSize(width: 800, height: 600))
    let (outer, inner) = demo(session)
    let recording = try Recording.parse(session.recordingText)
    let config = try SceneConfig(json: recording.scene)
    let splits = try #require(config.layout?.splits)
    #expect(splits.map(\.id) == ["outer", "inner"])
    #expect(splits.map(\.orientation) == [.vertical, .horizontal])
    #expect(splits.first?.dragToHide == .secondary && splits.first?.doubleClickToClose == .secondary)
    #expect(splits.first?.divider == .handle && splits.last?.divider == .minimal)
    #expect(splits.last?.draggableRange == .normalized(0.2, 0.8))
    #expect(outer.panesVisible == .both && inner.position == 0.3)
  }

  @Test func theStoreSeesADragThatHidesAPaneAndShowsItAgain() {
    let session = LabSession(size: CGSize(width: 800, height: 600))
    let (outer, _) = demo(session)
    // The outer divider lies across the middle (y 300); dragging it far down hides the lower pane.
    session.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 400, y: 590), duration: 0.4)
    session.advance(by: 0.5)
    #expect(outer.panesVisible == .primary)
    outer.panesVisible = .both
    #expect(outer.panesVisible == .both)
    #expect(outer.position == 0.5, "brh-splitview brings back the position from before the drag")
  }

  @Test func settingVisibilityReplays() throws {
    let session = LabSession(size: CGSize(width: 800, height: 600))
    let (_, inner) = demo(session)
    session.advance(by: 0.2)
    inner.panesVisible = .secondary
    session.advance(by: 0.2)
    let recording = try Recording.parse(session.recordingText)
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    while try replayer.next() != nil {}
    let replayed = try #require(replayer.scene.component(SplitTree.self))
    #expect(replayed.root.splits.map(\.visible) == [.both, .secondary])
  }
}
