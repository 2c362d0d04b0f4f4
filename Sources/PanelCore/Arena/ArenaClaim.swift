/// How a component joins a press's arena as a UIKit recognizer would: the axes it claims, the
/// hysteresis the press must pass along one of them first, and whether what lies under it still
/// sees the press (a control inside a panel lets the panel join; the panel's surface does not let
/// the feed under it).
public struct ArenaClaim: Hashable, Sendable {
  /// UIPanGestureRecognizer's hysteresis: 10 points along an axis (not published by Apple; read
  /// from UIKit's `_defaultHysteresis`, and SwiftUI's `DragGesture.minimumDistance` default).
  public static let uikitHysteresis = 10.0

  /// The drag directions claimed (`.none`: only taps).
  public var axes: Axes
  /// How far the press must move along one axis before the arena decides.
  public var hysteresis: Double
  /// Whether components under this one may join too.
  public var passesThrough: Bool

  /// A claim of `axes` after `hysteresis` points; `passesThrough` lets components under it join.
  public init(_ axes: Axes, hysteresis: Double = ArenaClaim.uikitHysteresis, passesThrough: Bool) {
    self.axes = axes
    self.hysteresis = hysteresis
    self.passesThrough = passesThrough
  }
}
