/// A scripted session over the demo scene, for benchmarks and tests: what a hand would do, as
/// timed inputs (drags with fling and rubber band, wheel scrolling).
public enum DemoScript {
  /// The scripted inputs for a window of `size` points, starting at time 0.
  public static func inputs(size: Size) -> [TimedInput] {
    var out: [TimedInput] = []
    var t: Micros = 0
    let x = size.width * 0.5
    func add(_ e: InputEvent) { out.append(TimedInput(t, e)) }
    /// A straight drag from y0 to y1 over `duration`, sampled at 120 Hz like a real mouse.
    func drag(from y0: Double, to y1: Double, duration: Micros) {
      add(.pointerDown(Point(x: x, y: y0), button: .left, clicks: 1))
      let steps = Int(duration / 8333)
      for i in 1...steps {
        t += 8333
        add(.pointerMove(Point(x: x, y: y0 + (y1 - y0) * Double(i) / Double(steps))))
      }
      add(.pointerUp(Point(x: x, y: y1), button: .left))
    }
    add(.pointerMove(Point(x: x, y: size.height * 0.6)))
    t += 300_000
    // A slow drag up, then a fling up that coasts.
    drag(from: size.height * 0.7, to: size.height * 0.4, duration: 400_000)
    t += 500_000
    drag(from: size.height * 0.75, to: size.height * 0.35, duration: 120_000)
    t += 1_800_000
    // Wheel down and back up.
    for _ in 0..<10 {
      t += 30_000
      add(.wheel(Point(x: x, y: size.height * 0.5), delta: Point(x: 0, y: 40)))
    }
    t += 300_000
    // A fling down past the top: rubber band and bounce back.
    drag(from: size.height * 0.2, to: size.height * 0.8, duration: 150_000)
    t += 2_000_000
    // Pull past the top by hand and let go.
    drag(from: size.height * 0.3, to: size.height * 0.9, duration: 600_000)
    t += 1_000_000
    add(.end)
    return out
  }

  /// The script as a recording of the demo scene.
  public static var recording: Recording {
    let config = DemoScene.config
    return Recording(scene: config.json, inputs: inputs(size: config.window))
  }
}
