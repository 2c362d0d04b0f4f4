import Foundation
import Testing

@testable import PanelCore

/// The scenes in `assets/scenes`, as the sidebar loads them.
@Suite("Bundled scenes")
struct BundledScenesTests {
  static func scene(_ name: String) throws -> Scene {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("assets/scenes/\(name)"), encoding: .utf8)
    return Scene(config: try SceneConfig.parse(text))
  }

  @Test("maps: the detail panel sits 16 points inside the trailing edge and shows a place, not a search field")
  func mapsDetailPanel() throws {
    let scene = try Self.scene("maps.json")
    let main = try #require(scene.mainFrame)
    let detail = try #require(scene.panels.first { $0.config.id == "detail" })
    #expect(isClose(detail.surfaceFrame.maxX, main.width - 16, within: 1e-9), "\(detail.surfaceFrame) in \(main)")
    #expect(detail.config.content.kind == .text)
    #expect(detail.config.content.title != "Detail")
  }
}
