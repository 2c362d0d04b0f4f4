import Foundation
import PanelCore
import PanelLabKit
import Testing

/// SwiftUI's `.sheet(isPresented:)` on PanelLab's App Store sheet: the binding presents (zooming
/// out of its `matchedTransitionSource` card) and dismisses, the sheet writes the binding back at
/// the next model step, a stale value never brings it back, and the session replays.
@Suite struct SheetViewTests {
  /// A session over a feed whose card 1 is the zoom's source, and its binding.
  final class Article {
    let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
    @Namespace var namespace
    var value = false
    var writes: [Bool] = []
    var dismissals = 0
    var locked = false

    var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0; self.writes.append($0) }) }

    func render() {
      session.render(
        TodayFeed().matchedTransitionSource(id: 1, in: namespace)
          .sheet(isPresented: binding, onDismiss: { self.dismissals += 1 }) {
            ArticleSheet().interactiveDismissDisabled(locked).navigationTransition(.zoom(sourceID: 1, in: namespace))
          })
    }

    /// A quick swipe down from the sheet's top strip.
    func swipeDown() {
      let top = session.sheetFrame.minY
      session.drag(from: CGPoint(x: 195, y: top + 12), to: CGPoint(x: 195, y: top + 312), duration: 0.1)
      session.advance(by: 1)
    }

    /// The sheet's events when the recording is replayed without this code.
    func replayedSheetEvents() throws -> [SheetModel.Event] {
      var replayer = try Replayer(try Recording.parse(session.recordingText), fps: 60, scale: 3)
      var events: [SheetModel.Event] = []
      while let output = try replayer.next() {
        if case .event(let e) = output, let event = e.event as? SheetModel.Event { events.append(event) }
      }
      return events
    }
  }

  @Test func trueZoomsOutOfTheSourceCardAndFalseDismisses() throws {
    let a = Article()
    a.render()
    #expect(!a.session.isSheetUp && a.session.sheetFrame == .zero)
    a.value = true
    a.render()
    #expect(a.session.isSheetUp)
    a.session.advance(by: 0.02)
    let early = a.session.sheetFrame
    a.session.advance(by: 1)
    let rest = a.session.sheetFrame
    #expect(early.height < rest.height && early != rest, "it grows out of the card: \(early) → \(rest)")
    #expect(a.writes.isEmpty, "a presentation the binding asked for writes nothing back")
    a.value = false
    a.render()
    #expect(!a.session.isSheetUp, "leaving at once")
    a.session.advance(by: 1)
    #expect(a.session.sheetFrame == .zero)
    #expect(a.writes.isEmpty && a.dismissals == 1, "nor does a dismissal it asked for; onDismiss runs")
    let events = try a.replayedSheetEvents()
    #expect(events.first == .willPresent(source: 1))
    #expect(events.last == .didDismiss)
  }

  @Test func aSwipeWritesFalseBackAndAStaleTrueNeverBringsItBack() {
    let a = Article()
    a.render()
    a.value = true
    a.render()
    a.session.advance(by: 1)
    let top = a.session.sheetFrame.minY
    a.session.drag(from: CGPoint(x: 195, y: top + 12), to: CGPoint(x: 195, y: top + 312), duration: 0.1)
    #expect(!a.session.isSheetUp, "dismissing")
    #expect(a.value == true, "not written back before the next model step")
    // A body rendered with the stale true.
    a.render()
    a.session.advance(by: 1)
    #expect(!a.session.isSheetUp && a.session.sheetFrame == .zero, "the stale true did not bring it back")
    #expect(a.value == false && a.dismissals == 1)
    a.value = true
    a.render()
    #expect(a.session.isSheetUp, "a new true presents it again")
  }

  @Test func interactiveDismissDisabledRefusesTheSwipeButNotTheBinding() throws {
    let a = Article()
    a.locked = true
    a.render()
    a.value = true
    a.render()
    a.session.advance(by: 1)
    a.swipeDown()
    #expect(a.session.isSheetUp, "the swipe is refused")
    #expect(a.value == true)
    a.value = false
    a.render()
    a.session.advance(by: 1)
    #expect(!a.session.isSheetUp)
    #expect(try a.replayedSheetEvents().contains(.didAttemptToDismiss))
  }

  @Test func aTapOnACardPresentsTheSheetAndWritesTrueBack() {
    let a = Article()
    a.render()
    a.session.advance(by: 0.1)
    // The first card of the feed, under the feed's title.
    a.session.press(at: CGPoint(x: 195, y: 300))
    a.session.release(at: CGPoint(x: 195, y: 300))
    a.session.advance(by: 0.1)
    #expect(a.session.isSheetUp)
    #expect(a.value == true && a.writes == [true])
    a.render()
    a.session.advance(by: 1)
    #expect(a.session.isSheetUp, "the written-back true moves nothing")
  }
}
