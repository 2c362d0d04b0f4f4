import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A slider tick reads its part of the scene once: the inspector checks the edit, hands the reading
/// on with its request, and the scene applies that reading instead of reading the part again, as
/// long as its config is still the one read against.
@Suite struct CheckedEditTests {
  static let response = InspectorPaneTests.response

  @Test("the set a slider asked for takes the slider's reading, which is what reading it again gives")
  func aSliderTickIsReadOnce() throws {
    var scene = try InspectorPaneTests.scene()
    let before = scene.config
    try scene.send(ms(10), .pointerDown(try InspectorPaneTests.point(onTrackOf: Self.response, at: 0.5, in: scene), button: .left, clicks: 1))
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(0.8))])
    let reading = try #require(scene.checkedEdits.first)
    #expect(scene.checkedEdits.count == 1 && reading.base == before && reading.path == Self.response)
    #expect(reading.result == (try before.setting(Self.response, to: .number(0.8))))
    try scene.send(ms(10), .set(path: Self.response, value: .number(0.8)))
    #expect(scene.checkedEdits.isEmpty, "the set took the reading")
    #expect(scene.config == reading.result)
    #expect(scene.panels[0].config.behavior.springResponseTime == 0.8)
    // The next tick is read against the config the last one gave.
    let end = try InspectorPaneTests.point(onTrackOf: Self.response, at: 1.2, in: scene)
    try scene.send(ms(30), .pointerMove(end))
    #expect(scene.takeRequests() == [.set(path: Self.response, value: .number(1.5))])
    #expect(scene.checkedEdits.first?.base == reading.result)
    try scene.send(ms(30), .set(path: Self.response, value: .number(1.5)))
    #expect(scene.checkedEdits.isEmpty && scene.panels[0].config.behavior.springResponseTime == 1.5)
  }

  @Test("a reading made against another config is passed by: the set is read again, on the config in force")
  func aStaleReadingIsPassedBy() throws {
    var scene = try InspectorPaneTests.scene()
    try scene.send(ms(10), .pointerDown(try InspectorPaneTests.point(onTrackOf: Self.response, at: 0.5, in: scene), button: .left, clicks: 1))
    _ = scene.takeRequests()
    #expect(scene.checkedEdits.count == 1)
    // Another edit reaches the scene first, so the slider's reading no longer stands for it.
    let rate = "main.panels[0].behavior.springDecelerationRate"
    try scene.send(ms(20), .set(path: rate, value: .number(0.99)))
    let between = scene.config
    try scene.send(ms(20), .set(path: Self.response, value: .number(0.8)))
    #expect(scene.config == (try between.setting(Self.response, to: .number(0.8))))
    #expect(scene.panels[0].config.behavior.springDecelerationRate == 0.99 && scene.panels[0].config.behavior.springResponseTime == 0.8)
  }

  @Test("a value the scene refuses is still refused with the whole reading's error when a set carries it")
  func aRefusedSetStillThrows() throws {
    var scene = try InspectorPaneTests.scene()
    #expect(throws: ConfigError.self) { try scene.send(ms(10), .set(path: Self.response, value: .number(-1))) }
    #expect(scene.panels[0].config.behavior.springResponseTime == 0.4)
  }
}
