import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Random pointer, wheel and key sequences through `Scene`: whatever the input, nothing becomes
/// NaN or infinite, events come out in time order, and every panel comes to rest on an anchor.
@Suite("Panel properties")
struct PanelPropertyTests {
  /// Panel lists covering the behaviour switches: default, removal + backdrop tap + rubber band +
  /// projection, a top panel, a text panel on TestLayout, two panels, a custom state with fitToBounds.
  static let panelSets = [
    #"[{}]"#,
    #"""
    [{"isRemovalInteractionEnabled": true, "backdropTapToDismiss": true, "initialState": "full",
      "behavior": {"allowsRubberBanding": ["top", "bottom"], "shouldProjectMomentum": true}}]
    """#,
    #"[{"position": "top", "isRemovalInteractionEnabled": true}]"#,
    #"""
    [{"content": {"kind": "text"}, "anchors": {"full": {"absoluteInset": 20, "edge": "top"},
      "half": {"absoluteInset": 250, "edge": "bottom"}, "tip": {"absoluteInset": 60, "edge": "bottom"}}}]
    """#,
    #"[{"id": "a"}, {"id": "b", "initialState": "tip", "isRemovalInteractionEnabled": true, "content": {"rows": 3}}]"#,
    #"""
    [{"states": [{"name": "lastQuart", "order": 750}], "contentMode": "fitToBounds",
      "anchors": {"full": {"absoluteInset": 18, "edge": "top", "referenceGuide": "safeArea"},
                  "lastQuart": {"fractionalInset": 0.7, "edge": "bottom", "referenceGuide": "safeArea"},
                  "half": {"fractionalInset": 0.5, "edge": "bottom", "referenceGuide": "safeArea"},
                  "tip": {"absoluteInset": 69, "edge": "bottom", "referenceGuide": "safeArea"}},
      "behavior": {"redirectionalProgress": 0.3, "springDecelerationRate": 0.98}}]
    """#,
  ]

  static func scene(_ panels: String) throws -> Scene {
    let text = #"{"window": {"width": 375, "height": 667}, "main": {"feed": {}, "safeArea": {"top": 20, "bottom": 10}, "panels": "#
      + panels + "}}"
    return Scene(config: try SceneConfig.parse(text), scale: 3)
  }

  /// The topmost panel that takes a press at `p`, as the scene picks it.
  static func taker(_ scene: Scene, _ p: Point) -> Int? {
    scene.panels.indices.reversed().first { scene.panels[$0].captures(p) }
  }

  static func isFinite(_ panel: PanelModel) -> Bool {
    panel.position.isFinite && panel.backdropAlpha.isFinite && panel.content.offset.isFinite
      && panel.content.velocity.isFinite && panel.surfaceFrame.array.allSatisfy(\.isFinite)
  }

  @Test("200 random sequences stay finite, report events in order and settle on anchors")
  func randomSequences() throws {
    var rng = SplitMix64(seed: 0x5EED_F1_0A7)
    var settledOnAnchors = 0
    var removals = 0
    for sequence in 0..<200 {
      var scene = try Self.scene(Self.panelSets[sequence % Self.panelSets.count])
      var t: Micros = 0
      var held = false
      var pointer = Point(x: 187, y: 333)
      var lastEventTime: Micros = 0
      var events: [SceneEvent] = []

      /// Moves the clock on by 1–40 ms; the next input happens then, and is chosen seeing the
      /// scene as it is at that moment.
      func tick() {
        t += Micros(rng.int(1...40)) * 1000
        scene.advance(to: t)
      }

      func send(_ event: InputEvent) throws {
        try scene.send(t, event)
        let batch = scene.takeEvents()
        events += batch
        for e in batch {
          #expect(e.time >= lastEventTime, "sequence \(sequence): \(e.name) at \(e.time) after \(lastEventTime)")
          #expect(e.time <= t)
          lastEventTime = e.time
        }
        for panel in scene.panels {
          #expect(Self.isFinite(panel), "sequence \(sequence) at \(t): \(panel.traceJSON)")
        }
      }

      for _ in 0..<rng.int(20...80) {
        tick()
        if !held {
          let roll = rng.unit()
          if roll < 0.6 {
            // A press near a panel's edge (often its grabber band or list) or anywhere.
            var p: Point
            if rng.chance(0.7) {
              let panel = scene.panels[rng.int(0...(scene.panels.count - 1))]
              let f = panel.surfaceFrame
              p = Point(x: rng.double(f.minX...f.maxX), y: rng.double((panel.position - 40)...(panel.position + 300)))
            } else {
              p = Point(x: rng.double(0...375), y: rng.double(0...667))
            }
            pointer = p
            try send(.pointerDown(p, button: .left, clicks: 1))
            held = true
          } else if roll < 0.75 {
            try send(.keyDown(key: ["1", "2", "3", "0"][rng.int(0...3)], modifiers: []))
          } else if roll < 0.85 {
            try send(.wheel(Point(x: rng.double(0...375), y: rng.double(0...667)), delta: Point(x: 0, y: rng.double(-200...200))))
          } else {
            try send(.pointerMove(Point(x: rng.double(0...375), y: rng.double(0...667))))
          }
        } else {
          let roll = rng.unit()
          if roll < 0.7 {
            pointer = Point(x: pointer.x + rng.double(-10...10), y: pointer.y + rng.double(-80...80))
            try send(.pointerMove(pointer))
          } else if roll < 0.95 {
            try send(.pointerUp(pointer, button: .left))
            held = false
          } else {
            try send(.keyDown(key: ["1", "2", "3", "0"][rng.int(0...3)], modifiers: []))
          }
        }
      }
      if held {
        tick()
        try send(.pointerUp(pointer, button: .left))
      }

      t += 10 * Micros.perSecond
      scene.advance(to: t)
      let tail = scene.takeEvents()
      #expect(tail.allSatisfy { $0.time >= lastEventTime && $0.time <= t })
      events += tail
      #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })

      #expect(!scene.isAnimating, "sequence \(sequence) still moves after 10 s")
      for panel in scene.panels {
        #expect(Self.isFinite(panel))
        #expect(!panel.isAnimating && panel.phase == .idle)
        if panel.isRemoved {
          removals += 1
          #expect(panel.state == .hidden)
          #expect(panel.position == panel.layout.hiddenPosition)
        } else if panel.state == .hidden {
          // A hide cannot be caught half-way, so a hidden panel is always fully off screen.
          #expect(panel.position == panel.layout.hiddenPosition)
        } else {
          #expect(
            panel.position == panel.layout.position(of: panel.state),
            "sequence \(sequence): \(panel.config.id) rests at \(panel.position) in \(panel.state)")
          settledOnAnchors += 1
        }
        #expect(panel.backdropAlpha == panel.configuredAlpha(panel.state))
        #expect(panel.content.offset >= 0 && panel.content.offset <= panel.content.maxOffset)
      }
    }
    // The generator must reach the interesting places, or the property says little.
    #expect(settledOnAnchors > 150)
    #expect(removals > 0)
  }
}
