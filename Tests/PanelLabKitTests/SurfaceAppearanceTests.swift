import Foundation
import PanelCore
import PanelLabKit
import Testing

/// `.floatingPanelSurfaceAppearance(_:)` reaches the drawing: the surface's fill, shadow, corners
/// and border in the display list follow the appearance, and no modifier draws what it drew before.
@Suite struct SurfaceAppearanceTests {
  /// The commands drawn on the panel surface's own shape (its shadow, fill and border), in order:
  /// the shape is that of the first shadow or fill whose top edge is the surface's.
  static func surfaceCommands(_ session: LabSession) throws -> [DisplayCommand] {
    let top = Double(try #require(session.renderedController).surfaceLocation.y)
    let commands = session.displayList.commands
    func shape(_ command: DisplayCommand) -> RoundedRect? {
      switch command {
      case .shadow(let s, _), .fill(let s, _), .stroke(let s, _, _): return s
      default: return nil
      }
    }
    let drawnFirst = commands.lazy.compactMap { command -> RoundedRect? in
      if case .stroke = command { return nil }
      return shape(command).flatMap { $0.rect.y == top ? $0 : nil }
    }.first
    let surface = try #require(drawnFirst)
    return commands.filter { shape($0) == surface }
  }

  /// A 375×667 session showing the default panel with `appearance` (nil: the modifier not used).
  static func session(_ appearance: SurfaceAppearance?) -> LabSession {
    let session = LabSession(size: CGSize(width: 375, height: 667))
    let view = TodayFeed().floatingPanel { _ in PanelLabContent.standard }
    session.render(appearance.map { view.floatingPanelSurfaceAppearance($0) } ?? view)
    session.advance(by: 0.1)
    return session
  }

  /// FloatingPanel's Maps sample look: 8 pt corners, one red shadow, a tinted fill and a border.
  static var mapsLook: SurfaceAppearance {
    let appearance = SurfaceAppearance()
    let shadow = SurfaceAppearance.Shadow()
    shadow.color = .red
    shadow.offset = CGSize(width: 0, height: 4)
    shadow.opacity = 0.5
    shadow.radius = 6
    appearance.shadows = [shadow]
    appearance.cornerRadius = 8
    appearance.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    appearance.borderColor = .blue
    appearance.borderWidth = 2
    return appearance
  }

  @Test func noAppearanceDrawsTheSceneDefaults() throws {
    let drawn = try Self.surfaceCommands(Self.session(nil))
    guard drawn.count == 2, case .shadow(let shape, let shadow) = drawn[0], case .fill(_, .solid(let fill)) = drawn[1] else {
      Issue.record("expected the default shadow and fill, got \(drawn)")
      return
    }
    #expect(shape.radii == CornerRadii(topLeft: 16, topRight: 16, bottomRight: 0, bottomLeft: 0))
    #expect(shadow == Shadow(color: Color.black.withAlpha(0.2), offset: Point(x: 0, y: 1), blur: 6))
    #expect(fill == Theme.surface)
  }

  @Test func appearanceReachesTheSurfaceDrawing() throws {
    let drawn = try Self.surfaceCommands(Self.session(Self.mapsLook))
    guard drawn.count == 3, case .shadow(let shape, let shadow) = drawn[0], case .fill(_, .solid(let fill)) = drawn[1],
      case .stroke(_, let border, let width) = drawn[2]
    else {
      Issue.record("expected a shadow, a fill and a border on the surface, got \(drawn)")
      return
    }
    #expect(shape.radii == CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0))
    #expect(shadow == Shadow(color: Color(r: 1, g: 0, b: 0, a: 0.5), offset: Point(x: 0, y: 4), blur: 12))
    #expect(abs(fill.r - 0.9) < 0.01 && abs(fill.g - 0.95) < 0.01 && fill.b == 1 && fill.a == 1, "\(fill)")
    #expect(border == Color(r: 0, g: 0, b: 1) && width == 2)
  }

  @Test func hiddenShadowsNilColoursAndTheDefaultsOfFloatingPanel() throws {
    let appearance = SurfaceAppearance()
    appearance.shadows.forEach { $0.hidden = true }
    appearance.backgroundColor = nil
    appearance.borderWidth = 3  // no colour: UIKit draws no border
    let drawn = try Self.surfaceCommands(Self.session(appearance))
    guard drawn.count == 1, case .fill(let shape, .solid(let fill)) = drawn[0] else {
      Issue.record("expected only the fill, got \(drawn)")
      return
    }
    #expect(fill.a == 0, "a nil background is transparent")
    #expect(shape.radii == .zero, "FloatingPanel's default corner radius is 0")
  }

  @Test func theRecordingHeaderCarriesTheLook() throws {
    let text = Self.session(Self.mapsLook).recordingText
    #expect(text.contains("\"cornerRadius\": 8"), "the header carries the look, so a replay draws it")
    #expect(text.contains("\"backgroundColor\": \"#E6F2FFFF\""), "\(text.prefix(2000))")
    #expect(text.contains("\"borderColor\": \"#0000FFFF\""))
    #expect(!Self.session(nil).recordingText.contains("backgroundColor"), "no modifier leaves the header as it was")
  }

  @Test func outOfRangeValuesAreClampedIntoTheSceneKeysRanges() throws {
    let appearance = SurfaceAppearance()
    appearance.cornerRadius = -8
    appearance.borderColor = UIColor(red: .nan, green: 2, blue: -1, alpha: .infinity)
    appearance.borderWidth = 1e9
    appearance.backgroundColor = UIColor(white: .nan, alpha: -3)
    appearance.shadows[0].opacity = 7
    appearance.shadows[0].radius = -.infinity
    appearance.shadows[0].offset = CGSize(width: 0, height: CGFloat.nan)
    let session = Self.session(appearance)
    let drawn = try Self.surfaceCommands(session)
    guard drawn.count == 3, case .shadow(let shape, let shadow) = drawn[0], case .fill(_, .solid(let fill)) = drawn[1],
      case .stroke(_, let border, let width) = drawn[2]
    else {
      Issue.record("expected a shadow, a fill and a border on the surface, got \(drawn)")
      return
    }
    #expect(shape.radii == .zero, "a negative corner radius is 0, the key's lowest")
    #expect(shadow == Shadow(color: .black, offset: Point(x: 0, y: 1), blur: 0), "opacity 1, radius 0, offset NaN → the default 1")
    #expect(fill == Color(r: 0, g: 0, b: 0, a: 0))
    #expect(border == Color(r: 0, g: 1, b: 0, a: 1) && width == 50)
    // The recording's scene is valid, so a replay draws the same.
    let config = try SceneConfig(json: try Recording.parse(session.recordingText).scene)
    #expect(config.main.panels.first?.surface.borderWidth == 50)
  }

  /// FloatingPanel's SamplesObjC look: a red and a blue shadow, each spread 10; here the blue one
  /// is also moved 12 points left and 4 down, and a third, hidden one is left out.
  static var twoShadows: SurfaceAppearance {
    let appearance = SurfaceAppearance()
    appearance.cornerRadius = 23
    let red = SurfaceAppearance.Shadow()
    red.color = .red
    red.radius = 10
    red.spread = 10
    let blue = SurfaceAppearance.Shadow()
    blue.color = .blue
    blue.radius = 10
    blue.spread = 10
    blue.opacity = 0.6
    blue.offset = CGSize(width: -12, height: 4)
    let hidden = SurfaceAppearance.Shadow()
    hidden.hidden = true
    appearance.shadows = [red, hidden, blue]
    return appearance
  }

  @Test func everyShadowNotHiddenIsDrawnTheFirstOnTop() throws {
    let drawn = try Self.surfaceCommands(Self.session(Self.twoShadows))
    guard drawn.count == 3, case .shadow(_, let under) = drawn[0], case .shadow(let shape, let over) = drawn[1], case .fill = drawn[2] else {
      Issue.record("expected two shadows under the fill, got \(drawn)")
      return
    }
    #expect(shape.radii == CornerRadii(topLeft: 23, topRight: 23, bottomRight: 0, bottomLeft: 0))
    #expect(over == Shadow(color: Color(r: 1, g: 0, b: 0, a: 0.2), offset: Point(x: 0, y: 1), blur: 20, spread: 10), "the first shadow, drawn last")
    #expect(under == Shadow(color: Color(r: 0, g: 0, b: 1, a: 0.6), offset: Point(x: -12, y: 4), blur: 20, spread: 10))
  }

  @Test func theRecordingCarriesEveryShadowAndAReplayDrawsThem() throws {
    let session = Self.session(Self.twoShadows)
    let text = session.recordingText
    #expect(text.contains(##""shadows": [{"color": "#FF0000FF", "radius": 10, "spread": 10}, {"color": "#0000FFFF", "opacity": 0.6"##), "\(text.prefix(1500))")
    let replayed = try SceneConfig(json: try Recording.parse(text).scene)
    let shadows = try #require(replayed.main.panels.first).surface.shadows
    #expect(shadows.count == 2)
    #expect(shadows.map(\.drawn) == [Shadow(color: Color(r: 1, g: 0, b: 0, a: 0.2), offset: Point(x: 0, y: 1), blur: 20, spread: 10), Shadow(color: Color(r: 0, g: 0, b: 1, a: 0.6), offset: Point(x: -12, y: 4), blur: 20, spread: 10)])
  }

  @Test func oneShadowStillWritesTheOneShadowKeys() throws {
    // FloatingPanel's Maps sample on iPad: 16 down, radius 16, spread 8.
    let appearance = SurfaceAppearance()
    let shadow = SurfaceAppearance.Shadow()
    shadow.offset = CGSize(width: 3, height: 16)
    shadow.radius = 16
    shadow.spread = 8
    appearance.shadows = [shadow]
    let text = Self.session(appearance).recordingText
    #expect(text.contains(#""shadowRadius": 16, "shadowOffset": 16, "shadowOffsetX": 3, "shadowSpread": 8"#), "\(text.prefix(1500))")
    #expect(!text.contains("\"shadows\"") && !text.contains("shadowColor"), "black is the default colour")
    let none = SurfaceAppearance()
    none.shadows = []
    #expect(Self.session(none).recordingText.contains(#""shadows": []"#), "no shadow at all is an empty list")
  }

  @Test func aContinuousCornerCurveReachesTheDrawnShapeAndTheRecording() throws {
    // FloatingPanel's Maps sample on iPhone: continuous corners of 8, a clear surface.
    let appearance = SurfaceAppearance()
    appearance.cornerCurve = .continuous
    appearance.cornerRadius = 8
    appearance.backgroundColor = .clear
    let session = Self.session(appearance)
    let drawn = try Self.surfaceCommands(session)
    guard case .shadow(let shape, _) = drawn.first else {
      Issue.record("expected the shadow first, got \(drawn)")
      return
    }
    #expect(shape.curve == .continuous && shape.radii.topLeft == 8)
    #expect(session.recordingText.contains(#""cornerCurve": "continuous""#))
    #expect(!Self.session(Self.mapsLook).recordingText.contains("cornerCurve"), "circular is the default, left out")
    let replayed = try SceneConfig(json: try Recording.parse(session.recordingText).scene)
    #expect(replayed.main.panels.first?.surface.cornerCurve == .continuous)
  }
}
