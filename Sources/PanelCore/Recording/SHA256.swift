/// SHA-256 (FIPS 180-4), in plain Swift: a recording names each user image by the digest of its
/// bytes, and Foundation on Linux has no CryptoKit. Feed bytes in any pieces, then read `hex`.
public struct SHA256: Sendable {
  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// The running hash: the first 32 bits of the fractional parts of the square roots of the first
  /// eight primes, to start.
  private var h: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes waiting for a whole 64-byte block.
  private var buffer: [UInt8] = []
  /// Bytes fed so far (the padding ends with their count in bits).
  private var length: UInt64 = 0

  /// An empty hash.
  public init() { buffer.reserveCapacity(64) }

  /// The hex digest of `bytes` in one call.
  public static func hex<S: Sequence>(of bytes: S) -> String where S.Element == UInt8 {
    var s = SHA256()
    s.update(bytes)
    return s.hex
  }

  /// Feeds more bytes.
  public mutating func update<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
    let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
    if done == nil { update(Array(bytes)) }
  }

  /// Feeds more bytes from memory: whole blocks are mixed in place, only the tail is kept.
  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var rest = bytes[...]
    if !buffer.isEmpty {
      let take = Swift.min(64 - buffer.count, rest.count)
      buffer += rest.prefix(take)
      rest = rest.dropFirst(take)
      guard buffer.count == 64 else { return }
      buffer.withUnsafeBytes { compress($0) }
      buffer.removeAll(keepingCapacity: true)
    }
    while rest.count >= 64 {
      compress(UnsafeRawBufferPointer(rebasing: rest.prefix(64)))
      rest = rest.dropFirst(64)
    }
    buffer += rest
  }

  /// The 32-byte digest of what was fed (the hash itself is left as it was, so more can follow).
  public var digest: [UInt8] {
    var copy = self
    // Padding: a 1 bit, zeros up to 56 bytes into a block, then the length in bits, big-endian.
    let bits = length &* 8
    copy.update([0x80])
    while copy.buffer.count != 56 { copy.update([0]) }
    copy.update((0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) })
    return copy.h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
  }

  /// The digest as 64 lowercase hex digits, as `sha256sum` prints it.
  public var hex: String {
    let digits = Array("0123456789abcdef")
    return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }

  /// Mixes one 64-byte block into the hash.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    var state = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
    // The message schedule is kept as a rolling window of 16 words on the stack: a heap array
    // per block would cost more than the arithmetic.
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { w in
      for i in 0..<16 {
        w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
      }
      var (a, b, c, d, e, f, g, hh) = state
      for i in 0..<64 {
        if i >= 16 {
          let w15 = w[(i - 15) & 15], w2 = w[(i - 2) & 15]
          let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3)
          let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10)
          w[i & 15] = w[i & 15] &+ s0 &+ w[(i - 7) & 15] &+ s1
        }
        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
        let ch = (e & f) ^ (~e & g)
        let t1 = hh &+ s1 &+ ch &+ Self.k[i] &+ w[i & 15]
        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
        let maj = (a & b) ^ (a & c) ^ (b & c)
        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ maj)
      }
      state = (a, b, c, d, e, f, g, hh)
    }
    h[0] &+= state.0
    h[1] &+= state.1
    h[2] &+= state.2
    h[3] &+= state.3
    h[4] &+= state.4
    h[5] &+= state.5
    h[6] &+= state.6
    h[7] &+= state.7
  }

  private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
