import PanelLabKit

// The article's sheet in SwiftUI's terms: a Today card marked `matchedTransitionSource(id:in:)`,
// `.sheet(isPresented:)` with detents, a corner radius, the feed left interactive at medium and
// the zoom out of that card, a swipe that dismisses it, and the binding written back. Only `@State` differs: a plain variable with a `Binding` to it.

/// The card's id in the zoom's namespace: the third card of the feed.
let articleCard = 2

/// The view, as a SwiftUI body would be: the feed, and the sheet its binding presents.
func articleView(isPresented: Binding<Bool>, namespace: Namespace.ID, log: ExampleLog) -> SheetView<TodayFeed> {
  TodayFeed(cards: 12)
    .matchedTransitionSource(id: articleCard, in: namespace)
    .sheet(isPresented: isPresented, onDismiss: { log("onDismiss") }) {
      ArticleSheet()
        .presentationDetents([.medium, .large])
        .presentationCornerRadius(32)
        // At medium the feed above the sheet stays undimmed and takes presses and the wheel.
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        .navigationTransition(.zoom(sourceID: articleCard, in: namespace))
    }
}

/// Presents the article from its binding, lets it zoom out of its card, swipes it away.
public func articleSheetExample() -> ExampleRun {
  let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: insets, scale: 3)
  let log = ExampleLog()
  @Namespace var namespace
  var showsArticle = false
  let binding = Binding(get: { showsArticle }, set: { showsArticle = $0; log("isPresented ← \($0)") })
  session.render(articleView(isPresented: binding, namespace: namespace, log: log))
  log("rendered: sheet up \(session.isSheetUp)")

  showsArticle = true
  session.render(articleView(isPresented: binding, namespace: namespace, log: log))
  session.advance(by: 0.05)
  log("zooming: sheet \(describe(session.sheetFrame))")
  session.advance(by: 1)
  log("presented at the medium detent: sheet \(describe(session.sheetFrame))")

  let top = session.sheetFrame.minY
  session.drag(from: CGPoint(x: 195, y: top + 12), to: CGPoint(x: 195, y: top + 312), duration: 0.1)
  session.advance(by: 1)
  log("after the swipe: sheet up \(session.isSheetUp), isPresented \(showsArticle)")
  // The written-back value renders without moving anything.
  session.render(articleView(isPresented: binding, namespace: namespace, log: log))
  session.advance(by: 0.1)
  log("rendered again: sheet up \(session.isSheetUp)")
  return ExampleRun(session: session, log: log)
}
