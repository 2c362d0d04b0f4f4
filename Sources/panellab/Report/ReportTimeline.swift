import PanelCore

/// What a report shows of one run, read from its trace lines (the public trace v1, as
/// `replay --trace` writes them): the frame grid, the events, and one plot per component.
struct ReportTimeline {
  /// One event line, as the page's event log shows it.
  struct Event {
    /// Its `t_us`.
    var time: Micros
    /// The first frame (index into `frameTimes`) at or after it: the frame that shows it.
    var frame: Int
    /// `component`, with its `id` when it has one (`panel maps`).
    var source: String
    /// `name`.
    var name: String
    /// The other fields, `key value` pairs as the trace writes them.
    var fields: String
  }

  /// One line of a plot: a value per frame (nil where the component is absent).
  struct Series {
    /// What it is (`position`, `x`).
    var name: String
    /// Its value at each frame.
    var values: [Double?]
  }

  /// A horizontal line across a plot: a panel's anchor.
  struct Guide {
    /// What it marks (`half`).
    var label: String
    /// Where, in the plot's unit.
    var value: Double
  }

  /// One plot: a component's values over the frames.
  struct Plot {
    /// Its title (`panel maps: position`).
    var title: String
    /// The unit of its values (`pt`, `pt/s`, `0…1`).
    var unit: String
    /// Its lines.
    var series: [Series]
    /// Lines at fixed values (a panel's anchors).
    var guides: [Guide] = []
  }

  /// The `t_us` of each frame line, in order.
  private(set) var frameTimes: [Micros] = []
  /// The `frame` number of each frame line (counted from the session's start).
  private(set) var frameNumbers: [Int] = []
  /// The event lines, in order.
  private(set) var events: [Event] = []
  /// The plots, in component order: panels, sheet, splits, accessory, feed.
  var plots: [Plot] { Self.plots(from: columns, frames: frameTimes.count, fps: fps, anchors: anchors) }
  /// The output frame rate, for the velocities taken from positions.
  let fps: Int

  /// Every plotted value by plot key and series name, filled frame by frame.
  private var columns: [(key: String, series: [(name: String, values: [Double?])])] = []
  /// The positions where each panel rested, per state, with the frames it rested there: its
  /// anchors as the run showed them (a layout change, such as the log pane hiding, moves them).
  private var anchors: [String: [(state: String, position: Double, frames: Int)]] = [:]
  /// Events not yet given a frame (they are shown by the next frame line).
  private var waiting: [Event] = []

  /// An empty timeline on a grid of `fps`.
  init(fps: Int) { self.fps = fps }

  /// Takes the next trace line.
  mutating func add(_ line: TraceLine) {
    switch line.kind {
    case .event: waiting.append(Self.event(line.value, time: line.time))
    case .frame: addFrame(line.value, time: line.time, number: line.frame ?? frameNumbers.count)
    }
  }

  /// Gives the events after the last frame that frame, so a click on them still seeks somewhere.
  mutating func finish() {
    let last = Swift.max(0, frameTimes.count - 1)
    for var e in waiting {
      e.frame = last
      events.append(e)
    }
    waiting = []
  }

  private mutating func addFrame(_ line: JSONValue, time: Micros, number: Int) {
    let index = frameTimes.count
    frameTimes.append(time)
    frameNumbers.append(number)
    for var e in waiting {
      e.frame = index
      events.append(e)
    }
    waiting = []
    for (key, values) in Self.values(of: line) {
      set(key.plot, key.series, values, at: index)
    }
    // A panel at rest (not held, not springing) sits exactly on its state's anchor.
    for panel in line["panels"]?.elements ?? [] {
      guard let id = panel["id"]?.string, let state = panel["state"]?.string, let p = panel["position"]?.number,
        panel["dragging"]?.bool == false, panel["attracting"]?.bool == false, panel["removed"]?.bool != true
      else { continue }
      if let i = anchors[id]?.firstIndex(where: { $0.state == state && $0.position == p }) {
        anchors[id]![i].frames += 1
      } else {
        anchors[id, default: []].append((state, p, 1))
      }
    }
  }

  /// Stores `value` for frame `index` of series `name` of plot `key`, making them when new (a
  /// component that appears later, after a `load_scene`, is absent before).
  private mutating func set(_ key: String, _ name: String, _ value: Double?, at index: Int) {
    var p = columns.firstIndex { $0.key == key } ?? -1
    if p < 0 {
      columns.append((key, []))
      p = columns.count - 1
    }
    var s = columns[p].series.firstIndex { $0.name == name } ?? -1
    if s < 0 {
      columns[p].series.append((name, []))
      s = columns[p].series.count - 1
    }
    let missing = index - columns[p].series[s].values.count
    if missing > 0 { columns[p].series[s].values += Array(repeating: nil, count: missing) }
    columns[p].series[s].values.append(value)
  }

  /// The plotted values of one frame line: `(plot key, series name) → value`, in plot order.
  static func values(of line: JSONValue) -> [(key: (plot: String, series: String), value: Double?)] {
    var out: [(key: (plot: String, series: String), value: Double?)] = []
    for panel in line["panels"]?.elements ?? [] {
      let id = panel["id"]?.string ?? "?"
      out.append((("panel \(id)", "position"), panel["position"]?.number))
    }
    if let sheet = line["sheet"], sheet.members != nil { out.append((("sheet", "progress"), sheet["progress"]?.number)) }
    for split in line["splits"]?.elements ?? [] {
      out.append((("splits", split["id"]?.string ?? "?"), split["position"]?.number))
    }
    if let accessory = line["accessory"], accessory.members != nil {
      let frame = accessory["frame"]?.elements?.compactMap { $0.number }
      for (i, name) in ["x", "y", "width", "height"].enumerated() {
        out.append((("accessory", name), frame.flatMap { $0.count == 4 ? $0[i] : nil }))
      }
    }
    if let feed = line["feed"], feed.members != nil { out.append((("feed", "contentOffset"), feed["contentOffset"]?.number)) }
    return out
  }

  /// The plots from the columns: a panel's position gets its anchors and a second plot with its
  /// velocity, taken from the positions of neighbouring frames (the trace's frame line has none).
  private static func plots(
    from columns: [(key: String, series: [(name: String, values: [Double?])])], frames: Int, fps: Int,
    anchors: [String: [(state: String, position: Double, frames: Int)]]
  ) -> [Plot] {
    var plots: [Plot] = []
    for column in columns {
      let series = column.series.map { Series(name: $0.name, values: $0.values + Array(repeating: nil, count: frames - $0.values.count)) }
      switch column.key {
      case let key where key.hasPrefix("panel "):
        let id = String(key.dropFirst(6))
        // Each state's anchor where the panel rested longest (the first such, on a tie): one line
        // per state keeps the plot readable when the layout moved the anchors for a while.
        var longest: [(state: String, position: Double, frames: Int)] = []
        for a in anchors[id] ?? [] {
          if let i = longest.firstIndex(where: { $0.state == a.state }) {
            if a.frames > longest[i].frames { longest[i] = a }
          } else {
            longest.append(a)
          }
        }
        let guides = longest.sorted { $0.position < $1.position }.map { Guide(label: $0.state, value: $0.position) }
        plots.append(Plot(title: "\(key): position", unit: "pt", series: series, guides: guides))
        plots.append(Plot(title: "\(key): velocity", unit: "pt/s", series: series.map(velocity(fps: fps))))
      case "sheet": plots.append(Plot(title: "sheet: progress", unit: "0…1", series: series))
      case "splits": plots.append(Plot(title: "splits: position", unit: "of the span", series: series))
      case "accessory": plots.append(Plot(title: "accessory: frame", unit: "pt", series: series))
      default: plots.append(Plot(title: "feed: offset", unit: "pt", series: series))
      }
    }
    return plots
  }

  /// The velocity of a position series: the change from the frame before, times `fps`.
  private static func velocity(fps: Int) -> (Series) -> Series {
    { s in
      var v: [Double?] = [nil]
      for i in s.values.indices.dropFirst() {
        if let a = s.values[i - 1], let b = s.values[i] { v.append((b - a) * Double(fps)) } else { v.append(nil) }
      }
      return Series(name: "velocity", values: Array(v.prefix(s.values.count)))
    }
  }

  /// An event line as a row of the log.
  private static func event(_ line: JSONValue, time: Micros) -> Event {
    let component = line["component"]?.string ?? "?"
    let id = line["id"].map { $0.string ?? JSONWriter.string($0) }
    var fields: [String] = []
    for m in line.members ?? [] where !["kind", "t_us", "component", "id", "name"].contains(m.key) {
      fields.append("\(m.key) \(m.value.string ?? JSONWriter.string(m.value))")
    }
    return Event(
      time: time, frame: 0, source: id.map { "\(component) \($0)" } ?? component, name: line["name"]?.string ?? "?",
      fields: fields.joined(separator: ", "))
  }
}

