import PanelLabKit

// A prototype of app logic wired by hand: tap a search result in the panel, present its sheet,
// and when the sheet is dismissed return the panel to half.
//
// PanelLabKit's `.sheet(isPresented:)` is the App Store's sheet, which zooms out of a feed card,
// and a search row is not one; PanelLabKit also has no row-selection callback yet. So the sheet is
// a modally presented FloatingPanelController with removal on (what the SwiftUI guide's modal
// coordinator does), and the prototype hit-tests the tapped row itself from the list's own row
// geometry.

/// The prototype's app logic: the search panel, the result sheet, and the rules between them.
public final class SearchToSheetPrototype: FloatingPanelControllerDelegate {
  /// The search panel.
  public let search = FloatingPanelController()
  /// The result's sheet, while one is shown.
  public private(set) var sheet: FloatingPanelController?
  /// The search list's geometry, as the prototype's hit test reads it.
  let header: CGFloat = 56
  let rowHeight: CGFloat = 56
  let rows = 24
  let session: LabSession
  let log: ExampleLog

  /// The prototype over `session`'s Today feed, the search panel at its initial half.
  public init(session: LabSession, log: ExampleLog) {
    self.session = session
    self.log = log
    search.set(content: .searchList(rows: rows, rowHeight: rowHeight, header: header, title: "Search Maps"))
    search.addPanel(toParent: session)
  }

  /// The result row under `point`, if the point is on the search panel's list.
  public func result(at point: CGPoint) -> Int? {
    guard sheet == nil, search.state != .hidden else { return nil }
    let y = point.y - search.surfaceLocation.y - header
    guard y >= 0 else { return nil }
    let row = Int(y / rowHeight)
    return row < rows ? row : nil
  }

  /// A tap: press and release at `point`; on a result row, its sheet is presented.
  public func tap(at point: CGPoint) {
    session.press(at: point)
    session.release(at: point)
    guard let row = result(at: point) else { return log("tap at \(describe(point)): no result there") }
    log("tap at \(describe(point)): result \(row + 1), presenting its sheet")
    let sheet = FloatingPanelController(delegate: self)
    sheet.layout = ModalPanelLayout()
    sheet.isRemovalInteractionEnabled = true
    sheet.set(content: .text(title: "Result \(row + 1)", height: 380))
    self.sheet = sheet
    sheet.addPanel(toParent: session, animated: true)
  }

  /// The sheet was swiped away: the search panel goes back to half.
  public func floatingPanelDidEndRemove(_ fpc: FloatingPanelController) {
    guard fpc === sheet else { return }
    sheet = nil
    log("sheet dismissed: search panel from \(search.state) to half")
    search.move(to: .half, animated: true) { [log, search] in log("search panel at \(search.state)") }
  }

  /// The sheet's states.
  public func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
    if fpc === sheet { log("sheet: \(fpc.state)") }
  }
}

/// The search panel is pulled to full, a result is tapped, its sheet is swiped away.
public func searchToSheetExample() -> ExampleRun {
  let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: insets, scale: 3)
  let log = ExampleLog()
  let app = SearchToSheetPrototype(session: session, log: log)
  let search = app.search
  let half = search.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: half + 10), to: CGPoint(x: 195, y: half - 150), duration: 0.15)
  session.advance(by: 1)
  log("search panel at \(search.state)")
  // The third row's middle: header, two rows, half a row below the surface's top.
  app.tap(at: CGPoint(x: 195, y: search.surfaceLocation.y + 56 + 2 * 56 + 28))
  session.advance(by: 1)
  guard let sheet = app.sheet else { return ExampleRun(session: session, log: log) }
  log("sheet rests at \(sheet.state), surface \(describe(sheet.surfaceLocation))")
  let top = sheet.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: top + 13), to: CGPoint(x: 195, y: top + 173), duration: 0.05)
  session.advance(by: 1)
  session.advance(by: 1)
  log("search panel rests at \(search.state); sheet \(app.sheet == nil ? "gone" : "still shown")")
  return ExampleRun(session: session, log: log)
}
