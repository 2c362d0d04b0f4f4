import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Anchor positions, segments and state ordering, ported from FloatingPanel's LayoutTests
/// (reference §5A, §5B) at its test geometry: a 375×667 container at scale 3.
@Suite("Panel layout")
struct PanelLayoutTests {
  static let container = Size(width: 375, height: 667)
  /// `CustomSafeAreaFloatingPanelController`'s insets.
  static let customInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 34)

  /// TestLayout: a bottom panel, full 20 from the top, half 250 and tip 60 from the bottom.
  static func testLayout(_ guide: PanelAnchor.Guide = .superview, safeArea: EdgeInsets = .zero) -> PanelLayout {
    PanelLayout(
      position: .bottom,
      anchors: [
        .full: .inset(.absolute(20), edge: .top, guide: guide),
        .half: .inset(.absolute(250), edge: .bottom, guide: guide),
        .tip: .inset(.absolute(60), edge: .bottom, guide: guide),
      ], container: container, safeArea: safeArea, scale: 3)
  }

  /// Top2Bottom: a top panel, full 0 from the bottom, half 250 and tip 60 from the top.
  static func top2Bottom(_ guide: PanelAnchor.Guide = .superview, safeArea: EdgeInsets = .zero) -> PanelLayout {
    PanelLayout(
      position: .top,
      anchors: [
        .full: .inset(.absolute(0), edge: .bottom, guide: guide),
        .half: .inset(.absolute(250), edge: .top, guide: guide),
        .tip: .inset(.absolute(60), edge: .top, guide: guide),
      ], container: container, safeArea: safeArea, scale: 3)
  }

  static func positions(_ layout: PanelLayout) -> [Double] {
    [layout.position(of: .full), layout.position(of: .half), layout.position(of: .tip), layout.position(of: .hidden)]
  }

  // MARK: - §5A anchor positions

  @Test("TestLayout on the superview guide ignores the safe area: 20 / 417 / 607, hidden 767")
  func testLayoutSuperview() {
    #expect(Self.positions(Self.testLayout(.superview, safeArea: Self.customInsets)) == [20, 417, 607, 767])
  }

  @Test("TestLayout on the safe-area guide moves full by the top inset: 84 / 417 / 607, hidden 767")
  func testLayoutSafeArea() {
    #expect(Self.positions(Self.testLayout(.safeArea, safeArea: Self.customInsets)) == [84, 417, 607, 767])
  }

  @Test("Top2Bottom on the superview guide: 667 / 250 / 60, hidden −100")
  func top2BottomSuperview() {
    #expect(Self.positions(Self.top2Bottom(.superview, safeArea: Self.customInsets)) == [667, 250, 60, -100])
  }

  @Test("Top2Bottom on the safe-area guide: 667 / 314 / 124, hidden −100")
  func top2BottomSafeArea() {
    #expect(Self.positions(Self.top2Bottom(.safeArea, safeArea: Self.customInsets)) == [667, 314, 124, -100])
  }

  @Test("the default bottom layout: full 18, half 0.5 of 667 rounded to a pixel, tip 598, hidden 767")
  func defaultLayout() {
    let at3 = PanelLayout(position: .bottom, anchors: PanelConfig.defaultAnchors(for: .bottom), container: Self.container, scale: 3)
    // 667 − 333.5 = 333.5 lies half-way between 1000/3 and 1001/3; FloatingPanel rounds away from zero.
    #expect(Self.positions(at3) == [18, 1001.0 / 3.0, 598, 767])
    #expect(isClose(at3.position(of: .half), 333.667, within: 0.001))
    let at2 = PanelLayout(position: .bottom, anchors: PanelConfig.defaultAnchors(for: .bottom), container: Self.container, scale: 2)
    #expect(Self.positions(at2) == [18, 333.5, 598, 767])
  }

  @Test("the default top layout mirrors the bottom one")
  func defaultTopLayout() {
    let layout = PanelLayout(position: .top, anchors: PanelConfig.defaultAnchors(for: .top), container: Self.container, scale: 2)
    #expect(Self.positions(layout) == [667 - 18, 333.5, 69, -100])
  }

  @Test("hidden sits 100 points past the panel's own edge of the superview")
  func hiddenPositions() {
    func hidden(_ p: PanelPosition) -> Double {
      PanelLayout(position: p, anchors: [:], container: Self.container, safeArea: Self.customInsets, scale: 3).hiddenPosition
    }
    #expect(hidden(.bottom) == 767)
    #expect(hidden(.top) == -100)
    #expect(hidden(.right) == 475)
    #expect(hidden(.left) == -100)
  }

  /// Offset and position: the guide's bottom (667) plus the repo's constraint constants
  /// −420, −378, −420, −210 and 0.
  static let intrinsicBottomCases: [(PanelAnchor.Inset, Double)] = [
    (.absolute(0), 247),
    (.absolute(42), 289),
    (.fractional(0), 247),
    (.fractional(0.5), 457),
    (.fractional(1), 667),
  ]

  @Test(
    "intrinsic anchors of a bottom panel sit the content's length (420) above the guide's bottom",
    arguments: intrinsicBottomCases)
  func intrinsicBottom(offset: PanelAnchor.Inset, expected: Double) {
    let layout = PanelLayout(
      position: .bottom, anchors: [.full: .intrinsic(offset, guide: .superview)], container: Self.container, scale: 3,
      intrinsicLength: 420)
    #expect(layout.position(of: .full) == expected)
  }

  @Test(
    "intrinsic anchors of a top panel mirror the bottom ones",
    arguments: [
      (PanelAnchor.Inset.absolute(0), 420.0), (.absolute(42), 378.0), (.fractional(0), 420.0),
      (.fractional(0.5), 210.0), (.fractional(1), 0.0),
    ] as [(PanelAnchor.Inset, Double)])
  func intrinsicTop(offset: PanelAnchor.Inset, expected: Double) {
    let layout = PanelLayout(
      position: .top, anchors: [.full: .intrinsic(offset, guide: .superview)], container: Self.container, scale: 3,
      intrinsicLength: 420)
    #expect(layout.position(of: .full) == expected)
  }

  @Test("an intrinsic anchor on the safe-area guide measures from the inset edge")
  func intrinsicSafeArea() {
    let insets = EdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
    let bottom = PanelLayout(
      position: .bottom, anchors: [.full: .intrinsic(.absolute(0), guide: .safeArea)], container: Self.container,
      safeArea: insets, scale: 3, intrinsicLength: 420)
    #expect(bottom.position(of: .full) == 667 - 34 - 420)
    let top = PanelLayout(
      position: .top, anchors: [.full: .intrinsic(.absolute(0), guide: .safeArea)], container: Self.container,
      safeArea: insets, scale: 3, intrinsicLength: 420)
    #expect(top.position(of: .full) == 64 + 420)
  }

  // MARK: - Pixel rounding

  @Test("fractional anchors land on the pixel grid, half-way values away from zero")
  func fractionalRounding() {
    func position(_ f: Double, edge: PanelPosition, scale: Double) -> Double {
      PanelLayout(
        position: .bottom, anchors: [.half: .inset(.fractional(f), edge: edge, guide: .superview)],
        container: Self.container, scale: scale
      ).position(of: .half)
    }
    // 667 − 0.3·667 = 466.9 → 933.8 half-pixels → 934 → 467.
    #expect(position(0.3, edge: .bottom, scale: 2) == 467)
    // 0.3·667 = 200.1 → 200.1 at scale 1 rounds to 200.
    #expect(position(0.3, edge: .top, scale: 1) == 200)
    // 667/3 = 222.333… → 667 thirds exactly.
    #expect(position(1.0 / 3.0, edge: .top, scale: 3) == 667.0 / 3.0)
    // 0.25·667 = 166.75 → 500.25 thirds → 500 → 166.666…
    #expect(position(0.25, edge: .top, scale: 3) == 500.0 / 3.0)
  }

  @Test(
    "FloatingPanel's rounding vectors (§5G): truncate at 1e-9, round half away from zero",
    arguments: [
      (333.222, 3.0, 333.3333333333333),
      (333.5, 3.0, 333.6666666666667),
      (0.16666666666674246, 3.0, 0.0),
      (-0.16666666666674246, 3.0, 0.0),
      (-0.3333333333374246, 3.0, -0.3333333333333333),
      (0.16666666666674246, 6.0, 0.16666666666666666),
    ])
  func roundingVectors(value: Double, scale: Double, expected: Double) {
    #expect(value.rounded(byScale: scale) == expected)
  }

  // MARK: - §5B segments

  /// A segment as names, so a mismatch prints readably.
  static func names(_ s: (lower: PanelState?, upper: PanelState?)) -> [String] {
    [s.lower?.name ?? "nil", s.upper?.name ?? "nil"]
  }

  @Test(
    "segments of TestLayout: a point on an anchor belongs to the segment ahead",
    arguments: [
      (Double.leastNormalMagnitude, ["nil", "full"], ["nil", "full"]),
      (20.0, ["full", "half"], ["nil", "full"]),
      (417.0, ["half", "tip"], ["full", "half"]),
      (607.0, ["tip", "nil"], ["half", "tip"]),
      (Double.greatestFiniteMagnitude, ["tip", "nil"], ["tip", "nil"]),
      // Between anchors both directions agree.
      (300.0, ["full", "half"], ["full", "half"]),
      (500.0, ["half", "tip"], ["half", "tip"]),
    ])
  func segments(p: Double, forward: [String], backward: [String]) {
    let layout = Self.testLayout()
    #expect(Self.names(layout.segment(at: p, forward: true)) == forward)
    #expect(Self.names(layout.segment(at: p, forward: false)) == backward)
  }

  @Test("with full and half only, 417 forward is past the last anchor; with full only, so is 20")
  func shortSegments() {
    var layout = Self.testLayout()
    layout.anchors[.tip] = nil
    #expect(Self.names(layout.segment(at: 417, forward: true)) == ["half", "nil"])
    layout.anchors[.half] = nil
    #expect(Self.names(layout.segment(at: 20, forward: true)) == ["full", "nil"])
    #expect(Self.names(layout.segment(at: 20, forward: false)) == ["nil", "full"])
  }

  // MARK: - Order

  @Test("sorted states follow increasing position: by order descending for bottom, ascending for top")
  func sortedStates() {
    #expect(Self.testLayout().sortedStates == [.full, .half, .tip])
    #expect(Self.top2Bottom().sortedStates == [.tip, .half, .full])
    var right = Self.testLayout()
    right.position = .right
    #expect(right.sortedStates == [.full, .half, .tip])
    var left = Self.testLayout()
    left.position = .left
    #expect(left.sortedStates == [.tip, .half, .full])
  }

  @Test("custom states sort by their order, and hidden joins only when it is anchored")
  func sortedCustomStates() {
    let lastQuart = PanelState("lastQuart", order: 750)
    var layout = Self.testLayout()
    layout.anchors[lastQuart] = .inset(.absolute(450), edge: .bottom, guide: .superview)
    #expect(layout.sortedStates == [.full, lastQuart, .half, .tip])
    #expect(!layout.sortedStates.contains(.hidden))
    layout.anchors[.hidden] = .inset(.absolute(-100), edge: .bottom, guide: .superview)
    #expect(layout.sortedStates == [.full, lastQuart, .half, .tip, .hidden])
    #expect(layout.position(of: .hidden) == 767)
  }

  @Test("most and least expanded: full and tip; with a single anchor the least expanded is hidden")
  func mostAndLeastExpanded() {
    var layout = Self.testLayout()
    #expect(layout.mostExpandedState == .full)
    #expect(layout.leastExpandedState == .tip)
    #expect(Self.top2Bottom().mostExpandedState == .full)
    #expect(Self.top2Bottom().leastExpandedState == .tip)
    layout.anchors = [.half: .inset(.absolute(250), edge: .bottom, guide: .superview)]
    #expect(layout.mostExpandedState == .half)
    #expect(layout.leastExpandedState == .hidden)
    #expect(layout.validStates == [.half, .hidden])
  }

  @Test("offset from a state counts toward hidden, for bottom and top panels alike")
  func offsets() {
    #expect(Self.testLayout().offset(of: 450, from: .half) == 33)
    #expect(Self.testLayout().offset(of: 400, from: .half) == -17)
    #expect(Self.top2Bottom().offset(of: 200, from: .half) == 50)
  }
}
