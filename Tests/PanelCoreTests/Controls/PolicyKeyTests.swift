import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The conflict lab's policy keys: what FloatingPanel's and UIKit's sheet's delegates let an app
/// decide, as scene keys.
@Suite("Policy keys")
struct PolicyKeyTests {
  static func panelScene(_ policy: String) -> String {
    ControlsInPanelTests.phone.replacingOccurrences(of: #""id": "panel", "anchors""#, with: #""id": "panel", "shouldBeginDragging": \#(policy), "anchors""#)
  }

  @Test("shouldBeginDragging \"outsideControls\": a drag up on the carousel moves nothing, the grabber still drags")
  func outsideControls() throws {
    var scene = try Scene.make(Self.panelScene(#""outsideControls""#))
    let card = try ControlsInPanelTests.frames(scene)[0]
    let before = try #require(scene.panels.first?.position)
    var t = try scene.drag(from: Point(x: 200, y: card.midY), to: Point(x: 205, y: card.midY - 120), moves: 12)
    #expect(scene.panels.first?.position == before)
    #expect(scene.component(CarouselModel.self)?.position == 0)
    let lines = ControlsInPanelTests.arenaLines(scene.takeEvents())
    #expect(lines == ["arena: panel(tap) vs carousel(horizontal) → carousel, tap at release, nobody claimed a drag"], "\(lines)")
    let grabber = try #require(scene.panels.first?.grabberArea)
    t = try scene.drag(from: Point(x: grabber.midX, y: grabber.midY), to: Point(x: grabber.midX, y: grabber.midY - 100), moves: 8, at: t + ms(100), release: false)
    #expect(try #require(scene.panels.first?.position) < before - 80)
  }

  @Test("shouldBeginDragging false: neither the grabber nor the list moves the panel, and the feed under it stays put")
  func never() throws {
    var scene = try Scene.make(Self.panelScene("false"))
    let panel = try #require(scene.panels.first)
    let before = panel.position
    var t = try scene.drag(from: Point(x: panel.grabberArea.midX, y: panel.grabberArea.midY), to: Point(x: panel.grabberArea.midX, y: 100), moves: 8)
    #expect(scene.panels.first?.position == before)
    let list = try #require(panel.listFrame)
    t = try scene.drag(from: Point(x: 180, y: list.minY + 20), to: Point(x: 180, y: 100), moves: 8, at: t + ms(100))
    #expect(scene.panels.first?.position == before)
    #expect(scene.traceOffset == 0)
    #expect(!scene.takeEvents().contains { $0.name == "willBeginDragging" })
  }

  @Test("shouldBeginDragging takes true, false or \"outsideControls\"")
  func badPolicy() {
    expectRefused(
      "{\"main\": {\"panels\": [{\n\"shouldBeginDragging\": \"sometimes\"}]}}", path: "main.panels[0].shouldBeginDragging",
      line: 2, message: #"expected true, false or "outsideControls", got "sometimes""#)
  }

  static let sheet = #"""
    {"window": {"width": 375, "height": 667}, "showArena": true, "main": {"feed": {"cards": 12}, "sheet": {"detents": ["medium", "large"], "largestUndimmedDetent": "medium"}}}
    """#

  static func sheetTrace(_ scene: Scene) -> JSONValue? { scene.traceState().first { $0.key == "sheet" }?.value }

  @Test("largestUndimmedDetent: at medium the feed behind takes drags and is not dimmed; at large it is blocked again")
  func undimmedDetent() throws {
    var scene = try Scene.make(Self.sheet)
    var t = try scene.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 150), moves: 0)
    scene.advance(to: t + ms(1500))
    let sheet = try #require(scene.component(SheetModel.self))
    #expect(sheet.phase == .presented)
    #expect(sheet.backgroundDimming == 0)
    #expect(Self.sheetTrace(scene)?["backgroundInteractive"]?.bool == true)
    let top = sheet.look.frame.minY
    #expect(top > 250, "medium leaves the top of the feed showing")
    t = try scene.drag(from: Point(x: 180, y: top - 40), to: Point(x: 180, y: top - 140), moves: 8, at: t + ms(1600))
    let scrolled = try #require(scene.traceOffset)
    #expect(scrolled > 50, "the feed behind a medium sheet scrolls")
    // Up to large by the sheet's top strip, held still before letting go.
    t = try scene.drag(from: Point(x: 180, y: top + 20), to: Point(x: 180, y: 60), moves: 12, at: t + ms(2000))
    scene.advance(to: t + ms(1500))
    #expect(scene.component(SheetModel.self)?.backgroundDimming == 1)
    #expect(Self.sheetTrace(scene)?["backgroundInteractive"]?.bool == false)
    // The feed's fling has come to rest by now.
    let rested = try #require(scene.traceOffset)
    try scene.drag(from: Point(x: 10, y: 20), to: Point(x: 10, y: 200), moves: 8, at: t + ms(1600))
    scene.advance(to: t + ms(3000))
    #expect(scene.traceOffset == rested, "above the large detent the backdrop takes the press")
  }

  @Test("without the key the sheet's trace object has no backgroundInteractive member")
  func absentByDefault() throws {
    let scene = try Scene.make(#"{"main": {"feed": {}, "sheet": {}}}"#)
    #expect(Self.sheetTrace(scene)?["backgroundInteractive"] == nil)
  }

  @Test("largestUndimmedDetent must be one of the sheet's detents")
  func badDetent() {
    expectRefused(
      "{\"main\": {\"sheet\": {\"detents\": [\"medium\"],\n\"largestUndimmedDetent\": \"large\"}}}",
      path: "main.sheet.largestUndimmedDetent", line: 2, message: #"must be one of the sheet's detents (medium), got "large""#)
  }

  @Test("shouldReceiveTouch takes true or \"outsideControls\", a slider's touchArea \"thumb\" or \"track\"")
  func badTouchPolicies() {
    expectRefused(
      "{\"main\": {\"panels\": [{\n\"shouldReceiveTouch\": false}]}}", path: "main.panels[0].shouldReceiveTouch", line: 2,
      message: #"expected true or "outsideControls", got false"#)
    var error = sceneError(#"{"main": {"panels": [{"content": {"controls": [{"kind": "slider", "touchArea": "knob"}]}}]}}"#)
    #expect(error?.path == "main.panels[0].content.controls[0].touchArea")
    #expect(error?.message == #"expected one of thumb|track, got "knob""#)
    error = sceneError(#"{"main": {"panels": [{"content": {"controls": [{"kind": "carousel", "touchArea": "track"}]}}]}}"#)
    #expect(error?.path == "main.panels[0].content.controls[0].touchArea", "only a slider has a touch area")
  }

  @Test("shouldReceiveTouch \"outsideControls\": a press on a control leaves a running spring running; true stops it")
  func touchOnControlLeavesSpring() throws {
    for (policy, keepsRunning) in [(#""outsideControls""#, true), ("true", false)] {
      var scene = try Scene.make(
        ControlsInPanelTests.phone.replacingOccurrences(of: #""id": "panel", "anchors""#, with: #""id": "panel", "shouldReceiveTouch": \#(policy), "anchors""#))
      try scene.send(ms(10), .keyDown(key: "1", modifiers: []))
      scene.advance(to: ms(60))
      #expect(scene.panels.first?.isAttracting == true)
      let card = try ControlsInPanelTests.frames(scene)[0]
      try scene.send(ms(70), .pointerDown(Point(x: card.midX, y: card.midY), button: .left, clicks: 1))
      #expect(scene.panels.first?.isAttracting == keepsRunning, "\(policy)")
    }
  }
}
