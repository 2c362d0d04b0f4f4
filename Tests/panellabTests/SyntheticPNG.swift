import Foundation

/// PNG files built byte by byte, for pictures no drawing program would write: headers that
/// declare huge sizes, damaged chunks and filters, and huge blank pictures that are small files
/// (their zlib stream is one run of zeros, 13 bits per 258 bytes).
enum SyntheticPNG {
  /// The CRC-32 of PNG chunks (ISO 3309).
  static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  /// One chunk: length, type, data, CRC (of type and data).
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  /// The IHDR of an 8-bit greyscale picture.
  static func header(width: Int, height: Int) -> [UInt8] {
    chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 0, 0, 0, 0])
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A zlib stream of `raw` stored uncompressed (for small pictures).
  static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
      let n = min(65535, raw.count - i)
      out += [i + n == raw.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += raw[i..<(i + n)]
      i += n
    } while i < raw.count
    return out + be32(adler32(raw))
  }

  static func adler32(_ raw: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for x in raw {
      a = (a + UInt32(x)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  /// A zlib stream of `count` zero bytes: a literal 0, then length-258 matches at distance 1, in
  /// one fixed-Huffman block.
  static func zerosZlib(count: Int) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var bits: UInt64 = 0
    var n = 0
    func put(_ value: UInt32, _ width: Int, reversed: Bool = false) {
      // Huffman codes go most significant bit first; other fields least significant first.
      var v = value
      if reversed {
        var r: UInt32 = 0
        for _ in 0..<width { r = r << 1 | (v & 1); v >>= 1 }
        v = r
      }
      bits |= UInt64(v) << UInt64(n)
      n += width
      while n >= 8 {
        out.append(UInt8(bits & 0xFF))
        bits >>= 8
        n -= 8
      }
    }
    put(1, 1)  // last block
    put(1, 2)  // fixed Huffman
    put(0x30, 8, reversed: true)  // literal 0
    var left = count - 1
    while left > 0 {
      let len = left >= 258 ? 258 : left
      if len >= 3 {
        // Length code and extra bits (RFC 1951 3.2.5); 258 is code 285 with none.
        let (code, extra, extraBits) = lengthCode(len)
        if code < 280 { put(UInt32(code - 256), 7, reversed: true) } else { put(UInt32(0xC0 + code - 280), 8, reversed: true) }
        if extraBits > 0 { put(UInt32(extra), extraBits) }
        put(0, 5, reversed: true)  // distance code 0: distance 1
        left -= len
      } else {
        for _ in 0..<len { put(0x30, 8, reversed: true) }
        left -= len
      }
    }
    put(0, 7)  // end of block (code 256)
    if n > 0 { out.append(UInt8(bits & 0xFF)) }
    // Adler-32 of zeros: a stays 1, b adds 1 per byte.
    return out + be32(UInt32(count % 65521) << 16 | 1)
  }

  /// DEFLATE's length code for a match of `len` (3...258): code, extra value, extra bit count.
  static func lengthCode(_ len: Int) -> (Int, Int, Int) {
    if len == 258 { return (285, 0, 0) }
    let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227]
    let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
    var k = bases.count - 1
    while bases[k] > len { k -= 1 }
    return (257 + k, len - bases[k], extras[k])
  }

  /// A black greyscale picture of any size, a few kilobytes per million pixels.
  static func blank(width: Int, height: Int) -> [UInt8] {
    signature + header(width: width, height: height) + chunk("IDAT", zerosZlib(count: height * (width + 1)))
      + chunk("IEND", [])
  }

  /// A small greyscale picture with its rows given raw (each starting with its filter byte).
  static func small(width: Int, rows: [[UInt8]]) -> [UInt8] {
    signature + header(width: width, height: rows.count) + chunk("IDAT", storedZlib(rows.flatMap { $0 })) + chunk("IEND", [])
  }
}
