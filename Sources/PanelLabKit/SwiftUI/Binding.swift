/// SwiftUI's `Binding`, reduced to what the panel modifiers need: a value read and written through
/// two closures.
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// A binding reading with `get` and writing with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
