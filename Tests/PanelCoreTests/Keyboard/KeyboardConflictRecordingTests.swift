import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// `assets/conflicts/fp-516-keyboard-in-panel`: the software keyboard against the panel (FloatingPanel
/// #516, "not supported"), recorded from the real window, replayed headless to its winners, its typed
/// text and its states, with no frame-to-frame jump of the panel while it is not held.
@Suite("Keyboard conflict recording")
struct KeyboardConflictRecordingTests {
  @Test("FloatingPanel #516: the carousel pages, the field raises the keyboard and takes the typed text, a drag lets it go, Return too")
  func keyboardInPanel() throws {
    let url = ConflictRecordingTests.folder.appendingPathComponent("fp-516-keyboard-in-panel.plrec")
    var replayer = try Replayer(try Recording.parse(try String(contentsOf: url, encoding: .utf8)), fps: 60, scale: 1)
    var winners: [String] = []
    var notices: [String] = []
    var ends: [String] = []
    /// The panel's positions since the hand last held it.
    var free: [Double] = []
    var jumps: [Int] = []
    var keyboardHeights: Set<Double> = []
    while let output = try replayer.next() {
      switch output {
      case .event(let e):
        if e.component == "arena", let w = e.fields.first(where: { $0.key == "winner" })?.value.string { winners.append(String(w.prefix { $0 != ":" })) }
        if e.component == "keyboard" { notices.append(e.name) }
        if e.name == "didEndEditing", let reason = e.fields.last?.value.string { ends.append(reason) }
      case .frame:
        let state = replayer.scene.traceState()
        let panel = try #require(state.first { $0.key == "panels" }?.value.items.first)
        keyboardHeights.insert(try #require(state.first { $0.key == "keyboard" }?.value["height"]?.number))
        // The rule holds for frames the hand does not hold the panel in; a start from rest (the
        // panel riding the keyboard as it begins to rise or fall, the spring after a still release)
        // may move what UIKit's keyboard itself moves in its first two frames.
        if panel["dragging"]?.bool == true {
          if let jump = KeyboardAvoidanceTests.firstJump(free, startLimit: KeyboardAvoidanceTests.keyboardStart) { jumps.append(jump) }
          free = []
          continue
        }
        free.append(try #require(panel["position"]?.number))
      }
    }
    if let jump = KeyboardAvoidanceTests.firstJump(free, startLimit: KeyboardAvoidanceTests.keyboardStart) { jumps.append(jump) }
    #expect(winners == ["carousel", "textField", "panel", "textField"])
    #expect(notices == ["willShow", "didShow", "willHide", "didHide", "willShow", "didShow", "willHide", "didHide"])
    #expect(ends == ["drag", "return"])
    #expect(jumps.isEmpty, "\(jumps)")
    // The keyboard was seen on its way, not only up and down.
    #expect(keyboardHeights.count > 20)
    let state = replayer.scene.traceState()
    let controls = try #require(state.first { $0.key == "controls" }?.value.items)
    #expect(controls[0]["text"]?.string == "coffee")
    #expect(controls[0]["editing"]?.bool == false)
    #expect(controls[1]["page"]?.number == 1)
    let panel = try #require(state.first { $0.key == "panels" }?.value.items.first)
    #expect(panel["state"]?.string == "half")
    // Back at half with the keyboard gone: the phone's 426 pt, 20 pt down in the window.
    #expect(panel["position"]?.number == 446)
  }
}
