import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Scroll hand-off between a panel and its list (reference §2.7) with FloatingPanel's default
/// layout (full 18, half ≈ 333.667) and the default list: a 56 pt header over 24 rows of 56 pt.
/// At full the list shows 667 − 74 = 593 of its 1344 points, so it scrolls up to 751.
@Suite("Scroll hand-off")
struct ScrollHandOffTests {
  static let full = 18.0
  static let half = 1001.0 / 3.0

  static func inFull(_ config: PanelConfig = PanelConfig(id: "panel")) -> PanelScript {
    var c = config
    c.initialState = .full
    return PanelScript(c)
  }

  @Test("the list scrolls only in the most expanded state, over the length that shows there")
  func metrics() {
    let s = Self.inFull()
    #expect(s.panel.listFrame == Rect(x: 0, y: 74, width: 375, height: 593))
    #expect(s.panel.content.maxOffset == 751)
    #expect(s.panel.isScrollable(.full))
    #expect(!s.panel.isScrollable(.half) && !s.panel.isScrollable(.tip))
    #expect(s.panel.grabberArea == Rect(x: 0, y: 18, width: 375, height: 36))
  }

  @Test("in full, dragging up on the list scrolls it while the panel stays on its anchor")
  func scrollInFull() {
    var s = Self.inFull()
    s.press(y: 400)
    s.move(toY: 396)  // crosses exactly the slop: the drag counts from here
    s.drag(by: -20, times: 5)
    #expect(s.panel.content.offset == 100)
    #expect(s.panel.position == Self.full)
    #expect(!s.panel.isDragging)
    s.release(after: ms(150))
    #expect(s.events().isEmpty, "scrolling the list is not a panel drag")
    #expect(s.panel.content.offset == 100)
    #expect(s.panel.state == .full)
  }

  @Test("in full, pulling down a scrolled list first brings it back to 0, then moves the panel, in one drag")
  func pullDownHandsOff() {
    var s = Self.inFull()
    s.wheel(delta: 100)
    #expect(s.panel.content.offset == 100)
    s.press(y: 300)
    s.move(toY: 304)
    s.drag(by: 20, times: 4)
    #expect(s.panel.content.offset == 20)
    #expect(s.panel.position == Self.full)
    #expect(s.events().isEmpty)
    s.drag(by: 20, times: 1)  // the list reaches its start exactly
    #expect(s.panel.content.offset == 0)
    #expect(s.panel.position == Self.full)
    s.drag(by: 20, times: 3)  // now the panel follows
    #expect(s.panel.position == Self.full + 60)
    #expect(s.panel.content.offset == 0)
    #expect(collapsedNames(s.events()) == ["willBeginDragging", "didMove"])
    // Back up in the same drag: the panel returns to full, then the list scrolls again.
    s.drag(by: -20, times: 5)
    #expect(s.panel.position == Self.full)
    #expect(s.panel.content.offset == 40)
    s.release(after: ms(150))
    #expect(collapsedNames(s.events()) == ["didMove", "willEndDragging", "didChangeState", "didEndDragging"])
    #expect(s.panel.state == .full)
    #expect(s.panel.content.offset == 40)
  }

  @Test("in full, pulling down a list already at its start moves the panel at once")
  func pullDownAtStart() {
    var s = Self.inFull()
    s.press(y: 300)
    s.move(toY: 304)
    s.drag(by: 10, times: 3)
    #expect(s.panel.position == Self.full + 30)
    #expect(s.panel.content.offset == 0)
    #expect(s.panel.isDragging)
  }

  @Test("in half a drag on the list moves the panel, and the list's offset stays pinned")
  func halfMovesPanel() {
    var s = Self.inFull()
    s.wheel(delta: 120)
    s.move(to: .half, animated: false)
    _ = s.events()
    #expect(s.panel.content.offset == 120)
    s.press(y: Self.half + 100)  // below the header: on the list
    s.move(toY: Self.half + 104)
    s.drag(by: 10, times: 5)
    #expect(isClose(s.panel.position, Self.half + 50, within: 1e-9))
    #expect(s.panel.content.offset == 120)
    s.drag(by: -10, times: 8)
    #expect(isClose(s.panel.position, Self.half - 30, within: 1e-9))
    #expect(s.panel.content.offset == 120)
    #expect(s.events().first?.name == "willBeginDragging")
    s.release(after: ms(150))
    s.run(ms(2000))
    #expect(s.panel.state == .half)
    #expect(s.panel.position == Self.half)
    #expect(s.panel.content.offset == 120)
  }

  @Test("dragging up from half on the list stops the panel at full and scrolls the rest")
  func upFromHalf() {
    var s = PanelScript()
    s.press(y: 450)
    s.move(toY: 446)
    s.drag(by: -20, times: 20)  // 400 points: 315.667 for the panel, 84.333 for the list
    #expect(s.panel.position == Self.full)
    #expect(isClose(s.panel.content.offset, 400 - (Self.half - Self.full), within: 1e-9))
    let moves = s.events().filter { $0.name == "didMove" }
    #expect(moves.last?["position"]?.number == Self.full)
    s.release(after: ms(150))
    let end = s.events()
    #expect(end.map(\.name) == ["willEndDragging", "didChangeState", "didEndDragging"])
    #expect(end.first?["target"]?.string == "full")
    #expect(s.panel.state == .full)
    #expect(!s.panel.isAnimating)
    #expect(isClose(s.panel.content.offset, 400 - (Self.half - Self.full), within: 1e-9))
  }

  @Test("a press in the 36 pt grabber band drags the panel even in full with the list scrolled")
  func grabberBand() throws {
    // No header, so the list starts at the panel's edge and the band lies over the list.
    let config = try panelConfig(#"{"initialState": "full", "content": {"header": 0}}"#)
    var s = PanelScript(config)
    #expect(s.panel.listFrame?.minY == Self.full)
    #expect(s.panel.content.maxOffset == 1344 - 649)
    s.wheel(delta: 100)
    s.press(y: Self.full + 30)  // in the band
    s.move(toY: Self.full + 34)
    s.drag(by: 10, times: 6)
    #expect(s.panel.position == Self.full + 60)
    #expect(s.panel.content.offset == 100, "the list stays where it was")
    #expect(s.events().first?.name == "willBeginDragging")

    // Just below the band the same drag pulls the list back first.
    var t = PanelScript(config)
    t.panel.advance(to: 0)
    t.panel.wheel(delta: 100)
    t.press(y: Self.full + 40)
    t.move(toY: Self.full + 44)
    t.drag(by: 10, times: 6)
    #expect(t.panel.position == Self.full)
    #expect(t.panel.content.offset == 40)
    #expect(t.events().isEmpty)
  }

  @Test("the wheel scrolls the list only while the panel rests in its scrollable state")
  func wheel() {
    var s = Self.inFull()
    s.wheel(delta: 50)
    #expect(s.panel.content.offset == 50)
    s.wheel(delta: -80)
    #expect(s.panel.content.offset == 0)
    s.wheel(delta: 5000)
    #expect(s.panel.content.offset == 751)
    s.wheel(delta: -51)
    #expect(s.panel.content.offset == 700)

    s.move(to: .half, animated: false)
    s.wheel(delta: -100)
    #expect(s.panel.content.offset == 700, "half is not scrollable")

    s.move(to: .full, animated: true)
    s.wait(ms(50))
    s.wheel(delta: -100)
    #expect(s.panel.content.offset == 700, "not while the panel springs")
    s.run(ms(2000))
    s.wheel(delta: -100)
    #expect(s.panel.content.offset == 600)
  }

  @Test("down, up and down again in one drag: the panel returns to full, the list scrolls, then the list comes back first")
  func backAndForth() {
    var s = Self.inFull()
    s.press(y: 300)
    s.move(toY: 304)
    s.drag(by: 10, times: 5)  // the list is at its start: the panel moves down 50
    #expect(s.panel.position == Self.full + 50)
    s.drag(by: -10, times: 15)  // 50 brings the panel back to full, 100 scroll the list
    #expect(s.panel.position == Self.full)
    #expect(s.panel.content.offset == 100)
    s.drag(by: 10, times: 6)  // on the anchor with the list scrolled: the list comes back first
    #expect(s.panel.content.offset == 40)
    #expect(s.panel.position == Self.full)
  }
}
