import Foundation

/// SplitMix64: a tiny seeded generator that gives the same numbers in every run (the system
/// generator is seeded per process). Property tests draw many unround values from it, and a
/// program's own code draws from it through PanelLabKit (`SeededRandom`), so a session replays the
/// same into a new build.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state.
  public var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  /// A double uniform in `range`.
  public mutating func double(_ range: ClosedRange<Double>) -> Double { range.lowerBound + unit() * (range.upperBound - range.lowerBound) }
  /// A double log-uniform in `range` (positive bounds), so every decade gets as many values.
  public mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
    exp(double(log(range.lowerBound)...log(range.upperBound)))
  }
  /// An integer uniform in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }
}
