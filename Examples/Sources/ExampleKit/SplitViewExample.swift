import PanelLabKit

// SplitView's README demo: a vertical split whose lower pane holds a horizontal split. The outer
// split hides its lower pane when its divider is dragged far enough; the program reads that
// from the store and brings the pane back.

/// The demo's two stores.
public struct SplitViewDemoStores {
  /// The vertical split.
  public let outer = SplitViewStore(id: "outer")
  /// The horizontal split in its lower pane.
  public let inner = SplitViewStore(id: "inner", position: 0.3)
}

/// Lays `session`'s window out as SplitView's README demo.
public func layOutSplitViewDemo(_ session: LabSession) -> SplitViewDemoStores {
  let stores = SplitViewDemoStores()
  session.layOut(
    SplitView(store: stores.outer) {
      LabPaneView.main
    } divider: {
      HandleDivider()
    } secondary: {
      SplitView(store: stores.inner) {
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
  return stores
}

/// A pane set as the log says it.
func describe(_ panes: SplitViewPanes) -> String {
  panes == .both ? "both" : panes == .primary ? "primary" : panes == .secondary ? "secondary" : "none"
}

/// The demo: drag the outer divider to hide the lower pane, show it again from code, hide the
/// inner split's primary pane from code.
public func splitViewExample() -> ExampleRun {
  let session = LabSession(size: CGSize(width: 800, height: 600))
  let log = ExampleLog()
  let stores = layOutSplitViewDemo(session)
  log("outer \(describe(stores.outer.panesVisible)) at \(stores.outer.position), inner \(describe(stores.inner.panesVisible)) at \(stores.inner.position)")
  session.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 400, y: 590), duration: 0.4)
  session.advance(by: 0.5)
  log("dragged the outer divider to the bottom: outer shows \(describe(stores.outer.panesVisible))")
  stores.outer.panesVisible = .both
  session.advance(by: 0.5)
  log("outer.panesVisible = .both: outer shows \(describe(stores.outer.panesVisible)) at \(stores.outer.position)")
  stores.inner.panesVisible = .secondary
  session.advance(by: 0.5)
  log("inner.panesVisible = .secondary: inner shows \(describe(stores.inner.panesVisible))")
  return ExampleRun(session: session, log: log)
}
