import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The sidebar's groups (`sidebar.groups`): the demo lists every conflict scene of
/// `assets/conflicts` under a folded "Conflicts" header; a click unfolds it, a click on a row
/// chooses that scene, and the list carried into a scene of another folder is rebased onto it.
@Suite("Sidebar groups")
struct SidebarGroupTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../assets").standardized

  /// A click at the centre of the first sidebar row whose action is `action`.
  static func click(_ action: SidebarPane.Action, in scene: inout Scene, at t: Micros) throws {
    let pane = try #require(scene.frame(of: .pane(.sidebar)))
    let row = try #require(scene.component(SidebarPane.self)?.rows.first { $0.action == action }, "no row \(action)")
    let p = Point(x: pane.x + row.frame.midX, y: pane.y + row.frame.midY)
    try scene.send(t, .pointerDown(p, button: .left, clicks: 1))
    try scene.send(t + ms(50), .pointerUp(p, button: .left))
  }

  @Test("the demo's Conflicts group lists every scene in assets/conflicts, and each entry is a file there")
  func demoListsEveryConflict() throws {
    let sidebar = try #require(DemoScene.config.sidebar)
    let group = try #require(sidebar.groups.first)
    #expect(group.title == "Conflicts")
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.assets.appendingPathComponent("conflicts").path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 9)
    #expect(sidebar.scenes[group.range].map { String($0.dropFirst("../conflicts/".count)) }.sorted() == files)
    #expect(sidebar.scenes[sidebar.ungrouped].allSatisfy { !$0.contains("/") })
  }

  @Test("every scene of assets/scenes with a sidebar lists the same Conflicts group as the demo, so the conflicts are a click away from each")
  func everySceneListsTheConflicts() throws {
    let demo = try #require(DemoScene.config.sidebar)
    let conflicts = Array(demo.scenes[try #require(demo.groups.first).range])
    let folder = Self.assets.appendingPathComponent("scenes").path
    var listed = 0
    for file in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".json") }).sorted() {
      let config = try SceneConfig.parse(try String(contentsOfFile: folder + "/" + file, encoding: .utf8))
      guard let sidebar = config.sidebar else { continue }
      listed += 1
      let group = try #require(sidebar.groups.first, "\(file) has no Conflicts group")
      #expect(group.title == "Conflicts", "\(file)")
      #expect(Array(sidebar.scenes[group.range]) == conflicts, "\(file)")
    }
    #expect(listed >= 7)
  }

  @Test("an unfolded group's rows show their files' names, so a row says which scene it opens")
  func groupedRowsShowFileNames() throws {
    var scene = Scene(config: DemoScene.config)
    try Self.click(.toggleGroup(0), in: &scene, at: ms(10))
    let pane = try #require(scene.component(SidebarPane.self))
    let sidebar = try #require(DemoScene.config.sidebar)
    let titles = pane.rows.compactMap { row -> String? in
      if case .chooseScene(let i) = row.action, sidebar.group(of: i) != nil { row.title } else { nil }
    }
    #expect(titles.first == "fp-76-carousel-in-panel")
    #expect(titles.contains("pm-82-reorder-against-dismiss") && titles.count == 18)
    // The scenes outside a group keep their titles.
    #expect(pane.rows.first { $0.action == .chooseScene(0) }?.title == "Demo")
  }

  @Test("folded, the group is one header row with its count; a click unfolds it and a click on a row chooses that scene")
  func foldAndChoose() throws {
    var scene = Scene(config: DemoScene.config)
    let pane = try #require(scene.component(SidebarPane.self))
    let hashBefore = scene.stateHash()
    #expect(pane.rows.filter { if case .chooseScene = $0.action { true } else { false } }.count == 8)
    let header = try #require(pane.rows.first { $0.action == .toggleGroup(0) })
    #expect(header.title == "▸ Conflicts" && header.hint == "18")
    try Self.click(.toggleGroup(0), in: &scene, at: ms(10))
    let open = try #require(scene.component(SidebarPane.self))
    #expect(open.rows.filter { if case .chooseScene = $0.action { true } else { false } }.count == 26)
    #expect(open.rows.first { $0.action == .toggleGroup(0) }?.title == "▾ Conflicts")
    #expect(scene.stateHash() != hashBefore)
    // The Layout and Device sections moved down by the eighteen rows.
    let device = try #require(pane.rows.first { $0.action == .chooseDevice(nil) })
    #expect(open.rows.first { $0.action == .chooseDevice(nil) }?.frame.y == device.frame.y + 18 * SidebarPane.rowHeight)
    _ = scene.takeEvents()
    try Self.click(.chooseScene(8), in: &scene, at: ms(200))
    let chosen = scene.takeEvents().filter { $0.name == "didChooseScene" }.map { $0[field: "scene"]?.string }
    #expect(chosen == ["../conflicts/fp-76-carousel-in-panel.json"])
    try Self.click(.toggleGroup(0), in: &scene, at: ms(400))
    #expect(scene.component(SidebarPane.self)?.rows.count == pane.rows.count)
  }

  @Test("a group holding the current scene shows unfolded")
  func currentUnfolds() throws {
    let json = #"{"sidebar": {"scenes": ["a.json"], "groups": [{"title": "More", "scenes": ["b.json", "c.json"]}], "current": "c.json"}, "layout": {"view": "sidebar"}}"#
    let scene = try Scene.make(json)
    let pane = try #require(scene.component(SidebarPane.self))
    #expect(pane.isUnfolded(0))
    #expect(pane.rows.contains { $0.action == .chooseScene(2) })
  }

  @Test("bad groups are refused naming the key")
  func badGroups() {
    let untitled = sceneError("{\"sidebar\": {\"groups\": [{\n\"title\": \"\", \"scenes\": [\"a.json\"]}]}}")
    #expect(untitled?.path == "sidebar.groups[0].title")
    #expect(untitled?.line == 2)
    let many = (0..<60).map { "\"s\($0).json\"" }.joined(separator: ", ")
    let tooMany = sceneError("{\"sidebar\": {\"scenes\": [\(many)], \"groups\": [{\"title\": \"G\", \"scenes\": [\"a\", \"b\", \"c\", \"d\", \"e\"]}]}}")
    #expect(tooMany?.path == "sidebar.groups[0].scenes")
    #expect(tooMany?.message.contains("65 scenes in all") == true, "\(String(describing: tooMany?.message))")
    #expect(sceneError("{\"sidebar\": {\"groups\": [{\"title\": \"G\", \"scenes\": [\"\"]}]}}")?.path == "sidebar.groups[0].scenes[0]")
    #expect(sceneError("{\"sidebar\": {\"groups\": [{\"title\": \"G\", \"open\": true}]}}")?.path == "sidebar.groups[0].open")
  }

  @Test("rebasing passes every name of the list, the groups and current through the rename, and nothing else")
  func rebasing() throws {
    let json = try JSONParser.parse(#"{"main": {"feed": {}}, "sidebar": {"scenes": ["demo.json"], "groups": [{"title": "Conflicts", "scenes": ["../conflicts/x.json"]}], "current": "demo.json"}}"#)
    let rebased = SidebarCarry.rebasing(json) { "R(" + $0 + ")" }
    #expect(rebased.value(at: "sidebar.scenes[0]")?.string == "R(demo.json)")
    #expect(rebased.value(at: "sidebar.groups[0].scenes[0]")?.string == "R(../conflicts/x.json)")
    #expect(rebased.value(at: "sidebar.groups[0].title")?.string == "Conflicts")
    #expect(rebased.value(at: "sidebar.current")?.string == "R(demo.json)")
    #expect(JSONWriter.string(rebased["main"]!) == JSONWriter.string(json["main"]!))
  }
}
