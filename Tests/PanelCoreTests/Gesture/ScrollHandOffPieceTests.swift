import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The hand-off between a moving container and its scrolling content, on a container made up for
/// the test: positions count toward collapse from the expanded rest at 0.
@Suite("Scroll hand-off piece")
struct ScrollHandOffPieceTests {
  struct Container: NestedScrollContainer {
    var position = 0.0
    var offset = 0.0
    var maxOffset = 500.0
    var contentScrollsNow: Bool { position == 0 && maxOffset > 0 }
    var contentOverflows: Bool { maxOffset > 0 }
    var contentScrollsWhenExpanded: Bool { true }
    var isFullyExpanded: Bool { abs(position) < 1 }
    var isAtExpandedAnchor: Bool { abs(position) < 1 }
    var roomToExpand: Double { Swift.max(0, position) }
    var contentDistanceToPin: Double { offset }
    mutating func moveContainer(towardCollapse distance: Double) { position += distance }
    mutating func scrollContent(towardPin distance: Double) { offset -= distance }
  }

  /// A finger movement from a container's position and content offset, and where both end.
  struct Case: Sendable, CustomTestStringConvertible {
    var what: String
    var position: Double
    var offset: Double
    var maxOffset = 500.0
    var finger: Double
    var endPosition: Double
    var endOffset: Double
    var testDescription: String { what }
  }

  @Test("the finger's movement is shared between the container and its content", arguments: [
    Case(what: "toward collapse the content first returns to its pin, then the container follows",
         position: 0, offset: 30, finger: 50, endPosition: 20, endOffset: 0),
    Case(what: "a container that is not expanded moves and leaves the content where it is",
         position: 40, offset: 30, finger: 50, endPosition: 90, endOffset: 30),
    Case(what: "toward expanded the container first reaches its rest, then the content scrolls",
         position: 40, offset: 0, finger: -100, endPosition: 0, endOffset: 60),
    Case(what: "content with nothing to scroll leaves the whole movement to the container, past its rest",
         position: 40, offset: 0, maxOffset: 0, finger: -100, endPosition: -60, endOffset: 0),
  ])
  func handOff(_ c: Case) {
    var container = Container(position: c.position, offset: c.offset, maxOffset: c.maxOffset)
    ScrollHandOff.apply(fingerTowardCollapse: c.finger, to: &container)
    #expect(container.position == c.endPosition)
    #expect(container.offset == c.endOffset)
  }
}
