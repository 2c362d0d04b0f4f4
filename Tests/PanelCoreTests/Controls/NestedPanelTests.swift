import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A panel added to another panel's content (`main.panels[].parent`, FloatingPanel #320): what the
/// key accepts. `ConflictRecordingTests` replays who wins a press between the two.
@Suite("Nested panels")
struct NestedPanelTests {
  static func scene(_ second: String, first: String = #"{"id": "places"}"#) -> String {
    #"{"main": {"panels": [\#(first),\#n\#(second)]}}"#
  }

  @Test("parent must name an earlier panel")
  func unknownOrLaterParent() {
    var error = sceneError(Self.scene(#"{"id": "details", "parent": "nowhere"}"#))
    #expect(error?.path == "main.panels[1].parent")
    #expect(error?.line == 2)
    #expect(error?.message == #"no panel "nowhere" before this one (a nested panel names an earlier panel, which lies under it)"#)
    error = sceneError(Self.scene(#"{"id": "details"}"#, first: #"{"id": "places", "parent": "details"}"#))
    #expect(error?.path == "main.panels[0].parent", "the parent comes first")
    error = sceneError(Self.scene(#"{"id": "details", "parent": "details"}"#))
    #expect(error?.path == "main.panels[1].parent", "not itself")
  }

  @Test("a nested panel holds controls, its parent none")
  func noControlsInParent() {
    let controls = #""content": {"controls": [{"kind": "slider"}]}"#
    #expect(sceneError(Self.scene(#"{"id": "details", "parent": "places", \#(controls)}"#)) == nil)
    let error = sceneError(Self.scene(#"{"id": "details", "parent": "places"}"#, first: #"{"id": "places", \#(controls)}"#))
    #expect(error?.path == "main.panels[1].parent")
    #expect(error?.message == #"panel "places" holds controls; a panel with a panel nested in it holds none"#)
  }

  @Test("the nested panel lies in its parent's content box and moves with it; its trace says whose it is")
  func ridesWithParent() throws {
    var scene = try Scene.make(#"{"window": {"width": 400, "height": 800}, "main": {"panels": [{"id": "places", "initialState": "full"}, {"id": "details", "parent": "places", "initialState": "full"}]}}"#)
    func positions(_ scene: Scene) throws -> [Double] {
      try #require(scene.traceState().first { $0.key == "panels" }?.value.items).compactMap { $0["position"]?.number }
    }
    let before = try positions(scene)
    #expect(before[1] == before[0] + 18, "details' full is 18 pt under the top of places' content box: \(before)")
    // Places by its bare top strip (its grabber band above details' surface), 300 pt down and held.
    _ = try scene.drag(from: Point(x: 200, y: before[0] + 8), to: Point(x: 200, y: before[0] + 308), moves: 10, release: false)
    let after = try positions(scene)
    #expect(after[0] > before[0] + 250)
    #expect(after[1] == after[0] + 18, "details rode along: \(after)")
    #expect(scene.panels.map(\.config.parent) == [nil, "places"])
  }
}

extension NestedPanelTests {
  @Test("the arena overlay names two panels by kind and id, and breaks a decision too wide for the window into rows that fit")
  func overlayNamesBothPanels() throws {
    var scene = try Scene.make(#"{"window": {"width": 393, "height": 800}, "main": {"panels": [{"id": "places", "initialState": "full"}, {"id": "details", "parent": "places"}]}}"#)
    try scene.send(0, .keyDown(key: "A", modifiers: []))
    let details = try #require(scene.panels.last?.traceJSON()["position"]?.number)
    _ = try scene.drag(from: Point(x: 200, y: details + 20), to: Point(x: 200, y: details - 40), moves: 6, at: ms(100), release: false)
    let runs = scene.render().textRuns
    #expect(runs.contains { $0.string == "panel:details · vertical · wins" }, "\(runs.map(\.string))")
    #expect(runs.contains { $0.string == "panel:places · vertical" })
    #expect(runs.contains { $0.string == "panel:places waits for panel:details, nested in it, to fail" }, "the note on a row of its own")
    #expect(runs.allSatisfy { $0.frame.maxX <= 393 }, "\(runs.map { ($0.string, $0.frame.maxX) })")
  }
}
