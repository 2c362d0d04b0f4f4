import Foundation
import PanelCore
import PanelLabKit
import Testing

/// `fpc.surfaceView`, FloatingPanel's UIKit way of styling the surface: its grabber, look and
/// spacing reach the drawing and the recording, changes made later as `set` lines a replay follows.
@Suite struct SurfaceViewTests {
  /// A 375×667 session with one default panel, its surface view styled by `style` before it is added.
  static func session(_ style: (SurfaceView) -> Void = { _ in }) -> (LabSession, FloatingPanelController) {
    let session = LabSession(size: CGSize(width: 375, height: 667))
    let fpc = FloatingPanelController()
    style(fpc.surfaceView)
    fpc.addPanel(toParent: session)
    return (session, fpc)
  }

  /// The fills of the grabber's colour.
  static func grabbers(_ session: LabSession) -> [RoundedRect] {
    session.displayList.commands.compactMap {
      if case .fill(let shape, .solid(let color)) = $0, color == Theme.grabber { return shape }
      return nil
    }
  }

  /// The surface's own fill (the theme's white, or `color`).
  static func surfaceFill(_ session: LabSession, _ color: PanelCore.Color = Theme.surface) -> RoundedRect? {
    session.displayList.commands.lazy.compactMap {
      if case .fill(let shape, .solid(let c)) = $0, c == color, shape.rect.width > 300 { return shape }
      return nil
    }.first
  }

  /// The panel object of the session's recorded scene, as a replay reads it.
  static func replayed(_ session: LabSession) throws -> PanelConfig {
    try #require(try SceneConfig(json: try Recording.parse(session.recordingText).scene).main.panels.first)
  }

  @Test func anUntouchedSurfaceViewIsPanelLabsLookAndWritesNoSurfaceKeys() throws {
    let (session, fpc) = Self.session()
    #expect(fpc.surfaceView.appearance.cornerRadius == 16 && fpc.surfaceView.grabberHandlePadding == 6)
    #expect(fpc.surfaceView.grabberHandleSize == CGSize(width: 36, height: 5) && fpc.surfaceView.contentPadding == .zero)
    #expect(!session.recordingText.contains("\"surface\""), "the header is as before surfaceView existed")
    #expect(Self.surfaceFill(session)?.radii.topLeft == 16)
  }

  @Test func theGrabbersSettingsReachTheDrawing() throws {
    let (session, fpc) = Self.session {
      $0.grabberHandlePadding = 12
      $0.grabberHandleSize = CGSize(width: 48, height: 8)
    }
    let grabber = try #require(Self.grabbers(session).first)
    #expect(grabber.rect.size == Size(width: 48, height: 8) && grabber.radii == CornerRadii(all: 4), "rounded by half its height")
    #expect(grabber.rect.y == Double(fpc.surfaceLocation.y) + 12)
    let config = try Self.replayed(session)
    #expect(config.surface.grabberHandleSize == Size(width: 48, height: 8) && config.surface.grabberHandlePadding == 12)
    fpc.surfaceView.grabberHandle.isHidden = true
    #expect(Self.grabbers(session).isEmpty, "a hidden grabber handle is not drawn")
    #expect(try Self.replayed(session).surface.grabber == false)
  }

  @Test func marginsAndPaddingAreTheScenesSpacing() throws {
    let (session, _) = Self.session {
      $0.containerMargins = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
      $0.contentPadding = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: -5)
    }
    let fill = try #require(Self.surfaceFill(session))
    #expect(fill.rect.x == 16 && fill.rect.width == 375 - 32)
    #expect(fill.radii == CornerRadii(all: 16), "a margin on the far edge rounds all four corners, as in FloatingPanel")
    let config = try Self.replayed(session)
    #expect(config.surface.margins == EdgeInsets(top: 0, left: 16, bottom: 16, right: 16))
    #expect(config.surface.padding == EdgeInsets(top: 8, left: 0, bottom: 0, right: 0), "a negative padding is clamped to the key's 0")
  }

  @Test func anAppearanceChangedInPlaceAppliesAtTheNextStepAndIsReplayed() throws {
    let (session, fpc) = Self.session()
    session.advance(by: 0.1)
    // UIKit code configures the appearance object after the surface view holds it.
    fpc.surfaceView.appearance.cornerRadius = 4
    fpc.surfaceView.appearance.shadows[0].spread = 3
    session.advance(by: 1.0 / 60)
    let fill = try #require(Self.surfaceFill(session))
    #expect(fill.radii.topLeft == 4)
    #expect(session.recordingText.contains(#""shadowSpread": 3"#), "the change is a set line")
    let (again, _) = Self.session()
    #expect(!again.recordingText.contains("shadowSpread"))
    // The backgroundColor is the appearance's, as on FloatingPanel's surface view.
    fpc.surfaceView.backgroundColor = .red
    #expect(fpc.surfaceView.appearance.backgroundColor == .red)
    #expect(Self.surfaceFill(session, PanelCore.Color(r: 1, g: 0, b: 0)) != nil)
  }

  @Test func theSwiftUIModifiersSetTheSurfaceView() throws {
    let session = LabSession(size: CGSize(width: 375, height: 667))
    let look = SurfaceAppearance()
    look.cornerRadius = 10
    session.render(TodayFeed().floatingPanel { _ in PanelLabContent.standard }.floatingPanelSurfaceAppearance(look).floatingPanelGrabberHandlePadding(9))
    let fpc = try #require(session.renderedController)
    #expect(fpc.surfaceView.appearance === look && fpc.surfaceView.grabberHandlePadding == 9)
    session.render(TodayFeed().floatingPanel { _ in PanelLabContent.standard })
    #expect(fpc.surfaceView.appearance.cornerRadius == 16, "without the modifier the look is PanelLab's again")
  }
}
