import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The split tree's whole state through a divider's drag and its double click.
@Suite("Split tree whole state")
struct SplitTreeWholeStateTests {
  static let text = #"""
    {"window": {"width": 1000, "height": 600},
     "layout": {"split": {"id": "root", "position": 0.3, "draggableRange": {"normalized": [0.2, 0.6]},
                          "dragToHide": "both", "doubleClickToClose": "primary"},
                "primary": {"view": "sidebar"}, "secondary": {"view": "main"}},
     "main": {"feed": {}}}
    """#

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
