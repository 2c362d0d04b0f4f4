import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Every component over the whole valid range of window sizes and scales, not nice values only.
@Suite("Scene property tests")
struct ScenePropertyTests {
  /// Every number in a trace frame, with its key path.
  static func numbers(_ v: JSONValue, _ path: String = "") -> [(String, Double)] {
    switch v.kind {
    case .number(let d): return [(path, d)]
    case .array(let items): return items.enumerated().flatMap { numbers($1, "\(path)[\($0)]") }
    case .object(let members): return members.flatMap { numbers($0.value, path + "." + $0.key) }
    default: return []
    }
  }

  static let scene = #"""
    {"main": {"feed": {"cards": 9}, "safeArea": {"top": 44, "bottom": 34}, "sheet": {"detents": ["medium", 500, "large"]},
      "panels": [{"id": "b", "content": {"kind": "list", "rows": 40}, "anchors": {"full": {"absoluteInset": 20, "edge": "top"}, "half": {"fractionalInset": 0.5, "edge": "bottom"}, "tip": {"intrinsic": {"absoluteOffset": 0}}}},
                 {"id": "t", "position": "top", "surface": {"margins": {"left": 12, "right": 12}}},
                 {"id": "l", "position": "left", "contentMode": "fitToBounds"},
                 {"id": "r", "position": "right", "initialState": "tip", "crossAxisLength": 300}]},
     "layout": {"split": {"id": "root", "position": 0.25}, "primary": {"view": "sidebar"}, "secondary": {"view": "main"}}}
    """#

  @Test("frames stay finite and non-negative at every window size from 160 points, at scales 1, 2 and 3", arguments: [1.0, 2, 3])
  func everySize(scale: Double) throws {
    let config = try SceneConfig.parse(Self.scene)
    var rng = SplitMix64(seed: UInt64(scale * 1000))
    var sizes = [Size(width: 160, height: 160), Size(width: 161, height: 4000), Size(width: 4000, height: 161)]
    for _ in 0..<40 { sizes.append(Size(width: Double(160 + rng.next() % 3000), height: Double(160 + rng.next() % 2000))) }
    for size in sizes {
      var scene = Scene(config: config, size: size, scale: scale)
      // Open the sheet and move everything, then look at the trace and the drawing.
      try scene.handle(TimedInput(10_000, .keyDown(key: "1", modifiers: [])))
      if let card = scene.feed?.visibleCards.first {
        let main = try #require(scene.mainFrame)
        let p = Point(x: card.frame.midX + main.x, y: card.frame.midY + main.y)
        try scene.handle(TimedInput(20_000, .pointerDown(p, button: .left, clicks: 1)))
        try scene.handle(TimedInput(40_000, .pointerUp(p, button: .left)))
      }
      for t in stride(from: Micros(50_000), through: 3_000_000, by: 250_000) {
        scene.advance(to: t)
        for (path, n) in Self.numbers(.object(scene.traceState())) {
          #expect(n.isFinite, "\(path) at \(size) scale \(scale)")
          if path.hasSuffix("[2]") || path.hasSuffix("[3]") { #expect(n >= 0, "\(path) = \(n) at \(size) scale \(scale)") }
        }
      }
      #expect(scene.render().isBalanced)
      #expect(!scene.isAnimating, "everything settles at \(size)")
    }
  }
}
