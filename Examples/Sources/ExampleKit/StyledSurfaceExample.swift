import PanelLabKit

// FloatingPanel's "Customize the surface design" (its README's SurfaceAppearance snippet), as
// a floating card: rounded continuous corners, two shadows (a tight contact shadow under a wide
// soft one) and a hairline border, inset from the screen's edges by container margins, with a
// grabber of its own colour and size.

/// The card's look, configured in place as FloatingPanel code does.
public func styledSurfaceAppearance() -> SurfaceAppearance {
  let appearance = SurfaceAppearance()
  appearance.cornerCurve = .continuous
  appearance.cornerRadius = 28.0
  appearance.backgroundColor = UIColor(red: 0.98, green: 0.98, blue: 1, alpha: 1)
  let contact = SurfaceAppearance.Shadow()
  contact.color = UIColor.black
  contact.offset = CGSize(width: 0, height: 2)
  contact.radius = 4
  contact.opacity = 0.22
  let ambient = SurfaceAppearance.Shadow()
  ambient.color = UIColor(red: 0.1, green: 0.2, blue: 0.55, alpha: 1)
  ambient.offset = CGSize(width: 0, height: 16)
  ambient.radius = 28
  ambient.spread = 4
  ambient.opacity = 0.35
  appearance.shadows = [contact, ambient]
  appearance.borderColor = UIColor(white: 0, alpha: 0.14)
  appearance.borderWidth = 1
  return appearance
}

/// An iPhone-sized session over PanelLab's feed.
func styledSurfaceSession() -> LabSession {
  LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
}

/// A session with the styled panel at half over the feed, ready for a hand in the window.
public func styledSurfaceSetup(log: ExampleLog) -> LabSession {
  let session = styledSurfaceSession()
  addStyledPanel(to: session, log: log)
  return session
}

/// Adds the styled panel to `session` (which keeps it) and returns its controller.
@discardableResult
func addStyledPanel(to session: LabSession, log: ExampleLog) -> FloatingPanelController {
  let fpc = FloatingPanelController()
  fpc.surfaceView.appearance = styledSurfaceAppearance()
  fpc.surfaceView.containerMargins = UIEdgeInsets(top: 0, left: 14, bottom: 14, right: 14)
  fpc.surfaceView.grabberHandle.barColor = UIColor(red: 0.45, green: 0.5, blue: 0.7, alpha: 1)
  fpc.surfaceView.grabberHandleSize = CGSize(width: 44, height: 5)
  fpc.set(content: .searchList(title: "Styled surface"))
  fpc.addPanel(toParent: session)
  log("panel at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  return fpc
}

/// The card as drawn: what PanelLab's display list has for it, the same frame the window and
/// `panellab replay` rasterize.
func describeDrawnSurface(_ session: LabSession) -> String {
  let commands = session.displayList.commands
  var shadows: [String] = []
  var border = "none"
  var corners = "none"
  for command in commands {
    switch command {
    case .shadow(let shape, let shadow):
      shadows.append("blur \(round1(shadow.blur)) y \(round1(shadow.offset.y)) spread \(round1(shadow.spread))")
      corners = "\(shape.curve.rawValue) radius \(round1(shape.radii.topLeft)) all four \(shape.radii.bottomLeft == shape.radii.topLeft)"
    case .stroke(let shape, _, let width) where shape.curve == .continuous:
      border = "\(round1(width)) pt"
    default: break
    }
  }
  return "corners \(corners); shadows \(shadows.count) [\(shadows.joined(separator: ", "))]; border \(border)"
}

/// The card drawn at half, dragged up to full by its grabber, and flung down to the tip.
public func styledSurfaceExample() -> ExampleRun {
  let log = ExampleLog()
  let session = styledSurfaceSession()
  let fpc = addStyledPanel(to: session, log: log)
  log("drawn: \(describeDrawnSurface(session))")
  let half = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: half + 8), to: CGPoint(x: 195, y: half - 300), duration: 0.3)
  session.advance(by: 1)
  log("panel at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  let full = fpc.surfaceLocation.y
  session.drag(from: CGPoint(x: 195, y: full + 8), to: CGPoint(x: 195, y: full + 500), duration: 0.1)
  session.advance(by: 1)
  log("panel at \(fpc.state), surface \(describe(fpc.surfaceLocation))")
  log("drawn: \(describeDrawnSurface(session))")
  return ExampleRun(session: session, log: log)
}
