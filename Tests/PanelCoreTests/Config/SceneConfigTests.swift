import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Scene files: the demo parses, omitted keys take their defaults, and every kind of mistake is
/// reported with the exact key path and line.
@Suite("Scene config")
struct SceneConfigTests {
  @Test("the built-in demo scene parses")
  func demoScene() throws {
    let config = try SceneConfig.parse(DemoScene.json)
    #expect(config.window == Size(width: 1280, height: 800))
    #expect(config.main.feed?.cards == 24)
    #expect(config.main.safeArea == .zero)
    #expect(config.layout?.views == [.sidebar, .main, .events])
    #expect(config.layout?.splits.map(\.id) == ["sidebar", "log"])
    #expect(config.sidebar?.current == "demo.json")
    #expect(config == DemoScene.config)
    let source = try JSONParser.parse(DemoScene.json)
    #expect(config.json == source)
  }

  @Test("every scene in assets/scenes parses, the demo's file is the built-in demo, and the sidebar lists them all")
  func sceneFiles() throws {
    let folder = URL(fileURLWithPath: CLI.root + "/assets/scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 3)
    let configs = try files.map { file in
      try SceneConfig.parse(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
    // A scene of the user's own pictures (your-app.json) is a phone: it has no sidebar of its
    // own (chosen from the sidebar it keeps the current one, see SidebarCarryTests), but every
    // other scene lists it.
    for (file, config) in zip(files, configs) where config.imageReferences.isEmpty {
      #expect(config.layout?.views.contains(.sidebar) == true, "\(file) has a sidebar, so the way back stays")
      #expect(Set(config.sidebar.map { $0.scenes[$0.ungrouped] } ?? []) == Set(files), "\(file) lists every scene")
    }
    let demo = try JSONParser.parse(try String(contentsOf: folder.appendingPathComponent("demo.json"), encoding: .utf8))
    #expect(JSONWriter.string(demo) == JSONWriter.string(try JSONParser.parse(DemoScene.json)))
  }

  @Test("an empty scene has the default window and no components")
  func emptyScene() throws {
    let config = try SceneConfig.parse("{}")
    #expect(config.window == Size(width: 1280, height: 800))
    #expect(config.scale == nil)
    #expect(config.reduceMotion == false)
    #expect(config.rightToLeft == false)
    #expect(config.layout == nil)
    #expect(config.main.feed == nil)
    #expect(config.main.tabBar == nil)
    #expect(config.main.accessory == nil)
    #expect(config.main.sheet == nil)
    #expect(config.main.panels.isEmpty)
  }

  @Test("top-level values are read")
  func topLevel() throws {
    let config = try SceneConfig.parse(
      #"{"window": {"width": 375}, "scale": 2, "reduceMotion": true, "rightToLeft": true}"#)
    #expect(config.window == Size(width: 375, height: 800))
    #expect(config.scale == 2)
    #expect(config.reduceMotion)
    #expect(config.rightToLeft)
  }

  @Test("an empty object is a component with all its defaults")
  func componentDefaults() throws {
    let config = try SceneConfig.parse(
      #"{"main": {"feed": {}, "tabBar": {}, "accessory": {}, "sheet": {}, "panels": [{}, {}]}}"#)
    #expect(config.main.feed?.cards == 12)
    #expect(config.main.tabBar?.tabs.map(\.title) == ["Today", "Games", "Apps", "Search"])
    #expect(config.main.tabBar?.hideOnScroll == true)
    #expect(config.main.accessory?.content == .plus)
    #expect(config.main.accessory?.position == .trailing)
    #expect(config.main.accessory?.hidden == false)
    #expect(config.main.sheet?.inset == 30)
    #expect(config.main.sheet?.cornerRadius == 24)
    #expect(config.main.panels.map(\.id) == ["panel", "panel1"])

    let panel = try #require(config.main.panels.first)
    #expect(panel.position == .bottom)
    #expect(panel.initialState == .half)
    #expect(panel.anchors == PanelConfig.defaultAnchors(for: .bottom))
    #expect(panel.anchors[.full] == .inset(.absolute(18), edge: .top, guide: .safeArea))
    #expect(panel.anchors[.tip] == .inset(.absolute(69), edge: .bottom, guide: .safeArea))
    #expect(panel.backdropAlpha == [.full: 0.3])
    #expect(panel.behavior == PanelBehavior())
    #expect(panel.behavior.springDecelerationRate == 0.991)
    #expect(panel.behavior.springResponseTime == 0.4)
    #expect(panel.contentMode == .static)
    #expect(!panel.isRemovalInteractionEnabled)
  }

  @Test("a layout split with only what it must have takes SplitView's defaults")
  func splitDefaults() throws {
    let config = try SceneConfig.parse(
      #"{"layout": {"split": {}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}}}"#)
    guard case .split(let split, let primary, let secondary)? = config.layout else {
      Issue.record("expected a split, got \(String(describing: config.layout))")
      return
    }
    #expect(split.id == "split")
    #expect(split.orientation == .horizontal)
    #expect(split.position == 0.5)
    #expect(split.draggableRange == .normalized(0, 1))
    #expect(split.dragToHide == .none)
    #expect(split.doubleClickToClose == .none)
    #expect(split.hideMode == .restore)
    #expect(split.dividerSpan == 4)
    #expect(split.divider == .minimal)
    #expect(split.prioritySide == nil)
    #expect(split.visible == .both)
    #expect(primary == .view(.sidebar))
    #expect(secondary == .view(.main))
  }

  @Test("every split key is read")
  func splitKeys() throws {
    let config = try SceneConfig.parse(
      """
      {"layout": {"split": {"id": "root", "orientation": "vertical", "position": 0.3,
                            "draggableRange": {"fixed": [100, 200]}, "dragToHide": "both",
                            "doubleClickToClose": "secondary", "hideMode": "boundary", "dividerSpan": 8,
                            "divider": "handle", "prioritySide": "primary", "visible": "secondary"},
                  "primary": {"view": "events"}, "secondary": {"view": "inspector"}}}
      """)
    guard case .split(let split, _, _)? = config.layout else {
      Issue.record("expected a split")
      return
    }
    #expect(split.id == "root")
    #expect(split.orientation == .vertical)
    #expect(split.position == 0.3)
    #expect(split.draggableRange == .fixed(100, 200))
    #expect(split.dragToHide == .both)
    #expect(split.doubleClickToClose == .secondary)
    #expect(split.hideMode == .boundary)
    #expect(split.dividerSpan == 8)
    #expect(split.divider == .handle)
    #expect(split.prioritySide == .primary)
    #expect(split.visible == .secondary)
  }

  @Test("a panel's anchors, states and behaviour are read")
  func panelKeys() throws {
    let config = try SceneConfig.parse(
      """
      {"main": {"panels": [{
        "id": "maps", "position": "top",
        "states": [{"name": "peek", "order": 50}],
        "anchors": {"full": {"absoluteInset": 20, "edge": "bottom", "referenceGuide": "safeArea"},
                    "peek": {"fractionalInset": 0.1, "edge": "top"},
                    "tip": {"intrinsic": {"absoluteOffset": 12}}},
        "initialState": "peek",
        "backdropAlpha": {"full": 0.5, "peek": 0.1},
        "behavior": {"springResponseTime": 0.5, "shouldProjectMomentum": true,
                     "allowsRubberBanding": ["top", "bottom"]},
        "isRemovalInteractionEnabled": true, "contentMode": "fitToBounds",
        "surface": {"cornerRadius": 8, "margins": {"left": 10}},
        "content": {"kind": "text", "rows": 3}
      }]}}
      """)
    let panel = try #require(config.main.panels.first)
    let peek = PanelState("peek", order: 50)
    #expect(panel.id == "maps")
    #expect(panel.position == .top)
    #expect(panel.customStates == [peek])
    #expect(panel.anchors.count == 3)
    #expect(panel.anchors[.full] == .inset(.absolute(20), edge: .bottom, guide: .safeArea))
    #expect(panel.anchors[peek] == .inset(.fractional(0.1), edge: .top, guide: .superview))
    #expect(panel.anchors[.tip] == .intrinsic(.absolute(12), guide: .safeArea))  // FloatingPanel's default guide for intrinsic anchors
    #expect(panel.initialState == peek)
    #expect(panel.backdropAlpha == [.full: 0.5, peek: 0.1])
    #expect(panel.behavior.springResponseTime == 0.5)
    #expect(panel.behavior.shouldProjectMomentum)
    #expect(panel.behavior.rubberBandEdges == [.top, .bottom])
    #expect(panel.isRemovalInteractionEnabled)
    #expect(panel.contentMode == .fitToBounds)
    #expect(panel.surface.cornerRadius == 8)
    #expect(panel.surface.margins == EdgeInsets(left: 10))
    #expect(panel.content.kind == .text)
    #expect(panel.content.rows == 3)
  }

  @Test("without a half anchor the panel starts in its most expanded state")
  func initialStateWithoutHalf() throws {
    let config = try SceneConfig.parse(
      #"{"main": {"panels": [{"anchors": {"tip": {"absoluteInset": 60, "edge": "bottom"}, "full": {"absoluteInset": 0, "edge": "top"}}}]}}"#)
    #expect(config.main.panels.first?.initialState == .full)
  }

  @Test(
    "bad input names the key path and line",
    arguments: [
      ("unknown key at the root", "{\n  \"windw\": {}\n}", "windw", 2, "unknown key"),
      (
        "unknown nested key", "{\"main\": {\n  \"feed\": {\n    \"cardz\": 3}}}", "main.feed.cardz", 3,
        "unknown key"
      ),
      (
        "unknown key in a panel", "{\"main\": {\"panels\": [\n {\"id\": \"a\"},\n {\"colour\": 1}]}}",
        "main.panels[1].colour", 3, "unknown key"
      ),
      (
        "string for a number", "{\"window\": {\n  \"width\": \"wide\"}}", "window.width", 2,
        "expected a number, got a string"
      ),
      (
        "negative width", "{\"window\": {\"height\": 600,\n  \"width\": -5}}", "window.width", 2,
        "must be between 160 and 16384, got -5"
      ),
      (
        "fractional card count", "{\"main\": {\"feed\": {\n\n  \"cards\": 1.5}}}", "main.feed.cards", 3,
        "must be a whole number, got 1.5"
      ),
      ("scale too large", "{\n\"scale\": 10}", "scale", 2, "must be between 0.5 and 4, got 10"),
      ("scale as a string", "{\"scale\": \"2\"}", "scale", 1, "expected a number, got a string"),
      ("boolean as a number", "{\n\"reduceMotion\": 1}", "reduceMotion", 2, "expected true or false, got a number"),
      ("main not an object", "{\n\"main\": []}", "main", 2, "expected an object, got an array"),
      ("root not an object", "\n[1]", "", 2, "expected an object, got an array"),
      (
        "bad enum value", "{\"main\": {\"panels\": [{\n  \"position\": \"up\"}]}}", "main.panels[0].position", 2,
        "expected one of bottom|top|left|right, got \"up\""
      ),
      (
        "enum given a number", "{\"main\": {\"accessory\": {\n\"position\": 3}}}", "main.accessory.position", 2,
        "expected one of leading|center|trailing, got a number"
      ),
      (
        "duplicate panel id", "{\"main\": {\"panels\": [\n  {\"id\": \"a\"},\n  {\"id\": \"a\"}]}}",
        "main.panels[1].id", 3, "duplicate panel id \"a\""
      ),
      (
        "duplicate default panel id", "{\"main\": {\"panels\": [{}, {\"id\": \"panel\"}]}}", "main.panels[1].id", 1,
        "duplicate panel id \"panel\""
      ),
      (
        "unknown state in anchors",
        "{\"main\": {\"panels\": [{\"anchors\": {\n  \"middle\": {\"absoluteInset\": 10, \"edge\": \"top\"}}}]}}",
        "main.panels[0].anchors.middle", 2, "unknown state \"middle\""
      ),
      (
        "unknown initial state", "{\"main\": {\"panels\": [{\n\"initialState\": \"open\"}]}}",
        "main.panels[0].initialState", 2, "unknown state \"open\""
      ),
      (
        "initial state without an anchor",
        "{\"main\": {\"panels\": [{\"anchors\": {\"full\": {\"absoluteInset\": 0, \"edge\": \"top\"}},\n\"initialState\": \"tip\"}]}}",
        "main.panels[0].initialState", 2, "state \"tip\" has no anchor"
      ),
      (
        "absoluteInset and fractionalInset together",
        "{\"main\": {\"panels\": [{\"anchors\": {\"full\": {\"absoluteInset\": 10,\n  \"fractionalInset\": 0.5, \"edge\": \"top\"}}}]}}",
        "main.panels[0].anchors.full.fractionalInset", 2, "not both"
      ),
      (
        "anchor without an edge", "{\"main\": {\"panels\": [{\"anchors\": {\n\"half\": {\"absoluteInset\": 10}}}]}}",
        "main.panels[0].anchors.half.edge", 2, "missing"
      ),
      (
        "backdrop alpha out of range", "{\"main\": {\"panels\": [{\"backdropAlpha\": {\n\"full\": 1.5}}]}}",
        "main.panels[0].backdropAlpha.full", 2, "must be between 0 and 1, got 1.5"
      ),
      (
        "behavior out of range", "{\"main\": {\"panels\": [{\"behavior\": {\n\"springResponseTime\": -1}}]}}",
        "main.panels[0].behavior.springResponseTime", 2, "must be between 0.01 and 10, got -1"
      ),
      (
        "rubber band edge not an edge",
        "{\"main\": {\"panels\": [{\"behavior\": {\"allowsRubberBanding\": [\"top\",\n \"middle\"]}}]}}",
        "main.panels[0].behavior.allowsRubberBanding[1]", 2, "got \"middle\""
      ),
      (
        "split missing secondary", "{\n\"layout\": {\"split\": {},\n \"primary\": {\"view\": \"main\"}}}",
        "layout.secondary", 2, "missing"
      ),
      (
        "split missing primary", "{\"layout\": {\"split\": {}, \"secondary\": {\"view\": \"main\"}}}",
        "layout.primary", 1, "missing"
      ),
      ("node without view or split", "{\"layout\": {\n}}", "layout", 1, "needs \"view\" or \"split\""),
      (
        "node with view and split", "{\"layout\": {\"view\": \"main\",\n \"split\": {}}}", "layout.split", 2,
        "unknown key"
      ),
      (
        "bad view", "{\"layout\": {\"split\": {}, \"primary\": {\"view\": \"main\"},\n \"secondary\": {\"view\": \"map\"}}}",
        "layout.secondary.view", 2, "got \"map\""
      ),
      (
        "draggableRange reversed",
        "{\"layout\": {\"split\": {\n  \"draggableRange\": {\"normalized\": [0.8, 0.2]}},\n  \"primary\": {\"view\": \"main\"}, \"secondary\": {\"view\": \"blank\"}}}",
        "layout.split.draggableRange.normalized", 2, "lower bound exceeds upper bound"
      ),
      (
        "draggableRange with one value",
        "{\"layout\": {\"split\": {\"draggableRange\": {\"fixed\": [10]}}, \"primary\": {\"view\": \"main\"}, \"secondary\": {\"view\": \"blank\"}}}",
        "layout.split.draggableRange.fixed", 1, "expected two numbers, got 1 values"
      ),
      (
        "draggableRange beyond 1",
        "{\"layout\": {\"split\": {\"draggableRange\": {\"normalized\": [0.2,\n 1.2]}}, \"primary\": {\"view\": \"main\"}, \"secondary\": {\"view\": \"blank\"}}}",
        "layout.split.draggableRange.normalized[1]", 2, "must be between 0 and 1, got 1.2"
      ),
      (
        "split position beyond 1",
        "{\"layout\": {\"split\": {\"position\": 1.01}, \"primary\": {\"view\": \"main\"}, \"secondary\": {\"view\": \"blank\"}}}",
        "layout.split.position", 1, "must be between 0 and 1, got 1.01"
      ),
      ("too many tabs", "{\"main\": {\"tabBar\": {\n\"tabs\": [\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\"]}}}", "main.tabBar.tabs", 2, "needs 1 to 8 tabs, got 9"),
      ("tab not a string", "{\"main\": {\"tabBar\": {\"tabs\": [\"Today\",\n 7]}}}", "main.tabBar.tabs[1]", 2, "expected a title or {\"title\", \"feed\"}, got a number"),
      ("negative safe area", "{\"main\": {\"safeArea\": {\n\"top\": -1}}}", "main.safeArea.top", 2, "must be between 0 and 10000, got -1"),
      ("syntax error", "{\n\"main\": {\n}\n,}", "", 4, "expected a string key"),
    ])
  func errors(what: String, text: String, path: String, line: Int, message: String) throws {
    let error = try #require(sceneError(text), "\(what) must be rejected")
    #expect(error.path == path, "\(what)")
    #expect(error.line == line, "\(what)")
    #expect(error.message.contains(message), "\(what): \(error.message)")
  }

  @Test("an unknown key lists the known ones")
  func unknownKeyMessage() throws {
    let error = try #require(sceneError(#"{"main": {"feed": {"cardz": 3}}}"#))
    #expect(error.message == "unknown key (known keys: cards, imageMode, images)")
  }

  @Test("description is \"path: message\", or the message alone at the root")
  func descriptionFormat() throws {
    let nested = try #require(sceneError(#"{"main": {"feed": {"cards": 1.5}}}"#))
    #expect(nested.description == "main.feed.cards: must be a whole number, got 1.5")
    #expect(String(describing: nested) == "main.feed.cards: must be a whole number, got 1.5")

    let root = try #require(sceneError("{,}"))
    #expect(root.path == "")
    #expect(root.description == root.message)
    #expect(root.description == "expected a string key")

    #expect(ConfigError(path: "a.b[2]", line: 7, message: "bad").description == "a.b[2]: bad")
  }

  @Test("range bounds are inclusive")
  func inclusiveBounds() throws {
    #expect(sceneError(#"{"window": {"width": 160, "height": 16384}, "scale": 0.5}"#) == nil)
    #expect(sceneError(#"{"scale": 4, "main": {"feed": {"cards": 1000}}}"#) == nil)
    #expect(sceneError(#"{"main": {"feed": {"cards": 1001}}}"#)?.path == "main.feed.cards")
    #expect(sceneError(#"{"window": {"width": 159.9}}"#)?.path == "window.width")
  }
}
