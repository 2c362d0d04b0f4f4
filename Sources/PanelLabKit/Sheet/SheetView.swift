import PanelCore

/// A main view with a sheet that its binding presents: what `.sheet(isPresented:onDismiss:content:)`
/// returns. PanelLab's sheet is the App Store's: it zooms out of the feed card its content's
/// `navigationTransition(.zoom(sourceID:in:))` names, and back into it.
public struct SheetView<Main: LabView>: LabView {
  let main: Main
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: ArticleSheet

  /// The main view's scene members.
  public var mainSceneMembers: [(String, JSONValue)] { main.mainSceneMembers }

  /// The card the sheet zooms out of: the zoom's source, which the feed must name.
  var sourceCard: Int {
    guard let zoom = content.transition else { preconditionFailure("PanelLabKit: the sheet's content needs .navigationTransition(.zoom(sourceID:in:)): PanelLab's sheet zooms out of a card") }
    guard let feed = main as? TodayFeed, feed.transitionSources.contains(zoom) else {
      preconditionFailure("PanelLabKit: no TodayFeed card has .matchedTransitionSource(id: \(zoom.sourceID), in:) in the zoom's namespace")
    }
    return zoom.sourceID
  }
}

extension LabView {
  /// SwiftUI's `sheet(isPresented:onDismiss:content:)`: `true` presents the sheet (zooming out of its
  /// source card), `false` dismisses it; the sheet writes `false` back at the next model step when
  /// it is dismissed by hand (a swipe, its close button, Escape), and `true` when a tap on a card
  /// presents it. `onDismiss` runs once it is gone.
  public func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: () -> ArticleSheet) -> SheetView<Self> {
    SheetView(main: self, isPresented: isPresented, onDismiss: onDismiss, content: content())
  }
}

/// What keeps a rendered `SheetView`'s binding and PanelLab's sheet model in step, by FloatingPanel's
/// binding rule: a value moves the sheet only when it differs from both the last value seen and the
/// sheet's own state, so a stale binding never brings it back.
final class SheetViewHost {
  var isPresented: Binding<Bool>
  var onDismiss: (() -> Void)?
  var content: ArticleSheet
  private var lastKnownValue: Bool?
  /// The selection binding's value last seen (read or written back).
  private var lastKnownDetent: ArticleSheet.Detent?

  init(isPresented: Binding<Bool>, content: ArticleSheet) {
    self.isPresented = isPresented
    self.content = content
  }

  /// Presents or dismisses for the binding's `value`.
  func update(_ value: Bool, card: Int, in session: LabSession) {
    defer { lastKnownValue = value }
    guard value != lastKnownValue, value != session.isSheetUp else { return }
    if value {
      session.feed(.command(ComponentID(FeedModel.kindName), .object(["openCard": .number(Double(card))])))
    } else {
      session.feed(.command(ComponentID(SheetModel.kindName), .object(["dismiss": .bool(true)])))
    }
  }

  /// Springs the sheet to the selection binding's `value`, by the same rule as `update`: only a
  /// value that differs from the last one seen and from the sheet's own detent moves it, and
  /// only one of its detents (`force` drops the first test, once the sheet has presented).
  func updateDetent(_ value: ArticleSheet.Detent, force: Bool = false, in session: LabSession) {
    defer { lastKnownDetent = value }
    guard let wanted = value.clamped, force || wanted != lastKnownDetent, content.detents.contains(wanted),
      let current = session.sheetDetent, current != wanted, session.isSheetUp
    else { return }
    session.feed(.command(ComponentID(SheetModel.kindName), .object(["detent": wanted.json])))
  }

  /// A sheet event, as the bindings hear it: written back at the next model step, when it
  /// changes a binding's value (a presentation the binding asked for writes nothing). Once
  /// presented, the sheet takes the selection's detent.
  func receive(_ event: SheetModel.Event, in session: LabSession) {
    switch event {
    case .willPresent: session.atNextStep { [self] in writeBack(true) }
    case .didPresent:
      guard let selection = content.selection else { break }
      session.atNextStep { [self] in updateDetent(selection.binding.wrappedValue, force: true, in: session) }
    case .didChangeDetent(let detent):
      guard let selection = content.selection else { break }
      session.atNextStep { [self] in
        let value = ArticleSheet.Detent(detent)
        lastKnownDetent = value
        if selection.binding.wrappedValue != value { selection.binding.wrappedValue = value }
      }
    case .didDismiss:
      session.atNextStep { [self] in
        writeBack(false)
        onDismiss?()
      }
    default: break
    }
  }

  private func writeBack(_ value: Bool) {
    lastKnownValue = value
    if isPresented.wrappedValue != value { isPresented.wrappedValue = value }
  }
}

extension LabSession {
  /// Whether the sheet is presenting, presented or held (not hidden or leaving).
  public var isSheetUp: Bool {
    guard let phase = scene.component(SheetModel.self)?.snapshot.phase else { return false }
    return phase != .hidden && phase != .dismissing
  }

  /// The detent the sheet rests at or springs to now (nil without a sheet).
  public var sheetDetent: ArticleSheet.Detent? {
    scene.component(SheetModel.self).map { ArticleSheet.Detent($0.snapshot.detent) }
  }

  /// The sheet's frame in the main view now (zero while it is hidden).
  public var sheetFrame: CGRect {
    guard let look = scene.component(SheetModel.self)?.snapshot.look else { return .zero }
    return CGRect(x: look.frame.x, y: look.frame.y, width: look.frame.width, height: look.frame.height)
  }

  /// Shows `view` in the session's main view, as SwiftUI renders a body: the first time it builds
  /// the main view and the sheet's settings; later calls take new settings as a `set` of
  /// `main.sheet`. The binding's value presents or dismisses the sheet.
  public func render<Main: LabView>(_ view: SheetView<Main>) {
    let card = view.sourceCard
    let host: SheetViewHost
    if let existing = sheetHost {
      host = existing
      host.isPresented = view.isPresented
      if host.content.json != view.content.json { setScene("main.sheet", view.content.json) }
      host.content = view.content
    } else {
      setMainView(view.mainSceneMembers)
      setScene("main.sheet", view.content.json)
      host = SheetViewHost(isPresented: view.isPresented, content: view.content)
      sheetHost = host
    }
    host.onDismiss = view.onDismiss
    host.update(view.isPresented.wrappedValue, card: card, in: self)
    if let selection = view.content.selection { host.updateDetent(selection.binding.wrappedValue, in: self) }
  }
}
