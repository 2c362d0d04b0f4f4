import Foundation

extension Double {
  /// Rounds to the pixel grid of `scale` as FloatingPanel's `rounded(by:)` does: truncate
  /// noise below 1e-9, then round half away from zero on a 1/scale grid.
  public func rounded(byScale scale: Double) -> Double {
    guard scale > 0, isFinite else { return self }
    let truncated = (self * 1e9).rounded(.towardZero) / 1e9
    return (truncated * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// The value clamped into `range`.
  public func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
