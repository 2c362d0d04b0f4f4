import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Where split views put their panes and dividers.
@Suite("Pane layout")
struct PaneLayoutTests {
  static let window = Rect(x: 0, y: 0, width: 1280, height: 800)

  /// The layout tree of a scene's `layout` JSON.
  static func layout(_ text: String) throws -> LayoutNode {
    let config = try SceneConfig.parse(#"{"layout": "# + text + "}")
    return try #require(config.layout)
  }

  static func split(_ split: String, primary: String = "sidebar", secondary: String = "main") throws -> LayoutNode {
    try layout(#"{"split": "# + split + #", "primary": {"view": ""# + primary + #""}, "secondary": {"view": ""# + secondary + #""}}"#)
  }

  @Test("no layout: one main pane filling the window")
  func noLayout() {
    let layout = PaneLayout(nil, in: Self.window)
    #expect(layout.panes == [PaneLayout.Pane(view: .main, frame: Self.window)])
    #expect(layout.splits.isEmpty)
    #expect(layout.mainFrame == Self.window)
  }

  @Test("a single view fills the window")
  func singleView() throws {
    let layout = PaneLayout(try Self.layout(#"{"view": "inspector"}"#), in: Self.window)
    #expect(layout.panes.map(\.view) == [.inspector])
    #expect(layout.panes.first?.frame == Self.window)
    #expect(layout.mainFrame == nil, "no pane shows the main view")
  }

  @Test("horizontal split at 0.22 in 1280 pt: the primary is position × span − divider/2 long (brh-splitview)")
  func horizontal() throws {
    let layout = PaneLayout(try Self.split(#"{"id": "root", "orientation": "horizontal", "position": 0.22}"#), in: Self.window)
    let s = try #require(layout.splits.first)
    #expect(layout.splits.count == 1)
    #expect(s.config.id == "root")
    let w = 0.22 * 1280 - 2
    #expect(s.primaryFrame.array == [0, 0, w, 800])
    #expect(s.dividerFrame.array == [w, 0, 4, 800])
    #expect(s.secondaryFrame.array == [w + 4, 0, 1280 - w - 4, 800])
    #expect(s.handleFrame == nil)
    #expect(layout.panes.map(\.view) == [.sidebar, .main])
    #expect(layout.panes.map(\.frame) == [s.primaryFrame, s.secondaryFrame])
    #expect(layout.mainFrame == s.secondaryFrame)
    #expect(s.hitFrame.width > s.dividerFrame.width, "the grab band is wider than the divider")
    #expect(s.hitFrame.midX == s.dividerFrame.midX)
  }

  @Test("vertical split stacks the panes")
  func vertical() throws {
    let layout = PaneLayout(
      try Self.split(#"{"orientation": "vertical", "position": 0.5, "dividerSpan": 10}"#, primary: "main", secondary: "events"),
      in: Self.window)
    let s = try #require(layout.splits.first)
    #expect(s.primaryFrame.array == [0, 0, 1280, 395])
    #expect(s.dividerFrame.array == [0, 395, 1280, 10])
    #expect(s.secondaryFrame.array == [0, 405, 1280, 395])
    #expect(layout.mainFrame == s.primaryFrame)
  }

  @Test("the split lays out inside its bounds' origin")
  func offsetBounds() throws {
    let bounds = Rect(x: 100, y: 50, width: 504, height: 300)
    let layout = PaneLayout(try Self.split(#"{"position": 0.25}"#), in: bounds)
    let s = try #require(layout.splits.first)
    #expect(s.primaryFrame.array == [100, 50, 124, 300])
    #expect(s.dividerFrame.array == [224, 50, 4, 300])
    #expect(s.secondaryFrame.array == [228, 50, 376, 300])
  }

  @Test("positions 0 and 1 give the whole span to one pane, the divider still showing")
  func extremes() throws {
    let atZero = try #require(PaneLayout(try Self.split(#"{"position": 0}"#), in: Self.window).splits.first)
    #expect(atZero.primaryFrame.width == 0)
    #expect(atZero.secondaryFrame.array == [4, 0, 1276, 800])
    let atOne = try #require(PaneLayout(try Self.split(#"{"position": 1}"#), in: Self.window).splits.first)
    #expect(atOne.primaryFrame.width == 1276)
    #expect(atOne.dividerFrame.x == 1276)
    #expect(atOne.secondaryFrame.width == 0)
  }

  @Test("only the primary pane visible: it fills the span; the secondary is zero-long at its outer edge, with a handle")
  func visiblePrimary() throws {
    let layout = PaneLayout(try Self.split(#"{"position": 0.3, "visible": "primary"}"#), in: Self.window)
    let s = try #require(layout.splits.first)
    #expect(s.primaryFrame == Self.window)
    #expect(s.dividerFrame.width == 0)
    #expect(s.secondaryFrame.array == [1280, 0, 0, 800])
    #expect(s.handleFrame?.array == [1274, 0, 6, 800])
    #expect(layout.mainFrame?.width == 0)
  }

  @Test("only the secondary pane visible: it fills the span")
  func visibleSecondary() throws {
    let layout = PaneLayout(try Self.split(#"{"position": 0.3, "visible": "secondary"}"#), in: Self.window)
    let s = try #require(layout.splits.first)
    #expect(s.primaryFrame.array == [0, 0, 0, 800])
    #expect(s.dividerFrame.width == 0)
    #expect(s.secondaryFrame == Self.window)
    #expect(s.handleFrame?.array == [0, 0, 6, 800])
    #expect(layout.mainFrame == Self.window)
  }

  @Test("nested splits: parent before child, the child inside the parent's pane")
  func nested() throws {
    let node = try Self.layout(
      """
      {"split": {"id": "root", "position": 0.25},
       "primary": {"view": "sidebar"},
       "secondary": {"split": {"id": "inner", "orientation": "vertical", "position": 0.75},
                     "primary": {"view": "main"}, "secondary": {"view": "inspector"}}}
      """)
    let layout = PaneLayout(node, in: Self.window)
    #expect(layout.splits.map(\.config.id) == ["root", "inner"])
    #expect(layout.panes.map(\.view) == [.sidebar, .main, .inspector])
    let root = layout.splits[0]
    let inner = layout.splits[1]
    #expect(root.primaryFrame.array == [0, 0, 318, 800])
    // The inner split divides the root's secondary pane top to bottom.
    #expect(root.secondaryFrame.array == [322, 0, 958, 800])
    #expect(inner.primaryFrame.array == [322, 0, 958, 598])
    #expect(inner.dividerFrame.array == [322, 598, 958, 4])
    #expect(inner.secondaryFrame.array == [322, 602, 958, 198])
    #expect(layout.mainFrame == inner.primaryFrame)
  }

  @Test("a hidden pane's subtree is laid out in zero length at its edge")
  func hiddenSubtree() throws {
    let node = try Self.layout(
      """
      {"split": {"id": "root", "visible": "primary"},
       "primary": {"view": "sidebar"},
       "secondary": {"split": {"id": "inner"}, "primary": {"view": "main"}, "secondary": {"view": "events"}}}
      """)
    let layout = PaneLayout(node, in: Self.window)
    #expect(layout.splits.map(\.config.id) == ["root", "inner"])
    #expect(layout.panes.map(\.frame.width) == [1280, 0, 0])
  }

  @Test("a divider wider than the span is cut to the span")
  func dividerLargerThanSpan() throws {
    let s = try #require(
      PaneLayout(try Self.split(#"{"dividerSpan": 100}"#), in: Rect(x: 0, y: 0, width: 60, height: 40)).splits.first)
    #expect(s.dividerFrame.width == 60)
    #expect(s.primaryFrame.width == 0)
    #expect(s.secondaryFrame.width == 0)
  }

  @Test("minimum lengths from the range hold at rest and shrink together in a span too small for both")
  func minimums() throws {
    let node = try Self.split(#"{"position": 0.05, "draggableRange": {"fixed": [200, 300]}}"#)
    let s = try #require(PaneLayout(node, in: Self.window).splits.first)
    #expect(s.primaryFrame.width == 200)
    let tiny = try #require(PaneLayout(node, in: Rect(x: 0, y: 0, width: 254, height: 100)).splits.first)
    // 500 points of minimums in 250: each takes half its share.
    #expect(tiny.primaryFrame.width == 100)
    #expect(tiny.secondaryFrame.width == 150)
    for width in stride(from: 0.0, through: 600, by: 7) {
      let f = try #require(PaneLayout(node, in: Rect(x: 0, y: 0, width: width, height: 100)).splits.first)
      for r in [f.primaryFrame, f.dividerFrame, f.secondaryFrame] { #expect(r.width >= 0 && r.x >= 0 && r.maxX <= max(width, 0) + 1e-9) }
    }
  }

  @Test("right to left, a horizontal split puts the primary on the right, position measured from there")
  func rightToLeft() throws {
    let s = try #require(PaneLayout(try Self.split(#"{"position": 0.25}"#), in: Self.window, rightToLeft: true).splits.first)
    #expect(s.primaryFrame.array == [1280 - 318, 0, 318, 800])
    #expect(s.secondaryFrame.array == [0, 0, 958, 800])
    #expect(s.position(of: Point(x: 1280 - 320, y: 0)) == 0.25)
  }
}
