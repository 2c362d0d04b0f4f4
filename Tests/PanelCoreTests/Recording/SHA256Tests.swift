import Testing

@testable import PanelCore
import PanelLabTestSupport

/// SHA-256 against published vectors (FIPS 180-4's examples) and `sha256sum`'s output.
@Suite("SHA-256")
struct SHA256Tests {
  @Test("the empty message, \"abc\" and the two-block example give FIPS 180-4's digests")
  func knownVectors() {
    #expect(SHA256.hex(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test("a 1 MB buffer matches sha256sum, whole or fed in uneven pieces")
  func megabyte() {
    // `python3 -c "open('mb.bin','wb').write(bytes(i % 251 for i in range(1 << 20)))"; sha256sum mb.bin`
    let bytes = (0..<(1 << 20)).map { UInt8($0 % 251) }
    let expected = "631b84027d6b9e52b539c4e8373622d23032dfadc64d60af87339c9037e4f769"
    #expect(SHA256.hex(of: bytes) == expected)
    var pieces = SHA256()
    var i = 0
    var n = 1
    // Pieces of 1, 2, 3, … bytes cross every block boundary at a different offset.
    while i < bytes.count {
      let end = min(bytes.count, i + n)
      pieces.update(bytes[i..<end])
      i = end
      n = n % 200 + 1
    }
    #expect(pieces.hex == expected)
  }

  @Test("a million \"a\" (FIPS 180-4's long example), and lengths around the padding boundary")
  func longAndBoundaries() {
    #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // 55 bytes pad into one block, 56 need a second: both computed by sha256sum.
    #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
    #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
  }

  @Test("reading the digest leaves the hash open for more bytes")
  func digestIsNotFinal() {
    var s = SHA256()
    s.update(Array("ab".utf8))
    _ = s.hex
    s.update(Array("c".utf8))
    #expect(s.hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
