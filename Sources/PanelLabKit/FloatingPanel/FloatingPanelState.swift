import PanelCore

/// FloatingPanel's `FloatingPanelState`: a named panel state with an order (higher is more
/// expanded). Equal and hashed by `rawValue`, and `Sendable`, so custom states can be `static let`.
public struct FloatingPanelState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The state's name.
  public let rawValue: String
  /// How expanded it is: full 1000, half 500, tip 100, hidden 0.
  public let order: Int

  /// A state with `order` 0, as FloatingPanel's failable initializer gives.
  public init?(rawValue: String) {
    self.rawValue = rawValue
    self.order = 0
  }

  /// A custom state.
  public init(rawValue: String, order: Int) {
    self.rawValue = rawValue
    self.order = order
  }

  /// Equal when the names are.
  public static func == (a: FloatingPanelState, b: FloatingPanelState) -> Bool { a.rawValue == b.rawValue }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// The name.
  public var description: String { rawValue }

  /// Fully expanded.
  public static let full = FloatingPanelState(rawValue: "full", order: 1000)
  /// Half expanded.
  public static let half = FloatingPanelState(rawValue: "half", order: 500)
  /// Only the tip shows.
  public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
  /// Off screen.
  public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)

  /// The model's state of the same name and order.
  var model: PanelState { PanelState(rawValue, order: order) }

  /// The kit's state for a model state.
  init(_ state: PanelState) { self.init(rawValue: state.name, order: state.order) }
}
