import EOSKeys
import Testing

/// Random keys (CryptoPrimitives' secure generator) signing messages from a seeded generator.
@Suite struct RoundTripTests {
    @Test func randomKeysSignVerifyAndRecover() throws {
        var generator = SeededGenerator(seed: 0xE05)
        for round in 0..<40 {
            let key = try EOSPrivateKey()
            let message = generator.bytes(Int.random(in: 0...200, using: &generator))
            let signature = try key.signature(for: message)
            #expect(signature.isValid(for: message, publicKey: key.publicKey), "round \(round)")
            #expect(key.publicKey.isValidSignature(signature, for: message))
            #expect(try signature.recoverPublicKey(for: message) == key.publicKey)
            #expect(signature.isCanonical)
            #expect(signature.isLowS)
            #expect(!signature.isValid(for: message + [0], publicKey: key.publicKey))
            #expect(!signature.isValid(for: message, publicKey: try EOSPrivateKey().publicKey))

            // Every string form parses back to an equal value and prints the same string.
            #expect(try EOSSignature(signature.string) == signature)
            #expect(try EOSSignature(signature.string).string == signature.string)
            #expect(try EOSSignature(rawRepresentation: signature.rawRepresentation) == signature)
            #expect(signature.string.hasPrefix("SIG_K1_"))
            #expect(try EOSPublicKey(key.publicKey.legacyString) == key.publicKey)
            #expect(try EOSPublicKey(key.publicKey.k1String) == key.publicKey)
            #expect(try EOSPublicKey(compressedRepresentation: key.publicKey.compressedRepresentation) == key.publicKey)
            #expect(key.publicKey.legacyString.hasPrefix("EOS"))
            #expect(key.publicKey.k1String.hasPrefix("PUB_K1_"))
            #expect(key.wif.hasPrefix("5"))
            #expect(key.pvtK1String.hasPrefix("PVT_K1_"))
            for text in [key.wif, key.pvtK1String] {
                let parsed = try EOSPrivateKey(text)
                #expect(parsed.rawRepresentation == key.rawRepresentation)
                #expect(parsed.wif == key.wif && parsed.pvtK1String == key.pvtK1String)
                #expect(parsed.publicKey == key.publicKey)
            }
            #expect(try EOSPrivateKey(rawRepresentation: key.rawRepresentation).publicKey == key.publicKey)
        }
    }

    @Test func wrappersShareTheSecp256k1Values() throws {
        let key = try EOSPrivateKey(VectorTests.v4WIF)
        #expect(EOSPrivateKey(key.secp256k1Key).wif == key.wif)
        #expect(EOSPublicKey(key.publicKey.secp256k1Key) == key.publicKey)
        let signature = try key.signature(for: Array("wrap".utf8))
        #expect(EOSSignature(signature.recoverableSignature) == signature)
        #expect(signature.r + signature.s == Array(signature.rawRepresentation.dropFirst()))
    }
}
