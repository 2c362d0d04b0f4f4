import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Grabs and resizes that land while the panel is moving by itself.
@Suite("Panel interruptions")
struct PanelInterruptionTests {
  @Test("a click on a springing panel stops it, then it settles on an anchor (no drag needed)")
  func clickOnMovingPanelSettles() {
    var s = PanelScript()
    s.move(to: .tip, animated: true)
    s.run(ms(100))
    let caught = s.panel.position
    #expect(caught > 333 && caught < 598)
    _ = s.events()
    let took = s.press(y: caught + 10)
    #expect(took)
    #expect(s.panel.position == caught)
    s.release(after: ms(50))
    let names = s.events().map(\.name)
    #expect(names.first == "didEndAttracting")
    #expect(names.contains("willEndDragging"))
    s.run(ms(3000))
    #expect(!s.panel.isAnimating)
    #expect(s.panel.position == s.panel.layout.position(of: s.panel.state))
  }

  @Test("a press on the backdrop does not stop the panel")
  func backdropPressKeepsMoving() throws {
    var config = PanelConfig(id: "panel")
    config.backdropAlpha = [.full: 0.5, .half: 0.5]
    var s = PanelScript(config)
    s.move(to: .full, animated: true)
    s.run(ms(50))
    let took = s.press(y: 5)
    #expect(took)
    s.release(after: ms(20))
    s.run(ms(3000))
    #expect(s.panel.state == .full)
    #expect(s.panel.position == s.panel.layout.position(of: .full))
  }

  @Test("a resize during an attraction re-aims the spring at the moved anchor")
  func resizeDuringAttraction() {
    var s = PanelScript()
    s.move(to: .tip, animated: true)
    s.run(ms(50))
    s.panel.layout(container: Size(width: 375, height: 500), safeArea: .zero)
    s.run(ms(3000))
    #expect(s.panel.position == 431)
    #expect(s.panel.position == s.panel.layout.position(of: .tip))
  }

  @Test("a hide cannot be caught half-way: the panel ends hidden and off screen")
  func hideIsNotInterrupted() {
    var s = PanelScript()
    s.move(to: .hidden, animated: true)
    s.run(ms(30))
    let y = s.panel.position + 10
    s.press(y: y)
    s.move(toY: y - 100)
    s.release()
    s.run(ms(3000))
    #expect(s.panel.state == .hidden)
    #expect(s.panel.position == s.panel.layout.hiddenPosition)
  }
}
