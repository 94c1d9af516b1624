import ByteTools
import Testing

/// RFC 4648 §10, shown lower-case and unpadded as principals use it.
@Suite struct Base32Tests {
    @Test func base32RFC4648() throws {
        let vectors = [
            ("", ""), ("f", "my"), ("fo", "mzxq"), ("foo", "mzxw6"), ("foob", "mzxw6yq"), ("fooba", "mzxw6ytb"),
            ("foobar", "mzxw6ytboi"),
        ]
        for (plain, encoded) in vectors {
            #expect(Base32.encode(Array(plain.utf8)) == encoded)
            #expect(try Base32.decode(encoded) == Array(plain.utf8))
            #expect(try Base32.decode(encoded.uppercased()) == Array(plain.utf8))
        }
        #expect(throws: Base32DecodingError.invalidCharacter("=", position: 2)) { try Base32.decode("my======") }
        #expect(throws: Base32DecodingError.invalidCharacter("1", position: 0)) { try Base32.decode("1a") }
        #expect(throws: Base32DecodingError.invalidLength(1)) { try Base32.decode("m") }
        #expect(throws: Base32DecodingError.invalidLength(3)) { try Base32.decode("mzx") }
        // "mz" leaves non-zero padding bits: "my" is the only encoding of "f".
        #expect(throws: Base32DecodingError.nonCanonicalTrailingBits) { try Base32.decode("mz") }
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(
            Base32DecodingError.invalidCharacter("=", position: 2).description
                == "invalid base32 character \"=\" at position 2: expected a-z or 2-7")
        #expect(Base32DecodingError.invalidLength(3).description == "3 characters cannot be valid base32")
    }
}
