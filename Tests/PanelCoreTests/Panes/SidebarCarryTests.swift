import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Every scene the sidebar switches to leaves the way back: a scene without a sidebar of its own
/// (`your-app`) keeps the current one, shown beside its main view, and its scene keys work.
@Suite("Sidebar carried across scene switches")
struct SidebarCarryTests {
  static let folder = URL(fileURLWithPath: CLI.root + "/assets/scenes")

  static func json(_ file: String) throws -> JSONValue {
    try JSONParser.parse(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
  }

  @Test("each scene the demo's sidebar lists shows a sidebar after the switch, and Ctrl+PageUp / PageDown leave it")
  func everySceneKeepsTheWayBack() throws {
    let demo = try Self.json("demo.json")
    let list = try SceneConfig(json: demo).sidebar!.scenes
    #expect(list.contains("your-app.json"))
    for (i, file) in list.enumerated() {
      let carried = SidebarCarry.carrying(into: try Self.json(file), from: demo)
      // The window keeps its size across a switch (the demo's 1280×800), whatever the file says.
      let marked = carried.setting("sidebar.current", to: .string(file))!
        .replacingMember("window", with: .object(["width": .number(1280), "height": .number(800)]))
      var scene = Scene(config: try SceneConfig(json: marked))
      let pane = try #require(scene.frame(of: .pane(.sidebar)), "\(file) shows no sidebar after the switch")
      #expect(pane.width > 100, "\(file): sidebar \(pane.width) points wide")
      #expect(scene.mainFrame != nil, "\(file) still shows its main view")
      try scene.send(ms(10), .keyDown(key: "PageDown", modifiers: [.ctrl]))
      try scene.send(ms(20), .keyDown(key: "PageUp", modifiers: [.ctrl]))
      let chosen = scene.takeEvents().filter { $0.name == "didChooseScene" }.map { $0[field: "scene"]?.string }
      #expect(chosen == [list[(i + 1) % list.count], list[(i + list.count - 1) % list.count]], "\(file)")
    }
  }

  @Test("your-app gets the demo's sidebar split around its main view, on the same side and at the same position")
  func yourAppIsWrapped() throws {
    let carried = SidebarCarry.carrying(into: try Self.json("your-app.json"), from: try Self.json("demo.json"))
    let layout = try #require(try SceneConfig(json: carried).layout)
    guard case .split(let split, let primary, let secondary) = layout else {
      Issue.record("no split: \(layout)")
      return
    }
    #expect(split.id == "sidebar")
    #expect(split.position == 0.18)
    #expect(primary == .view(.sidebar))
    #expect(secondary == .view(.main))
  }

  @Test("a scene whose own layout has no sidebar is wrapped whole, and a clashing split id takes a fresh one")
  func ownLayoutIsWrapped() throws {
    let next = try JSONParser.parse(
      #"{"layout": {"split": {"id": "sidebar", "orientation": "vertical"}, "primary": {"view": "main"}, "secondary": {"view": "events"}}}"#)
    let carried = SidebarCarry.carrying(into: next, from: try Self.json("demo.json"))
    let layout = try #require(try SceneConfig(json: carried).layout)
    #expect(layout.splits.map(\.id) == ["sidebar-2", "sidebar"])
    #expect(layout.views == [.sidebar, .main, .events])
  }

  @Test("saving takes the carried sidebar out again: the file's own layout and list come back")
  func savingRemovesWhatWasCarried() throws {
    for file in ["your-app.json", "maps.json"] {
      let original = try Self.json(file)
      let carried = SidebarCarry.carrying(into: original, from: try Self.json("demo.json"))
      #expect(SidebarCarry.removing(from: carried, original: original) == original, "\(file)")
    }
    let own = try JSONParser.parse(#"{"layout": {"split": {"id": "a"}, "primary": {"view": "main"}, "secondary": {"view": "events"}}}"#)
    let carried = SidebarCarry.carrying(into: own, from: try Self.json("demo.json"))
    #expect(SidebarCarry.removing(from: carried, original: own) == own)
  }

  @Test("a scene with a list of scenes but no sidebar pane still switches scenes with Ctrl+PageDown")
  func keysWithoutThePane() throws {
    var scene = Scene(config: try SceneConfig.parse(#"{"sidebar": {"scenes": ["a.json", "b.json"], "current": "a.json"}}"#))
    #expect(scene.frame(of: .pane(.sidebar)) == nil)
    try scene.send(ms(10), .keyDown(key: "PageDown", modifiers: [.ctrl]))
    #expect(scene.takeEvents().filter { $0.name == "didChooseScene" }.map { $0[field: "scene"]?.string } == ["b.json"])
  }
}
