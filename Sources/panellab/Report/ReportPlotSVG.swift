import PanelCore

/// One plot of a report as SVG: its lines over the frames, its guides (a panel's anchors), a
/// y axis with its range, and a playhead and a hover line that the page moves.
///
/// Frame `i` of `n` is at `x = left + width × i / (n − 1)` in the SVG's own units; the page reads
/// the same numbers from the element's `data-` attributes to map a pointer to a frame.
struct ReportPlotSVG {
  /// The SVG's width in its own units.
  static let width = 1000.0
  /// The plot area's left edge (room for the axis labels) and right margin.
  static let left = 64.0, right = 8.0
  /// The plot area's top and bottom edges.
  static let top = 8.0, bottom = 96.0
  /// The SVG's height in its own units.
  static let height = 112.0
  /// The colours of the lines, in order (run B draws its line in the same colour, dashed).
  static let colours = ["#2f6fdf", "#d9572b", "#2b9a5b", "#8a4fd0", "#c4931b", "#1f9fb0"]

  /// One line: its values and how it is drawn.
  struct Line {
    /// Its values, one per frame.
    var values: [Double?]
    /// Its colour index.
    var colour: Int
    /// Whether it is the second run's (dashed, translucent).
    var secondRun: Bool
  }

  /// The SVG text for `lines` and `guides` on a grid of `frames` frames; `index` names the plot
  /// for the page.
  static func svg(index: Int, lines: [Line], guides: [ReportTimeline.Guide], frames: Int) -> String {
    let all = lines.flatMap { $0.values.compactMap { $0 } } + guides.map(\.value)
    var lo = all.min() ?? 0
    var hi = all.max() ?? 1
    if hi - lo < 1e-9 {
      lo -= 1
      hi += 1
    }
    let pad = (hi - lo) * 0.06
    lo -= pad
    hi += pad
    func y(_ v: Double) -> Double { bottom - (v - lo) / (hi - lo) * (bottom - top) }
    let span = width - left - right
    func x(_ i: Int) -> Double { left + span * Double(i) / Double(Swift.max(1, frames - 1)) }
    var s = "<svg class=\"plot\" id=\"plot-\(index)\" viewBox=\"0 0 \(n(width)) \(n(height))\" data-left=\"\(n(left))\" "
    s += "data-span=\"\(n(span))\" data-frames=\"\(frames)\" role=\"img\">"
    s += "<rect class=\"area\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(span))\" height=\"\(n(bottom - top))\"/>"
    // The axis: the range's ends and the middle.
    for v in [hi - pad, (hi + lo) / 2, lo + pad] {
      s += "<text class=\"tick\" x=\"\(n(left - 4))\" y=\"\(n(y(v) + 3))\">\(Self.label(v))</text>"
      s += "<line class=\"grid\" x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(y(v)))\" y2=\"\(n(y(v)))\"/>"
    }
    for g in guides {
      s += "<line class=\"guide\" x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(y(g.value)))\" y2=\"\(n(y(g.value)))\"/>"
      s += "<text class=\"guide-label\" x=\"\(n(width - right - 4))\" y=\"\(n(y(g.value) - 3))\">\(ReportHTML.escape(g.label)) \(Self.label(g.value))</text>"
    }
    for line in lines {
      // A value missing at a frame (the component absent) breaks the line there.
      var runs: [[String]] = [[]]
      for (i, v) in line.values.enumerated() {
        if let v { runs[runs.count - 1].append("\(n(x(i))),\(n(y(v)))") } else if !runs[runs.count - 1].isEmpty { runs.append([]) }
      }
      let colour = colours[line.colour % colours.count]
      for run in runs where !run.isEmpty {
        let points = run.count == 1 ? [run[0], run[0]] : run
        s += "<polyline class=\"line\(line.secondRun ? " second" : "")\" stroke=\"\(colour)\" points=\"\(points.joined(separator: " "))\"/>"
      }
    }
    s += "<line class=\"hover\" x1=\"-10\" x2=\"-10\" y1=\"\(n(top))\" y2=\"\(n(bottom))\"/>"
    s += "<line class=\"playhead\" x1=\"\(n(left))\" x2=\"\(n(left))\" y1=\"\(n(top))\" y2=\"\(n(bottom))\"/>"
    s += "</svg>"
    return s
  }

  /// A coordinate with at most two decimals: enough for a pixel, small in the file.
  private static func n(_ d: Double) -> String { JSONWriter.number((d * 100).rounded() / 100) }

  /// An axis label: four significant digits.
  private static func label(_ v: Double) -> String {
    let a = Swift.abs(v)
    let places = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : 3
    return JSONWriter.number((v * pow10(places)).rounded() / pow10(places))
  }

  private static func pow10(_ p: Int) -> Double { [1, 10, 100, 1000][p] }
}
