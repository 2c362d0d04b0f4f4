import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The split tree's whole state through a divider's drag and its double click.
@Suite("Split tree whole state")
struct SplitTreeWholeStateTests {
  static let text = SplitTreeTests.text

  @Test func aDividerDragMovesOnlyTheDividerAndItsPanes() throws {
    var store = try SceneTestStore(Self.text)
    store.expect(SplitTree.self) { _ in }
    try store.drag(from: Point(x: 300, y: 300), to: Point(x: 400, y: 300))
    store.expect(SplitTree.self) {
      $0.splits[0].position = 0.4
      $0.splits[0].dividerFrame.x = 398
    }
    store.receive([SplitTree.Event.stateChanged(split: "root", visible: .both, position: 0.4)])
  }
}
