/// A named panel state with an order: higher is more expanded (FloatingPanelState).
public struct PanelState: Hashable, Sendable, CustomStringConvertible {
  /// The state's name, as it appears in configs and traces.
  public var name: String
  /// How expanded it is: full 1000, half 500, tip 100, hidden 0.
  public var order: Int

  /// Creates a state.
  public init(_ name: String, order: Int) {
    self.name = name
    self.order = order
  }

  /// Fully expanded.
  public static let full = PanelState("full", order: 1000)
  /// Half expanded.
  public static let half = PanelState("half", order: 500)
  /// Only the tip shows.
  public static let tip = PanelState("tip", order: 100)
  /// Off screen.
  public static let hidden = PanelState("hidden", order: 0)
  /// The four built-in states.
  public static let builtIn: [PanelState] = [.full, .half, .tip, .hidden]

  /// The state's name.
  public var description: String { name }

  /// The neighbour after this one in `states`, or itself at the end (FloatingPanel's `next(in:)`).
  public func next(in states: [PanelState]) -> PanelState {
    guard let i = states.firstIndex(of: self), i + 1 < states.count else { return self }
    return states[i + 1]
  }

  /// The neighbour before this one in `states`, or itself at the start (`pre(in:)`).
  public func previous(in states: [PanelState]) -> PanelState {
    guard let i = states.firstIndex(of: self), i > 0 else { return self }
    return states[i - 1]
  }
}

/// The edge a panel is attached to.
public enum PanelPosition: String, Hashable, Sendable, CaseIterable {
  /// Slides up from the bottom.
  case bottom
  /// Slides down from the top.
  case top
  /// Slides in from the left.
  case left
  /// Slides in from the right.
  case right

  /// The axis the panel moves along.
  public var mainAxis: Axis { self == .top || self == .bottom ? .y : .x }

  /// Whether hiding moves toward larger coordinates (bottom and right panels).
  public var hidesTowardMax: Bool { self == .bottom || self == .right }
}
