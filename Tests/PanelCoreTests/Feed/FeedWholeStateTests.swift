import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The feed's whole state, and the whole trace frame, through a wheel scroll and a key.
@Suite("Feed whole state")
struct FeedWholeStateTests {
  static let text = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 12}}}"#

  /// Cards `indices` of the phone's single column, 236 points apart from y 64, scrolled by `offset`.
  static func cards(_ indices: ClosedRange<Int>, offset: Double) -> [FeedModel.Card] {
    indices.map { FeedModel.Card(index: $0, frame: Rect(x: 16, y: 64 + 236 * Double($0) - offset, width: 343, height: 220)) }
  }

  @Test func theWheelAndEndScrollTheFeedAndNothingElse() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(FeedModel.self) { _ in }
    store.expectFrame()
    try store.send(.wheel(Point(x: 187, y: 300), delta: Point(x: 0, y: 120)), after: ms(100))
    store.advance(by: ms(1000))
    store.expect(FeedModel.self) {
      $0.contentOffset = 120
      $0.cards = Self.cards(0...3, offset: 120)
    }
    store.expectFrame([
      ("feed.contentOffset", .number(120)),
      ("feed.cards", .array(Self.cards(0...3, offset: 120).map { .object(["index": .number(Double($0.index)), "frame": .array($0.frame.array.map { .number($0) })]) })),
    ])
    try store.send(.keyDown(key: "End", modifiers: []), after: ms(100))
    store.advance(by: ms(1000))
    store.expect(FeedModel.self) {
      $0.contentOffset = 2229
      $0.cards = Self.cards(9...11, offset: 2229)
    }
  }
}
