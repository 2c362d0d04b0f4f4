import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The backdrop's alpha (reference §2.6): the configured alpha at rest, linear between neighbouring
/// anchors while moving, constant beyond the end anchors, and 0 for hidden.
@Suite("Backdrop alpha")
struct BackdropAlphaTests {
  /// TestLayout (20 / 417 / 607) with FloatingPanel's default alphas: 0.3 at full, 0 elsewhere.
  static let layout = PanelLayoutTests.testLayout()
  static func defaultAlpha(_ s: PanelState) -> Double { s == .full ? 0.3 : 0 }
  /// Three distinct alphas, so both segments have a slope.
  static func steppedAlpha(_ s: PanelState) -> Double { [PanelState.full: 0.6, .half: 0.3, .tip: 0.1][s] ?? 0 }

  static func alpha(_ p: Double, forward: Bool, _ a: (PanelState) -> Double = defaultAlpha) -> Double {
    layout.backdropAlpha(at: p, translation: forward ? 10 : -10, alpha: a)
  }

  /// Position and alpha between full and half: 0.3 + (1 − (417 − p)/397)·(0 − 0.3).
  static let fullToHalfCases: [(Double, Double)] = [
    (20, 0.3),
    (100, 0.3 * 317 / 397),
    (218.5, 0.15),
    (400, 0.3 * 17 / 397),
    (417, 0),
  ]

  @Test(
    "between full and half the alpha falls linearly from 0.3 to 0, whichever way the panel moves",
    arguments: fullToHalfCases)
  func fullToHalf(p: Double, expected: Double) {
    #expect(isClose(Self.alpha(p, forward: true), expected, within: 1e-12))
    #expect(isClose(Self.alpha(p, forward: false), expected, within: 1e-12))
  }

  @Test("with three alphas each segment has its own slope")
  func steppedSegments() {
    // Mid full–half: 0.6 + 0.5·(0.3 − 0.6) = 0.45; mid half–tip (512): 0.3 + 0.5·(0.1 − 0.3) = 0.2.
    for forward in [true, false] {
      #expect(isClose(Self.alpha(218.5, forward: forward, Self.steppedAlpha), 0.45, within: 1e-12))
      #expect(isClose(Self.alpha(512, forward: forward, Self.steppedAlpha), 0.2, within: 1e-12))
      #expect(isClose(Self.alpha(417, forward: forward, Self.steppedAlpha), 0.3, within: 1e-12))
      // 3/4 of the way from half to tip.
      #expect(isClose(Self.alpha(559.5, forward: forward, Self.steppedAlpha), 0.15, within: 1e-12))
    }
  }

  @Test("beyond the end anchors the alpha stays at the end anchor's", arguments: [true, false])
  func constantOutside(forward: Bool) {
    #expect(Self.alpha(-200, forward: forward) == 0.3)
    #expect(Self.alpha(0, forward: forward) == 0.3)
    #expect(Self.alpha(700, forward: forward) == 0)
    #expect(Self.alpha(-200, forward: forward, Self.steppedAlpha) == 0.6)
    #expect(Self.alpha(900, forward: forward, Self.steppedAlpha) == 0.1)
  }

  @Test("with a single anchor the alpha fades toward hidden")
  func singleAnchor() {
    var layout = Self.layout
    layout.anchors = [.full: .inset(.absolute(20), edge: .top, guide: .superview)]
    // Least expanded is hidden (767): the middle of 20…767 is 393.5, half of 0.3.
    for t in [10.0, -10.0] {
      #expect(isClose(layout.backdropAlpha(at: 393.5, translation: t, alpha: Self.defaultAlpha), 0.15, within: 1e-12))
      #expect(layout.backdropAlpha(at: 767, translation: t, alpha: Self.defaultAlpha) == 0)
    }
  }

  @Test("a top panel interpolates the same way along its own order")
  func topPanel() {
    let top = PanelLayoutTests.top2Bottom()  // tip 60, half 250, full 667
    for t in [10.0, -10.0] {
      #expect(isClose(top.backdropAlpha(at: 458.5, translation: t, alpha: Self.defaultAlpha), 0.15, within: 1e-12))
      #expect(top.backdropAlpha(at: 700, translation: t, alpha: Self.defaultAlpha) == 0.3)
      #expect(top.backdropAlpha(at: 150, translation: t, alpha: Self.defaultAlpha) == 0)
    }
  }

  // MARK: - The model

  @Test("at rest the model shows the configured alpha, and hidden is always 0")
  func atRest() throws {
    var s = PanelScript(try testLayoutConfig(#""backdropAlpha": {"full": 0.4, "half": 0.2, "hidden": 0.9}"#))
    #expect(s.panel.state == .half)
    #expect(s.panel.backdropAlpha == 0.2)
    s.move(to: .full, animated: false)
    #expect(s.panel.backdropAlpha == 0.4)
    s.move(to: .tip, animated: false)
    #expect(s.panel.backdropAlpha == 0)
    s.move(to: .hidden, animated: false)
    #expect(s.panel.configuredAlpha(.hidden) == 0)
    #expect(s.panel.backdropAlpha == 0)
  }

  @Test("while dragged the model's alpha follows the position")
  func whileDragging() throws {
    var s = PanelScript(try testLayoutConfig(#""initialState": "full""#))
    #expect(s.panel.backdropAlpha == 0.3)
    s.press(y: 30)  // grabber band of the panel at 20
    s.move(toY: 34)  // crosses exactly the slop; the panel counts from here
    s.move(toY: 34 + 198.5)
    #expect(s.panel.position == 218.5)
    #expect(isClose(s.panel.backdropAlpha, 0.15, within: 1e-12))
    s.move(toY: 34 + 397)
    #expect(s.panel.position == 417)
    #expect(s.panel.backdropAlpha == 0)
    s.move(toY: 0)  // above full
    #expect(s.panel.backdropAlpha == 0.3)
  }

  @Test("during an attraction to full the alpha rises steadily from 0 to 0.3")
  func whileAttracting() throws {
    var s = PanelScript(try testLayoutConfig())
    s.move(to: .full, animated: true)
    var last = s.panel.backdropAlpha
    #expect(last == 0)
    while s.panel.isAnimating {
      s.run(ms(16))
      let a = s.panel.backdropAlpha
      #expect(a >= last - 1e-12 && a <= 0.3 + 1e-12)
      last = a
      if s.now > ms(5000) { break }
    }
    #expect(s.panel.backdropAlpha == 0.3)
  }
}
