import PanelCore

extension SceneEvent {
  /// The value of trace field `key`, for tests that read an event as the trace writes it.
  public subscript(field key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
}

extension SceneComponent {
  /// Empties the outbox of its events, as the scene would for a component whose pane sits at the
  /// window's origin: for scripts that drive one model without a scene.
  public mutating func takeEvents() -> [SceneEvent] {
    let id = self.id
    let events = outbox.events.map { SceneEvent(time: $0.time, source: id, event: $0.event.placed(in: ComponentSpace(frame: Rect(size: .zero)))) }
    outbox = Outbox()
    return events
  }
}

/// An event spelled as the trace spells it, for tests that feed an event log directly.
public struct TracedEvent: ComponentEvent {
  /// The component name the trace writes.
  public var component: String
  /// The id it writes.
  public var id: String?
  /// The event's name.
  public var name: String
  /// Its fields.
  public var fields: [JSONValue.Member]

  /// Event `name` of `component` `id` with `fields`.
  public init(component: String, id: String? = nil, name: String, fields: [JSONValue.Member] = []) {
    self.component = component
    self.id = id
    self.name = name
    self.fields = fields
  }

  /// As given.
  public func trace(from source: ComponentID) -> EventTrace { EventTrace(name, from: source, component: component, id: .some(id), fields) }
}

extension SceneEvent {
  /// Event `name` of `component` `id` at `time`, spelled as the trace spells it.
  public init(time: Micros, component: String, id: String?, name: String, fields: [JSONValue.Member] = []) {
    self.init(time: time, source: ComponentID(component, id), event: TracedEvent(component: component, id: id, name: name, fields: fields))
  }
}
