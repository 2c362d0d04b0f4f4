import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

/// Typed scene paths spell the keys the scene files take: every control the inspector offers for
/// the committed scenes names a key that a `set` to its value accepts.
@Suite struct ScenePathTests {
  @Test func pathsSpellTheSceneFilesKeys() {
    #expect(ScenePath.scene(.timeScale).description == "timeScale")
    #expect(ScenePath.panel(2).behavior(.springResponseTime).description == "main.panels[2].behavior.springResponseTime")
    #expect(ScenePath.panel(0).anchors.anchor("last quarter", .fractionalInset).description == "main.panels[0].anchors.last quarter.fractionalInset")
    #expect(ScenePath.sheet(.dismissThreshold).description == "main.sheet.dismissThreshold")
    #expect(ScenePath.accessory(.style).description == "main.accessory.style")
    #expect(ScenePath.panel(1).isRemovalInteractionEnabled.description == "main.panels[1].isRemovalInteractionEnabled")
    #expect(InspectorControl.springFormPath == "#springForm")
  }

  @Test func everyControlOfTheCommittedScenesIsAKeyTheSceneTakes() throws {
    let folder = URL(fileURLWithPath: CLI.root + "/assets/scenes")
    var checked = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".json") {
      let config = try SceneConfig.parse(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
      for panel in [0, 1] {
        for form in SpringFormParameter.forms.indices {
          for control in InspectorPane.controls(for: config, springForm: form, panel: panel) where !control.path.hasPrefix("#") {
            let value = config.json.value(at: control.path) ?? control.defaultValue
            let edited = try #require(config.json.setting(control.path, to: value), "\(name): \(control.path)")
            #expect(throws: Never.self, "\(name): \(control.path)") { _ = try SceneConfig(json: edited) }
            checked += 1
          }
        }
      }
    }
    #expect(checked > 100)
  }
}
