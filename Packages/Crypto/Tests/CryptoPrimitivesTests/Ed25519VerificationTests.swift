import Testing

@testable import CryptoPrimitives

/// The Swift verification against OpenSSL's, which it replaced: the same answer for valid
/// signatures, every kind of damage, and the hostile inputs where Ed25519 implementations are known
/// to differ (S not reduced, small-order keys and commitments).
@Suite struct Ed25519VerificationTests {
    typealias PrivateKey = Ed25519.Signing.PrivateKey
    typealias PublicKey = Ed25519.Signing.PublicKey

    /// OpenSSL's answer for the same key, signature and message.
    private func openSSLAccepts(_ key: PublicKey, _ signature: [UInt8], _ message: [UInt8]) throws -> Bool {
        let reference = try EVPKey(publicKey: key.rawRepresentation)
        return signature.withUnsafeBytes { signatureBytes in
            message.withUnsafeBytes { reference.verify(signatureBytes, message: $0) }
        }
    }

    @Test func agreesWithOpenSSLOnValidAndDamagedSignatures() throws {
        var generator = SeededGenerator(seed: 0x5EED_25519)
        var accepted = 0
        for round in 0..<200 {
            let key = try PrivateKey(rawRepresentation: generator.bytes(32))
            let message = generator.bytes(Int(generator.next() % 300))
            let signature = try key.signature(for: message)
            #expect(key.publicKey.isValidSignature(signature, for: message), "round \(round)")
            accepted += 1
            // One bit flipped anywhere in the signature, or in the message.
            var damaged = signature
            let bit = Int(generator.next() % 512)
            damaged[bit / 8] ^= 1 << UInt8(bit % 8)
            let ours = key.publicKey.isValidSignature(damaged, for: message)
            #expect(ours == (try openSSLAccepts(key.publicKey, damaged, message)), "round \(round), bit \(bit)")
            #expect(!ours, "round \(round), bit \(bit)")
            if !message.isEmpty {
                var altered = message
                altered[Int(generator.next() % UInt64(message.count))] ^= 0x80
                #expect(!key.publicKey.isValidSignature(signature, for: altered), "round \(round)")
            }
        }
        #expect(accepted == 200)
    }

    /// S + L satisfies the group equation as S does; both implementations refuse it (RFC 8032
    /// §5.1.7 requires S < L), as they refuse S = L.
    @Test func anUnreducedSIsRefused() throws {
        let key = try PrivateKey(rawRepresentation: [UInt8](repeating: 7, count: 32))
        let message = Array("malleable".utf8)
        let signature = try key.signature(for: message)
        let order = hex("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
        var sum = [UInt8](repeating: 0, count: 32)
        var carry = 0
        for index in 0..<32 {
            let total = Int(signature[32 + index]) + Int(order[index]) + carry
            sum[index] = UInt8(total & 0xFF)
            carry = total >> 8
        }
        for s in [sum, order] {
            let forged = Array(signature[0..<32]) + s
            #expect(!key.publicKey.isValidSignature(forged, for: message))
            #expect(try !openSSLAccepts(key.publicKey, forged, message))
        }
    }

    /// Keys and commitments of small order (the identity, the point of order 2, and points of
    /// orders 4 and 8) with S = 0: whether [k]A happens to cancel R depends on the hash, and the
    /// two implementations must agree case by case.
    @Test func agreesWithOpenSSLOnSmallOrderPoints() throws {
        let smallOrder = [
            "0100000000000000000000000000000000000000000000000000000000000000",
            "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
            "0000000000000000000000000000000000000000000000000000000000000000",
            "0000000000000000000000000000000000000000000000000000000000000080",
            "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
            "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
            "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
            "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
        ].map { hex($0) }
        let keys = smallOrder.compactMap { try? PublicKey(rawRepresentation: $0) }
        // The identity and the point of order 2 are points in anyone's reading.
        #expect(keys.count >= 2)
        var acceptedSomewhere = 0
        for key in keys {
            for commitment in smallOrder {
                for index in 0..<8 {
                    let message = Array("small order \(index)".utf8)
                    let signature = commitment + [UInt8](repeating: 0, count: 32)
                    let ours = key.isValidSignature(signature, for: message)
                    #expect(ours == (try openSSLAccepts(key, signature, message)), "\(key), \(hexString(commitment))")
                    if ours { acceptedSomewhere += 1 }
                }
            }
        }
        // The identity key with the identity commitment and S = 0 verifies for any message.
        #expect(acceptedSomewhere >= 8)
    }

    @Test func pointsDecodeAndEncodeBack() throws {
        var generator = SeededGenerator(seed: 0xDEC0DE)
        for _ in 0..<50 {
            let raw = try PrivateKey(rawRepresentation: generator.bytes(32)).publicKey.rawRepresentation
            #expect(Edwards25519Point(encoded: raw)?.encoded == raw)
        }
        // B as written out is the point the standard's encoding decodes to.
        let baseEncoding = [0x58] + [UInt8](repeating: 0x66, count: 31)
        #expect(Edwards25519Point.base.encoded == baseEncoding)
        #expect(Edwards25519Point(encoded: baseEncoding).map { $0.x == Edwards25519Point.base.x } == true)
        let i = Edwards25519Point.squareRootOfMinusOne
        #expect(i * i == -Field25519.one)
        // 2B from the doubling formula and from the addition formula.
        let base = Edwards25519Point.base
        #expect(base.doubled().encoded == (base + Edwards25519Point.Cached(base)).encoded)
        #expect((base - Edwards25519Point.Cached(base)).encoded == Edwards25519Point.identity.encoded)
    }
}
