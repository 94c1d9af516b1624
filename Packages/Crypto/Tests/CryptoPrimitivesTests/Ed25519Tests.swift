import CryptoPrimitives
import Testing

@Suite struct Ed25519Tests {
    typealias PrivateKey = Ed25519.Signing.PrivateKey
    typealias PublicKey = Ed25519.Signing.PublicKey

    /// RFC 8032 §7.1 TEST SHA(abc): the message is SHA-512("abc").
    @Test func rfc8032SHAabc() throws {
        let key = try PrivateKey(
            rawRepresentation: hex("833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42"))
        #expect(
            hexString(key.publicKey.rawRepresentation)
                == "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf")
        let message = SHA512.hash(data: Array("abc".utf8)).bytes
        let signature = try key.signature(for: message)
        #expect(
            hexString(signature)
                == "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"
        )
        #expect(key.publicKey.isValidSignature(signature, for: message))
    }

    /// The first 128 lines of the SUPERCOP/djb `sign.input` file (as shipped in cryptography_vectors),
    /// whose first three lines are RFC 8032 §7.1 TEST 1, 2 and 3. Line format:
    /// `seed‖public : public : message : signature‖message :`.
    @Test func djbSignInputAndRFC8032Tests1To3() throws {
        let lines = try Vectors.text("ed25519/sign.input.first128").split(separator: "\n")
        #expect(lines.count == 128)
        for (number, line) in lines.enumerated() {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let seed = hex(String(fields[0].prefix(64)))
            let publicKey = hex(fields[1])
            let message = hex(fields[2])
            let signature = hex(String(fields[3].prefix(128)))
            let key = try PrivateKey(rawRepresentation: seed)
            #expect(key.publicKey.rawRepresentation == publicKey, "line \(number + 1)")
            #expect(try key.signature(for: message) == signature, "line \(number + 1)")
            let verifier = try PublicKey(rawRepresentation: publicKey)
            #expect(verifier.isValidSignature(signature, for: message))
            if !message.isEmpty {
                var altered = message
                altered[0] ^= 1
                #expect(!verifier.isValidSignature(signature, for: altered))
            }
        }
    }

    /// RFC 8410 §10.3 examples: PKCS#8 v1, and v2 with attributes and the public key.
    static let rfc8410V1 = """
        -----BEGIN PRIVATE KEY-----
        MC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC
        -----END PRIVATE KEY-----
        """
    static let rfc8410V2 = """
        -----BEGIN PRIVATE KEY-----
        MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC
        oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrB
        Z9w7lshQhqowtrbLDFw4rXAxZuE=
        -----END PRIVATE KEY-----
        """
    /// RFC 8410 §10.1: the matching public key.
    static let rfc8410Public = """
        -----BEGIN PUBLIC KEY-----
        MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=
        -----END PUBLIC KEY-----
        """
    /// The layout early dfx versions wrote (ring's PKCS#8 v2 with an explicitly tagged public
    /// key, `a1 23 03 21 00 …`); this one is the test identity of an ic-agent based project.
    static let dfxRingPEM = """
        -----BEGIN PRIVATE KEY-----
        MFMCAQEwBQYDK2VwBCIEIJKDIfd1Ybt48Z23cVEbjL2DGj1P5iDYmthcrptvBO3z
        oSMDIQCJuBJPWt2WWxv0zQmXcXMjY+fP0CJSsB80ztXpOFd2ZQ==
        -----END PRIVATE KEY-----
        """

    @Test func pkcs8FormsDfxAndRFC8410() throws {
        let v1 = try PrivateKey(pemRepresentation: Self.rfc8410V1)
        let v2 = try PrivateKey(pemRepresentation: Self.rfc8410V2)
        #expect(hexString(v1.rawRepresentation) == "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842")
        #expect(v1.publicKey == v2.publicKey)
        #expect(try PublicKey(pemRepresentation: Self.rfc8410Public) == v1.publicKey)
        #expect(
            hexString(v1.publicKey.rawRepresentation)
                == "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1")
        // We write RFC 8410's v1 form byte for byte.
        #expect(v1.pemRepresentation.dropLast() == Self.rfc8410V1)
        #expect(v1.publicKey.pemRepresentation.dropLast() == Self.rfc8410Public)
        let dfx = try PrivateKey(pemRepresentation: Self.dfxRingPEM)
        let der = try PEMDocument.first(in: Self.dfxRingPEM, labelledAnyOf: ["PRIVATE KEY"]).derBytes
        #expect(dfx.publicKey.rawRepresentation == Array(der.suffix(32)))
        #expect(try PrivateKey(derRepresentation: dfx.derRepresentation).rawRepresentation == dfx.rawRepresentation)
        // And we can write that layout again, byte for byte.
        #expect(dfx.dfxPEMRepresentation.dropLast() == Self.dfxRingPEM)
        #expect(try PrivateKey(pemRepresentation: v1.dfxPEMRepresentation).rawRepresentation == v1.rawRepresentation)
        // A stored public key that does not match the seed is refused.
        var tampered = der
        tampered[tampered.count - 1] ^= 1
        #expect(throws: KeyError.publicKeyMismatch) { try PrivateKey(derRepresentation: tampered) }
        // secp256k1 keys are not Ed25519 keys.
        let k1 = try Secp256k1.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 32))
        #expect(throws: KeyError.unsupportedAlgorithm(oid: "1.2.840.10045.2.1 (id-ecPublicKey)")) {
            try PrivateKey(derRepresentation: k1.pkcs8DERRepresentation)
        }
        #expect(throws: KeyError.unsupportedAlgorithm(oid: "1.2.840.10045.2.1 (id-ecPublicKey)")) {
            try PublicKey(derRepresentation: k1.publicKey.derRepresentation)
        }
        #expect(throws: KeyError.malformedPEM(.unexpectedLabel(found: ["EC PRIVATE KEY"], expected: ["PRIVATE KEY"]))) {
            try PrivateKey(pemRepresentation: k1.pemRepresentation)
        }
    }

    @Test func keyFormsRoundTrip() throws {
        let key = try PrivateKey()
        #expect(try PrivateKey(rawRepresentation: key.rawRepresentation).publicKey == key.publicKey)
        #expect(try PrivateKey(derRepresentation: key.derRepresentation).publicKey == key.publicKey)
        #expect(try PrivateKey(pemRepresentation: key.pemRepresentation).publicKey == key.publicKey)
        #expect(try PublicKey(derRepresentation: key.publicKey.derRepresentation) == key.publicKey)
        #expect(try PublicKey(pemRepresentation: key.publicKey.pemRepresentation) == key.publicKey)
        #expect(try PrivateKey().rawRepresentation != key.rawRepresentation)
        let signature = try key.signature(for: Array("hello".utf8))
        #expect(key.publicKey.isValidSignature(signature, for: Array("hello".utf8)))
        #expect(!key.publicKey.isValidSignature(signature.dropLast(), for: Array("hello".utf8)))
        #expect(!key.publicKey.isValidSignature(signature, for: Array("hellO".utf8)))
        #expect(try key.signature(for: [UInt8]()).count == 64)
    }

    @Test func invalidKeys() {
        #expect(throws: KeyError.invalidLength(key: "Ed25519 private key", expected: "32", actual: 31)) {
            try PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 31))
        }
        #expect(throws: KeyError.invalidLength(key: "Ed25519 public key", expected: "32", actual: 33)) {
            try PublicKey(rawRepresentation: [UInt8](repeating: 0, count: 33))
        }
        // y = 2 has no x on edwards25519 (u/v is not a square); y = p is not canonical; y = 1 with the sign bit set is "−0".
        #expect(throws: KeyError.pointNotOnCurve(curve: "Ed25519")) {
            try PublicKey(rawRepresentation: [2] + [UInt8](repeating: 0, count: 31))
        }
        #expect(throws: KeyError.pointNotOnCurve(curve: "Ed25519")) {
            try PublicKey(rawRepresentation: hex("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"))
        }
        #expect(throws: KeyError.pointNotOnCurve(curve: "Ed25519")) {
            try PublicKey(rawRepresentation: [1] + [UInt8](repeating: 0, count: 30) + [0x80])
        }
        // The identity (y = 1) is a valid encoding.
        #expect((try? PublicKey(rawRepresentation: [1] + [UInt8](repeating: 0, count: 31))) != nil)
        // RFC 8410 says the parameters must be absent.
        #expect(throws: KeyError.unsupportedCurve(oid: "1.3.101.112 (Ed25519)")) {
            try PublicKey(
                derRepresentation: hex("302f300a06032b657006032b6570032100") + [UInt8](repeating: 1, count: 31) + [0])
        }
    }

    /// Every key this package derives is a valid point by the independent check, and a random
    /// sample of 32-byte strings is accepted exactly when OpenSSL can verify with it.
    @Test func pointCheckAgreesWithDerivedKeys() throws {
        var generator = SeededGenerator(seed: 0xED25519)
        var rejected = 0
        for _ in 0..<60 {
            let key = try PrivateKey(rawRepresentation: generator.bytes(32))
            #expect((try? PublicKey(rawRepresentation: key.publicKey.rawRepresentation)) != nil)
            if (try? PublicKey(rawRepresentation: generator.bytes(32))) == nil { rejected += 1 }
        }
        // About half of all 32-byte strings are not points.
        #expect(rejected > 15 && rejected < 45)
    }

    @Test func privateKeysNeverPrintTheirBytes() throws {
        let key = try PrivateKey(pemRepresentation: Self.rfc8410V1)
        for text in [key.description, String(reflecting: key), "\(key)", dumpText(key)] {
            #expect(!text.contains("d4ee72db"), "\(text)")
        }
    }
}
