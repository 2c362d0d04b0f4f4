/// The event log's header: the title, the search field and what is logged and hidden on the first
/// line; on the second, a chip per component kind that has logged something (click to hide or
/// show its rows) and, struck through, the event names hidden from the rows' `−` buttons (click
/// to show them again).
///
/// It is a value laid out from the pane's width and what the log has seen, so the pane draws it
/// and hit-tests it from the same frames.
public struct EventLogHeader: Hashable, Sendable {
  /// Height of the header above the rows, in points.
  public static let height = 56.0
  /// Height of a chip.
  static let chipHeight = 18.0

  /// What a click on a part of the header does.
  public enum Action: Hashable, Sendable {
    /// Focus the search field.
    case focusSearch
    /// Hide or show a component kind's rows.
    case toggleComponent(String)
    /// Show a hidden event name's rows again.
    case showName(String)
    /// Show every hidden event name again (their chips did not fit).
    case showAllNames
    /// Show every hidden component and event name again (not even their chips fit the pane).
    case showEverything
  }

  /// A toggle in the chip line.
  public struct Chip: Hashable, Sendable {
    /// Where it is, in the pane's coordinates.
    public var frame: Rect
    /// Its label.
    public var title: String
    /// What a click does.
    public var action: Action
    /// Whether it stands for hidden rows (drawn struck through).
    public var hides: Bool
  }

  /// The pane's width.
  public let width: Double
  /// The search field.
  public let searchField: Rect
  /// The chips, left to right (those that fit).
  public let chips: [Chip]
  /// Where the hint about the rows' `−` buttons goes, when there is room and nothing is hidden by name.
  let hintFrame: Rect?

  /// Lays the header out for a pane `width` wide, with a chip for each of `components` (in the
  /// order they first logged) and for each name `filter` hides.
  public init(width: Double, components: [String], filter: EventLogFilter) {
    self.width = width
    searchField = Rect(x: 72, y: 5, width: Swift.min(240, Swift.max(100, width * 0.35)), height: 20)
    var chips: [Chip] = []
    var x = 8.0
    let y = 32.0
    let right = width - 8
    func place(_ title: String, _ action: Action, hides: Bool) {
      let w = Self.chipWidth(title)
      chips.append(Chip(frame: Rect(x: x, y: y, width: w, height: Self.chipHeight), title: title, action: action, hides: hides))
      x += w + 6
    }
    func span(_ titles: [String]) -> Double { titles.reduce(0) { $0 + Self.chipWidth($1) + 6 } - (titles.isEmpty ? 0 : 6) }
    // Every hidden component and name must stay reachable, however narrow the pane (a 480-point
    // window leaves the log 312 points): their chips get the line first, the components still
    // shown take the room left, in the order they first logged.
    let names = filter.hiddenNames.sorted()
    let hidden = components.filter { filter.hiddenComponents.contains($0) }
    let room = right - x
    func line(_ kept: [String], _ nameTitles: [String]) -> Double {
      span(kept) + (nameTitles.isEmpty ? 0 : (kept.isEmpty ? 8 : 14) + span(nameTitles))
    }
    let summary = names.isEmpty ? [] : ["\(names.count) names hidden"]
    let nameTitles = line(hidden, names) <= room ? names : summary
    if line(hidden, nameTitles) <= room {
      var kept = Set(hidden)
      for c in components where !kept.contains(c) {
        if line(components.filter { kept.contains($0) || $0 == c }, nameTitles) <= room { kept.insert(c) } else { break }
      }
      for c in components where kept.contains(c) { place(c, .toggleComponent(c), hides: hidden.contains(c)) }
      x += 8
      if nameTitles == names {
        for n in names { place(n, .showName(n), hides: true) }
      } else if let t = summary.first {
        place(t, .showAllNames, hides: true)
      }
    } else if !hidden.isEmpty || !names.isEmpty {
      // Not even the hidden ones fit one by one: one chip brings everything back.
      place("\(hidden.count + names.count) hidden", .showEverything, hides: true)
    }
    self.chips = chips
    let hint = Rect(x: x, y: y + 2, width: right - x, height: 14)
    hintFrame = names.isEmpty && hint.width >= 150 ? hint : nil
  }

  /// A chip's width for `title` at 11 points (an estimate: the model measures no text).
  static func chipWidth(_ title: String) -> Double { Double(title.count) * 7 + 18 }

  /// What a click at `point` (pane coordinates) does, or nil.
  public func action(at point: Point) -> Action? {
    if searchField.contains(point) { return .focusSearch }
    return chips.first { $0.frame.contains(point) }?.action
  }

  /// Draws the header, opaque, as one layer keyed by everything it shows, so it is drawn again
  /// only when that changes; the count, which changes with every event, is a small layer of its own.
  public func render(into list: inout DisplayList, filter: EventLogFilter, searching: Bool, status: String) {
    let chipKey = chips.map { "\($0.title)\($0.hides ? "-" : "+")" }.joined(separator: ",")
    let key = "log-header \(width) \(searching) \(filter.digest) \(chipKey)"
    list.layer(key, frame: Rect(x: 0, y: 0, width: width, height: Self.height), opaque: true) { list in
      list.fill(Rect(x: 0, y: 0, width: width, height: Self.height), Theme.surface)
      list.text(TextRun("Events", frame: Rect(x: 8, y: 7, width: 60, height: 16), size: 13, weight: .bold, color: Theme.label))
      drawField(into: &list, query: filter.query, searching: searching)
      for chip in chips { drawChip(chip, into: &list) }
      if let hintFrame {
        list.text(TextRun("− on a row hides its event", frame: hintFrame, size: 11, color: Theme.secondaryLabel))
      }
      list.fill(Rect(x: 0, y: Self.height - 1, width: width, height: 1), Theme.separator)
    }
    let x = searchField.maxX + 8
    let frame = Rect(x: x, y: 8, width: Swift.max(0, width - x - 8), height: 14)
    guard frame.width > 0 else { return }
    list.layer("log-status \(status)", frame: frame) { list in
      list.text(TextRun(status, frame: Rect(size: frame.size), size: 11, color: Theme.secondaryLabel, alignment: .trailing))
    }
  }

  private func drawField(into list: inout DisplayList, query: String, searching: Bool) {
    list.fill(searchField, radius: 6, Theme.fill)
    if searching { list.append(.stroke(RoundedRect(searchField, radius: 6), Theme.tint, width: 2)) }
    let text = searchField.inset(by: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8))
    if query.isEmpty && !searching {
      list.text(TextRun("Search", frame: text, size: 12, color: Theme.secondaryLabel))
    } else {
      // The caret is a bar after the text: the model cannot measure text to place a drawn one.
      list.text(TextRun(query + (searching ? "|" : ""), frame: text, size: 12, color: Theme.label))
    }
  }

  private func drawChip(_ chip: Chip, into list: inout DisplayList) {
    let f = chip.frame
    let radius = f.height / 2
    if chip.hides {
      list.append(.stroke(RoundedRect(f.inset(by: 0.5), radius: radius), Theme.separator, width: 1))
    } else {
      list.fill(f, radius: radius, Theme.fill)
    }
    let label = Rect(x: f.x + 8, y: f.y + 2, width: f.width - 16, height: 14)
    list.text(TextRun(chip.title, frame: label, size: 11, color: chip.hides ? Theme.secondaryLabel : Theme.label, alignment: .center))
    // Struck through: these rows are hidden.
    if chip.hides { list.fill(Rect(x: f.x + 6, y: f.midY - 0.5, width: f.width - 12, height: 1), Theme.secondaryLabel) }
  }
}
