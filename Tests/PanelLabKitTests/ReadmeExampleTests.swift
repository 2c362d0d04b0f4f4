// The README's "Your own Swift code" test, word for word but for where it saves (the README's
// `fling.plrec` in the package folder, a temporary file here); `SearchPanel.swift` is its other file.
import PanelLabKit
import Testing

@Test func aHardFlingFromFullGoesToTheTip() throws {
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
  let delegate = FlingToTip()
  let fpc = FloatingPanelController(delegate: delegate)
  fpc.layout = SearchLayout()
  fpc.addPanel(toParent: session)
  fpc.move(to: .full, animated: false)
  let top = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: top + 10), to: CGPoint(x: 195, y: top + 400), duration: 0.1)
  session.advance(by: 1)
  #expect(fpc.state == .tip)
  #expect(delegate.states == [.half, .full, .tip])
  try session.save(to: FileManager.default.temporaryDirectory.appendingPathComponent("fling-\(getpid()).plrec").path)
}
