/// What one kind of component reports, as an enum of its own: the cases are the events (a panel's
/// are FloatingPanel's delegate names), their values typed, positions in the component's pane.
///
/// Each conforming enum spells its events for the trace in one place, `trace(from:)`; nothing else
/// writes an event name or looks a field up by its name. The scene wraps each event with the
/// component's identity and the time (`SceneEvent`) after placing it in the window (`placed(in:)`).
public protocol ComponentEvent: Hashable, Sendable {
  /// The event as the trace and the event log write it when `source` reported it.
  func trace(from source: ComponentID) -> EventTrace
  /// The event with its positions and frames placed in `space`, the pane of the component that
  /// reported it; the default has none to place.
  func placed(in space: ComponentSpace) -> Self
  /// Whether the event is only for the scene's wiring (a scroll step), not for the trace.
  var isInternal: Bool { get }
}

extension ComponentEvent {
  /// No position to place.
  public func placed(in space: ComponentSpace) -> Self { self }
  /// Traced.
  public var isInternal: Bool { false }
}

/// The events of a component that reports none.
public enum NoEvent: ComponentEvent {
  /// Never called: there is no such event.
  public func trace(from source: ComponentID) -> EventTrace {
    switch self {}
  }
}

/// An event as the trace writes it: component, id, name and fields, in trace order.
public struct EventTrace: Hashable, Sendable {
  /// The component name the trace writes (`panel`, `accessory`, …).
  public var component: String
  /// The id it writes, when there is one (a panel's, a split's).
  public var id: String?
  /// The event's name (`willBeginDragging`, …).
  public var name: String
  /// Its fields, in trace order.
  public var fields: [JSONValue.Member]
  /// The line the event log shows in place of the fields, when the event writes one (the arena's
  /// decision); nil: the fields as `key=value`.
  public var summary: String? = nil

  /// Event `name` of `source` (its kind and id, unless `component` or `id` say otherwise).
  public init(_ name: String, from source: ComponentID, component: String? = nil, id: String?? = nil, _ fields: [JSONValue.Member] = []) {
    self.component = component ?? source.kind
    self.id = id ?? source.name
    self.name = name
    self.fields = fields
  }

  /// Event `name` of `source`, its name one case of the event enum's `Name`.
  public init<Name: RawRepresentable<String>>(
    _ name: Name, from source: ComponentID, component: String? = nil, id: String?? = nil, _ fields: [JSONValue.Member] = []
  ) {
    self.init(name.rawValue, from: source, component: component, id: id, fields)
  }
}

/// A rectangle in a component's pane, with the pane's place in the window once the scene placed it.
public struct PaneRect: Hashable, Sendable {
  /// The rectangle in the component's own coordinates.
  public var local: Rect
  /// The pane it lies in (the window's origin until the scene places the event).
  public var space: ComponentSpace

  /// `local` in a pane at `space`.
  public init(_ local: Rect, in space: ComponentSpace = ComponentSpace(frame: Rect(size: .zero))) {
    self.local = local
    self.space = space
  }

  /// The rectangle in window points.
  public var window: Rect { space.toWindow(local) }
  /// The same rectangle, its pane at `space`.
  public func placed(in space: ComponentSpace) -> PaneRect { PaneRect(local, in: space) }
  /// `[x, y, width, height]` in window points, as traces write frames.
  public var json: JSONValue { space.frameJSON(local) }
}

/// A coordinate along one axis of a component's pane (a panel's position), with the pane's place in
/// the window once the scene placed it.
public struct PanePosition: Hashable, Sendable {
  /// The coordinate in the component's own coordinates.
  public var local: Double
  /// The axis it runs along.
  public var axis: Axis
  /// The pane it lies in (the window's origin until the scene places the event).
  public var space: ComponentSpace

  /// `local` along `axis` in a pane at `space`.
  public init(_ local: Double, along axis: Axis, in space: ComponentSpace = ComponentSpace(frame: Rect(size: .zero))) {
    self.local = local
    self.axis = axis
    self.space = space
  }

  /// The coordinate in window points.
  public var window: Double { space.toWindow(local, along: axis) }
  /// The same coordinate, its pane at `space`.
  public func placed(in space: ComponentSpace) -> PanePosition { PanePosition(local, along: axis, in: space) }
}
