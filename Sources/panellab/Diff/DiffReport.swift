import PanelCore

/// The text `panellab diff` prints for what `TraceComparison` found: which input is which, then
/// the first differing frame with its fields as key paths, the first differing event before it,
/// or where the shorter trace ends.
struct DiffReport {
  /// The first input.
  let a: TraceSource
  /// The second input.
  let b: TraceSource
  /// What the walk found.
  let outcome: TraceComparison.Outcome

  /// The report, one fact a line.
  var text: String {
    var lines = ["A: \(a.path) (\(a.description))", "B: \(b.path) (\(b.description))"]
    switch outcome {
    case .identical(let frames, let events):
      lines.append("identical: \(frames) frames, \(events) events")
    case .different(let frame, let ending, let event, let equalFrames):
      if let frame { lines += Self.describe(frame) }
      if let ending { lines += Self.describe(ending, equalFrames: equalFrames) }
      if frame == nil && ending == nil { lines.append("all \(equalFrames) frames are the same, but the events differ") }
      if let event { lines += Self.describe(event, beforeFrame: frame != nil) }
    }
    return lines.joined(separator: "\n")
  }

  /// The lines for the first differing frame: where it is, then its fields (or its hash).
  private static func describe(_ d: TraceComparison.FrameDifference) -> [String] {
    var lines: [String]
    if d.a.frame == d.b.frame && d.a.time == d.b.time {
      lines = ["frame \(d.a.frame ?? 0) at t_us \(d.a.time) differs (trace line \(d.a.number) of A, line \(d.b.number) of B):"]
    } else {
      // Pairing goes by order, so another --fps or startAt shows here, at the first frame.
      lines = [
        "frame \(d.a.frame ?? 0) at t_us \(d.a.time) of A and frame \(d.b.frame ?? 0) at t_us \(d.b.time) of B differ (trace line \(d.a.number) of A, line \(d.b.number) of B); the traces are not on the same frame grid (another --fps or startAt?):"
      ]
    }
    let fields = JSONDifference(d.a.value, d.b.value, ignoring: ["kind", "hash"])
    if fields.total == 0 {
      lines.append("  hash differs (state not shown in the trace): \(JSONDifference.shown(d.a.value["hash"])) vs \(JSONDifference.shown(d.b.value["hash"]))")
    }
    lines += fieldLines(fields)
    return lines
  }

  /// The lines for a trace that ran out of frames before the other.
  private static func describe(_ e: TraceComparison.Ending, equalFrames: Int) -> [String] {
    let (short, long) = e.firstIsShorter ? ("A", "B") : ("B", "A")
    let end =
      e.lastFrame.map { "\(short) ends at frame \($0.frame ?? 0) (t_us \($0.time), trace line \($0.number))" }
      ?? "\(short) has no frame"
    let last = e.otherLastFrame
    return [
      "\(end); \(long) goes on to frame \(last.frame ?? 0) (t_us \(last.time)), \(e.extraFrames) more frames",
      "the \(equalFrames) frames both have are the same",
    ]
  }

  /// The lines for the first differing event: both sides' name, component and time, then fields.
  private static func describe(_ e: TraceComparison.EventDifference, beforeFrame: Bool) -> [String] {
    let whereText = [e.a.map { "trace line \($0.number) of A" }, e.b.map { "trace line \($0.number) of B" }].compactMap { $0 }
      .joined(separator: ", ")
    var lines = ["the first differing event\(beforeFrame ? ", before that frame" : "") (\(whereText)):"]
    let none = e.instead.map { "no event here: its next line is frame \($0.frame ?? 0) at t_us \($0.time)" } ?? "no event here: its trace has ended"
    lines.append("  A: " + (e.a?.eventSummary ?? none))
    lines.append("  B: " + (e.b?.eventSummary ?? none))
    if let x = e.a, let y = e.b { lines += fieldLines(JSONDifference(x.value, y.value, ignoring: ["kind"])) }
    return lines
  }

  /// One indented `path: a vs b` line per kept field, and how many more there are.
  private static func fieldLines(_ d: JSONDifference) -> [String] {
    var lines = d.fields.map { "  \($0.path): \(JSONDifference.shown($0.a)) vs \(JSONDifference.shown($0.b))" }
    if d.total > d.fields.count { lines.append("  … and \(d.total - d.fields.count) more") }
    return lines
  }
}
