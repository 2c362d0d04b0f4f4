import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The sheet's and the feed's whole state through a card's tap, the presentation and Escape: every
/// field is checked at each moment.
@Suite("Sheet whole state")
struct SheetWholeStateTests {
  static let text = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}, "sheet": {}}}"#

  @Test func aTappedCardPresentsTheSheetAndEscapeTakesItBackIntoTheCard() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(
      SheetModel.self,
      equals: SheetModel.Snapshot(phase: .hidden, look: nil, detent: .large, source: nil, sourceFrame: nil, contentOffset: 0))
    store.expect(FeedModel.self)
    try store.tap(Point(x: 187, y: 250))
    store.advance(by: ms(1500))
    store.expect(SheetModel.self) {
      $0.phase = .presented
      $0.look = SheetModel.Look(frame: Rect(x: 30, y: 30, width: 315, height: 607), radius: 24, progress: 1, opacity: 1)
      $0.source = 0
      $0.sourceFrame = Rect(x: 16, y: 64, width: 343, height: 220)
    }
    store.expect(FeedModel.self) { $0.hiddenCard = 0 }
    store.receive([SheetModel.Event.willPresent(source: 0), .didPresent])
    try store.send(.keyDown(key: "Escape", modifiers: []), after: ms(100))
    store.advance(by: ms(1500))
    store.expect(SheetModel.self) {
      $0.phase = .hidden
      $0.look = nil
      $0.source = nil
    }
    store.expect(FeedModel.self) { $0.hiddenCard = nil }
    store.receive([SheetModel.Event.willDismiss, .didDismiss])
  }
}
