import Testing

@testable import PanelRender

/// A video writer's buffer is brought up to the next picture by converting what it lacks: the
/// new damage, and the damage since the picture it holds while that is cheaper than a copy.
@Suite struct PictureHistoryTests {
  static let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
  static let b = PixelRect(x: 20, y: 0, width: 10, height: 10)
  static let c = PixelRect(x: 40, y: 0, width: 10, height: 10)

  @Test func theFirstPictureAndUnknownDamageAreConvertedWhole() {
    var history = PictureHistory(framePixels: 100 * 100, depth: 4)
    #expect(history.plan(for: 0, damage: [Self.a]) == .whole)
    history.record(0, damage: [PixelRect(x: 0, y: 0, width: 100, height: 100)])
    #expect(history.plan(for: 0, damage: nil) == .whole)
  }

  @Test func aBufferLacksTheDamageOfEveryPictureSinceItsOwn() {
    var history = PictureHistory(framePixels: 100 * 100, depth: 4)
    history.record(0, damage: [PixelRect(x: 0, y: 0, width: 100, height: 100)])
    history.record(1, damage: [Self.a])
    history.record(2, damage: [])
    history.record(3, damage: [Self.b])
    // Buffer 3 holds the last picture: only the new damage.
    #expect(history.plan(for: 3, damage: [Self.c]) == .convert([Self.c]))
    // Buffer 1 missed pictures 2 and 3; buffer 0 missed 1, 2 and 3.
    #expect(history.plan(for: 1, damage: [Self.c]) == .convert([Self.c, Self.b]))
    #expect(history.plan(for: 0, damage: [Self.c]) == .convert([Self.c, Self.a, Self.b]))
    // A buffer that never held a picture is copied over.
    #expect(history.plan(for: 7, damage: [Self.c]) == .copyLast(then: [Self.c]))
  }

  @Test func aBufferTooFarBehindOrLackingTooMuchIsCopiedOver() {
    var history = PictureHistory(framePixels: 100 * 100, depth: 2)
    history.record(0, damage: [Self.a])
    history.record(1, damage: [Self.b])
    history.record(2, damage: [Self.c])
    history.record(3, damage: [Self.a])
    // Picture 1's damage is forgotten (depth 2), so buffer 0 cannot know all it lacks.
    #expect(history.plan(for: 0, damage: [Self.b]) == .copyLast(then: [Self.b]))
    #expect(history.plan(for: 1, damage: [Self.b]) == .convert([Self.b, Self.c, Self.a]))
    // Half the frame lacking costs more to convert than the whole frame to copy.
    let half = PixelRect(x: 0, y: 0, width: 100, height: 50)
    history.record(4, damage: [half])
    #expect(history.plan(for: 3, damage: [Self.b]) == .copyLast(then: [Self.b]))
    #expect(history.plan(for: 4, damage: [Self.b]) == .convert([Self.b]))
  }
}
