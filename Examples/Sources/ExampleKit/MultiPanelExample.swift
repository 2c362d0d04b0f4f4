import PanelLabKit

// FloatingPanel's MultiPanel sample: two panels stacked over one main view. The first is a tall
// page panel; the second, added above it, is a small panel of its own with its own states.

/// The first panel: almost the whole height at full, half at 50 %.
public final class FirstPanelLayout: FloatingPanelLayout {
  /// From the bottom.
  public let position: FloatingPanelPosition = .bottom
  /// Starts at half.
  public let initialState: FloatingPanelState = .half
  /// Full 40 below the top, half at the middle.
  public let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 40, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
  ]
  /// The layout.
  public init() {}
}

/// The second panel: a tip above the bottom and a half of its own.
public final class SecondPanelLayout: FloatingPanelLayout {
  /// From the bottom.
  public let position: FloatingPanelPosition = .bottom
  /// Starts at the tip.
  public let initialState: FloatingPanelState = .tip
  /// Half 260, tip 88 above the bottom.
  public let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .half: FloatingPanelLayoutAnchor(absoluteInset: 260, edge: .bottom, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 88, edge: .bottom, referenceGuide: .safeArea),
  ]
  /// The layout.
  public init() {}
}

/// Logs each panel's state changes under its name.
public final class NamedPanelDelegate: FloatingPanelControllerDelegate {
  let name: String
  let log: ExampleLog
  /// A delegate logging as `name`.
  public init(name: String, log: ExampleLog) {
    self.name = name
    self.log = log
  }
  /// A drag starts on this panel.
  public func floatingPanelWillBeginDragging(_ fpc: FloatingPanelController) { log("\(name): willBeginDragging at \(fpc.state)") }
  /// This panel springs toward a state (a release or an animated `move(to:)`).
  public func floatingPanelWillBeginAttracting(_ fpc: FloatingPanelController, to state: FloatingPanelState) {
    log("\(name): willBeginAttracting to \(state)")
  }
  /// This panel reached a state.
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { log("\(name): didChangeState \(fpc.state)") }
}

/// Both panels, then a drag on the upper (second) one and a move of the first from code.
public func multiPanelExample() -> ExampleRun {
  let session = LabSession(size: CGSize(width: 375, height: 667), scale: 2)
  let log = ExampleLog()
  let firstDelegate = NamedPanelDelegate(name: "first", log: log)
  let secondDelegate = NamedPanelDelegate(name: "second", log: log)
  let first = FloatingPanelController(delegate: firstDelegate)
  first.layout = FirstPanelLayout()
  first.set(content: .text(title: "Web page", height: 600))
  first.addPanel(toParent: session)
  let second = FloatingPanelController(delegate: secondDelegate)
  second.layout = SecondPanelLayout()
  second.set(content: .searchList(rows: 8, title: "Second panel"))
  second.addPanel(toParent: session)
  log("first at \(first.state) y \(round1(first.surfaceLocation.y)); second at \(second.state) y \(round1(second.surfaceLocation.y))")
  let tip = second.surfaceLocation.y
  session.drag(from: CGPoint(x: 187, y: tip + 10), to: CGPoint(x: 187, y: tip - 190), duration: 0.2)
  session.advance(by: 1)
  log("after dragging the second: first at \(first.state), second at \(second.state) y \(round1(second.surfaceLocation.y))")
  first.move(to: .full, animated: true) { log("first: move(to: .full) completed") }
  session.advance(by: 1)
  log("first at \(first.state) y \(round1(first.surfaceLocation.y)); second at \(second.state)")
  return ExampleRun(session: session, log: log)
}
