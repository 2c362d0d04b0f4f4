import Foundation
import PanelCore
import PanelLabKit
import Testing

/// The SwiftUI and FloatingPanel names a user types that map onto PanelLab's models:
/// `GrabberView.barColor`, `SurfaceView.grabberAreaOffset`, `presentationDragIndicator(_:)` and
/// `presentationDetents(_:selection:)`. Each reaches the drawing or the model, and the recording.
@Suite struct MirroredNamesTests {
  @Test func barColorPaintsTheGrabberAndIsRecorded() throws {
    let (session, fpc) = SurfaceViewTests.session { $0.grabberHandle.barColor = .red }
    let red = PanelCore.Color(r: 1, g: 0, b: 0)
    let grabber = session.displayList.commands.contains {
      if case .fill(let shape, .solid(let c)) = $0, c == red, shape.rect.size == Size(width: 36, height: 5) { return true }
      return false
    }
    #expect(grabber, "the grabber is drawn in the bar colour")
    #expect(SurfaceViewTests.grabbers(session).isEmpty, "and not in the theme's grey")
    #expect(try SurfaceViewTests.replayed(session).surface.grabberColor == red)
    fpc.surfaceView.grabberHandle.barColor = UIColor(red: 0.76, green: 0.77, blue: 0.76, alpha: 1)
    #expect(SurfaceViewTests.grabbers(session).count == 1, "FloatingPanel's default grey is the theme's")
    let (plain, _) = SurfaceViewTests.session()
    #expect(!plain.recordingText.contains("grabberColor"))
  }

  /// A panel at full whose list a drag 70 points under the surface's top edge tries to scroll up:
  /// FloatingPanel's grabber area decides whether the list or the panel takes it.
  static func dragAtSeventyPoints(grabberAreaOffset: CGFloat?) throws -> (contentOffset: Double, recorded: PanelConfig) {
    let (session, fpc) = SurfaceViewTests.session { if let grabberAreaOffset { $0.grabberAreaOffset = grabberAreaOffset } }
    fpc.move(to: .full, animated: false)
    session.advance(by: 0.1)
    let top = fpc.surfaceLocation.y
    session.drag(from: CGPoint(x: 180, y: top + 70), to: CGPoint(x: 180, y: top - 130), duration: 0.5)
    session.advance(by: 1)
    var replayer = try Replayer(try Recording.parse(session.recordingText), fps: 60, scale: 1)
    while try replayer.next() != nil {}
    let model = try #require(replayer.scene.components(PanelModel.self).first)
    return (model.snapshot.contentOffset, try SurfaceViewTests.replayed(session))
  }

  @Test func grabberAreaOffsetIsTheBandThatAlwaysDragsThePanel() throws {
    let plain = try Self.dragAtSeventyPoints(grabberAreaOffset: nil)
    #expect(plain.contentOffset > 50, "70 points down is the list's by default (the band is 36): it scrolls")
    #expect(plain.recorded.surface.grabberAreaOffset == 36)
    let wide = try Self.dragAtSeventyPoints(grabberAreaOffset: 100)
    #expect(wide.contentOffset == 0, "inside a 100-point band the press drags the panel, so the list stays")
    #expect(wide.recorded.surface.grabberAreaOffset == 100)
    let clamped = try Self.dragAtSeventyPoints(grabberAreaOffset: -4)
    #expect(clamped.recorded.surface.grabberAreaOffset == 0, "clamped into the key's 0…500")
  }

  /// The grabber-grey fills inside the sheet's frame.
  static func sheetGrabbers(_ a: PresentationModifierTests.Article) -> Int {
    let frame = a.session.sheetFrame
    return a.session.displayList.commands.filter {
      if case .fill(let shape, .solid(let c)) = $0, c == Theme.grabber, shape.rect.width == 36, shape.rect.y >= Double(frame.minY) - 1 { return true }
      return false
    }.count
  }

  @Test func presentationDragIndicatorHiddenLeavesTheGrabberOff() throws {
    for (visibility, drawn) in [(Visibility.hidden, false), (.visible, true), (.automatic, true)] {
      let a = PresentationModifierTests.Article()
      a.render { $0.presentationDragIndicator(visibility) }
      #expect(a.headerSheet?["prefersGrabberVisible"]?.bool == (drawn ? nil : false), "\(visibility)")
      a.value = true
      a.render { $0.presentationDragIndicator(visibility) }
      a.session.advance(by: 1)
      #expect((Self.sheetGrabbers(a) == 1) == drawn, "\(visibility)")
      #expect(try a.replayedSheet()?.config.prefersGrabberVisible == drawn)
    }
  }

  /// A sheet with medium and large detents whose selection is bound to `detent`.
  final class SelectedArticle {
    let article = PresentationModifierTests.Article()
    var detent = ArticleSheet.Detent.medium
    var writes: [ArticleSheet.Detent] = []

    func render() {
      article.render {
        $0.presentationDetents([.medium, .large], selection: Binding(get: { self.detent }, set: { self.detent = $0; self.writes.append($0) }))
      }
    }

    /// Presents the sheet with `.large` selected before it shows, and lets it settle.
    func presentAtLarge() {
      detent = .large
      render()
      article.value = true
      render()
      article.session.advance(by: 1.5)
    }
  }

  @Test func aSelectionSetByTheProgramMovesThePresentedSheet() throws {
    let s = SelectedArticle()
    s.render()
    s.article.value = true
    s.render()
    s.article.session.advance(by: 1)
    #expect(s.article.session.sheetDetent == .medium)
    let medium = s.article.session.sheetFrame.height
    s.detent = .large
    s.render()
    s.article.session.advance(by: 1)
    #expect(s.article.session.sheetDetent == .large)
    #expect(s.article.session.sheetFrame.height > medium + 100, "the sheet sprang to large")
    #expect(s.article.session.recordingText.contains(#"{"detent": "large"}"#), "a command line a replay follows")
    #expect(try s.article.replayedSheet()?.snapshot.detent == SheetConfig.Detent.large)
    // A stale value (the one already seen) never moves the sheet back.
    s.render()
    s.article.session.advance(by: 0.5)
    #expect(s.article.session.sheetDetent == .large)
  }

  @Test func aSelectionSetWhileHiddenAppliesOncePresented() throws {
    let s = SelectedArticle()
    s.presentAtLarge()
    #expect(s.article.session.sheetDetent == .large, "presented at its smallest, then to the selection")
  }

  @Test func aDetentTheUserDragsToIsWrittenBack() throws {
    let s = SelectedArticle()
    s.presentAtLarge()
    let top = s.article.session.sheetFrame.minY
    s.writes = []
    s.article.session.drag(from: CGPoint(x: 195, y: top + 12), to: CGPoint(x: 195, y: top + 320), duration: 1.2)
    s.article.session.advance(by: 1)
    #expect(s.article.session.sheetDetent == .medium)
    #expect(s.detent == .medium && s.writes == [.medium], "written back once")
    // A selection the sheet lacks moves nothing and stops nothing.
    s.detent = .height(123)
    s.render()
    s.article.session.advance(by: 0.5)
    #expect(s.article.session.sheetDetent == .medium)
  }
}
