/// An event as it leaves the scene: which component reported it, when, and its own typed event.
public struct SceneEvent: Hashable, Sendable {
  /// When it happened (the exact time, not the frame time): model time inside the scene, session
  /// time once the scene hands it out.
  public var time: Micros
  /// The component that reported it.
  public var source: ComponentID
  /// The component's own event, its positions in window points.
  public let event: any ComponentEvent
  /// The event as the trace writes it, made once.
  public let trace: EventTrace

  /// Wraps `event`, reported by `source` at `time`.
  public init(time: Micros, source: ComponentID, event: any ComponentEvent) {
    self.time = time
    self.source = source
    self.event = event
    trace = event.trace(from: source)
  }

  /// The component name the trace writes: the source's kind, or the name its events are traced under.
  public var component: String { trace.component }
  /// The id the trace writes, when there is one.
  public var id: String? { trace.id }
  /// The event's name.
  public var name: String { trace.name }
  /// The event's fields, in trace order.
  public var fields: [JSONValue.Member] { trace.fields }
  /// Whether the event is only for the scene's wiring, not for the trace.
  public var isInternal: Bool { event.isInternal }

  /// The trace line for this event.
  public var traceLine: JSONValue {
    var m: [JSONValue.Member] = [
      .init("kind", .string("event")), .init("t_us", .number(Double(time))),
      .init("component", .string(trace.component)),
    ]
    if let id = trace.id { m.append(.init("id", .string(id))) }
    m.append(.init("name", .string(trace.name)))
    return .object(m + trace.fields)
  }

  /// Equal when time, source and trace are: the trace shows every value of an event.
  public static func == (a: SceneEvent, b: SceneEvent) -> Bool { a.time == b.time && a.source == b.source && a.trace == b.trace }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(source)
    hasher.combine(trace)
  }
}
