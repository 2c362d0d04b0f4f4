/// The event log pane (`events` view): the scene's model events as they happen, newest first,
/// with time, component, id, name and fields.
///
/// It is fed by a wildcard row of the wiring, so it sees exactly what the trace shows. A run of the
/// same event from the same component (a panel's `didMove` every frame) folds into one row with a
/// count, so a drag does not push everything else out. The wheel scrolls back through the last
/// `capacity` rows; while scrolled back, new rows do not move what is being read.
public struct EventLogPane: SceneComponent {
  /// The composition row: a log when the layout has an `events` pane.
  public static let kind = ComponentKind(name: "events", layoutPhase: .content) { config in
    config.layout?.views.contains(.events) == true ? [EventLogPane()] : []
  }

  /// Rows kept.
  public static let capacity = 200
  /// Height of one row in points.
  public static let rowHeight = 20.0
  /// Height of the header above the rows.
  public static let headerHeight = 30.0

  /// One row: the latest of a run of equal events and how long the run is.
  public struct Row: Hashable, Sendable {
    /// The run's latest event.
    public var event: ModelEvent
    /// How many events the run holds.
    public var count: Int
  }

  /// The rows, newest first.
  public private(set) var rows: [Row] = []
  /// Events logged since the scene started (including those folded or dropped).
  public private(set) var total = 0
  /// How far the rows are scrolled back, in points.
  public private(set) var scrollOffset = 0.0
  private var size = Size(width: 0, height: 0)

  /// An empty log.
  public init() {}

  /// The only log.
  public var id: ComponentID { ComponentID("events") }
  /// The events pane.
  public var placement: Placement { .pane(.events) }

  /// Takes the pane's size.
  public mutating func layout(in context: inout LayoutContext) {
    size = context.frame(of: .events)?.size ?? Size(width: 0, height: 0)
    scrollOffset = scrollOffset.clamped(to: 0...maxOffset)
  }

  private var maxOffset: Double {
    Swift.max(0, Self.headerHeight + Double(rows.count) * Self.rowHeight - size.height)
  }

  /// Logs one event.
  public mutating func log(_ event: ModelEvent) {
    total += 1
    if let first = rows.first, first.event.component == event.component, first.event.id == event.id,
      first.event.name == event.name
    {
      rows[0] = Row(event: event, count: first.count + 1)
      return
    }
    rows.insert(Row(event: event, count: 1), at: 0)
    if rows.count > Self.capacity { rows.removeLast(rows.count - Self.capacity) }
    // Scrolled back: keep the rows being read where they are.
    if scrollOffset > 0 { scrollOffset = (scrollOffset + Self.rowHeight).clamped(to: 0...maxOffset) }
  }

  /// Every traced event arrives here through the wiring.
  public mutating func receive(_ message: any ComponentMessage, in space: ComponentSpace, time: Micros) {
    if let m = message as? LogEvent { log(m.event) }
  }

  /// Keeps the rows across an edit of the scene (the log has no settings of its own).
  public mutating func update(from fresh: any SceneComponent) {}

  /// The whole pane takes the wheel.
  public func hitTest(_ point: Point) -> Bool { Rect(size: size).contains(point) }

  /// Scrolls back through older rows (`dy > 0` goes further back).
  public mutating func wheel(_ delta: Point, at point: Point, time: Micros) {
    scrollOffset = (scrollOffset + delta.y).clamped(to: 0...maxOffset)
  }

  /// The header and the rows on screen; each row is a layer keyed by its text, so a row that only
  /// moves is not drawn again.
  public func render(into list: inout DisplayList) {
    guard size.width > 0, size.height > 0 else { return }
    let pane = Rect(size: size)
    list.fill(pane, Theme.surface)
    list.clipped(to: RoundedRect(pane)) { list in
      let first = Int(scrollOffset / Self.rowHeight)
      let visible = Int((size.height - Self.headerHeight) / Self.rowHeight) + 2
      for i in first..<Swift.min(rows.count, first + visible) {
        let y = Self.headerHeight + Double(i) * Self.rowHeight - scrollOffset
        let text = Self.describe(rows[i])
        list.layer("log-\(text.time) \(text.name) \(text.fields)", frame: Rect(x: 0, y: y, width: size.width, height: Self.rowHeight)) {
          list in
          let w = size.width
          list.text(TextRun(text.time, frame: Rect(x: 8, y: 3, width: 56, height: 14), size: 11, color: Theme.secondaryLabel, alignment: .trailing))
          list.text(TextRun(text.name, frame: Rect(x: 72, y: 3, width: Swift.min(260, w * 0.4), height: 14), size: 11, weight: .bold, color: Theme.label))
          let x = 72 + Swift.min(260, w * 0.4) + 8
          list.text(TextRun(text.fields, frame: Rect(x: x, y: 3, width: Swift.max(0, w - x - 8), height: 14), size: 11, color: Theme.secondaryLabel))
        }
      }
      list.fill(Rect(x: 0, y: 0, width: size.width, height: Self.headerHeight), Theme.surface)
      list.text(TextRun("Events", frame: Rect(x: 8, y: 8, width: 120, height: 16), size: 13, weight: .bold, color: Theme.label))
      list.text(
        TextRun(
          "\(total) logged, newest first", frame: Rect(x: 136, y: 9, width: Swift.max(0, size.width - 144), height: 14), size: 11,
          color: Theme.secondaryLabel, alignment: .trailing))
      list.fill(Rect(x: 0, y: Self.headerHeight - 1, width: size.width, height: 1), Theme.separator)
    }
  }

  /// A row's three columns: seconds, `component id name ×count`, and the fields as `key=value`.
  public static func describe(_ row: Row) -> (time: String, name: String, fields: String) {
    let e = row.event
    let ms = Int((Double(e.time) / 1000).rounded())
    let time = "\(ms / 1000).\(String(ms % 1000 + 1000).dropFirst())"
    var name = [e.component, e.id, e.name].compactMap { $0 }.joined(separator: " ")
    if row.count > 1 { name += " ×\(row.count)" }
    let fields = e.fields.map { "\($0.key)=\(short($0.value))" }.joined(separator: " ")
    return (time, name, fields)
  }

  /// A field's value in a few characters: numbers to 0.1, arrays (frames) as `[x y w h]`.
  private static func short(_ v: JSONValue) -> String {
    if let n = v.number { return number(n) }
    if let s = v.string { return s }
    if case .array(let items) = v.kind {
      let numbers = items.compactMap(\.number)
      if numbers.count == items.count { return "[" + numbers.map(number).joined(separator: " ") + "]" }
    }
    return JSONWriter.string(v)
  }

  /// Whole numbers as they are, others to one decimal.
  private static func number(_ n: Double) -> String {
    guard n.isFinite else { return String(n) }
    if n == n.rounded() && abs(n) < 1e15 { return String(Int(n)) }
    let tenths = Int((n * 10).rounded())
    return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// Nothing: the trace already has every event it shows.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}

  /// The rows and the scroll position (what the pane shows).
  public func hash(into hash: inout StateHash) {
    hash.combine("log \(total) \(rows.count) \(scrollOffset)")
    for row in rows.prefix(3) {
      let d = Self.describe(row)
      hash.combine("\(d.time) \(d.name) \(d.fields)")
    }
  }
}
