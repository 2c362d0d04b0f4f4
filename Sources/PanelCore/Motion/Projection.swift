import Foundation

/// Velocity projection and rubber banding, the two formulas of "Designing Fluid Interfaces".
public enum Motion {
  /// UIScrollView's normal deceleration rate per millisecond.
  public static let normalDecelerationRate = 0.998
  /// UIScrollView's fast deceleration rate per millisecond.
  public static let fastDecelerationRate = 0.99

  /// The distance a fling at `velocity` (points per second) travels while decaying at `rate` per ms.
  public static func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
    (velocity / 1000) * rate / (1 - rate)
  }

  /// How far content shows when pulled `overshoot` points past its end in a view `dimension` long.
  ///
  /// `(1 − 1/(0.55·x/d + 1))·d`: 0.55 of the pull at first, stiffer the further it goes, never
  /// past `d`.
  public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let banded = (1 - 1 / (0.55 * x / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }
}
