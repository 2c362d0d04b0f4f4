import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A panel asked to be wider than the device it is shown on fits the device, margins on both sides.
@Suite("Panel clamped to its device")
struct PanelDeviceClampTests {
  /// The demo on each preset: its 400-point panel with a 16-point leading margin.
  @Test("the demo's panel stays inside every device preset, 16 points from each side where it is cut", arguments: DevicePreset.all.indices)
  func demoPanelFits(preset: Int) throws {
    var scene = Scene(config: DemoScene.config)
    for edit in DevicePreset.all[preset].edits { try scene.send(10_000, edit) }
    let main = try #require(scene.mainFrame)
    let panel = try #require(scene.component(PanelModel.self))
    let container = panel.containerFrame
    let device = DevicePreset.all[preset].size
    #expect(main.width >= device.width - 0.5 || main.width < device.width, "the pane shows the device")
    #expect(container.minX >= 16 - 1e-9, "\(DevicePreset.all[preset].name): \(container)")
    if device.width < 400 {
      #expect(abs(container.maxX - (device.width - 16)) < 1e-9, "\(DevicePreset.all[preset].name): cut to the device, 16 points from its right edge: \(container)")
    } else {
      #expect(abs(container.width - 384) < 1e-9, "\(DevicePreset.all[preset].name): its own width where it fits: \(container)")
    }
  }

  @Test("a panel that fits keeps its margins as given")
  func fittingPanelKeepsItsMargins() throws {
    let scene = Scene(config: try SceneConfig.parse(#"{"window": {"width": 800, "height": 600}, "main": {"panels": [{"id": "p", "crossAxisLength": 300, "surface": {"margins": {"left": 16}}}]}}"#))
    let container = try #require(scene.component(PanelModel.self)).containerFrame
    #expect(container.minX == 16 && container.width == 284)
  }
}
