import Foundation
import PanelCore
import PanelLabKit
import Testing

/// FloatingPanel's surface settings reach the panel's drawing: the grabber handle padding moves
/// the grabber in the display list, and a default look draws what it drew before.
@Suite struct SurfaceLookTests {
  /// The fills of the grabber's colour in the session's display list.
  static func grabberRects(_ session: LabSession) -> [Rect] {
    session.displayList.commands.compactMap {
      if case .fill(let shape, .solid(let color)) = $0, color == Theme.grabber { return shape.rect }
      return nil
    }
  }

  /// A 375×667 session showing the default panel with `padding` (nil: the modifier not used).
  static func session(padding: CGFloat?) -> LabSession {
    let session = LabSession(size: CGSize(width: 375, height: 667))
    let view = TodayFeed().floatingPanel { _ in PanelLabContent.standard }
    session.render(padding.map { view.floatingPanelGrabberHandlePadding($0) } ?? view)
    session.advance(by: 0.1)
    return session
  }

  @Test func grabberHandlePaddingMovesTheDrawnGrabber() throws {
    let plain = Self.session(padding: nil)
    let surface = try #require(plain.renderedController).surfaceLocation
    let base = try #require(Self.grabberRects(plain).first)
    #expect(base.y == Double(surface.y) + 6, "the default grabber sits 6 pt below the surface's top edge")
    let explicitDefault = Self.grabberRects(Self.session(padding: 6))
    #expect(explicitDefault == [base])
    let moved = try #require(Self.grabberRects(Self.session(padding: 10)).first)
    #expect(moved.y == base.y + 4 && moved.x == base.x && moved.size == base.size, "\(base) → \(moved)")
  }

  @Test func grabberHandlePaddingIsReplayedFromTheRecording() throws {
    let session = Self.session(padding: 14)
    #expect(session.recordingText.contains("\"surface\": {\"grabberHandlePadding\": 14}"), "the header carries the padding, so a replay draws it")
    #expect(!Self.session(padding: nil).recordingText.contains("grabberHandlePadding"), "a default look leaves the header as it was")
  }

  /// Paddings the scene key's range `0...500` refuses, and every kind of CGFloat at its edges.
  static let outOfRange: [(CGFloat, Double)] = [
    (-1, 0), (-0.5, 0), (-.infinity, 0), (-.greatestFiniteMagnitude, 0), (500.5, 500), (1e12, 500), (.infinity, 500),
    (.nan, 6), (0, 0), (500, 500), (-0.0, 0), (499.75, 499.75),
  ]

  @Test(arguments: outOfRange) func anOutOfRangePaddingIsClampedIntoTheSceneKeysRange(padding: CGFloat, drawn: Double) throws {
    let session = Self.session(padding: padding)
    let surface = try #require(session.renderedController).surfaceLocation
    let grabber = try #require(Self.grabberRects(session).first)
    #expect(grabber.y == Double(surface.y) + drawn, "padding \(padding) draws \(drawn) pt in")
    // The replay's scene takes it: the clamped value is inside the key's range.
    let config = try SceneConfig(json: try Recording.parse(session.recordingText).scene)
    #expect(config.main.panels.first?.surface.grabberHandlePadding == drawn)
  }

  @Test func aPaddingChangedMidSessionOutOfRangeIsClampedToo() throws {
    let session = Self.session(padding: 10)
    let view = TodayFeed().floatingPanel { _ in PanelLabContent.standard }
    session.render(view.floatingPanelGrabberHandlePadding(-40))
    session.advance(by: 0.1)
    let surface = try #require(session.renderedController).surfaceLocation
    #expect(Self.grabberRects(session).first?.y == Double(surface.y), "a negative padding mid-session puts the grabber on the edge")
  }
}
