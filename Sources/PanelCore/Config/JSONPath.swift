extension JSONValue {
  /// A copy with the value at `path` (`main.panels[0].behavior.springResponseTime`) replaced,
  /// creating missing objects on the way; nil when the path is malformed or walks through a
  /// non-object or past the end of an array.
  public func setting(_ path: String, to newValue: JSONValue) -> JSONValue? {
    guard let steps = JSONValue.parsePath(path), !steps.isEmpty else { return nil }
    return set(steps[...], newValue)
  }

  /// The value at a key path such as `main.panels[0].behavior.springResponseTime`, or nil when the
  /// path is malformed or leads nowhere.
  public func value(at path: String) -> JSONValue? {
    guard let steps = JSONValue.parsePath(path) else { return nil }
    var current = self
    for step in steps {
      switch (step, current.kind) {
      case (.key(let k), .object):
        guard let next = current[k] else { return nil }
        current = next
      case (.index(let i), .array(let items)) where i < items.count:
        current = items[i]
      default:
        return nil
      }
    }
    return current
  }

  /// A copy of this object with its top-level member `key` set to `value`, or removed when
  /// `value` is nil (a non-object is returned as it is).
  public func replacingMember(_ key: String, with value: JSONValue?) -> JSONValue {
    guard case .object(var members) = kind else { return self }
    if let i = members.firstIndex(where: { $0.key == key }) {
      if let value { members[i].value = value } else { members.remove(at: i) }
    } else if let value {
      members.append(Member(key, value))
    }
    return JSONValue(.object(members), line: line)
  }

  /// One step of a key path: a member's key or an array index.
  enum PathStep {
    case key(String)
    case index(Int)
  }

  /// The steps of a key path, or nil when it is malformed.
  ///
  /// It reads the path's UTF-8 bytes: `.`, `[` and `]` are ASCII, and walking it by characters
  /// (grapheme breaking) was most of what a lookup cost, which the inspector pays at every edit.
  static func parsePath(_ path: String) -> [PathStep]? {
    let dot = UInt8(ascii: "."), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
    var steps: [PathStep] = []
    var bytes = path.utf8[...]
    while true {
      // A member's name runs to the next `.` or `[`, and is never empty.
      let name = bytes.prefix { $0 != dot && $0 != open }
      guard !name.isEmpty else { return nil }
      steps.append(.key(String(Substring(name))))
      bytes = bytes[name.endIndex...]
      // Then any indices, each `[digits]` within this part of the path.
      while bytes.first == open {
        let inside = bytes.dropFirst()
        guard let end = inside.firstIndex(where: { $0 == close || $0 == dot }), inside[end] == close,
          let i = Int(String(Substring(inside[..<end]))), i >= 0
        else { return nil }
        steps.append(.index(i))
        bytes = inside[inside.index(after: end)...]
      }
      guard let next = bytes.first else { return steps }
      guard next == dot else { return nil }
      bytes = bytes.dropFirst()
    }
  }

  private func set(_ steps: ArraySlice<PathStep>, _ newValue: JSONValue) -> JSONValue? {
    guard let step = steps.first else { return newValue }
    switch (step, kind) {
    case (.key(let k), .object(var members)):
      if let i = members.firstIndex(where: { $0.key == k }) {
        guard let v = members[i].value.set(steps.dropFirst(), newValue) else { return nil }
        members[i].value = v
      } else {
        guard let v = JSONValue(.object([])).set(steps.dropFirst(), newValue) else { return nil }
        members.append(Member(k, v))
      }
      return JSONValue(.object(members), line: line)
    case (.index(let i), .array(var items)):
      guard i < items.count, let v = items[i].set(steps.dropFirst(), newValue) else { return nil }
      items[i] = v
      return JSONValue(.array(items), line: line)
    default:
      return nil
    }
  }
}
