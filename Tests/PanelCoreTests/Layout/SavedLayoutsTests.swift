import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The layout state file's contents: saved per scene and tree, written back into a scene's JSON
/// only for the same tree, and anything else in the file refused with its key.
@Suite("Saved layouts")
struct SavedLayoutsTests {
  static let scene = """
    {"layout": {"split": {"id": "side", "position": 0.2},
      "primary": {"view": "sidebar"},
      "secondary": {"split": {"id": "log", "orientation": "vertical", "position": 0.7},
        "primary": {"view": "main"}, "secondary": {"view": "events"}}}}
    """

  static func tree(_ text: String) throws -> LayoutNode { try SceneConfig.parse(text).layout! }

  @Test("a saved tree survives the file's JSON and comes back into the scene at its key paths")
  func roundTrip() throws {
    let config = try SceneConfig.parse(Self.scene)
    let live = config.layout!.updating("log") {
      $0.position = 0.55
      $0.visible = .primary
    }
    var saved = SavedLayouts()
    saved.save(live, for: "/scenes/a.json")
    let reread = try SavedLayouts(json: try JSONParser.parse(JSONWriter.string(saved.json)))
    #expect(reread == saved)
    let restored = try #require(reread.restoring(config, for: "/scenes/a.json"))
    #expect(restored.layout == live)
    #expect(restored.json["layout"]?["secondary"]?["split"]?["visible"] == .string("primary"))
    #expect(restored.json["layout"]?["split"]?["visible"] == nil, "unchanged splits keep their JSON as written")
  }

  @Test("saved state applies only to its own scene and to the same tree")
  func onlySameTree() throws {
    let config = try SceneConfig.parse(Self.scene)
    var saved = SavedLayouts()
    saved.save(config.layout!.updating("side") { $0.position = 0.3 }, for: "demo")
    #expect(saved.restoring(config, for: "other") == nil)
    let renamed = try SceneConfig.parse(Self.scene.replacingOccurrences(of: "\"log\"", with: "\"console\""))
    #expect(saved.restoring(renamed, for: "demo") == nil, "a split renamed: the tree changed")
    let turned = try SceneConfig.parse(Self.scene.replacingOccurrences(of: "\"vertical\"", with: "\"horizontal\""))
    #expect(saved.restoring(turned, for: "demo") == nil, "an orientation changed: the tree changed")
    #expect(saved.restoring(config, for: "demo")?.layout?.splits.first?.position == 0.3)
    var same = SavedLayouts()
    same.save(config.layout!, for: "demo")
    #expect(same.restoring(config, for: "demo") == nil, "nothing differs: the scene stays as written")
  }

  @Test("a file that is not a layout state is refused with the key at fault", arguments: [
    (#"{"format": "something-else", "version": 1, "scenes": {}}"#, "format"),
    (#"{"format": "panellab-layout-state", "version": 2, "scenes": {}}"#, "version"),
    (#"{"format": "panellab-layout-state", "version": 1}"#, "scenes"),
    (#"{"format": "panellab-layout-state", "version": 1, "scenes": {"demo": {"fingerprint": "x", "splits": {"a": {"position": 1.5}}}}}"#, "scenes.demo.splits.a.position"),
    (#"{"format": "panellab-layout-state", "version": 1, "scenes": {"demo": {"fingerprint": "x", "splits": {"a": {"visible": "neither"}}}}}"#, "scenes.demo.splits.a.visible"),
    (#"[1, 2]"#, ""),
  ])
  func foreign(text: String, key: String) throws {
    let value = try JSONParser.parse(text)
    #expect(throws: ConfigError.self) { try SavedLayouts(json: value) }
    do {
      _ = try SavedLayouts(json: value)
    } catch {
      #expect(error.path == key, "\(error.description)")
    }
  }
}
