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

  @Test("toward collapse the content first returns to its pin, then the container follows")
  func collapse() {
    var c = Container(position: 0, offset: 30)
    ScrollHandOff.apply(fingerTowardCollapse: 50, to: &c)
    #expect(c.offset == 0)
    #expect(c.position == 20)
  }

  @Test("a container that is not expanded moves and leaves the content where it is")
  func collapseWhileNotExpanded() {
    var c = Container(position: 40, offset: 30)
    ScrollHandOff.apply(fingerTowardCollapse: 50, to: &c)
    #expect(c.offset == 30)
    #expect(c.position == 90)
  }

  @Test("toward expanded the container first reaches its rest, then the content scrolls")
  func expand() {
    var c = Container(position: 40, offset: 0)
    ScrollHandOff.apply(fingerTowardCollapse: -100, to: &c)
    #expect(c.position == 0)
    #expect(c.offset == 60)
  }

  @Test("content with nothing to scroll leaves the whole movement to the container, past its rest")
  func noOverflow() {
    var c = Container(position: 40, offset: 0, maxOffset: 0)
    ScrollHandOff.apply(fingerTowardCollapse: -100, to: &c)
    #expect(c.position == -60)
    #expect(c.offset == 0)
  }
}
