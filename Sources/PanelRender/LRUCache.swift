/// Values by key in the order they were last used, each with a cost, so a cache can drop the least
/// recently used first once the costs pass a budget.
///
/// The order is a list of its own, kept as entries are used: which entry is oldest depends only
/// on the uses, never on a dictionary's iteration order (which changes with the hash seed from one
/// run to the next). The list links slots of an array by index, so a use hashes its key once.
struct LRUCache<Key: Hashable, Value> {
  /// One entry and its neighbours in the order of use (-1: none).
  private struct Slot {
    var key: Key
    var value: Value
    var cost: Int
    var older: Int
    var newer: Int
  }

  /// The entries' slots; nil where an entry was removed (kept for reuse in `free`).
  private var slots: [Slot?] = []
  private var free: [Int] = []
  private var index: [Key: Int] = [:]
  private var oldestSlot = -1
  private var newestSlot = -1

  /// The sum of the entries' costs.
  private(set) var cost = 0

  /// An empty cache.
  init() {}

  /// How many entries it holds.
  var count: Int { index.count }

  /// The value for `key`, leaving the order as it is.
  func peek(_ key: Key) -> Value? { index[key].map { slots[$0]!.value } }

  /// The value for `key`, which becomes the most recently used.
  mutating func use(_ key: Key) -> Value? { use(key, changing: { _ in }) }

  /// The value for `key` after `change`, which becomes the most recently used.
  mutating func use(_ key: Key, changing change: (inout Value) -> Void) -> Value? {
    guard let i = index[key] else { return nil }
    change(&slots[i]!.value)
    unlink(i)
    link(i)
    return slots[i]!.value
  }

  /// Keeps `value` for `key` as the most recently used, at `cost`; returns the value it replaces.
  @discardableResult
  mutating func insert(_ value: Value, cost: Int, for key: Key) -> Value? {
    let old = remove(key)
    let slot = Slot(key: key, value: value, cost: cost, older: -1, newer: -1)
    let i: Int
    if let reused = free.popLast() {
      i = reused
      slots[i] = slot
    } else {
      i = slots.count
      slots.append(slot)
    }
    index[key] = i
    self.cost += cost
    link(i)
    return old
  }

  /// Replaces the value for `key` (if it has one), keeping its cost and its place in the order.
  mutating func replaceValue(_ value: Value, for key: Key) {
    guard let i = index[key] else { return }
    slots[i]!.value = value
  }

  /// Removes the entry for `key`; returns its value.
  @discardableResult
  mutating func remove(_ key: Key) -> Value? {
    guard let i = index.removeValue(forKey: key) else { return nil }
    unlink(i)
    let slot = slots[i]!
    slots[i] = nil
    free.append(i)
    cost -= slot.cost
    return slot.value
  }

  /// The least recently used entry.
  var oldest: (key: Key, value: Value)? {
    oldestSlot < 0 ? nil : (slots[oldestSlot]!.key, slots[oldestSlot]!.value)
  }

  /// Removes the least recently used entry and returns it.
  mutating func removeOldest() -> (key: Key, value: Value)? {
    guard let o = oldest else { return nil }
    remove(o.key)
    return o
  }

  /// Removes the least recently used entries while the costs pass `budget`, never the newest
  /// (the one just made is in use), and hands each removed value to `release`.
  mutating func dropOldest(whileCostOver budget: Int, release: (Value) -> Void) {
    while cost > budget, count > 1, let old = removeOldest() { release(old.value) }
  }

  /// The least recently used entry that satisfies `predicate`.
  func first(where predicate: (Key, Value) -> Bool) -> (key: Key, value: Value)? {
    var i = oldestSlot
    while i >= 0 {
      let s = slots[i]!
      if predicate(s.key, s.value) { return (s.key, s.value) }
      i = s.newer
    }
    return nil
  }

  /// Every entry, least recently used first.
  var entries: [(key: Key, value: Value)] { filter { _, _ in true } }

  /// The entries that satisfy `isIncluded`, least recently used first: a walk of the order, with
  /// no copy of the entries it leaves out.
  func filter(_ isIncluded: (Key, Value) -> Bool) -> [(key: Key, value: Value)] {
    var out: [(key: Key, value: Value)] = []
    var i = oldestSlot
    while i >= 0 {
      let s = slots[i]!
      if isIncluded(s.key, s.value) { out.append((s.key, s.value)) }
      i = s.newer
    }
    return out
  }

  /// Makes slot `i` the newest.
  private mutating func link(_ i: Int) {
    slots[i]!.older = newestSlot
    slots[i]!.newer = -1
    if newestSlot >= 0 { slots[newestSlot]!.newer = i } else { oldestSlot = i }
    newestSlot = i
  }

  /// Takes slot `i` out of the order.
  private mutating func unlink(_ i: Int) {
    let s = slots[i]!
    if s.older >= 0 { slots[s.older]!.newer = s.newer } else { oldestSlot = s.newer }
    if s.newer >= 0 { slots[s.newer]!.older = s.older } else { newestSlot = s.older }
  }
}
