import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The tab bar's and its capsule's whole state through the capsule keys, a tab's selection and a
/// scroll that hides the bar.
@Suite("Tab bar whole state")
struct TabBarWholeStateTests {
  static let text = #"""
    {"window": {"width": 390, "height": 844}, "main": {"feed": {"cards": 20}, "safeArea": {"top": 47, "bottom": 34},
     "tabBar": {"tabs": ["Today", {"title": "Games", "feed": {"cards": 6}}, "Apps"]}, "accessory": {}}}
    """#

  @Test func keysATabAndAScrollChangeOnlyWhatTheyShould() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(TabBarModel.self) { _ in }
    // H hides the capsule (a fade), N changes its content.
    try store.send(.keyDown(key: "H", modifiers: []), after: ms(100))
    store.advance(by: ms(500))
    store.expect(TabBarModel.self) {
      $0.accessory?.isHidden = true
      $0.accessory?.alpha = 0
    }
    try store.send(.keyDown(key: "H", modifiers: []), after: ms(100))
    store.advance(by: ms(500))
    store.expect(TabBarModel.self) {
      $0.accessory?.isHidden = false
      $0.accessory?.alpha = 1
    }
    store.receive([TabBarModel.Event.accessoryHiddenChanged(hidden: true), .accessoryHiddenChanged(hidden: false)])
    // The Games tab's button, then 200 points of wheel down the feed: the bar hides.
    let games = try #require(store.scene.component(TabBarModel.self)?.buttonFrames[1])
    try store.tap(Point(x: games.midX, y: games.midY))
    store.expect(TabBarModel.self) {
      $0.selected = 1
      $0.title = "Games"
    }
    store.expect(FeedModel.self) { $0.page = 1 }
  }
}
