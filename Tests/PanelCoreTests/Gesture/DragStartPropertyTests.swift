import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A drag drops at most the slop at its start, whatever the size of the pointer's steps: a desktop
/// coalesces mouse motion, so the first move past the slop can be a whole 50 or 100 point step.
/// Each case drags by a random distance in random steps (one step, a few large ones, many small
/// ones), holds, and compares how far the thing moved with how far the pointer went.
@Suite("Drag start properties")
struct DragStartPropertyTests {
  /// How far a drag of `distance` in steps of `step` moves the pointer through its moves (the last
  /// step is shorter when `step` does not divide `distance`).
  static func steps(_ distance: Double, _ step: Double) -> [Double] {
    var out: [Double] = []
    var done = 0.0
    while done < distance {
      done = Swift.min(distance, done + step)
      out.append(done)
    }
    return out
  }

  /// A random distance and step: a third of the cases one single step, the rest any step from
  /// half a point to the whole distance.
  static func distanceAndStep(_ rng: inout SplitMix64, _ range: ClosedRange<Double>) -> (Double, Double) {
    let distance = rng.double(range)
    let step = rng.chance(1.0 / 3) ? distance : rng.double(0.5...distance)
    return (distance, step)
  }

  /// Presses at `from`, moves along `direction` through `steps` 8 ms apart, and returns the time.
  static func drag(_ scene: inout Scene, from: Point, direction: Point, steps: [Double], at t0: Micros) throws -> Micros {
    try scene.send(t0, .pointerDown(from, button: .left, clicks: 1))
    var t = t0
    for d in steps {
      t += ms(8)
      try scene.send(t, .pointerMove(from + direction * d))
    }
    return t
  }

  /// Expects a movement of `moved` for a pointer drag of `distance`: all of it but at most the slop.
  static func expectKeeps(_ moved: Double, of distance: Double, _ what: String, step: Double) {
    #expect(
      moved >= distance - PointerDrag.slop - 1e-9 && moved <= distance + 1e-9,
      "\(what): a \(distance) pt drag in \(step) pt steps moved it \(moved) pt")
  }

  @Test("the demo's panel, dragged by its grabber, keeps all but the slop at any step size, both ways")
  func panel() throws {
    var rng = SplitMix64(seed: 17)
    for _ in 0..<300 {
      var scene = Scene(config: DemoScene.config)
      let main = try #require(scene.mainFrame)
      let panel = try #require(scene.panels.first)
      let grab = panel.grabberArea
      let start = Point(x: main.x + grab.midX, y: main.y + grab.midY)
      let (distance, step) = Self.distanceAndStep(&rng, 5...150)
      let up = rng.chance(0.5)
      let before = panel.position
      _ = try Self.drag(&scene, from: start, direction: Point(x: 0, y: up ? -1 : 1), steps: Self.steps(distance, step), at: ms(100))
      let moved = try #require(scene.panels.first).position - before
      // The demo's panel rubber-bands past full and tip only; from half, 150 pt stays between them.
      Self.expectKeeps(up ? -moved : moved, of: distance, "panel", step: step)
    }
  }

  @Test("the sheet, dragged by its top strip, keeps all but the slop at any step size")
  func sheet() throws {
    var rng = SplitMix64(seed: 18)
    for _ in 0..<200 {
      var s = try SheetScript()
      try s.open()
      let top = s.sheet.look.frame.y
      let (distance, step) = Self.distanceAndStep(&rng, 5...160)
      s.now = try Self.drag(&s.scene, from: Point(x: 187, y: 50), direction: Point(x: 0, y: 1), steps: Self.steps(distance, step), at: s.now + ms(8))
      Self.expectKeeps(s.sheet.look.frame.y - top, of: distance, "sheet", step: step)
    }
  }

  @Test("the demo's dividers, sidebar and log, keep all but the slop at any step size")
  func dividers() throws {
    var rng = SplitMix64(seed: 19)
    for _ in 0..<300 {
      var scene = Scene(config: DemoScene.config)
      let sidebar = rng.chance(0.5)
      let id = sidebar ? "sidebar" : "log"
      let position = { (scene: Scene) in scene.component(SplitTree.self)?.root.splits.first { $0.id == id }?.position ?? .nan }
      let before = position(scene)
      // The sidebar's divider is centred at 0.18 × 1280, the log's at 0.78 × 800; both ranges leave
      // at least 150 pt to the right of the sidebar's and above the log's.
      let start = sidebar ? Point(x: 0.18 * 1280, y: 300) : Point(x: 700, y: 0.78 * 800)
      let (distance, step) = Self.distanceAndStep(&rng, 5...150)
      let direction = sidebar ? Point(x: 1, y: 0) : Point(x: 0, y: -1)
      _ = try Self.drag(&scene, from: start, direction: direction, steps: Self.steps(distance, step), at: ms(100))
      let moved = (position(scene) - before) * (sidebar ? 1280 : -800)
      Self.expectKeeps(moved, of: distance, id, step: step)
    }
  }
}
