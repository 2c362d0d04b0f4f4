import PanelCore

/// One line of a trace v1, checked and parsed: an event or a frame, with where it came from.
struct TraceLine {
  /// The two kinds of trace line.
  enum Kind: String {
    /// A model event.
    case event
    /// A frame of the grid.
    case frame
  }

  /// Event or frame.
  let kind: Kind
  /// The line's `t_us`.
  let time: Micros
  /// The frame number (frames only).
  let frame: Int?
  /// The whole line as JSON.
  let value: JSONValue
  /// 1-based line number in its trace (for a recording, in the trace its replay writes).
  let number: Int

  /// Parses and checks `text`, line `number` of a trace; a line that is not a trace line throws
  /// its reason (the caller adds the file and line).
  init(_ text: String, number: Int) throws(TraceLineError) {
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch { throw TraceLineError(message: "malformed JSON: \(error.message)") }
    guard value.members != nil else { throw TraceLineError(message: "a trace line must be a JSON object, got \(value.kindName)") }
    guard let kindValue = value["kind"] else { throw TraceLineError(message: "missing \"kind\"") }
    guard let kind = kindValue.string.flatMap(Kind.init(rawValue:)) else {
      throw TraceLineError(message: "\"kind\" must be \"event\" or \"frame\", got \(JSONWriter.string(kindValue))")
    }
    guard let t = value["t_us"]?.number, t >= 0, t == t.rounded(), t <= Double(InputEventCoding.timeLimit) else {
      throw TraceLineError(message: "\"t_us\" must be a whole number of microseconds from 0 to \(InputEventCoding.timeLimit)")
    }
    var frame: Int?
    switch kind {
    case .frame:
      guard let f = value["frame"]?.number, f >= 0, f == f.rounded(), f < 1e15 else {
        throw TraceLineError(message: "a frame line needs \"frame\", a whole number from 0")
      }
      frame = Int(f)
    case .event:
      guard value["component"]?.string != nil else { throw TraceLineError(message: "an event line needs \"component\", a string") }
      guard value["name"]?.string != nil else { throw TraceLineError(message: "an event line needs \"name\", a string") }
    }
    self.kind = kind
    self.time = Micros(t)
    self.frame = frame
    self.value = value
    self.number = number
  }

  /// An event as `name didMove, component panel (id "sheet"), t_us 516000`.
  var eventSummary: String {
    var s = "name \(value["name"]?.string ?? "?"), component \(value["component"]?.string ?? "?")"
    if let id = value["id"] { s += " (id \(JSONWriter.string(id)))" }
    return s + ", t_us \(time)"
  }
}

/// Why a line is not a trace line.
struct TraceLineError: Error {
  /// What is wrong.
  var message: String
}
