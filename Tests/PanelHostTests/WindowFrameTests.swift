import PanelCore
import PanelRender
import Testing

@testable import PanelHost

/// The window's kept frame against a screen that notes what it is given: what is uploaded, and
/// how long an F4 flash stays, with the times as values.
@Suite struct WindowFrameTests {
  /// A screen that keeps each present's tinted rectangles.
  final class NotingScreen: FrameScreen {
    var uploads: [[PixelRect]?] = []
    var flashes: [[PixelRect]] = []
    func upload(_ bitmap: Bitmap, rects: [PixelRect]?) { uploads.append(rects) }
    func show(flashing: [PixelRect]) { flashes.append(flashing) }
  }

  /// A 200×100-point frame with a red square at `x`.
  static func list(squareAt x: Double) -> DisplayList {
    var list = DisplayList(size: Size(width: 200, height: 100), background: .white)
    list.fill(Rect(x: x, y: 20, width: 30, height: 30), Color(hex: 0xFF3B30))
    return list
  }

  /// Draws `list`, uploads it and presents it at `t`; returns what that present tinted.
  static func present(_ frame: WindowFrame, _ screen: NotingScreen, _ list: DisplayList, at t: Micros) throws -> [PixelRect] {
    #expect(frame.draw(list, scale: 1, width: 200, height: 100))
    frame.upload(to: screen)
    frame.show(in: screen, at: t)
    return try #require(screen.flashes.last)
  }

  @Test func aFlashIsHeldThroughEmptyPresentsUntilItsHoldEnds() throws {
    let frame = WindowFrame(rasterizer: Rasterizer(), tracksDamage: true)
    let screen = NotingScreen()
    frame.flashesDamage = true
    let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
    #expect(try Self.present(frame, screen, Self.list(squareAt: 10), at: 1_000_000) == [whole])
    #expect(frame.flashEnds == 1_000_000 + WindowFrame.flashHold)
    // A present with nothing redrawn (a forced one) tints the same pixels again: the upload sent
    // them untinted, and the hold has not ended.
    #expect(try Self.present(frame, screen, Self.list(squareAt: 10), at: 1_149_999) == [whole])
    #expect(screen.uploads.last == [])
    #expect(frame.flashEnds == 1_150_000)
    // The first present at the hold's end clears it.
    #expect(try Self.present(frame, screen, Self.list(squareAt: 10), at: 1_150_000) == [])
    #expect(frame.flashEnds == nil)
  }

  @Test func aNewDamageReplacesTheFlashAndStartsItsOwnHold() throws {
    let frame = WindowFrame(rasterizer: Rasterizer(), tracksDamage: true)
    let screen = NotingScreen()
    frame.flashesDamage = true
    _ = try Self.present(frame, screen, Self.list(squareAt: 10), at: 0)
    let moved = try Self.present(frame, screen, Self.list(squareAt: 100), at: 50_000)
    // Only the square's old and new places were redrawn, and only they are tinted.
    #expect(!moved.isEmpty && moved.allSatisfy { $0.width < 200 }, "\(moved)")
    #expect(moved == screen.uploads.last!)
    #expect(frame.flashEnds == 50_000 + WindowFrame.flashHold)
    // Past the first flash's end, the second is still held.
    #expect(try Self.present(frame, screen, Self.list(squareAt: 100), at: 160_000) == moved)
    #expect(try Self.present(frame, screen, Self.list(squareAt: 100), at: 200_000) == [])
  }

  @Test func withoutF4NothingIsTintedAndTurningItOffClearsAFlashAtOnce() throws {
    let frame = WindowFrame(rasterizer: Rasterizer(), tracksDamage: true)
    let screen = NotingScreen()
    #expect(try Self.present(frame, screen, Self.list(squareAt: 10), at: 0) == [])
    #expect(frame.flashEnds == nil)
    frame.flashesDamage = true
    #expect(try !Self.present(frame, screen, Self.list(squareAt: 20), at: 10_000).isEmpty)
    frame.flashesDamage = false
    #expect(try Self.present(frame, screen, Self.list(squareAt: 20), at: 20_000) == [])
    #expect(frame.flashEnds == nil)
  }
}
