import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A panel's whole state at several moments of a drag, an attraction and two keys: every field of
/// its snapshot is checked each time, so a field that changes when it should not fails the test.
@Suite("Panel whole state")
struct PanelWholeStateTests {
  static let text = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "panels": [{"id": "p"}]}}"#

  @Test func aDragToFullThenKeysToTipAndHiddenChangeOnlyWhatTheyShould() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(
      PanelModel.self,
      equals: PanelModel.Snapshot(
        id: "p", state: .half, position: 334, surfaceFrame: Rect(x: 0, y: 334, width: 375, height: 649), motion: .idle, velocity: 0,
        backdropAlpha: 0, contentOffset: 0, isRemoved: false))

    // Under the hand: the panel follows the pointer, nothing else changes; of the 100 points the
    // pointer moved it drops only the 4 point slop (model 9), so it is 96 points up.
    try store.send(.pointerDown(Point(x: 187, y: 345), button: .left, clicks: 1))
    for y in stride(from: 335.0, through: 245, by: -10) { try store.send(.pointerMove(Point(x: 187, y: y)), after: ms(8)) }
    store.expect(PanelModel.self) {
      $0.motion = .dragging
      $0.position = 238
      $0.surfaceFrame.y = 238
      $0.backdropAlpha = 0.0911392405063291
    }
    // Let go and settle on full.
    try store.send(.pointerUp(Point(x: 187, y: 245), button: .left), after: ms(8))
    store.advance(by: ms(2000))
    store.expect(PanelModel.self) {
      $0.state = .full
      $0.motion = .idle
      $0.position = 18
      $0.surfaceFrame.y = 18
      $0.backdropAlpha = 0.3
    }
    // Keys move it to rest elsewhere: only its state, position, surface and backdrop change.
    for (key, state, position) in [("3", PanelState.tip, 598.0), ("0", .hidden, 767)] {
      try store.send(.keyDown(key: key, modifiers: []))
      store.advance(by: ms(2000))
      store.expect(PanelModel.self) {
        $0.state = state
        $0.position = position
        $0.surfaceFrame.y = position
        $0.backdropAlpha = 0
      }
    }
  }
}
