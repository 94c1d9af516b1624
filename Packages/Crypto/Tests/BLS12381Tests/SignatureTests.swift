import BLS12381
import BigNum
import Testing

@Suite struct SignatureTests {
    /// A scalar below r from the seeded generator (the top byte is masked below r's 0x73).
    static func scalar(_ generator: inout SeededGenerator) -> Scalar {
        var bytes = generator.bytes(32)
        bytes[0] &= 0x3f
        return (try? Scalar(bigEndian: bytes)) ?? Scalar(1)
    }

    @Test func signThenVerify() throws {
        var generator = SeededGenerator(seed: 0xB15)
        let key = try BLS12381.Signing.PrivateKey(rawRepresentation: Self.scalar(&generator).bigEndianBytes)
        let message = Array("certified answer".utf8)
        let signature = key.signature(for: message)
        #expect(signature.compressedRepresentation.count == 48)
        #expect(key.publicKey.compressedRepresentation.count == 96)
        #expect(key.publicKey.isValidSignature(signature, for: message))
        #expect(!key.publicKey.isValidSignature(signature, for: message + [0]))
        #expect(
            BLS12381.Signing.verify(
                signature: signature.compressedRepresentation, message: message,
                publicKey: key.publicKey.compressedRepresentation))
        // Another key does not verify it.
        let other = try BLS12381.Signing.PrivateKey(rawRepresentation: Self.scalar(&generator).bigEndianBytes)
        #expect(!other.publicKey.isValidSignature(signature, for: message))
        // Round trips of the key forms.
        #expect(try BLS12381.Signing.PrivateKey(rawRepresentation: key.rawRepresentation).publicKey == key.publicKey)
        #expect(try BLS12381.Signing.PublicKey(derRepresentation: key.publicKey.derRepresentation) == key.publicKey)
        #expect(
            try BLS12381.Signing.Signature(compressedRepresentation: signature.compressedRepresentation) == signature)
    }

    @Test func randomKeysFromTheSystemGenerator() throws {
        let key = try BLS12381.Signing.PrivateKey()
        let signature = key.signature(for: [1, 2, 3])
        #expect(key.publicKey.isValidSignature(signature, for: [1, 2, 3]))
    }

    @Test func invalidPrivateKeys() {
        #expect(throws: BLSError.invalidScalar) {
            try BLS12381.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 32))
        }
        #expect(throws: BLSError.invalidScalar) {
            try BLS12381.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 0xff, count: 32))
        }
        #expect(throws: BLSError.invalidLength(what: "scalar", expected: 32, actual: 31)) {
            try BLS12381.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 31))
        }
    }

    /// Every single-bit flip of a valid (signature, key, message) triple fails: as an error while
    /// decoding or as `false`. 48 random flips, 16 in each of the three inputs.
    @Test func flippedBitsFail() {
        let vector = ICVectorTests.valid[0]
        let signature = hex(vector.signature)
        let message = hex(vector.message)
        let key = ICVectorTests.rootKeyRaw
        var generator = SeededGenerator(seed: 0xF11B)
        for round in 0..<48 {
            var s = signature
            var k = key
            var m = message
            switch round % 3 {
            case 0: s[Int(generator.next() % 48)] ^= 1 << UInt8(generator.next() % 8)
            case 1: k[Int(generator.next() % 96)] ^= 1 << UInt8(generator.next() % 8)
            default: m[Int(generator.next() % UInt64(m.count))] ^= 1 << UInt8(generator.next() % 8)
            }
            #expect(!BLS12381.Signing.verify(signature: s, message: m, publicKey: k), "round \(round)")
        }
    }

    @Test func identityIsRejectedAsKeyAndSignature() {
        let infinity1 = [0xc0] + [UInt8](repeating: 0, count: 47)
        let infinity2 = [0xc0] + [UInt8](repeating: 0, count: 95)
        #expect((try? G1Point(compressedRepresentation: infinity1))?.isIdentity == true)
        #expect((try? G2Point(compressedRepresentation: infinity2))?.isIdentity == true)
        #expect(throws: BLSError.identityNotAllowed(what: "signature")) {
            try BLS12381.Signing.Signature(compressedRepresentation: infinity1)
        }
        #expect(throws: BLSError.identityNotAllowed(what: "public key")) {
            try BLS12381.Signing.PublicKey(compressedRepresentation: infinity2)
        }
        // The classic forgery: identity key and identity signature must not verify anything.
        #expect(!BLS12381.Signing.verify(signature: infinity1, message: [1], publicKey: infinity2))
    }

    @Test func derPrefixIsChecked() {
        var der = ICVectorTests.rootKeyDER
        der[20] ^= 0x01
        #expect(throws: BLSError.invalidDERPrefix(offset: 20)) {
            try BLS12381.Signing.PublicKey(derRepresentation: der)
        }
        #expect(throws: BLSError.invalidLength(what: "DER public key", expected: 133, actual: 132)) {
            try BLS12381.Signing.PublicKey(derRepresentation: ICVectorTests.rootKeyDER.dropLast())
        }
    }
}
