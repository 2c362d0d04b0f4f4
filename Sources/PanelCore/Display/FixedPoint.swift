/// Numbers with a fixed count of decimals, as C's `printf("%.Nf")` writes them, for the readouts
/// the lab redraws every frame (Foundation's `String(format:)` parses its format and boxes its
/// arguments each call).
///
/// The text is printf's to the byte: the exact binary value rounded half to even, "-" on every
/// negative value (so "-0.0" for -0.04 and for -0), full digits for large values, and "inf",
/// "-inf", "nan" and "-nan".
public enum FixedPoint {
  /// The most decimals `string` writes (10^17 times a 53-bit significand still fits in 128 bits).
  public static let maximumPlaces = 17

  /// `value` with `places` decimals (0…`maximumPlaces`; more are clamped).
  public static func string(_ value: Double, places: Int) -> String {
    let places = Swift.min(Swift.max(places, 0), maximumPlaces)
    let negative = value.sign == .minus
    guard value.isFinite else { return (negative ? "-" : "") + (value.isNaN ? "nan" : "inf") }
    let a = value.magnitude
    // a = m · 2^e exactly.
    let m = UInt128(a.significandBitPattern | (a.isNormal ? 1 << 52 : 0))
    let e = a.isNormal ? Int(a.exponentBitPattern) - 1075 : -1074
    var digits: [UInt8]
    if e >= 0 {
      // A whole number: no rounding, only zeros after the point.
      digits = e <= 74 ? decimal(m << e) : decimal(m, timesPowerOfTwo: e)
      digits += [UInt8](repeating: 0, count: places)
    } else {
      digits = decimal(rounded(m * power(places), shiftedRightBy: -e))
    }
    // At least one digit before the point.
    if digits.count <= places { digits = [UInt8](repeating: 0, count: places + 1 - digits.count) + digits }
    var out: [UInt8] = []
    out.reserveCapacity(digits.count + 2)
    if negative { out.append(UInt8(ascii: "-")) }
    let point = digits.count - places
    for (i, d) in digits.enumerated() {
      if i == point { out.append(UInt8(ascii: ".")) }
      out.append(UInt8(ascii: "0") + d)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// 10^n.
  private static func power(_ n: Int) -> UInt128 {
    var p: UInt128 = 1
    for _ in 0..<n { p *= 10 }
    return p
  }

  /// n / 2^k rounded to the nearest whole number, a tie to the even one (n < 2^127).
  private static func rounded(_ n: UInt128, shiftedRightBy k: Int) -> UInt128 {
    // n < 2^127 ≤ 2^(k-1): less than a half.
    guard k < 128 else { return 0 }
    let q = n >> k
    let r = n - (q << k)
    let half = UInt128(1) << (k - 1)
    return r > half || (r == half && q & 1 == 1) ? q + 1 : q
  }

  /// The decimal digits of `n`, most significant first (one 0 for zero).
  private static func decimal(_ n: UInt128) -> [UInt8] {
    guard n > 0 else { return [0] }
    var digits: [UInt8] = []
    // Most readouts fit in 64 bits, whose division is several times faster.
    if let small = UInt64(exactly: n) {
      var n = small
      while n > 0 {
        digits.append(UInt8(n % 10))
        n /= 10
      }
    } else {
      var n = n
      while n > 0 {
        digits.append(UInt8(n % 10))
        n /= 10
      }
    }
    return digits.reversed()
  }

  /// The decimal digits of m · 2^e, for the doubles too large for 128 bits (up to 2^1024).
  private static func decimal(_ m: UInt128, timesPowerOfTwo e: Int) -> [UInt8] {
    // Little-endian limbs of nine decimal digits each.
    let base: UInt64 = 1_000_000_000
    var limbs: [UInt64] = []
    var n = m
    while n > 0 {
      limbs.append(UInt64(n % UInt128(base)))
      n /= UInt128(base)
    }
    var left = e
    while left > 0 {
      // A limb below 10^9 < 2^30 times 2^32 stays below 2^63.
      let s = Swift.min(left, 32)
      left -= s
      var carry: UInt64 = 0
      for i in limbs.indices {
        let v = limbs[i] << s + carry
        limbs[i] = v % base
        carry = v / base
      }
      while carry > 0 {
        limbs.append(carry % base)
        carry /= base
      }
    }
    var digits: [UInt8] = []
    for (i, limb) in limbs.reversed().enumerated() {
      var chunk = [UInt8](repeating: 0, count: 9)
      var v = limb
      for j in stride(from: 8, through: 0, by: -1) {
        chunk[j] = UInt8(v % 10)
        v /= 10
      }
      digits += i == 0 ? Array(chunk.drop { $0 == 0 }) : chunk
    }
    return digits
  }
}
