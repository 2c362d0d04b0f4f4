/// Something a component reports as it happens, with FloatingPanel-style delegate names.
public struct ModelEvent: Hashable, Sendable {
  /// When it happened (the exact model time, not the frame time).
  public var time: Micros
  /// Which kind of component: `panel`, `sheet`, `tabBar`, `accessory`, `split`, `feed`.
  public var component: String
  /// The component's id, when it has one.
  public var id: String?
  /// What happened (`willBeginDragging`, `didChangeState`, …).
  public var name: String
  /// Event-specific fields, in trace order.
  public var fields: [JSONValue.Member]
  /// Whether the event is only for the scene's wiring (a scroll step), not for the trace.
  public var isInternal = false

  /// Creates an event.
  public init(
    time: Micros, component: String, id: String?, name: String, fields: [JSONValue.Member] = [], isInternal: Bool = false
  ) {
    self.isInternal = isInternal
    self.time = time
    self.component = component
    self.id = id
    self.name = name
    self.fields = fields
  }

  /// The value of field `key`.
  public subscript(field key: String) -> JSONValue? { fields.first { $0.key == key }?.value }

  /// The trace line for this event.
  public var traceLine: JSONValue {
    var m: [JSONValue.Member] = [
      .init("kind", .string("event")), .init("t_us", .number(Double(time))),
      .init("component", .string(component)),
    ]
    if let id { m.append(.init("id", .string(id))) }
    m.append(.init("name", .string(name)))
    return .object(m + fields)
  }
}
