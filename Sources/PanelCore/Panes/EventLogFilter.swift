/// What the event log shows of the rows it keeps: the components and event names hidden, and a
/// search query.
///
/// It only decides what is shown; the log keeps every row whatever the filter, so clearing it
/// brings back everything that arrived meanwhile.
public struct EventLogFilter: Hashable, Sendable {
  /// The longest query: a search names a component, an event or a value, not a sentence.
  public static let maximumQueryLength = 64

  /// Component kinds whose rows are hidden (`panel`, `tabBar`).
  public var hiddenComponents: Set<String> = []
  /// Event names whose rows are hidden (`didMove`).
  public var hiddenNames: Set<String> = []
  /// The search text; a row is shown when its text contains it, ignoring case.
  public private(set) var query = ""
  /// The query lowercased once, not once per row.
  private var needle = ""

  /// A filter that shows everything.
  public init() {}

  /// Whether it shows every row.
  public var isEmpty: Bool { hiddenComponents.isEmpty && hiddenNames.isEmpty && query.isEmpty }

  /// Whether `row` is shown.
  public func shows(_ row: EventLogPane.Row) -> Bool {
    !hiddenComponents.contains(row.event.component) && !hiddenNames.contains(row.event.name)
      && (needle.isEmpty || row.searchText.contains(needle))
  }

  /// Replaces the query (cut to `maximumQueryLength` characters).
  public mutating func setQuery(_ text: String) {
    query = String(text.prefix(Self.maximumQueryLength))
    needle = query.lowercased()
  }

  /// Hides `component`'s rows, or shows them again.
  public mutating func toggle(component: String) {
    if hiddenComponents.remove(component) == nil { hiddenComponents.insert(component) }
  }

  /// Hides the rows of event `name`, or shows them again.
  public mutating func toggle(name: String) {
    if hiddenNames.remove(name) == nil { hiddenNames.insert(name) }
  }

  /// The whole filter as one line, sorted, for the state hash and the header layer's key.
  public var digest: String {
    "hide [\(hiddenComponents.sorted().joined(separator: " "))] names [\(hiddenNames.sorted().joined(separator: " "))] query \(query.debugDescription)"
  }
}
