import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The hand over replays and exports: a touch, its trail while pressed, the release velocity.
@Suite struct TouchIndicatorTests {
  /// A flick down from (100, 100) to (100, 300) in 100 ms, released at 100 ms.
  static let flick: [TimedInput] = [TimedInput(0, .pointerDown(Point(x: 100, y: 100), button: .left, clicks: 1))]
    + (1...10).map { TimedInput(ms(Int64($0) * 10), .pointerMove(Point(x: 100, y: 100 + Double($0) * 20))) }
    + [TimedInput(ms(100), .pointerUp(Point(x: 100, y: 300), button: .left))]

  static func drawn(_ hand: inout TouchIndicator, at t: Micros) -> [DisplayCommand] {
    var list = DisplayList(size: Size(width: 400, height: 400), background: .clear)
    hand.draw(into: &list, at: t)
    return list.commands
  }

  @Test func aReleaseShowsItsVelocityThenFades() {
    var hand = TouchIndicator(Self.flick)
    let pressed = Self.drawn(&hand, at: ms(50))
    #expect(pressed.contains { if case .polyline = $0 { true } else { false } }, "a trail while pressed")
    let released = Self.drawn(&hand, at: ms(150))
    let label = released.compactMap { if case .text(let run) = $0 { run.string } else { nil } }.first
    // 200 points in 100 ms.
    #expect(label == "2000 pt/s")
    #expect(hand.isFading(at: ms(150)))
    let later = Self.drawn(&hand, at: ms(700))
    #expect(!later.contains { if case .text = $0 { true } else { false } })
    #expect(!hand.isFading(at: ms(700)))
  }

  @Test func theSpeedStaysInsideTheWindowWhenTheArrowLeavesIt() {
    // An upward flick from near the top: the arrow's tip lies above the window.
    let up = [TimedInput(0, .pointerDown(Point(x: 395, y: 60), button: .left, clicks: 1))]
      + (1...5).map { TimedInput(ms(Int64($0) * 10), .pointerMove(Point(x: 395, y: 60 - Double($0) * 10))) }
      + [TimedInput(ms(50), .pointerUp(Point(x: 395, y: 10), button: .left))]
    var hand = TouchIndicator(up)
    let label = Self.drawn(&hand, at: ms(60)).compactMap { if case .text(let run) = $0 { run.frame } else { nil } }.first
    let frame = label ?? Rect(x: -1, y: -1, width: 0, height: 0)
    #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= 400 && frame.maxY <= 400, "\(frame)")
  }

  @Test func inputsAddedOneByOneDrawAsTheWholeList() {
    var whole = TouchIndicator(Self.flick)
    var live = TouchIndicator()
    var next = 0
    for t in stride(from: Micros(0), through: ms(300), by: 5000) {
      // As a window hands them over: what happened by now.
      while next < Self.flick.count && Self.flick[next].time <= t {
        live.add(Self.flick[next])
        next += 1
      }
      #expect(Self.drawn(&whole, at: t) == Self.drawn(&live, at: t), "at \(t) µs")
    }
  }
}
