import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Equal hashes mean equal states: what the trace does not show still counts.
@Suite struct StateHashTests {
  static let phone = #"{"window": {"width": 375, "height": 667}, "main": {"panels": [{"id": "p"}]}}"#

  /// The hash after a grabber drag whose third move went to `y3` (a later move overrides where
  /// the panel is, but not the samples the release velocity comes from).
  static func hashMidDrag(thirdMoveAt y3: Double) throws -> (hash: String, trace: String) {
    var scene = Scene(config: try SceneConfig.parse(phone))
    let x = 187.0
    let y0 = scene.panels[0].surfaceFrame.y + 8
    try scene.send(ms(100), .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1))
    try scene.send(ms(110), .pointerMove(Point(x: x, y: y0 - 20)))
    try scene.send(ms(115), .pointerMove(Point(x: x, y: y3)))
    try scene.send(ms(120), .pointerMove(Point(x: x, y: y0 - 60)))
    scene.advance(to: ms(125))
    return (scene.stateHash(), JSONWriter.string(.object(scene.traceState())))
  }

  @Test func aMoveThatALaterOneOverridesStillChangesTheHash() throws {
    let a = try Self.hashMidDrag(thirdMoveAt: 300)
    let b = try Self.hashMidDrag(thirdMoveAt: 200)
    #expect(a.trace == b.trace, "the trace cannot tell them apart")
    #expect(a.hash != b.hash, "the release velocity would differ")
  }

  @Test func slowMotionsModelTimeIsPartOfTheState() throws {
    var normal = Scene(config: try SceneConfig.parse(Self.phone))
    var slow = Scene(config: try SceneConfig.parse(Self.phone.replacingOccurrences(of: "{\"window\"", with: "{\"timeScale\": 0.5, \"window\"")))
    normal.advance(to: ms(500))
    slow.advance(to: ms(500))
    #expect(normal.stateHash() != slow.stateHash())
  }
}
