import CryptoPrimitives
import Foundation
import Testing

@Suite struct Secp256k1Tests {
    typealias PrivateKey = Secp256k1.Signing.PrivateKey
    typealias PublicKey = Secp256k1.Signing.PublicKey
    typealias Signature = Secp256k1.Signing.ECDSASignature

    static let order = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"

    /// RFC 6979 (HMAC-SHA256 nonce) secp256k1 signatures over SHA-256(message), low-S: the vectors
    /// published on bitcointalk topic 285142 and reused by bitcoinjs, btclib and CoreBitcoin.
    /// Re-derived here with coincurve 21 (libsecp256k1) and python-ecdsa 0.19
    /// (`sign_digest_deterministic`, canonised), which agree; the recovery id is coincurve's.
    static let rfc6979: [(key: String, message: String, der: String, recoveryID: Int)] = [
        (
            "0000000000000000000000000000000000000000000000000000000000000001", "Satoshi Nakamoto",
            "3045022100934b1ea10a4b3c1757e2b0c017d0b6143ce3c9a7e6a4a49860d7a6ab210ee3d802202442ce9d2b916064108014783e923ec36b49743e2ffa1c4496f01a512aafd9e5",
            1
        ),
        (
            "0000000000000000000000000000000000000000000000000000000000000001",
            "Everything should be made as simple as possible, but not simpler.",
            "3044022033a69cd2065432a30f3d1ce4eb0d59b8ab58c74f27c41a7fdb5696ad4e6108c902206f807982866f785d3f6418d24163ddae117b7db4d5fdf0071de069fa54342262",
            0
        ),
        (
            "0000000000000000000000000000000000000000000000000000000000000001",
            "All those moments will be lost in time, like tears in rain. Time to die...",
            "30450221008600dbd41e348fe5c9465ab92d23e3db8b98b873beecd930736488696438cb6b0220547fe64427496db33bf66019dacbf0039c04199abb0122918601db38a72cfc21",
            0
        ),
        (
            "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140", "Satoshi Nakamoto",
            "3045022100fd567d121db66e382991534ada77a6bd3106f0a1098c231e47993447cd6af2d002206b39cd0eb1bc8603e159ef5c20a5c8ad685a45b06ce9bebed3f153d10d93bed5",
            0
        ),
        (
            "f8b8af8ce3c7cca5e300d33939540c10d45ce001b8f252bfbc57ba0342904181", "Alan Turing",
            "304402207063ae83e7f62bbb171798131b4a0564b956930092b33b07b395615d9ec7e15c022058dfcc1e00a35e1572f366ffe34ba0fc47db1e7189759b9fb233c5b05ab388ea",
            0
        ),
        (
            "e91671c46231f833a6406ccbea0e3e392c76c167bac1cb013f6f1013980455c2",
            "There is a computer disease that anybody who works with computers knows about. It's a very serious disease and it interferes completely with the work. The trouble with computers is that you 'play' with them!",
            "3045022100b552edd27580141f3b2a5463048cb7cd3e047b97c9f98076c32dbdf85a68718b0220279fa72dd19bfae05577e06c7c0c1900c371fcd5893f7e1d56a37d30174671f6",
            1
        ),
        (
            "cca9fbcc1b41e5a95d369eaa6ddcff73b61a4efaa279cfc6567e8daa39cbaf50", "sample",
            "3045022100af340daf02cc15c8d5d08d7735dfe6b98a474ed373bdb5fbecf7571be52b384202205009fb27f37034a9b24b707b7c6b79ca23ddef9e25f7282e8a797efe53a8f124",
            1
        ),
    ]

    @Test func rfc6979DeterministicSignatures() throws {
        for vector in Self.rfc6979 {
            let key = try PrivateKey(rawRepresentation: hex(vector.key))
            let message = Array(vector.message.utf8)
            let signature = try key.signature(for: message)
            #expect(hexString(signature.derRepresentation) == vector.der, "\(vector.message)")
            #expect(signature.isLowS)
            #expect(key.publicKey.isValidSignature(signature, for: message))
            #expect(!key.publicKey.isValidSignature(signature, for: message + [0]))
            // The same signature from the digest and from the prehashed bytes.
            let digest = SHA256.hash(data: message)
            #expect(try key.signature(for: digest) == signature)
            #expect(try key.signature(forHash: digest.bytes) == signature)
            #expect(key.publicKey.isValidSignature(signature, for: digest))
            #expect(key.publicKey.isValidSignature(signature, forHash: digest.bytes))
            // DER and compact forms describe the same (r, s).
            #expect(try Signature(derRepresentation: hex(vector.der)) == signature)
            #expect(try Signature(rawRepresentation: signature.rawRepresentation).derRepresentation == hex(vector.der))
            // The recoverable form has the same (r, s), the published recovery id, and recovers the key.
            let recoverable = try key.recoverableSignature(for: message)
            #expect(recoverable.signature == signature)
            #expect(recoverable.recoveryID == vector.recoveryID)
            #expect(try recoverable.recoverPublicKey(for: message) == key.publicKey)
            #expect(
                try Secp256k1.Recovery.ECDSASignature(rawRepresentation: recoverable.rawRepresentation) == recoverable)
        }
    }

    @Test func keyForms() throws {
        let one = try PrivateKey(
            rawRepresentation: hex("0000000000000000000000000000000000000000000000000000000000000001"))
        // k = 1 gives the generator G.
        #expect(
            hexString(one.publicKey.compressedRepresentation)
                == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
        #expect(
            hexString(one.publicKey.x963Representation)
                == "0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"
        )
        let key = try PrivateKey()
        let publicKey = key.publicKey
        #expect(try PublicKey(compressedRepresentation: publicKey.compressedRepresentation) == publicKey)
        #expect(try PublicKey(x963Representation: publicKey.x963Representation) == publicKey)
        #expect(try PublicKey(uncompressedRepresentation: publicKey.uncompressedRepresentation) == publicKey)
        #expect(try PublicKey(rawRepresentation: publicKey.rawRepresentation) == publicKey)
        #expect(try PublicKey(derRepresentation: publicKey.derRepresentation) == publicKey)
        #expect(try PublicKey(pemRepresentation: publicKey.pemRepresentation) == publicKey)
        #expect(publicKey.pemRepresentation.hasPrefix("-----BEGIN PUBLIC KEY-----\n"))
        // An SPKI holding the compressed point also reads.
        let compressedSPKI = hex("3036301006072a8648ce3d020106052b8104000a032200") + publicKey.compressedRepresentation
        #expect(try PublicKey(derRepresentation: compressedSPKI) == publicKey)
        for imported in [
            try PrivateKey(rawRepresentation: key.rawRepresentation),
            try PrivateKey(derRepresentation: key.derRepresentation),
            try PrivateKey(pemRepresentation: key.pemRepresentation),
            try PrivateKey(derRepresentation: key.pkcs8DERRepresentation),
            try PrivateKey(pemRepresentation: key.pkcs8PEMRepresentation),
        ] {
            #expect(imported.rawRepresentation == key.rawRepresentation)
            #expect(imported.publicKey == publicKey)
        }
        #expect(key.pemRepresentation.hasPrefix("-----BEGIN EC PRIVATE KEY-----\n"))
        #expect(key.pkcs8PEMRepresentation.hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
        #expect(try PrivateKey().rawRepresentation != key.rawRepresentation)
    }

    /// ic-agent's identity fixtures (dfinity/agent-rs ic-agent/src/identity/secp256k1.rs, commit a53a273a).
    static let agentIdentityFile = """
        -----BEGIN EC PARAMETERS-----
        BgUrgQQACg==
        -----END EC PARAMETERS-----
        -----BEGIN EC PRIVATE KEY-----
        MHQCAQEEIAgy7nZEcVHkQ4Z1Kdqby8SwyAiyKDQmtbEHTIM+WNeBoAcGBSuBBAAK
        oUQDQgAEgO87rJ1ozzdMvJyZQ+GABDqUxGLvgnAnTlcInV3NuhuPv4O3VGzMGzeB
        N3d26cRxD99TPtm8uo2OuzKhSiq6EQ==
        -----END EC PRIVATE KEY-----
        """
    static let agentIdentityPKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgCDLudkRxUeRDhnUp2pvL
        xLDICLIoNCa1sQdMgz5Y14GhRANCAASA7zusnWjPN0y8nJlD4YAEOpTEYu+CcCdO
        VwidXc26G4+/g7dUbMwbN4E3d3bpxHEP31M+2by6jY67MqFKKroR
        -----END PRIVATE KEY-----
        """
    static let agentWrongCurve = """
        -----BEGIN EC PARAMETERS-----
        BgUrgQQAHg==
        -----END EC PARAMETERS-----
        -----BEGIN EC PRIVATE KEY-----
        MFACAQEEFI9cF6zXxMKhtjn1gBD7AHPbzehfoAcGBSuBBAAeoSwDKgAEh5NXszgR
        oGSXVWaGxcQhQWlFG4pbnOG+93xXzfRD7eKWOdmun2bKxQ==
        -----END EC PRIVATE KEY-----
        """
    static let agentWrongCurveNoParameters = """
        -----BEGIN EC PRIVATE KEY-----
        MFACAQEEFI9cF6zXxMKhtjn1gBD7AHPbzehfoAcGBSuBBAAeoSwDKgAEh5NXszgR
        oGSXVWaGxcQhQWlFG4pbnOG+93xXzfRD7eKWOdmun2bKxQ==
        -----END EC PRIVATE KEY-----
        """
    static let agentPrime256v1PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgvXJuZvDH64piyxw5
        ly/vUyYqGs2p88/SR7W6cRPkBjihRANCAARRttlXg16tlM9Z9tDvj38Y0u7xNofw
        FRL8jv/6Kmy74w/LB+cEUhlKSzjEZsD9ltrOysyXi/jjpTlQhXEIYZor
        -----END PRIVATE KEY-----
        """

    @Test func dfxAndOpenSSLPEMFiles() throws {
        let expectedDER =
            "3056301006072a8648ce3d020106052b8104000a0342000480ef3bac9d68cf374cbc9c9943e180043a94c462ef8270274e57089d5dcdba1b8fbf83b7546ccc1b3781377776e9c4710fdf533ed9bcba8d8ebb32a14a2aba11"
        let sec1 = try PrivateKey(pemRepresentation: Self.agentIdentityFile)
        let pkcs8 = try PrivateKey(pemRepresentation: Self.agentIdentityPKCS8)
        #expect(hexString(sec1.publicKey.derRepresentation) == expectedDER)
        #expect(hexString(pkcs8.publicKey.derRepresentation) == expectedDER)
        // What we write is what OpenSSL wrote: the same SEC1 block and the same PKCS#8 block.
        #expect(Self.agentIdentityFile.hasSuffix(sec1.pemRepresentation.dropLast()))
        #expect(pkcs8.pkcs8PEMRepresentation.dropLast() == Self.agentIdentityPKCS8)
        #expect(throws: KeyError.unsupportedCurve(oid: "1.3.132.0.30")) {
            try PrivateKey(pemRepresentation: Self.agentWrongCurve)
        }
        #expect(throws: KeyError.unsupportedCurve(oid: "1.3.132.0.30")) {
            try PrivateKey(pemRepresentation: Self.agentWrongCurveNoParameters)
        }
        #expect(throws: KeyError.unsupportedCurve(oid: "1.2.840.10045.3.1.7")) {
            try PrivateKey(pemRepresentation: Self.agentPrime256v1PKCS8)
        }
        #expect(
            throws: KeyError.malformedPEM(
                .unexpectedLabel(found: ["EC PARAMETERS"], expected: ["EC PRIVATE KEY", "PRIVATE KEY"]))
        ) {
            try PrivateKey(
                pemRepresentation: "-----BEGIN EC PARAMETERS-----\nBgUrgQQACg==\n-----END EC PARAMETERS-----\n")
        }
        // A stored public key that does not belong to the private key is refused.
        var tampered = sec1.derRepresentation
        tampered[tampered.count - 1] ^= 1
        #expect(throws: KeyError.publicKeyMismatch) { try PrivateKey(derRepresentation: tampered) }
        // Ed25519 keys are not secp256k1 keys.
        let ed = try Ed25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 3, count: 32))
        #expect(throws: KeyError.unsupportedAlgorithm(oid: "1.3.101.112 (Ed25519)")) {
            try PrivateKey(derRepresentation: ed.derRepresentation)
        }
        #expect(throws: KeyError.unsupportedAlgorithm(oid: "1.3.101.112 (Ed25519)")) {
            try PublicKey(derRepresentation: ed.publicKey.derRepresentation)
        }
    }

    @Test func invalidPrivateKeys() {
        #expect(throws: KeyError.zeroScalar) { try PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 32)) }
        #expect(throws: KeyError.scalarOutOfRange) { try PrivateKey(rawRepresentation: hex(Self.order)) }
        #expect(throws: KeyError.scalarOutOfRange) {
            try PrivateKey(rawRepresentation: [UInt8](repeating: 0xff, count: 32))
        }
        #expect(throws: KeyError.invalidLength(key: "secp256k1 private key", expected: "32", actual: 31)) {
            try PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 31))
        }
        #expect(throws: KeyError.invalidLength(key: "secp256k1 private key", expected: "32", actual: 33)) {
            try PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 33))
        }
        // n − 1 is the largest valid key.
        #expect(
            (try? PrivateKey(rawRepresentation: hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140")))
                != nil)
    }

    @Test func invalidPublicKeys() {
        let g = hex("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
        #expect(throws: KeyError.invalidPointEncoding(prefix: 0x05)) {
            try PublicKey(compressedRepresentation: [0x05] + g.dropFirst())
        }
        #expect(throws: KeyError.invalidPointEncoding(prefix: 0x04)) {
            try PublicKey(compressedRepresentation: [0x04] + g.dropFirst())
        }
        // x = 7 has no y on the curve (BIP-32 test vector 5).
        #expect(throws: KeyError.pointNotOnCurve(curve: "secp256k1")) {
            try PublicKey(
                compressedRepresentation: hex("020000000000000000000000000000000000000000000000000000000000000007"))
        }
        // x = p is not a field element.
        #expect(throws: KeyError.pointNotOnCurve(curve: "secp256k1")) {
            try PublicKey(
                compressedRepresentation: hex("02fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f"))
        }
        // G with a wrong y.
        var uncompressed = hex(
            "0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"
        )
        uncompressed[64] ^= 1
        #expect(throws: KeyError.pointNotOnCurve(curve: "secp256k1")) {
            try PublicKey(x963Representation: uncompressed)
        }
        // The hybrid form (0x06/0x07) that libsecp256k1 would accept is refused.
        uncompressed[64] ^= 1
        #expect(throws: KeyError.invalidPointEncoding(prefix: 0x06)) {
            try PublicKey(x963Representation: [0x06] + uncompressed.dropFirst())
        }
        #expect(throws: KeyError.invalidLength(key: "raw secp256k1 public key", expected: "64", actual: 65)) {
            try PublicKey(rawRepresentation: uncompressed)
        }
        #expect(throws: KeyError.unsupportedCurve(oid: "1.2.840.10045.3.1.7")) {
            try PublicKey(derRepresentation: hex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + uncompressed)
        }
    }

    @Test func highSIsRejectedUnlessAsked() throws {
        let key = try PrivateKey(
            rawRepresentation: hex("0000000000000000000000000000000000000000000000000000000000000001"))
        let message = Array("Satoshi Nakamoto".utf8)
        let low = try key.signature(for: message)
        // s' = n − s is the malleated twin; it verifies mathematically.
        let high = try highS(low)
        #expect(!high.isLowS && low.isLowS)
        #expect(!key.publicKey.isValidSignature(high, for: message))
        #expect(key.publicKey.isValidSignature(high, for: message, allowingHighS: true))
        #expect(high.normalized() == low)
        #expect(low.normalized() == low)
    }

    func highS(_ signature: Signature) throws -> Signature {
        let raw = signature.rawRepresentation
        let n = hex(Self.order)
        var s = [UInt8](repeating: 0, count: 32)
        var borrow = 0
        for index in stride(from: 31, through: 0, by: -1) {
            let difference = Int(n[index]) - Int(raw[32 + index]) - borrow
            s[index] = UInt8(truncatingIfNeeded: difference)
            borrow = difference < 0 ? 1 : 0
        }
        return try Signature(rawRepresentation: Array(raw[0..<32]) + s)
    }

    @Test func malformedSignaturesSayWhere() {
        let r = String(repeating: "11", count: 32)
        let s = String(repeating: "22", count: 32)
        let good = "30440220\(r)0220\(s)"
        #expect((try? Signature(derRepresentation: hex(good))) != nil)
        let cases: [(String, SignatureError)] = [
            (good + "00", .malformedDER(.trailingBytes(field: "ECDSA-Sig-Value", count: 1, offset: 70))),
            ("3081440220\(r)0220\(s)", .malformedDER(.nonMinimalLength(field: "ECDSA-Sig-Value", offset: 1))),
            ("30800220\(r)0220\(s)0000", .malformedDER(.indefiniteLength(field: "ECDSA-Sig-Value", offset: 1))),
            (
                "31440220\(r)0220\(s)",
                .malformedDER(.unexpectedTag(field: "ECDSA-Sig-Value", expected: 0x30, found: 0x31, offset: 0))
            ),
            ("30450221ff\(r)0220\(s)", .malformedDER(.invalidInteger(field: "r", reason: "negative", offset: 4))),
            (
                "3045022100\(r)0220\(s)",
                .malformedDER(.invalidInteger(field: "r", reason: "redundant leading zero byte", offset: 4))
            ),
            (
                "3026020200010220\(s)",
                .malformedDER(.invalidInteger(field: "r", reason: "redundant leading zero byte", offset: 4))
            ),
            ("30440220\(r)0221\(s)", .malformedDER(.invalidLength(field: "s", length: 33, available: 32, offset: 37))),
            ("3006020100020101", .scalarOutOfRange(component: "r")),
            (
                "30250201010220\(Self.order.dropFirst(2))ff",
                .malformedDER(.invalidInteger(field: "s", reason: "negative", offset: 7))
            ),
            ("3026020101022100\(Self.order)", .scalarOutOfRange(component: "s")),
            (
                "3026020101022101\(Self.order)",
                .malformedDER(.unexpectedValue(field: "s", detail: "33 bytes, larger than the group order", offset: 7))
            ),
            ("", .malformedDER(.truncated(field: "ECDSA-Sig-Value", offset: 0))),
            ("3044", .malformedDER(.invalidLength(field: "ECDSA-Sig-Value", length: 68, available: 0, offset: 1))),
        ]
        for (text, expected) in cases {
            #expect(throws: expected, "\(text)") { try Signature(derRepresentation: hex(text)) }
        }
        #expect(throws: SignatureError.invalidLength(form: "compact secp256k1", expected: 64, actual: 63)) {
            try Signature(rawRepresentation: [UInt8](repeating: 1, count: 63))
        }
        #expect(throws: SignatureError.scalarOutOfRange(component: "s")) {
            try Signature(rawRepresentation: [UInt8](repeating: 1, count: 32) + [UInt8](repeating: 0, count: 32))
        }
        #expect(throws: SignatureError.invalidRecoveryID(4)) {
            try Secp256k1.Recovery.ECDSASignature(
                compactRepresentation: [UInt8](repeating: 1, count: 64), recoveryID: 4)
        }
        #expect(throws: SignatureError.invalidHashLength(31)) {
            try PrivateKey(rawRepresentation: hex(Self.rfc6979[0].key)).signature(
                forHash: [UInt8](repeating: 0, count: 31))
        }
    }

    @Test func digestsOfOtherLengthsFollowECDSA() throws {
        let key = try PrivateKey(rawRepresentation: hex(Self.rfc6979[4].key))
        let message = Array("Alan Turing".utf8)
        // A 64-byte digest keeps its leftmost 256 bits; a 28-byte one is read as an integer (left-padded).
        let sha512 = SHA512.hash(data: message)
        #expect(try key.signature(for: sha512) == key.signature(forHash: sha512.bytes.prefix(32)))
        let sha224 = SHA224.hash(data: message)
        #expect(try key.signature(for: sha224) == key.signature(forHash: [0, 0, 0, 0] + sha224.bytes))
        #expect(key.publicKey.isValidSignature(try key.signature(for: sha224), for: sha224))
        #expect(
            !key.publicKey.isValidSignature(try key.signature(for: sha224), forHash: [UInt8](repeating: 0, count: 31)))
    }

    @Test func recoveryRoundTripsAndRejectsWrongIDs() throws {
        var generator = SeededGenerator(seed: 0x5EC9)
        for _ in 0..<50 {
            let key = try PrivateKey(rawRepresentation: generator.bytes(32))
            let hash = generator.bytes(32)
            let signature = try key.recoverableSignature(forHash: hash)
            #expect(try signature.recoverPublicKey(forHash: hash) == key.publicKey)
            #expect(key.publicKey.isValidSignature(signature.signature, forHash: hash))
            let other = try Secp256k1.Recovery.ECDSASignature(
                compactRepresentation: signature.compactRepresentation, recoveryID: signature.recoveryID ^ 1)
            #expect((try? other.recoverPublicKey(forHash: hash)) != key.publicKey)
        }
    }

    /// RFC 6979 §3.6 additional data (libsecp256k1's `ndata`): key 1, SHA-256("Satoshi Nakamoto"),
    /// data `i ‖ 00…00`. The expected (r, s, recovery id) were computed independently with a
    /// Python RFC 6979 (HMAC-DRBG seeded with key ‖ hash ‖ data) and affine curve arithmetic,
    /// low-S; the same script reproduces the plain vector above when the data is empty.
    @Test func additionalNonceDataChangesTheSignatureAndBothVerify() throws {
        let key = try PrivateKey(rawRepresentation: hex(Self.rfc6979[0].key))
        let hash = SHA256.hash(data: Array(Self.rfc6979[0].message.utf8)).bytes
        let plain = try key.recoverableSignature(forHash: hash)
        let expected: [(attempt: UInt8, compact: String, recoveryID: Int)] = [
            (
                1,
                "3311d51d1326e30774b2fb1fbfd5e199ebccb43be1db2ce41051eb2d75e4b68f44d2ea67486df31a242363de1f835d583620fea148ee422c8c80b904b53f5ac3",
                0
            ),
            (
                2,
                "2ae09eff3b83dc6f2c10a57dd4c44fb6e7e72e966f130d5fc870e83af332324b05970ebe40c03a91c6109f18b6e000b3fd0eff3dfa255da8c7f59c50e471ce7f",
                1
            ),
        ]
        for vector in expected {
            let data = [vector.attempt] + [UInt8](repeating: 0, count: 31)
            let signature = try key.recoverableSignature(forHash: hash, additionalNonceData: data)
            #expect(hexString(signature.compactRepresentation) == vector.compact)
            #expect(signature.recoveryID == vector.recoveryID)
            #expect(signature != plain)
            #expect(signature.signature.isLowS)
            #expect(key.publicKey.isValidSignature(signature.signature, forHash: hash))
            #expect(key.publicKey.isValidSignature(plain.signature, forHash: hash))
            #expect(try signature.recoverPublicKey(forHash: hash) == key.publicKey)
            // Deterministic: the same data gives the same signature.
            #expect(try key.recoverableSignature(forHash: hash, additionalNonceData: data) == signature)
        }
        #expect(throws: SignatureError.invalidNonceDataLength(31)) {
            try key.recoverableSignature(forHash: hash, additionalNonceData: [UInt8](repeating: 1, count: 31))
        }
        #expect(throws: SignatureError.invalidHashLength(33)) {
            try key.recoverableSignature(forHash: hash + [0], additionalNonceData: [UInt8](repeating: 1, count: 32))
        }
    }

    @Test func privateKeysNeverPrintTheirBytes() throws {
        let key = try PrivateKey(
            rawRepresentation: hex("0832ee76447151e443867529da9bcbc4b0c808b2283426b5b1074c833e58d781"))
        for text in [
            key.description, String(reflecting: key), "\(key)", dumpText(key),
            String(describing: Mirror(reflecting: key).children.map { $0 }),
        ] {
            #expect(!text.contains("0832ee76") && !text.contains("CDLudkRx"), "\(text)")
        }
        #expect(key.description.contains(hexString(key.publicKey.compressedRepresentation)))
    }

    @Test func concurrentSigningAndVerifying() async throws {
        let key = try PrivateKey(rawRepresentation: hex(Self.rfc6979[6].key))
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var ok = true
                    for index in 0..<200 {
                        let message = Array("task \(task) message \(index)".utf8)
                        let signature = try key.signature(for: message)
                        ok = ok && key.publicKey.isValidSignature(signature, for: message)
                    }
                    return ok
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 })
    }
}
