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
  /// A long press the member also waits for: held that long within that distance, it wins the
  /// press whatever it claims (nil: no long press).
  public var longPress: LongPress?

  /// A claim of `axes` after `hysteresis` points; `passesThrough` lets components under it join;
  /// `longPress` makes it win a press held still long enough.
  public init(_ axes: Axes, hysteresis: Double = ArenaClaim.uikitHysteresis, passesThrough: Bool, longPress: LongPress? = nil) {
    self.axes = axes
    self.hysteresis = hysteresis
    self.passesThrough = passesThrough
    self.longPress = longPress
  }

  /// A long press as UILongPressGestureRecognizer recognizes it: held `duration` without moving
  /// further than `allowableMovement` from where it went down.
  public struct LongPress: Hashable, Sendable {
    /// UIKit's published defaults: `minimumPressDuration` 0.5 s, `allowableMovement` 10 pt.
    public static let uikit = LongPress(duration: 500_000, allowableMovement: 10)

    /// How long the press must be held, microseconds.
    public var duration: Micros
    /// How far from where it went down the pointer may stray before the long press fails (Euclidean).
    public var allowableMovement: Double

    /// A long press held `duration` within `allowableMovement` points.
    public init(duration: Micros, allowableMovement: Double) {
      self.duration = duration
      self.allowableMovement = allowableMovement
    }
  }
}
