/// FNV-1a, 64 bits: a stable digest (Swift's `Hasher` is seeded per process, so it cannot be used
/// to compare two runs).
public struct StateHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// A fresh digest.
  public init() {}

  /// Mixes the UTF-8 bytes of `s` into the digest.
  public mutating func combine(_ s: String) {
    for b in s.utf8 {
      state ^= UInt64(b)
      state = state &* 0x0000_0100_0000_01B3
    }
  }

  /// The digest as 16 lowercase hex digits.
  public var hex: String {
    let s = String(state, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }
}
