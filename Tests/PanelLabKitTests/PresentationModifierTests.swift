import Foundation
import PanelCore
import PanelLabKit
import Testing

/// SwiftUI's presentation modifiers on PanelLab's sheet: each becomes its `main.sheet` key (and
/// only when used, so a sheet without them records as before), and the sheet follows it.
@Suite struct PresentationModifierTests {
  /// A session over a feed whose card 1 zooms into the sheet `sheet` builds.
  final class Article {
    let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
    @Namespace var namespace
    var value = false

    func render(_ sheet: (ArticleSheet) -> ArticleSheet) {
      session.render(
        TodayFeed().matchedTransitionSource(id: 1, in: namespace)
          .sheet(isPresented: Binding(get: { self.value }, set: { self.value = $0 })) {
            sheet(ArticleSheet().navigationTransition(.zoom(sourceID: 1, in: namespace)))
          })
    }

    /// The sheet settings the recording's header starts from.
    var headerSheet: JSONValue? { try? Recording.parse(session.recordingText).scene.value(at: "main.sheet") }

    /// The sheet model at the end of the recording replayed without this code.
    func replayedSheet() throws -> SheetModel? {
      var replayer = try Replayer(try Recording.parse(session.recordingText), fps: 60, scale: 3)
      while try replayer.next() != nil {}
      return replayer.scene.component(SheetModel.self)
    }
  }

  @Test func withoutTheModifiersTheSheetKeysAreAsBefore() {
    let a = Article()
    a.render { $0 }
    let keys = a.headerSheet?.members?.map(\.key)
    #expect(keys == ["detents", "interactiveDismissDisabled", "backgroundEffect"])
  }

  @Test func presentationCornerRadiusRoundsTheSheet() throws {
    for radius: CGFloat in [0, 12, 40] {
      let a = Article()
      a.render { $0.presentationCornerRadius(radius) }
      #expect(a.headerSheet?["cornerRadius"]?.number == Double(radius))
      a.value = true
      a.render { $0.presentationCornerRadius(radius) }
      a.session.advance(by: 1)
      #expect(try a.replayedSheet()?.config.cornerRadius == Double(radius))
      let frame = a.session.sheetFrame
      // The sheet's surface is drawn as a rounded rectangle of its frame with that radius.
      let drawn = a.session.displayList.commands.contains { command in
        guard case .pushClip(let shape) = command else { return false }
        return abs(shape.rect.x - Double(frame.minX)) < 0.01 && abs(shape.rect.width - Double(frame.width)) < 0.01
          && shape.radii == CornerRadii(all: Double(radius))
      }
      #expect(drawn, "radius \(radius)")
    }
    let plain = Article()
    plain.render { $0.presentationCornerRadius(nil) }
    #expect(plain.headerSheet?["cornerRadius"] == nil, "nil is the default radius")
  }

  @Test func backgroundInteractionEnabledUpThroughADetentLeavesTheFeedInteractive() throws {
    let a = Article()
    let sheet = { (s: ArticleSheet) in s.presentationDetents([.medium, .large]).presentationBackgroundInteraction(.enabled(upThrough: .medium)) }
    a.render(sheet)
    #expect(a.headerSheet?["largestUndimmedDetent"]?.string == "medium")
    a.value = true
    a.render(sheet)
    a.session.advance(by: 1)
    let trace = try #require(try a.replayedSheet())
    #expect(trace.isBackgroundInteractive, "at medium the feed behind takes presses")
    #expect(!trace.isModal)
  }

  @Test func backgroundInteractionEnabledMeansEveryDetentAndDisabledNone() {
    let all = Article()
    all.render { $0.presentationDetents([.height(300), .medium]).presentationBackgroundInteraction(.enabled) }
    #expect(all.headerSheet?["largestUndimmedDetent"]?.string == "medium", "the largest detent")
    for interaction in [PresentationBackgroundInteraction.disabled, .automatic] {
      let none = Article()
      none.render { $0.presentationDetents([.medium, .large]).presentationBackgroundInteraction(interaction) }
      #expect(none.headerSheet?["largestUndimmedDetent"] == nil)
    }
  }

  @Test func contentInteractionScrollsTurnsOffTheResizeFirst() throws {
    let scrolls = Article()
    scrolls.render { $0.presentationDetents([.medium, .large]).presentationContentInteraction(.scrolls) }
    #expect(scrolls.headerSheet?["prefersScrollingExpandsWhenScrolledToEdge"]?.bool == false)
    #expect(try scrolls.replayedSheet()?.config.prefersScrollingExpandsWhenScrolledToEdge == false)
    for behavior in [PresentationContentInteraction.resizes, .automatic] {
      let resizes = Article()
      resizes.render { $0.presentationContentInteraction(behavior) }
      #expect(resizes.headerSheet?["prefersScrollingExpandsWhenScrolledToEdge"] == nil)
    }
  }

  @Test func aModifierChangedMidSessionIsASetOfTheSheet() throws {
    let a = Article()
    a.render { $0 }
    a.value = true
    a.render { $0 }
    a.session.advance(by: 1)
    a.render { $0.presentationCornerRadius(8) }
    a.session.advance(by: 0.1)
    #expect(a.session.recordingText.contains(#""cornerRadius": 8"#), "a set of main.sheet")
    #expect(try a.replayedSheet()?.config.cornerRadius == 8)
  }
}
