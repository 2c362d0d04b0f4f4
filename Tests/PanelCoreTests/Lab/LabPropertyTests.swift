import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The lab over the whole valid range: odd window sizes from the smallest, devices larger than
/// their pane, every time scale, clicks anywhere in the inspector, springs at the ends of their keys.
@Suite struct LabPropertyTests {
  /// A uniform double in `range`.
  static func double(_ rng: inout SplitMix64, _ range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(rng.next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound)
  }

  static let labScene = #"""
    {"layout": {"split": {"id": "s", "orientation": "horizontal", "position": 0.61, "draggableRange": {"normalized": [0.2, 0.9]}},
                "primary": {"split": {"id": "log", "orientation": "vertical", "position": 0.73},
                            "primary": {"view": "main"}, "secondary": {"view": "events"}},
                "secondary": {"view": "inspector"}},
     "main": {"feed": {"cards": 7}, "sheet": {}, "tabBar": {}, "accessory": {},
              "panels": [{"id": "a", "anchors": {"full": {"absoluteInset": 18, "edge": "top"}, "half": {"fractionalInset": 0.5, "edge": "bottom"}}},
                         {"id": "b", "position": "top"}]}}
    """#

  @Test func theModelClockNeverRunsBackwardAndStampsEventsWithinTheirTime() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var clock = ModelClock(rate: Self.double(&rng, 0...4))
      var t: Micros = 0
      var lastModel: Micros = 0
      for _ in 0..<60 {
        t += Micros(rng.next() % 40_000)
        switch rng.next() % 6 {
        case 0: clock.setRate([0, 0.1, 0.25, 1, 4, Self.double(&rng, 0...4)][Int(rng.next() % 6)], at: t)
        case 1: clock.skip(16_667, at: t)
        default: break
        }
        let m = clock.model(at: t)
        #expect(m >= lastModel, "model time ran backward")
        lastModel = m
        // An event at any model time reached by now is stamped no later than now and never before 0.
        let stamped = clock.session(atModel: m - Micros(rng.next() % 5000), now: t)
        #expect(stamped <= t && stamped >= 0)
      }
    }
  }

  @Test func theInspectorTakesClicksAnywhereAtEveryWindowSize() throws {
    let config = try SceneConfig.parse(Self.labScene)
    var rng = SplitMix64(seed: 13)
    var sizes = [Size(width: 160, height: 160), Size(width: 161, height: 4001), Size(width: 4001, height: 161), Size(width: 16_384, height: 16_384)]
    for _ in 0..<25 { sizes.append(Size(width: Double(160 + rng.next() % 3000), height: Double(160 + rng.next() % 2000))) }
    for size in sizes {
      var scene = Scene(config: config, size: size)
      let pane = try #require(scene.frame(of: .pane(.inspector)))
      var t: Micros = 0
      for _ in 0..<30 {
        t += 20_000
        let p = Point(x: pane.x + Self.double(&rng, -5...(pane.width + 5)), y: pane.y + Self.double(&rng, -5...(pane.height + 5)))
        try scene.handle(TimedInput(t, .pointerDown(p, button: .left, clicks: 1)))
        try scene.handle(TimedInput(t + 8000, .pointerMove(Point(x: p.x + Self.double(&rng, -400...400), y: p.y))))
        try scene.handle(TimedInput(t + 9000, .pointerUp(p, button: .left)))
        try scene.handle(TimedInput(t + 9000, .wheel(p, delta: Point(x: 0, y: Self.double(&rng, -500...500)))))
        try scene.handle(TimedInput(t + 9500, .keyDown(key: rng.next() % 2 == 0 ? "]" : "[", modifiers: rng.next() % 3 == 0 ? [.shift] : [])))
        // Whatever the inspector asks for, the scene takes: refused values never leave it.
        for r in scene.takeRequests() { try scene.handle(TimedInput(t + 9500, r)) }
      }
      let inspector = try #require(scene.component(InspectorPane.self))
      #expect(inspector.scrollOffset >= 0)
      #expect(scene.render().isBalanced)
    }
  }

  @Test func everyDeviceFitsItsPaneAtEveryWindowSize() throws {
    var rng = SplitMix64(seed: 21)
    for _ in 0..<120 {
      let size = Size(width: Double(160 + rng.next() % 4000), height: Double(160 + rng.next() % 3000))
      let device = Size(width: Double(160 + rng.next() % 3937), height: Double(160 + rng.next() % 3937))
      let text = #"{"device": {"width": \#(device.width), "height": \#(device.height), "scale": \#(1 + rng.next() % 4)}, "main": {"feed": {"cards": 3}, "panels": [{"id": "p"}]}}"#
      let scene = Scene(config: try SceneConfig.parse(text), size: size)
      let main = try #require(scene.mainFrame)
      #expect(main.minX >= 0 && main.minY >= 0 && main.maxX <= size.width + 0.5 && main.maxY <= size.height + 0.5, "\(main) in \(size)")
      #expect(main.width == Swift.min(device.width, size.width) && main.height == Swift.min(device.height, size.height))
      #expect(scene.panels[0].surfaceFrame.width.isFinite)
    }
  }

  @Test func theAttractionPlotIsFiniteAndBoundedForEverySpringTheSceneTakes() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<150 {
      var behavior = PanelBehavior()
      behavior.springDecelerationRate = Self.double(&rng, 0.5...0.9999)
      behavior.springResponseTime = Self.double(&rng, 0.01...10)
      let velocity = Self.double(&rng, -100_000...100_000)
      let start = Self.double(&rng, -2000...2000)
      let target = Self.double(&rng, -2000...2000)
      let plot = AttractionPlot(
        start: start, velocity: velocity, target: target, parameters: behavior.attractionSpring(velocity: velocity),
        scale: [1.0, 2, 3][Int(rng.next() % 3)])
      for curve in plot.curves {
        #expect(curve.samples.count <= 752, "3 s at 4 ms")
        #expect(curve.samples.allSatisfy { $0.x.isFinite && $0.t.isFinite })
        #expect(curve.settle >= 0 && curve.settle.isFinite)
      }
    }
  }

  @Test func aFlungPanelSettlesAtEveryTimeScaleAboveZero() throws {
    var heldAt: [Double] = []
    for timeScale in [0.0001, 0.1, 0.37, 1, 2.9, 4] {
      var scene = Scene(config: try SceneConfig.parse(#"{"timeScale": \#(timeScale), "main": {"panels": [{"id": "p"}]}}"#))
      let x = scene.panels[0].surfaceFrame.midX
      let y0 = scene.panels[0].surfaceFrame.y + 8
      try scene.handle(TimedInput(ms(10), .pointerDown(Point(x: x, y: y0), button: .left, clicks: 1)))
      for i in 1...6 { try scene.handle(TimedInput(ms(10 + Int64(i) * 10), .pointerMove(Point(x: x, y: y0 - Double(i) * 30)))) }
      // However slow the models, the drag follows the hand at once: the same place at every scale.
      heldAt.append(scene.panels[0].position)
      #expect(heldAt.allSatisfy { $0 == heldAt[0] }, "at \(timeScale)×: \(heldAt)")
      #expect(heldAt[0] < y0 - 100, "the panel moved up with the hand")
      try scene.handle(TimedInput(ms(70), .pointerUp(Point(x: x, y: y0 - 180), button: .left)))
      #expect(scene.panels[0].isAttracting)
      // Ten seconds of model time always settle it; at 0.0001× that is a day of session time, so
      // only the faster scales are run to the end.
      guard timeScale >= 0.1 else { continue }
      scene.advance(to: ms(70) + Micros(10_000_000 / timeScale))
      #expect(!scene.isAnimating, "settled at \(timeScale)×")
      #expect(scene.panels[0].position.isFinite)
    }
  }
}
