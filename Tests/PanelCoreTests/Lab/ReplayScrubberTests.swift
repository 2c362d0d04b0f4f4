import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The replay window's position bar: time since the recording's start, and a track that seeks.
@Suite("Replay position bar")
struct ReplayScrubberTests {
  /// An F9 recording started 826.32 s into its session and 12 s long, in a 1280×800 window.
  static let bar = ReplayScrubber(origin: ms(826_320), start: ms(826_320), end: ms(838_320), window: Size(width: 1280, height: 800))

  @Test("the time shown is relative to startAt, not the session's clock")
  func relativeTime() {
    #expect(Self.bar.label(ms(826_320)) == "0.00 s")
    #expect(Self.bar.label(ms(836_870)) == "10.55 s")
    #expect(Self.bar.label(ms(838_320)) == "12.00 s")
    #expect(Self.bar.label(ms(100)) == "0.00 s", "before startAt (the silent part) shows as the start")
  }

  @Test("a click on the track seeks to the time under it, clamped to the ends; elsewhere it is no seek")
  func trackSeeks() throws {
    let track = Self.bar.track
    #expect(Self.bar.frame.maxY == 800 && Self.bar.frame.width == 1280)
    #expect(Self.bar.time(at: Point(x: track.x, y: track.midY)) == ms(826_320))
    #expect(Self.bar.time(at: Point(x: track.maxX, y: track.midY)) == ms(838_320))
    #expect(Self.bar.time(at: Point(x: track.midX, y: track.midY)) == ms(832_320))
    #expect(Self.bar.time(at: Point(x: 2, y: track.midY)) == ms(826_320), "left of the track: the start")
    #expect(Self.bar.time(at: Point(x: track.midX, y: Self.bar.frame.y - 1)) == nil, "above the bar")
  }

  @Test("every point of the track maps into the range, in order", arguments: [Size(width: 480, height: 360), Size(width: 3000, height: 2000)])
  func monotonic(window: Size) throws {
    let bar = ReplayScrubber(origin: 0, start: ms(20_000), end: ms(21_000), window: window)
    let times = stride(from: 0.0, through: window.width, by: 7).compactMap { bar.time(at: Point(x: $0, y: window.height - 5)) }
    #expect(times.count > 10)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(times.allSatisfy { (ms(20_000)...ms(21_000)).contains($0) })
    #expect(bar.label(ms(20_500)) == "20.50 s", "a range still counts from the recording's start")
  }

  @Test("the bar draws its time and length")
  func renders() {
    var list = DisplayList(size: Size(width: 1280, height: 800), background: .clear)
    Self.bar.render(at: ms(836_870), state: "paused", into: &list)
    let texts = list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
    #expect(texts == ["10.55 s", "12.00 s · paused"])
  }
}
