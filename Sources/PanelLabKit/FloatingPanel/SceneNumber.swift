import Foundation

extension CGFloat {
  /// This Swift value as a scene key with `range` would take it: clamped into the range, and
  /// `fallback` when it is not a number. A program's value never makes the scene invalid (which
  /// would stop the program); UIKit, too, takes any CGFloat for these properties.
  func sceneNumber(in range: ClosedRange<Double>, default fallback: Double) -> Double {
    let d = Double(self)
    return d.isNaN ? fallback : Swift.min(Swift.max(d, range.lowerBound), range.upperBound)
  }
}
