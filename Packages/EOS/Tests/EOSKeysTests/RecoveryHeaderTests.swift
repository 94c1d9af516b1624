import EOSKeys
import Testing

/// Recovery headers (spec §4.3): 27...34 accepted, recid = (h − 27) & 3, written as 31 + recid;
/// verification accepts high-S; recovery ids 2 and 3 with r + n ≥ p fail cleanly.
@Suite struct RecoveryHeaderTests {
    static let message = Array("I like turtles".utf8)

    @Test func everyAcceptedHeaderRecoversWithItsRecoveryID() throws {
        let signature = try EOSSignature(VectorTests.v1Signature)
        let key = try EOSPublicKey(VectorTests.v1Public)
        let body = Array(signature.rawRepresentation.dropFirst())
        for header in UInt8(27)...34 {
            let reencoded = try EOSSignature(rawRepresentation: [header] + body)
            let recoveryID = Int((header - 27) & 3)
            #expect(reencoded.recoveryID == recoveryID)
            #expect(reencoded.header == 31 + UInt8(recoveryID))
            // (r, s) verify whatever the header says; only the matching recovery id finds the key.
            #expect(reencoded.isValid(for: Self.message, publicKey: key))
            let recovered = try? reencoded.recoverPublicKey(for: Self.message)
            #expect((recovered == key) == (recoveryID == signature.recoveryID), "header \(header)")
            // h and h + 4 differ only in the "compressed" flag, which EOS ignores.
            if header <= 30 {
                #expect(try EOSSignature(rawRepresentation: [header + 4] + body) == reencoded)
            }
        }
    }

    /// V1 with header 27 instead of 31, checksum recomputed (Python): the same signature.
    @Test func anUncompressedHeaderStringParses() throws {
        let signature = try EOSSignature(
            "SIG_K1_GnRXmAYxnNxiEDxGiymXeRv7e2CjagchVfpEbViXFyMaQSXQoiZgUgoVkwDVo4ZLrjHZCoSk61V7FGCPBLpdCZ6K3TZqqF")
        #expect(signature == (try EOSSignature(VectorTests.v1Signature)))
        #expect(try signature.recoverPublicKey(for: Self.message) == EOSPublicKey(VectorTests.v1Public))
        // Written back with the compressed header this package emits.
        #expect(signature.string == VectorTests.v1Signature)
    }

    @Test func headersOutsideTheRangeAreRejected() throws {
        let body = Array(try EOSSignature(VectorTests.v1Signature).rawRepresentation.dropFirst())
        for header: UInt8 in [0, 1, 26, 35, 36, 255] {
            #expect(throws: EOSKeyError.headerOutOfRange(header)) {
                try EOSSignature(rawRepresentation: [header] + body)
            }
        }
        // V1 with headers 26 and 35 and valid checksums (Python).
        #expect(throws: EOSKeyError.headerOutOfRange(26)) {
            try EOSSignature(
                "SIG_K1_GCvzNk8vjzWtfRqMYMZ8YsTdfG4vHA9esQMkRbA62RUZD4MY4Q6WbH9sA8jHac8hEo9VvjZhYuLLb72TP5v3w2BUAZbvua")
        }
        #expect(throws: EOSKeyError.headerOutOfRange(35)) {
            try EOSSignature(
                "SIG_K1_MQMrrXsF7UXGkaucByUiQuZyU7HFztM4VoU7xkC18NPjyVtQnGK3ZwzYZM7BWhxXpCQ1RLV6NrhGWXZoZQ5DLpP3aABgkt")
        }
    }

    /// Recovery ids 2 and 3 mean R's x is r + n; with r = 2^255 − 1, r + n exceeds p, so no such
    /// point exists. Recovery must fail with an error, never trap; verification is just false.
    @Test func highRecoveryIDsWithoutAPointFailCleanly() throws {
        let r = [0x7F] + [UInt8](repeating: 0xFF, count: 31)
        let s = [UInt8](repeating: 0x22, count: 32)
        let key = try EOSPrivateKey(VectorTests.v4WIF)
        for header: UInt8 in [29, 30, 33, 34] {
            let signature = try EOSSignature(rawRepresentation: [header] + r + s)
            #expect(signature.recoveryID >= 2)
            #expect(throws: EOSKeyError.recoveryFailed) { try signature.recoverPublicKey(for: Self.message) }
            #expect(!signature.isValid(for: Self.message, publicKey: key.publicKey))
        }
    }

    /// Verification does not reject high-S signatures (spec §4.3, as eosjs-ecc's `verify`): the
    /// mirror image (r, n − s) with the recovery id flipped verifies and recovers the same key,
    /// though the signer would never emit it.
    @Test func highSVerifiesAndRecovers() throws {
        let key = try EOSPrivateKey(VectorTests.v1WIF)
        let signature = try key.signature(for: Self.message)
        let highS = try EOSSignature(
            rawRepresentation: [31 + UInt8(signature.recoveryID ^ 1)] + signature.r + subtractFromOrder(signature.s))
        #expect(!highS.isLowS)
        #expect(!highS.isCanonical)
        #expect(highS.isValid(for: Self.message, publicKey: key.publicKey))
        #expect(try highS.recoverPublicKey(for: Self.message) == key.publicKey)
    }

    /// n − value for a 32-byte big-endian value below n.
    func subtractFromOrder(_ value: [UInt8]) -> [UInt8] {
        let order = hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
        var result = [UInt8](repeating: 0, count: 32)
        var borrow = 0
        for index in stride(from: 31, through: 0, by: -1) {
            let difference = Int(order[index]) - Int(value[index]) - borrow
            result[index] = UInt8(truncatingIfNeeded: difference)
            borrow = difference < 0 ? 1 : 0
        }
        return result
    }
}
