/// What a component hands the scene: the events it reported and the scene edits it asks for.
///
/// Each component keeps one; the scene empties it after every call, so no component drains its
/// own queue.
public struct Outbox<Event: ComponentEvent>: Hashable, Sendable {
  /// One event and when it happened.
  public struct Posted: Hashable, Sendable {
    /// When it happened.
    public var time: Micros
    /// What happened.
    public var event: Event
  }

  /// The events reported since the scene last emptied it, each with its time.
  public private(set) var events: [Posted] = []
  /// The scene edits asked for since then (see `SceneComponent.outbox`).
  public private(set) var requests: [InputEvent] = []
  /// The readings of the `set`s among them that the component checked before asking.
  public private(set) var checkedEdits: [CheckedEdit] = []

  /// An empty outbox.
  public init() {}

  /// Reports `event`, which happened at `time`.
  public mutating func post(_ event: Event, at time: Micros) { events.append(Posted(time: time, event: event)) }
  /// Asks the session for `input`, fed at once after the input being handled.
  public mutating func request(_ input: InputEvent) { requests.append(input) }
  /// Asks for each of `inputs`.
  public mutating func request(_ inputs: [InputEvent]) { requests += inputs }
  /// Asks for the `set` of each of `edits`, handing their readings on so the scene need not read
  /// them again.
  public mutating func request(_ edits: [CheckedEdit]) {
    requests += edits.map(\.input)
    checkedEdits += edits
  }

  /// Whether nothing waits in it.
  public var isEmpty: Bool { events.isEmpty && requests.isEmpty }

  /// Returns the events and forgets them.
  mutating func takeEvents() -> [Posted] {
    defer { events.removeAll() }
    return events
  }

  /// Returns the requests and the readings of the checked ones, and forgets them.
  mutating func takeRequests() -> (requests: [InputEvent], checked: [CheckedEdit]) {
    defer {
      requests.removeAll()
      checkedEdits.removeAll()
    }
    return (requests, checkedEdits)
  }
}
