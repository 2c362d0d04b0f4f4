import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Device presets: picked in the sidebar as recorded edits, they give the main view a phone's size.
@Suite struct DeviceFrameTests {
  static let sceneText = #"""
    {"window": {"width": 1280, "height": 1000},
     "layout": {"split": {"id": "s", "orientation": "horizontal", "position": 0.25},
                "primary": {"view": "sidebar"}, "secondary": {"view": "main"}},
     "sidebar": {"scenes": ["a.json"]},
     "main": {"feed": {"cards": 6}, "panels": [{"id": "p"}]}}
    """#

  /// Clicks the sidebar row titled `title` and feeds back what it asked for, as the window does.
  static func choose(_ title: String, in scene: inout Scene, at t: Micros) throws {
    let sidebar = try #require(scene.component(SidebarPane.self))
    let row = try #require(sidebar.rows.first { $0.title == title })
    let pane = try #require(scene.frame(of: .pane(.sidebar)))
    let p = Point(x: pane.x + row.frame.midX, y: pane.y + row.frame.midY)
    try scene.send(t, .pointerDown(p, button: .left, clicks: 1))
    try scene.send(t + 50_000, .pointerUp(p, button: .left))
    for request in scene.takeRequests() { try scene.send(t + 50_000, request) }
  }

  @Test func aPresetGivesTheMainViewThePhonesSizeCentredInItsPane() throws {
    var scene = Scene(config: try SceneConfig.parse(Self.sceneText))
    let pane = try #require(scene.mainFrame)
    let preset = DevicePreset.all[2]
    try Self.choose(preset.title, in: &scene, at: ms(100))
    #expect(scene.config.device?.name == preset.name)
    #expect(scene.config.refreshRate == preset.refreshRate)
    #expect(scene.config.device?.scale == preset.scale)
    // The window's scale is the window's: a saved scene reopens at the display's.
    #expect(scene.config.scale == nil)
    let main = try #require(scene.mainFrame)
    #expect(main.size == preset.size)
    #expect(abs(main.midX - pane.midX) <= 0.5)
    #expect(abs(main.midY - pane.midY) <= 0.5)
    // The panel lays out in the device's screen: as wide as the phone.
    #expect(scene.panels[0].surfaceFrame.width == preset.size.width)
    // The feed's cards are reported in window points inside the screen.
    let cards = scene.traceFeed?["cards"]
    if case .array(let items)? = cards?.kind, let first = items.first, case .array(let f)? = first["frame"]?.kind {
      #expect((f[0].number ?? 0) >= main.x)
    } else {
      Issue.record("no feed cards in the trace")
    }
    try Self.choose("Fill the pane", in: &scene, at: ms(300))
    #expect(scene.config.device == nil)
    #expect(scene.mainFrame == pane)
  }

  @Test func aDeviceTallerThanItsPaneIsCutNotScaled() throws {
    let text = Self.sceneText.replacingOccurrences(of: #""height": 1000"#, with: #""height": 700"#)
    var scene = Scene(config: try SceneConfig.parse(text))
    try Self.choose(DevicePreset.all[5].title, in: &scene, at: ms(100))
    let main = try #require(scene.mainFrame)
    #expect(main.height == 700)
    #expect(main.width == DevicePreset.all[5].size.width)
  }

  @Test func deviceKeysAreValidated() {
    #expect(sceneError(#"{"device": {"width": 20}}"#)?.path == "device.width")
    #expect(sceneError(#"{"device": {"name": "x", "depth": 3}}"#)?.path == "device.depth")
    #expect(sceneError(#"{"device": null}"#) == nil)
  }
}
