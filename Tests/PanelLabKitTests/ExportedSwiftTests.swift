import Foundation
import PanelCore
import PanelLabKit
import Testing

/// Ctrl+E's exported Swift compiles against PanelLabKit: `Exported/TunedExport.swift` is the
/// export of `scene` byte for byte (this target builds it), and its layouts, behaviours and
/// surfaces put a controller's panel where the scene puts its own, with the scene's look.
@Suite struct ExportedSwiftTests {
  /// A scene with what the export has to spell: a custom state, fractional, absolute and intrinsic
  /// anchors, a top panel, rubber-band edges, a tuned spring and removal, and two surfaces: one
  /// with every key (continuous corners, two shadows, colours, grabber, margins, padding), one
  /// with no shadow, a hidden grabber and a border in the scene's default colour.
  static let scene = #"""
    {"window": {"width": 390, "height": 844}, "scale": 3,
     "main": {"safeArea": {"top": 47, "bottom": 34},
      "panels": [
      {"id": "maps", "states": [{"name": "last quarter", "order": 750}], "initialState": "last quarter",
       "anchors": {"full": {"absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea"},
                   "last quarter": {"fractionalInset": 0.25, "edge": "bottom"},
                   "tip": {"intrinsic": {"absoluteOffset": 10}}},
       "backdropAlpha": {"full": 0.3, "last quarter": 0.2},
       "behavior": {"springResponseTime": 0.55, "springDecelerationRate": 0.995, "allowsRubberBanding": ["top"]},
       "isRemovalInteractionEnabled": true,
       "surface": {"cornerRadius": 20, "cornerCurve": "continuous", "backgroundColor": "#F2F2F7",
        "shadows": [{"color": "#1A2B3C", "opacity": 0.3, "radius": 12, "offset": 4, "spread": -2}, {"opacity": 0.1, "radius": 1, "offsetX": 1}],
        "borderWidth": 1.5, "borderColor": "#3366FF80", "grabberHandlePadding": 10, "grabberHandleSize": {"width": 44, "height": 6},
        "margins": {"top": 8, "left": 8, "right": 8}, "padding": {"top": 4}}},
      {"id": "Maps", "position": "top", "initialState": "full",
       "anchors": {"full": {"absoluteInset": 120, "edge": "bottom", "referenceGuide": "safeArea"},
                   "half": {"fractionalInset": 0.4, "edge": "top", "referenceGuide": "safeArea"},
                   "tip": {"absoluteInset": 44, "edge": "top", "referenceGuide": "safeArea"}},
       "surface": {"cornerRadius": 0, "shadows": [], "borderWidth": 2, "grabber": false}}]}}
    """#
  static let exported = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Exported/TunedExport.swift")

  @Test func theCompiledFileIsTheExportOfTheScene() throws {
    let code = TunedCode.swift(for: try SceneConfig.parse(Self.scene), source: "tuned.json")
    let committed = try String(contentsOf: Self.exported, encoding: .utf8)
    // `PANELLAB_UPDATE_EXPORT=1` writes the export again after a change of TunedCode.
    if ProcessInfo.processInfo.environment["PANELLAB_UPDATE_EXPORT"] == "1" { try code.write(to: Self.exported, atomically: true, encoding: .utf8) }
    #expect(code == committed, "Exported/TunedExport.swift is not what Ctrl+E exports for the scene")
  }

  @Test func theExportedLayoutsAndBehavioursGiveTheScenesPositions() throws {
    let config = try SceneConfig.parse(Self.scene)
    let scene = Scene(config: config, scale: config.scale ?? 1)
    let models = scene.components(PanelModel.self)
    let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
    let exported: [(FloatingPanelLayout, FloatingPanelBehavior, (FloatingPanelController) -> Void)] = [
      (MapsLayout(), MapsBehavior(), MapsSurface.apply), (Maps2Layout(), Maps2Behavior(), Maps2Surface.apply),
    ]
    var controllers: [FloatingPanelController] = []
    for (layout, behavior, surface) in exported {
      let fpc = FloatingPanelController()
      fpc.layout = layout
      fpc.behavior = behavior
      surface(fpc)
      fpc.isRemovalInteractionEnabled = controllers.isEmpty
      // PanelLab's content, as the scene's panels hold by default.
      fpc.addPanel(toParent: session)
      controllers.append(fpc)
    }
    for (fpc, model) in zip(controllers, models) {
      #expect(fpc.state.rawValue == model.state.name, "the initial state")
      for state in model.layout.validStates where state != .hidden {
        let fpState = FloatingPanelState(rawValue: state.name, order: state.order)
        let location = fpc.surfaceLocation(for: fpState)
        #expect(Double(location.y) == model.layout.position(of: state), "\(model.config.id) at \(state.name)")
      }
    }
    // The behaviour and the anchors reach the model as the scene wrote them.
    let recorded = try SceneConfig(json: try Recording.parse(session.recordingText).scene)
    for (replayed, original) in zip(recorded.main.panels, config.main.panels) {
      #expect(replayed.behavior == original.behavior)
      #expect(replayed.anchors == original.anchors)
      // The export spells every state's alpha; the scene leaves the ones at 0 out.
      for state in Set(replayed.backdropAlpha.keys).union(original.backdropAlpha.keys) {
        #expect(replayed.backdropAlpha[state] ?? 0 == original.backdropAlpha[state] ?? 0, "\(state.name)")
      }
      #expect(replayed.isRemovalInteractionEnabled == original.isRemovalInteractionEnabled)
      #expect(replayed.surface == original.surface, "\(original.id)'s surface")
    }
    #expect(Animation.mapsAttraction.response == 0.55)
  }
}
