import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The lab's own components, each checked whole: the inspector through a panel's move, the time
/// keys, a simulated device, the lab panes and the user's picture.
@Suite("Lab whole state")
struct LabWholeStateTests {
  @Test func theInspectorsReadoutFollowsAPanelToFull() throws {
    var store = try SceneTestStore(InspectorPaneTests.sceneText)
    store.expect(InspectorPane.self) { _ in }
    try store.send(.keyDown(key: "1", modifiers: []), after: ms(100))
    store.advance(by: ms(50))
    store.expect(InspectorPane.self) {
      $0.lines[0].value = "full, attracting → full"
      $0.lines[1].value = "368.5 pt · -1950 pt/s"
      $0.lines[2].value = "0.06"
      $0.plot = AttractionPlot(start: 450, velocity: 0, target: 18, parameters: SpringParameters(response: 0.4, dampingRatio: 1), scale: 1)
    }
    store.advance(by: ms(2000))
    store.expect(InspectorPane.self) {
      $0.lines[0].value = "full, at rest"
      $0.lines[1].value = "18.0 pt · 0 pt/s"
      $0.lines[2].value = "0.30"
    }
  }

  @Test func timeKeysSlowTheModelAndPauseIt() throws {
    var store = try SceneTestStore(#"{"window": {"width": 375, "height": 667}, "main": {"feed": {}}}"#)
    store.expect(TimeControls.self, equals: TimeControls.Snapshot(timeScale: 1, resumeScale: 1))
    try store.send(.keyDown(key: "S", modifiers: [.shift]), after: ms(100))
    store.expect(TimeControls.self) {
      $0.timeScale = 0.5
      $0.resumeScale = 0.5
    }
  }

  @Test func aDeviceLabPanesAndAPictureAreTheirOwnSnapshots() throws {
    var store = try SceneTestStore(
      #"""
      {"window": {"width": 1000, "height": 900}, "device": {"name": "iPhone 15", "width": 393, "height": 852},
       "layout": {"split": {"id": "lab", "position": 0.7}, "primary": {"view": "main"}, "secondary": {"view": "inspector"}},
       "main": {"image": "shot.png"}}
      """#)
    store.expect(DeviceFrame.self) { _ in }
    store.expect(LabPanes.self) { _ in }
    store.expect(MainImage.self) { _ in }
    try store.send(.resize(Size(width: 1200, height: 900)), after: ms(100))
    store.expect(DeviceFrame.self) {
      $0.pane.width = 838
      $0.screen.x = 223
    }
    store.expect(LabPanes.self) { _ in }
    store.expect(MainImage.self) { _ in }
  }
}
