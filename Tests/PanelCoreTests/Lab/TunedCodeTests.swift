import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The Swift that Ctrl+E exports: FloatingPanel's API, one shared value per custom state, a type
/// name per panel, and text that Swift parses.
@Suite struct TunedCodeTests {
  static let scene = #"""
    {"main": {"panels": [
      {"id": "maps", "states": [{"name": "last quarter", "order": 750}], "initialState": "last quarter",
       "anchors": {"full": {"absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea"},
                   "last quarter": {"fractionalInset": 0.25, "edge": "bottom"},
                   "tip": {"intrinsic": {"absoluteOffset": 10}}},
       "backdropAlpha": {"full": 0.3, "last quarter": 0.2},
       "behavior": {"springResponseTime": 0.55, "allowsRubberBanding": ["top"]},
       "isRemovalInteractionEnabled": true},
      {"id": "Maps", "position": "top"}]}}
    """#

  @Test func customStatesAreSharedValuesAndTypeNamesAreUnique() throws {
    let code = TunedCode.swift(for: try SceneConfig.parse(Self.scene), source: "test.json")
    // FloatingPanelState compares by identity: one static value, used by name everywhere.
    #expect(code.contains(#"static let lastQuarter = FloatingPanelState(rawValue: "last quarter", order: 750)"#))
    #expect(code.contains("let initialState: FloatingPanelState = .lastQuarter"))
    #expect(code.contains(".lastQuarter: FloatingPanelLayoutAnchor(fractionalInset: 0.25, edge: .bottom, referenceGuide: .superview)"))
    #expect(code.contains("case .lastQuarter: return 0.2"))
    #expect(!code.contains("FloatingPanelState(rawValue: \"last quarter\", order: 750):"))
    // `maps` and `Maps` both spell Maps: the second is numbered.
    #expect(code.contains("final class MapsBehavior: FloatingPanelBehavior"))
    #expect(code.contains("final class Maps2Behavior: FloatingPanelBehavior"))
    #expect(code.contains("let springResponseTime: CGFloat = 0.55"))
    #expect(code.contains("FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 10.0, referenceGuide: .safeArea)"), "an intrinsic anchor measures against the safe area by default")
    #expect(code.contains("`fpc.isRemovalInteractionEnabled = true`"))
    // The default surface still says its corners: FloatingPanel's default radius is 0, the scene's 16.
    #expect(code.contains("enum MapsSurface {\n  static func apply(to fpc: FloatingPanelController) {\n    let appearance = SurfaceAppearance()\n    appearance.cornerRadius = 16.0\n    fpc.surfaceView.appearance = appearance\n  }"))
  }

  @Test func theExportParsesAsSwift() throws {
    let code = TunedCode.swift(for: try SceneConfig.parse(Self.scene), source: "test.json")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tuned-\(UUID().uuidString).swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["swiftc", "-parse", file.path]
    let err = Pipe()
    p.standardError = err
    try p.run()
    p.waitUntilExit()
    let message = String(data: err.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
    #expect(p.terminationStatus == 0, "\(message)")
  }

  @Test func stateNamesBecomeIdentifiers() {
    #expect(TunedCode.memberName("full") == "full")
    #expect(TunedCode.memberName("last quarter") == "lastQuarter")
    #expect(TunedCode.memberName("3rd") == "state3rd")
    #expect(TunedCode.typeName("maps-panel") == "MapsPanel")
  }
}
