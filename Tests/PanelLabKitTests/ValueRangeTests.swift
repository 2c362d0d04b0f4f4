import Foundation
import PanelCore
import PanelLabKit
import Testing

/// PanelLabKit's one rule for values out of range (docs/API.md): clamped into what the scene takes,
/// never a trap, as UIKit and SwiftUI take any radius or size. Each case here used to stop the
/// program or would make the scene invalid if passed through.
@Suite struct ValueRangeTests {
  @Test func aSessionOfAnySizeScaleAndSafeAreaRuns() throws {
    let session = LabSession(size: CGSize(width: 100_000, height: 20), safeAreaInsets: UIEdgeInsets(top: -5, left: .nan, bottom: 20_000, right: 3), scale: 9)
    #expect(session.size == CGSize(width: 16_384, height: 160))
    #expect(session.scale == 4)
    #expect(session.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10_000, right: 3))
    let fpc = FloatingPanelController()
    fpc.addPanel(toParent: session)
    session.advance(by: 0.1)
    // The recording is a valid scene a replay reads.
    let scene = try SceneConfig(json: try Recording.parse(session.recordingText).scene)
    #expect(scene.window == Size(width: 16_384, height: 160) && scene.scale == 4)
  }

  @Test func resizeClampsEachSideAndNaNKeepsIt() {
    let session = LabSession(size: CGSize(width: 390, height: 844))
    session.resize(to: CGSize(width: 0, height: CGFloat.nan))
    session.advance(by: 0.1)
    #expect(session.recordingText.contains(#""resize""#))
    #expect(session.size.height == 844, "a NaN side keeps its size")
    session.resize(to: CGSize(width: 50_000, height: 700))
    session.advance(by: 0.1)
    #expect(session.size.height == 700)
  }

  @Test func presentationCornerRadiusIsClampedNotTrapped() throws {
    for (asked, kept) in [(CGFloat(500), 200.0), (-3, 0), (50, 50)] {
      let a = PresentationModifierTests.Article()
      a.render { $0.presentationCornerRadius(asked) }
      #expect(a.headerSheet?["cornerRadius"]?.number == kept, "\(asked)")
      a.value = true
      a.render { $0.presentationCornerRadius(asked) }
      a.session.advance(by: 1)
      #expect(try a.replayedSheet()?.config.cornerRadius == kept)
    }
    let nan = PresentationModifierTests.Article()
    nan.render { $0.presentationCornerRadius(.nan) }
    #expect(nan.headerSheet?["cornerRadius"] == nil, "NaN is nil, the default radius")
  }

  @Test func anUndimmedDetentTheSheetLacksIsIgnored() throws {
    let a = PresentationModifierTests.Article()
    let sheet = { (s: ArticleSheet) in s.presentationDetents([.medium]).presentationBackgroundInteraction(.enabled(upThrough: .large)) }
    a.render(sheet)
    #expect(a.headerSheet?["largestUndimmedDetent"] == nil, "dimmed at every detent, as UIKit with an unknown identifier")
    a.value = true
    a.render(sheet)
    a.session.advance(by: 1)
    let model = try #require(try a.replayedSheet())
    #expect(!model.isBackgroundInteractive)
  }

  @Test func heightDetentsAreClampedAndNoDetentIsLarge() throws {
    let a = PresentationModifierTests.Article()
    a.render { $0.presentationDetents([.height(0), .height(-8), .height(.nan), .height(90_000)]) }
    #expect(a.headerSheet?["detents"] == .array([.number(1), .number(16_384)]), "clamped, merged, NaN left out")
    let empty = PresentationModifierTests.Article()
    empty.render { $0.presentationDetents([]) }
    #expect(empty.headerSheet?["detents"] == .array([.string("large")]))
    // An undimmed `.height` detent is clamped the same way, so it still names the sheet's.
    let undimmed = PresentationModifierTests.Article()
    undimmed.render { $0.presentationDetents([.height(0), .large]).presentationBackgroundInteraction(.enabled(upThrough: .height(-1))) }
    #expect(undimmed.headerSheet?["largestUndimmedDetent"]?.number == 1)
  }
}
