import Glibc
import Testing

import PanelCore
import PanelLabTestSupport

/// `FixedPoint` writes what C's printf writes, byte for byte, over the whole range of doubles.
@Suite struct FixedPointTests {
  /// printf's `%.Nf` of `value`, through the C library's vsnprintf.
  static func printf(_ value: Double, _ places: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 1100)
    let count = withVaList([value]) { args in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.\(places)f", args) }
    }
    precondition(count < buffer.count, "printf's text did not fit")
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Checks `values` at every count of places the lab uses and a few more; returns how many it checked.
  static func check(_ values: [Double], places: [Int] = Array(0...6), sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    var mismatches: [String] = []
    for v in values {
      for p in places where FixedPoint.string(v, places: p) != printf(v, p) {
        mismatches.append("\(v) at \(p): \(FixedPoint.string(v, places: p)) vs printf \(printf(v, p))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))", sourceLocation: sourceLocation)
    return values.count * places.count
  }

  @Test func randomBitPatternsCoverHugeTinySubnormalAndNonFinite() {
    var rng = SplitMix64(seed: 0xF1_7ED)
    let values = (0..<15_000).map { _ in Double(bitPattern: rng.next()) }
    #expect(Self.check(values) == 105_000)
  }

  @Test func readoutRangeValuesAndNegatives() {
    var rng = SplitMix64(seed: 42)
    let values = (0..<15_000).map { i -> Double in
      let magnitude = [1.0, 10, 1000, 1e6, 1e-3][i % 5]
      return Double.random(in: -magnitude...magnitude, using: &rng)
    }
    #expect(Self.check(values) == 105_000)
  }

  @Test func exactTiesRoundHalfToEven() {
    // k / 2^j is exact in binary: at j places past its last binary digit it is a decimal tie.
    var values: [Double] = []
    for j in 1...10 {
      for k in stride(from: -1001, through: 1001, by: 2) {
        values.append(Double(k) / Double(1 << j))
      }
    }
    // Decimals that look like ties but are not exact in binary (0.005, 2.675).
    for k in 0..<2000 {
      let d = Double(k)
      values += [d + 0.5, d * 0.005 + 0.0005, -(d * 0.01 + 0.005)]
    }
    #expect(Self.check(values) > 100_000)
  }

  @Test func edgesAndEveryPlaceCount() {
    let special: [Double] = [0, -0, .infinity, -.infinity, .nan, -.nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
    let small: [Double] = [.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude, 2e-308, 0.1, 0.2, 0.3, 1.0 / 3]
    let nearTies: [Double] = [9.5, 9.95, 9.995, 0.05, -0.05, 0.04, -0.04, 999_999.5]
    let large: [Double] = [1e15 + 0.5, 1e16, 1e17 + 1, 1e22, 1e23, 123_456_789.987_654_321, 9_007_199_254_740_992, 18_446_744_073_709_551_616, 3.402_823_466e38]
    let values = special + small + nearTies + large
    #expect(Self.check(values, places: Array(0...FixedPoint.maximumPlaces)) == values.count * 18)
  }

  @Test func moreThanMaximumPlacesIsClamped() {
    #expect(FixedPoint.string(0.1, places: 40) == Self.printf(0.1, FixedPoint.maximumPlaces))
    #expect(FixedPoint.string(2.5, places: -3) == "2")
  }
}
