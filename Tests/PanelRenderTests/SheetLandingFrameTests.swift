import Foundation
import PanelCore
import PanelLabTestSupport
import PanelRender
import Testing

/// The sheet lands back in its card without a jump: the last frame of the zoom and the first frame
/// with the card in the feed are the same picture, the card half under a floating panel (so a
/// switch of the z-order at the landing would show), at scales 1 and 2.
@Suite struct SheetLandingFrameTests {
  /// A phone feed, a panel resting high (its top at y 200) and a tab bar: the lower part of card 0
  /// (y 64…285) lies under the panel, so the landing must end under it.
  static let text = """
    {"window": {"width": 375, "height": 667}, "main": {"feed": {"cards": 8},
     "panels": [{"id": "p", "anchors": {"half": {"absoluteInset": 200, "edge": "top", "referenceGuide": "superview"}}, "content": {"kind": "list"}}],
     "tabBar": {"tabs": ["Today", "Games"]}, "sheet": {}}}
    """

  /// The frames of a dismissal, from Escape until the sheet is gone: each frame's picture and
  /// whether the sheet was still up.
  static func landing(scale: Double) throws -> [(sheetUp: Bool, share: Double, frame: Bitmap)] {
    var scene = Scene(config: try SceneConfig.parse(text), scale: scale)
    try scene.handle(TimedInput(0, .pointerDown(Point(x: 187, y: 150), button: .left, clicks: 1)))
    try scene.handle(TimedInput(40_000, .pointerUp(Point(x: 187, y: 150), button: .left)))
    scene.advance(to: 1_500_000)
    try scene.handle(TimedInput(1_500_000, .keyDown(key: "Escape", modifiers: [])))
    let rasterizer = Rasterizer()
    var frames: [(Bool, Double, Bitmap)] = []
    for n in 1...90 {
      scene.advance(to: 1_500_000 + Micros(n) * 16_667)
      let sheet = try #require(scene.component(SheetModel.self))
      frames.append((sheet.motion != .hidden, sheet.cardShare, try #require(rasterizer.render(scene.render(), scale: scale))))
      if sheet.motion == .hidden { break }
    }
    return frames
  }

  @Test(arguments: [1.0, 2.0])
  func theLastZoomFrameIsTheFirstCardFrame(scale: Double) throws {
    let frames = try Self.landing(scale: scale)
    let landed = try #require(frames.firstIndex { !$0.sheetUp }, "the sheet never landed")
    #expect(landed > 5, "a zoom of several frames")
    let last = frames[landed - 1], first = frames[landed]
    #expect(last.share > 0.95, "the last zoom frame is at the card's size (share \(last.share))")
    let difference = FrameDifference(last.frame, first.frame, channelTolerance: 8)
    if let folder = ProcessInfo.processInfo.environment["PANELLAB_LANDING_FRAMES"] {
      try last.frame.writePNG(to: "\(folder)/last-zoom-\(Int(scale))x.png")
      try first.frame.writePNG(to: "\(folder)/first-card-\(Int(scale))x.png")
      try frames[landed / 2].frame.writePNG(to: "\(folder)/mid-zoom-\(Int(scale))x.png")
      print("landing at scale \(scale): frame \(landed) of the dismissal, share \(last.share), \(difference.mismatched) pixels differ")
    }
    // Well under a 1-point ring around the card: a 44-point jump of the artwork, or the card switching under the panel, is thousands.
    #expect(difference.mismatched < Int(400 * scale * scale), "\(difference.mismatched) pixels differ at the landing (scale \(scale))")
    // The zoom itself moves: the frame before the last differs from the last more than the landing does.
    let earlier = FrameDifference(frames[landed / 2].frame, last.frame, channelTolerance: 8)
    #expect(earlier.mismatched > difference.mismatched * 10 + 1000)
  }

  @Test("while it zooms, the share grows from 0 to 1 and only then does the card show in the feed")
  func shareGrowsToTheCard() throws {
    let frames = try Self.landing(scale: 1)
    let shares = frames.filter(\.sheetUp).map(\.share)
    #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(shares)")
    #expect(shares.first ?? 1 < 0.5)
  }
}
