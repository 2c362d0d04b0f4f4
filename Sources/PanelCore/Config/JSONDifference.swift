/// The places where two JSON values differ, each named by its key path (`panels[0].position`),
/// as a person reading two trace lines side by side would point at them.
public struct JSONDifference: Sendable {
  /// One differing place.
  public struct Field: Sendable {
    /// The key path from the top (`feed.cards[2].frame[1]`).
    public let path: String
    /// The value on the first side, nil when it has none there.
    public let a: JSONValue?
    /// The value on the second side, nil when it has none there.
    public let b: JSONValue?
  }

  /// The first differing places, in the first side's member order, at most `limit` of them.
  public private(set) var fields: [Field] = []
  /// How many places differ in all (a frame where the feed scrolled differs in every card).
  public private(set) var total = 0
  /// How many places `fields` keeps.
  private let limit: Int

  /// Compares the members of two objects, leaving out the top-level keys in `ignoring`.
  public init(_ a: JSONValue, _ b: JSONValue, ignoring: Set<String> = [], limit: Int = 20) {
    self.limit = limit
    compareMembers(a.members ?? [], b.members ?? [], prefix: "", ignoring: ignoring)
  }

  /// Counts one differing place and keeps it while there is room.
  private mutating func note(_ path: String, _ a: JSONValue?, _ b: JSONValue?) {
    total += 1
    if fields.count < limit { fields.append(Field(path: path, a: a, b: b)) }
  }

  /// Descends into two values at `path`, noting each leaf (or missing item) that differs.
  private mutating func compare(_ a: JSONValue, _ b: JSONValue, path: String) {
    guard a != b else { return }
    switch (a.kind, b.kind) {
    case (.object(let ma), .object(let mb)):
      compareMembers(ma, mb, prefix: path + ".", ignoring: [])
    case (.array(let ia), .array(let ib)):
      for i in 0..<Swift.max(ia.count, ib.count) {
        let p = "\(path)[\(i)]"
        switch (i < ia.count ? ia[i] : nil, i < ib.count ? ib[i] : nil) {
        case (let x?, let y?): compare(x, y, path: p)
        case (let x, let y): note(p, x, y)
        }
      }
    default:
      note(path, a, b)
    }
  }

  /// Compares two objects' members by key: shared keys deeply, a key on one side only as a place.
  private mutating func compareMembers(_ a: [JSONValue.Member], _ b: [JSONValue.Member], prefix: String, ignoring: Set<String>) {
    for m in a where !ignoring.contains(m.key) {
      let p = prefix + m.key
      if let other = b.first(where: { $0.key == m.key }) { compare(m.value, other.value, path: p) } else { note(p, m.value, nil) }
    }
    for m in b where !ignoring.contains(m.key) && !a.contains(where: { $0.key == m.key }) {
      note(prefix + m.key, nil, m.value)
    }
  }

  /// A value for a report line: its JSON, cut short when long, or `(absent)`.
  public static func shown(_ value: JSONValue?) -> String {
    guard let value else { return "(absent)" }
    let text = JSONWriter.string(value)
    return text.count <= 80 ? text : String(text.prefix(77)) + "…"
  }
}
