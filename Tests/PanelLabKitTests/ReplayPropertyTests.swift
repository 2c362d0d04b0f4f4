import Foundation
import PanelCore
import PanelLabTestSupport
import PanelLabKit
import Testing

/// Random sessions of drags, flings, calls and delegate answers, each replayed from its recording
/// alone: the replay's panels end where the live session's did, and the replay's events are the
/// live session's, in order.
@Suite struct ReplayPropertyTests {
  /// A delegate answering at random, writing down what it heard.
  final class Chaos: FloatingPanelControllerDelegate {
    var draw: SplitMix64
    var heard: [String] = []
    let states: [FloatingPanelState]
    init(seed: UInt64, states: [FloatingPanelState]) {
      draw = SplitMix64(seed: seed)
      self.states = states
    }
    func floatingPanelShouldBeginDragging(_ fpc: FloatingPanelController) -> Bool { Int.random(in: 0..<4, using: &draw) != 0 }
    func floatingPanelWillEndDragging(
      _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
    ) {
      if Bool.random(using: &draw) { targetState.pointee = states.randomElement(using: &draw)! }
    }
    func floatingPanel(_ fpc: FloatingPanelController, shouldRemoveAt location: CGPoint, with velocity: CGVector) -> Bool {
      Int.random(in: 0..<3, using: &draw) == 0
    }
    func floatingPanelDidChangeState(_ fpc: FloatingPanelController) { heard.append("state \(fpc.state)") }
    func floatingPanelDidEndAttracting(_ fpc: FloatingPanelController) { heard.append("rest \(fpc.surfaceLocation.y)") }
  }

  @Test(arguments: 0..<24)
  func aRandomSessionReplaysExactly(seed: Int) throws {
    var draw = SplitMix64(seed: UInt64(seed) &* 7919)
    let layouts: [FloatingPanelLayout] = [FloatingPanelBottomLayout(), QuartersLayout(), BoundsLayout(guide: .safeArea), DismissableLayout(), SafeTopLayout()]
    let layout = layouts[seed % layouts.count]
    let scale = [1.0, 2.0, 3.0][seed % 3]
    let session = LabSession(
      size: CGSize(width: 375, height: 667), safeAreaInsets: seed % 2 == 0 ? .zero : UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 34), scale: scale)
    let delegate = Chaos(seed: UInt64(seed), states: Array(layout.anchors.keys).sorted { $0.order > $1.order })
    let fpc = FloatingPanelController(delegate: delegate)
    fpc.layout = layout
    fpc.set(content: .text(height: 420))
    fpc.isRemovalInteractionEnabled = seed % 4 == 3
    if seed % 5 == 1 { fpc.behavior = SkippingBehavior() }
    fpc.addPanel(toParent: session, animated: seed % 3 == 0)
    for _ in 0..<8 {
      guard fpc.parent != nil else { break }
      switch Int.random(in: 0..<5, using: &draw) {
      case 0:
        fpc.move(to: delegate.states.randomElement(using: &draw)!, animated: Bool.random(using: &draw))
      default:
        let edge = fpc.surfaceLocation.y
        let inward: CGFloat = layout.position == .top ? -10 : 10
        let from = CGPoint(x: 150, y: edge + inward)
        let to = CGPoint(x: 150, y: Double.random(in: -50...720, using: &draw))
        session.drag(from: from, to: to, duration: Double.random(in: 0.03...0.6, using: &draw))
      }
      session.advance(by: Double.random(in: 0...0.8, using: &draw))
    }
    session.advance(by: 2)
    let live = session.recordingText
    let recording = try Recording.parse(live)
    var replayer = try Replayer(recording, fps: 60, scale: try SceneConfig(json: recording.scene).scale ?? 1)
    var replayedStates: [String] = []
    while let output = try replayer.next() {
      if case .event(let e) = output, e.component == "panel", e.name == "didChangeState", let s = e[field: "state"]?.string {
        replayedStates.append("state \(s)")
      }
    }
    // A panel added without animation starts in its state: the delegate hears it, the model does not
    // change state, so the replay has no event for it.
    let heardStates = delegate.heard.filter { $0.hasPrefix("state") }.dropFirst(seed % 3 == 0 ? 0 : 1)
    #expect(replayedStates == Array(heardStates), "seed \(seed)")
    let panels = replayer.scene.components(PanelModel.self)
    if let parent = fpc.parent, parent === session {
      #expect(panels.map(\.state.name) == [fpc.state.rawValue], "seed \(seed)")
      #expect(panels.first.map { CGFloat($0.position) } == fpc.surfaceLocation.y, "seed \(seed)")
    } else {
      #expect(panels.isEmpty, "a removed panel leaves the scene (seed \(seed))")
    }
  }
}
