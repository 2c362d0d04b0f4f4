import PanelCore

/// The time each of the last two seconds' frames took to draw, as bars against the 8.3 ms
/// (120 Hz) and 16.7 ms (60 Hz) budgets: a host overlay of the live window (F3), never in a
/// recording or an export.
struct FrameTimeGraph {
  /// How far back the graph reaches.
  static let window: Micros = 2_000_000
  /// Milliseconds at the top of the graph.
  static let ceiling = 25.0

  private var samples: [(time: Micros, ms: Double)] = []

  /// Notes that the frame drawn at `time` took `ms` milliseconds.
  mutating func add(_ ms: Double, at time: Micros) {
    samples.append((time, ms))
    samples.removeAll { time - $0.time > Self.window }
  }

  /// The graph's background: opaque, so the log and the sidebar do not read through it.
  static let background = Color(r: 0.08, g: 0.08, b: 0.1, a: 1)
  /// The width of the gutter left of the bars that holds the budgets' labels.
  static let gutter = 30.0

  /// Draws the graph in the window's bottom-left corner.
  func draw(into list: inout DisplayList, now: Micros) {
    let frame = Rect(x: 12, y: list.size.height - 112, width: 240, height: 100)
    list.fill(frame, radius: 8, Self.background)
    let plot = frame.inset(by: EdgeInsets(top: 22, left: 8 + Self.gutter, bottom: 8, right: 8))
    func y(_ ms: Double) -> Double { plot.maxY - Swift.min(ms, Self.ceiling) / Self.ceiling * plot.height }
    for (budget, label) in [(8.3, "8.3"), (16.7, "16.7")] {
      list.fill(Rect(x: plot.x, y: y(budget), width: plot.width, height: 1), Color.white.withAlpha(0.35))
      // In the gutter, centred on its line, so no bar covers it and nothing cuts it.
      list.text(
        TextRun(
          label, frame: Rect(x: frame.x + 4, y: y(budget) - 8, width: Self.gutter, height: 16), size: 9,
          color: Color.white.withAlpha(0.7), alignment: .trailing))
    }
    for s in samples {
      let x = plot.x + Double(Self.window - (now - s.time)) / Double(Self.window) * plot.width
      guard x >= plot.x else { continue }
      let color = s.ms > 16.7 ? Color(hex: 0xFF453A) : s.ms > 8.3 ? Color(hex: 0xFFD60A) : Color(hex: 0x32D74B)
      list.fill(Rect(x: x, y: y(s.ms), width: 2, height: plot.maxY - y(s.ms)), color)
    }
    let worst = samples.map(\.ms).max() ?? 0
    list.text(
      TextRun("frame time, last 2 s · max \(FixedPoint.string(worst, places: 1)) ms", frame: Rect(x: frame.x + 8, y: frame.y + 5, width: frame.width - 16, height: 14), size: 10,
        color: .white))
  }
}
