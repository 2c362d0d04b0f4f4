/// Collects the components' parts of one trace frame line.
///
/// The documented members come first, in the trace format's order, each with the value it has when
/// no component of that kind exists (`null` or an empty list). Members a component adds that the
/// format does not name (a test's own component) follow, in the order they were first written.
public struct TraceBuilder: Sendable {
  /// The trace format's frame members and their values when the scene lacks the component.
  public static let documentedMembers: [JSONValue.Member] = [
    .init("panels", .array([])),
    .init("sheet", .null),
    .init("tabBar", .null),
    .init("accessory", .null),
    .init("splits", .array([])),
    .init("feed", .null),
  ]

  private var keys: [String] = TraceBuilder.documentedMembers.map(\.key)
  private var values: [String: JSONValue] = [:]
  private var lists: [String: [JSONValue]] = [:]

  /// An empty frame: every documented member at its absent value.
  public init() {}

  /// Sets the member `key` (a component of which a scene has one: the feed, the sheet).
  public mutating func set(_ key: String, _ value: JSONValue) {
    if values[key] == nil && lists[key] == nil && !keys.contains(key) { keys.append(key) }
    lists[key] = nil
    values[key] = value
  }

  /// Appends `item` to the list member `key` (a component of which a scene has several: panels).
  public mutating func append(_ key: String, _ item: JSONValue) {
    if values[key] == nil && lists[key] == nil && !keys.contains(key) { keys.append(key) }
    values[key] = nil
    lists[key, default: []].append(item)
  }

  /// The members in order.
  public var members: [JSONValue.Member] {
    let absent = Dictionary(uniqueKeysWithValues: Self.documentedMembers.map { ($0.key, $0.value) })
    return keys.map { key in
      if let v = values[key] { return .init(key, v) }
      if let l = lists[key] { return .init(key, .array(l)) }
      return .init(key, absent[key] ?? .null)
    }
  }
}
