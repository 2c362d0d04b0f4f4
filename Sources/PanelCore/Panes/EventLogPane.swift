/// The event log pane (`events` view): the scene's model events as they happen, newest first,
/// with time, component, id, name and fields.
///
/// It is fed by a wildcard row of the wiring, so it sees exactly what the trace shows. A run of the
/// same event from the same component (a panel's `didMove` every frame) folds into one row with a
/// count, so a drag does not push everything else out. The wheel scrolls back through the last
/// `capacity` rows; while scrolled back, new rows do not move what is being read.
///
/// The header filters what is shown (`EventLogHeader`, `EventLogFilter`): a chip per component
/// kind, a `−` on each row that hides its event name, and a search field that holds the keyboard
/// while it is focused, so letters type instead of reaching the accessory or the lab. Filtering
/// never drops a row; it only changes which of the kept rows are shown. Clicks and keys are model
/// input, so a replay filters exactly as the session did.
public struct EventLogPane: SceneComponent {
  /// The composition row: a log when the layout has an `events` pane.
  public static let kind = ComponentKind(layoutPhase: .content, reads: ["layout"]) { config in
    config.layout?.views.contains(.events) == true ? [EventLogPane()] : []
  }

  /// Rows kept.
  public static let capacity = 200
  /// Height of one row in points.
  public static let rowHeight = 20.0
  /// Height of the header above the rows.
  public static let headerHeight = EventLogHeader.height

  /// One row: the latest of a run of equal events and how long the run is.
  public struct Row: Hashable, Sendable {
    /// The run's latest event.
    public var event: SceneEvent
    /// How many events the run holds.
    public var count: Int
    /// The number of the run's latest event among all the log has received (1 for the first):
    /// the n-th event the session reported, which a host uses to find its session time (the
    /// event's own time is model time, which differs under slow motion and pause).
    public var serial: Int
    /// What a search looks in: component, id, name and fields as the row shows them, lowercased
    /// once here rather than at every keystroke.
    public let searchText: String

    /// The row for a run of `count` events ending with `event`, the `serial`-th logged.
    public init(event: SceneEvent, count: Int, serial: Int = 0) {
      self.event = event
      self.count = count
      self.serial = serial
      let fields = EventLogPane.describe(fields: event.fields)
      searchText = [event.component, event.id, event.name, fields].compactMap { $0 }.joined(separator: " ").lowercased()
    }
  }

  /// What lies under a point of the pane.
  public enum Target: Hashable, Sendable {
    /// A part of the header.
    case header(EventLogHeader.Action)
    /// A row's `−` button, which hides the rows of its event name.
    case hideName(String)
    /// A row (its index in `rows`).
    case row(Int)
  }

  /// The rows, newest first.
  public private(set) var rows: [Row] = []
  /// Events logged since the scene started (including those folded or dropped).
  public private(set) var total = 0
  /// How far the shown rows are scrolled back, in points.
  public private(set) var scrollOffset = 0.0
  /// What is shown of the rows.
  public private(set) var filter = EventLogFilter()
  /// Whether the search field has the keyboard.
  public private(set) var isSearching = false
  /// The component kinds that have logged something, in the order they first did (the chips).
  public private(set) var components: [String] = []
  /// The indices in `rows` of the rows the filter shows, newest first.
  public private(set) var shown: [Int] = []
  /// What the press in progress went down on.
  private var pressed: Target?
  private var size = Size(width: 0, height: 0)

  /// An empty log.
  public init() {}

  /// The kind's name in its id and in traces.
  public static let kindName = "events"
  /// The events pane.
  public var placement: Placement { .pane(.events) }

  /// Takes the pane's size; a hidden pane gives up the keyboard.
  public mutating func layout(in context: inout LayoutContext) {
    size = context.frame(of: .events)?.size ?? Size(width: 0, height: 0)
    if size.width <= 0 || size.height <= 0 { isSearching = false }
    scrollOffset = scrollOffset.clamped(to: 0...maxOffset)
  }

  private var maxOffset: Double {
    Swift.max(0, Self.headerHeight + Double(shown.count) * Self.rowHeight - size.height)
  }

  /// The header as laid out for the pane's width and what has been logged.
  public var header: EventLogHeader { EventLogHeader(width: size.width, components: components, filter: filter) }

  /// Rows the filter hides.
  public var hiddenCount: Int { rows.count - shown.count }

  /// Logs one event.
  public mutating func log(_ event: SceneEvent) {
    total += 1
    if !components.contains(event.component) { components.append(event.component) }
    if let first = rows.first, first.event.component == event.component, first.event.id == event.id,
      first.event.name == event.name
    {
      rows[0] = Row(event: event, count: first.count + 1, serial: total)
      // The fields changed, so a search may now match the row or no longer match it.
      let was = shown.first == 0
      let now = filter.shows(rows[0])
      if was && !now { shown.removeFirst() }
      if !was && now { shown.insert(0, at: 0) }
      if scrollOffset > 0 && was != now { holdPlace(now ? 1 : -1) }
      return
    }
    rows.insert(Row(event: event, count: 1, serial: total), at: 0)
    for k in shown.indices { shown[k] += 1 }
    if rows.count > Self.capacity {
      rows.removeLast(rows.count - Self.capacity)
      while let last = shown.last, last >= Self.capacity { shown.removeLast() }
    }
    if filter.shows(rows[0]) {
      shown.insert(0, at: 0)
      if scrollOffset > 0 { holdPlace(1) }
    }
  }

  /// Scrolled back: keeps the rows being read where they are when `rows` rows came or went above.
  private mutating func holdPlace(_ rows: Int) {
    scrollOffset = (scrollOffset + Double(rows) * Self.rowHeight).clamped(to: 0...maxOffset)
  }

  /// Every traced event arrives here through the wiring.
  public mutating func receive(_ message: Message, in space: ComponentSpace) {
    switch message {
    case .log(let event): log(event)
    }
  }

  /// What the wiring tells the log.
  public enum Message: Sendable {
    /// Log `event`, as the trace shows it.
    case log(SceneEvent)
  }

  /// Keeps the rows and the filter across an edit of the scene (the log has no settings of its own).
  public mutating func update(from fresh: any SceneComponent) {}

  /// The whole pane takes the wheel.
  public func hitTest(_ point: Point) -> Bool { Rect(size: size).contains(point) }

  /// Scrolls back through older rows (`dy > 0` goes further back).
  public mutating func wheel(_ delta: Point, at point: Point) {
    scrollOffset = (scrollOffset + delta.y).clamped(to: 0...maxOffset)
  }

  // MARK: - Hit testing

  /// The frame of the shown row at `position` (0 is the newest shown), in the pane's coordinates.
  private func rowFrame(_ position: Int) -> Rect {
    Rect(x: 0, y: Self.headerHeight + Double(position) * Self.rowHeight - scrollOffset, width: size.width, height: Self.rowHeight)
  }

  /// A row's `−` button, in the row's coordinates.
  private func hideButton() -> Rect { Rect(x: size.width - 24, y: 2, width: 16, height: 16) }

  /// The index in `rows` of the shown row under `point` (pane coordinates), or nil over the header,
  /// below the last row or outside the pane.
  public func rowIndex(at point: Point) -> Int? {
    guard Rect(size: size).contains(point), point.y >= Self.headerHeight else { return nil }
    let position = Int(((point.y - Self.headerHeight + scrollOffset) / Self.rowHeight).rounded(.down))
    return shown.indices.contains(position) ? shown[position] : nil
  }

  /// The row under `point` (pane coordinates) and the time of its event, for a host that seeks a
  /// replay to it: the latest event of the row's run, at the session time the trace gives it.
  /// (`row.serial` counts from this log's start, which a `load_scene` restarts, so it is no index
  /// into the whole session's events.)
  public func eventRow(at point: Point) -> (row: Row, time: Micros)? {
    guard let i = rowIndex(at: point) else { return nil }
    return (rows[i], rows[i].event.time)
  }

  /// What lies under `point` (pane coordinates).
  public func target(at point: Point) -> Target? {
    guard Rect(size: size).contains(point) else { return nil }
    if point.y < Self.headerHeight { return header.action(at: point).map(Target.header) }
    guard let i = rowIndex(at: point), let position = shown.firstIndex(of: i) else { return nil }
    let frame = rowFrame(position)
    if hideButton().contains(Point(x: point.x - frame.x, y: point.y - frame.y)) { return .hideName(rows[i].event.name) }
    return .row(i)
  }

  // MARK: - Pointer and keys

  /// A press on the field focuses it; one on a chip or a `−` is held as a button's; one anywhere
  /// else in the pane takes the keyboard back from the field.
  public mutating func pointerDown(_ press: PointerPress) -> PressResponse {
    let target = target(at: press.location)
    switch target {
    case .header(.focusSearch)?:
      isSearching = true
      return .capture
    case .header?, .hideName?:
      // A chip keeps the field focused, so one can type, narrow by component, and go on typing.
      pressed = target
      return .capture
    case .row?, nil:
      isSearching = false
      return .ignore
    }
  }

  /// A release on the pressed chip or button does what it says.
  public mutating func pointerUp(_ press: PointerPress) {
    defer { pressed = nil }
    guard let pressed, target(at: press.location) == pressed else { return }
    switch pressed {
    case .header(.toggleComponent(let c)): filter.toggle(component: c)
    case .header(.showName(let n)): filter.toggle(name: n)
    case .header(.showAllNames): filter.hiddenNames = []
    case .header(.showEverything):
      filter.hiddenNames = []
      filter.hiddenComponents = []
    case .hideName(let n): filter.hiddenNames.insert(n)
    case .header(.focusSearch), .row: return
    }
    refilter()
  }

  /// A cancelled press does nothing.
  public mutating func pointerCancelled(_ press: PointerPress) { pressed = nil }

  /// The search field holds the keyboard while it is focused.
  public var hasKeyFocus: Bool { isSearching }

  /// A press elsewhere in the window: the field lets the keyboard go and keeps its query.
  public mutating func resignKeyFocus() { isSearching = false }

  /// Keys a focused field takes even when they type nothing, so they do not act elsewhere while
  /// one types (Home would scroll the feed).
  private static let editingKeys: Set<String> = ["Space", "Backspace", "Delete", "Return", "Keypad Enter", "Escape", "Tab", "Left", "Right", "Home", "End"]

  /// While the field is focused: letters, digits, space, `.`, `-` and `_` type, Backspace deletes,
  /// Return keeps the query and unfocuses, Escape clears it and unfocuses. Keys with Ctrl, Alt or
  /// Super (Ctrl+Alt+1) and the arrows up and down pass, as they do not edit text.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard isSearching, key.modifiers.allSatisfy({ $0 == .shift }) else { return false }
    switch key.key {
    case "Escape":
      setQuery("")
      isSearching = false
    case "Return", "Keypad Enter":
      isSearching = false
    case "Backspace":
      setQuery(String(filter.query.dropLast()))
    default:
      if let c = TypedCharacter.of(key) {
        setQuery(filter.query + String(c))
      } else if key.key.count != 1 && !key.key.hasPrefix("Keypad ") && !Self.editingKeys.contains(key.key) {
        return false
      }
    }
    return true
  }

  private mutating func setQuery(_ text: String) {
    guard text != filter.query else { return }
    filter.setQuery(text)
    refilter()
  }

  /// Shows the rows the filter lets through, from the newest: what was being read has gone.
  private mutating func refilter() {
    shown = rows.indices.filter { filter.shows(rows[$0]) }
    scrollOffset = 0
  }

  /// A hand over the chips, the field and the rows' `−` buttons.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    switch target(at: point) {
    case .header?, .hideName?: return .hand
    case .row?, nil: return .arrow
    }
  }

  // MARK: - Drawing

  /// The rows on screen under the header, their times in session seconds.
  public func render(into list: inout DisplayList) { render(into: &list, timeOrigin: 0) }

  /// The rows on screen under the header, their times in seconds since `timeOrigin` (a replay's
  /// `startAt`, so the rows count as its position bar does; it changes what is drawn only, never the
  /// rows, the trace or the state hash). Each row is a layer keyed by its text, so a row that only
  /// moves is not drawn again, and the header is one layer keyed by what it shows.
  public func render(into list: inout DisplayList, timeOrigin: Micros) {
    guard size.width > 0, size.height > 0 else { return }
    let pane = Rect(size: size)
    list.fill(pane, Theme.surface)
    list.clipped(to: RoundedRect(pane)) { list in
      let first = Int(scrollOffset / Self.rowHeight)
      let visible = Int((size.height - Self.headerHeight) / Self.rowHeight) + 2
      let w = size.width
      for position in first..<Swift.min(shown.count, first + visible) {
        let row = rows[shown[position]]
        let text = Self.describe(row, origin: timeOrigin)
        let name = Self.nameColumn(row, width: w)
        let button = hideButton()
        list.layer("log-\(text.time) \(name.text) \(text.fields)", frame: rowFrame(position)) { list in
          list.text(TextRun(text.time, frame: Rect(x: 8, y: 3, width: 56, height: 14), size: 11, color: Theme.secondaryLabel, alignment: .trailing))
          list.text(TextRun(name.text, frame: Rect(x: Self.nameX, y: 3, width: name.width, height: 14), size: 11, weight: .bold, color: Theme.label))
          let x = Self.nameX + name.width + 8
          list.text(TextRun(text.fields, frame: Rect(x: x, y: 3, width: Swift.max(0, button.minX - x - 8), height: 14), size: 11, color: Theme.secondaryLabel))
          list.fill(button, radius: 8, Theme.fill)
          list.fill(Rect(x: button.midX - 4, y: button.midY - 0.75, width: 8, height: 1.5), Theme.secondaryLabel)
        }
      }
      if shown.isEmpty && !rows.isEmpty {
        list.text(
          TextRun("No events match", frame: Rect(x: 8, y: Self.headerHeight + 3, width: Swift.max(0, w - 16), height: 14), size: 11,
            color: Theme.secondaryLabel, alignment: .center))
      }
      header.render(into: &list, filter: filter, searching: isSearching, status: status)
    }
  }

  /// The header's count: everything logged, and how many kept rows the filter hides.
  public var status: String {
    hiddenCount == 0 ? "\(total) logged, newest first" : "\(total) logged, \(hiddenCount) of \(rows.count) rows hidden"
  }

  /// A row's three columns: seconds since `origin` (session time by default; an event before the
  /// origin, logged while a mid-session recording runs up to its start, reads negative),
  /// `component id name ×count`, and the fields as `key=value`.
  public static func describe(_ row: Row, origin: Micros = 0) -> (time: String, name: String, fields: String) {
    let e = row.event
    let signed = Int((Double(e.time - origin) / 1000).rounded())
    let ms = abs(signed)
    let time = "\(signed < 0 ? "-" : "")\(ms / 1000).\(String(ms % 1000 + 1000).dropFirst())"
    var name = [e.component, e.id, e.name].compactMap { $0 }.joined(separator: " ")
    if row.count > 1 { name += " ×\(row.count)" }
    return (time, name, e.trace.summary ?? describe(fields: e.fields))
  }

  /// Where a row's name column begins.
  static let nameX = 72.0
  /// The most a character of a row's name (11-point bold) is taken to need: a name estimated with
  /// it fits where it is drawn, so the name is never cut.
  static let nameCharacterWidth = 7.0

  /// A row's name as drawn in a pane `width` points wide, and its column's width. Where the whole
  /// `component id name ×count` fits, the column is a wide pane's (0.4 of the pane, at most 260
  /// points) or just wider, the fields taking what is left before the `−` button. In a narrow pane
  /// the name drops the component first (the id says which one), then the id, so that the event's
  /// own name stays whole ("maps didChangeState", not "panel maps didCh…"). Drawing only: the hash,
  /// the search and the trace keep the whole name (`describe`).
  public static func nameColumn(_ row: Row, width: Double) -> (text: String, width: Double) {
    let column = Swift.min(260, width * 0.4)
    // Up to the `−` button, less the gap the fields keep before it.
    let room = Swift.max(column, width - 24 - 8 - nameX)
    let e = row.event
    let count = row.count > 1 ? " ×\(row.count)" : ""
    var names = [describe(row).name]
    if let id = e.id { names.append("\(id) \(e.name)\(count)") }
    names.append(e.name + count)
    for name in names {
      let needs = Double(name.count) * nameCharacterWidth
      if needs <= room { return (name, Swift.max(column, needs)) }
    }
    return (names[names.count - 1], room)
  }

  /// Fields as `key=value`, each value in short.
  static func describe(fields: [JSONValue.Member]) -> String {
    fields.map { "\($0.key)=\(short($0.value))" }.joined(separator: " ")
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

  /// The rows, the scroll position and the filter (what the pane shows).
  public func hash(into hash: inout StateHash) {
    hash.combine("log \(total) \(rows.count) \(scrollOffset)")
    for row in rows.prefix(3) {
      let d = Self.describe(row)
      hash.combine("\(d.time) \(d.name) \(d.fields)")
    }
    // Only once the filter was touched, so a session that never used it hashes as before.
    if !filter.isEmpty || isSearching || pressed != nil {
      hash.combine("log filter \(filter.digest) searching \(isSearching) pressed \(String(describing: pressed))")
    }
  }
}
