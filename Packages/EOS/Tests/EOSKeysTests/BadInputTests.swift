import EOSKeys
import Testing

/// Every way a key or signature string can be wrong gets its own error, and none traps.
@Suite struct BadInputTests {
    static let v4Public = VectorTests.v4Public
    static let v4K1 = "PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63"
    static let v4PVT = "PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V"

    @Test func wrongPrefixes() {
        let publicExpected = EOSKeyError.wrongPrefix(form: "public key", expected: ["EOS", "PUB_K1_"])
        for text in [
            "", "E", "eos6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV",
            "PUB_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63",
            "pub_k1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63", "PUB_XY_abc", "\u{301}EOS6MR",
            VectorTests.v1Signature,
        ] {
            #expect(throws: publicExpected, "\(text)") { try EOSPublicKey(text) }
        }
        let privateExpected = EOSKeyError.wrongPrefix(form: "private key", expected: ["5", "PVT_K1_"])
        for text in ["", Self.v4Public, "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn", "pvt_k1_2bfGi9"] {
            #expect(throws: privateExpected, "\(text)") { try EOSPrivateKey(text) }
        }
        #expect(throws: EOSKeyError.wrongPrefix(form: "signature", expected: ["SIG_K1_"])) { try EOSSignature("") }
        #expect(throws: EOSKeyError.wrongPrefix(form: "signature", expected: ["SIG_K1_"])) {
            try EOSSignature(Self.v4Public)
        }
        #expect(publicExpected.description == "public key must start with \"EOS\" or \"PUB_K1_\"")
    }

    @Test func otherKeyTypesAreNamed() {
        #expect(throws: EOSKeyError.unsupportedKeyType(form: "public key", type: "R1")) {
            try EOSPublicKey("PUB_R1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63")
        }
        #expect(throws: EOSKeyError.unsupportedKeyType(form: "public key", type: "WA")) {
            try EOSPublicKey("PUB_WA_8PPYTWYNkRqrveNAoX7PJWDtSqDUp3c29QGBfr6MD9EaLocaPBmsk5QAHWq4vEQt2")
        }
        #expect(throws: EOSKeyError.unsupportedKeyType(form: "signature", type: "R1")) {
            try EOSSignature("SIG_R1_K6PhJrD6wvjzVQRwTUd82fk3Z4jz")
        }
        #expect(throws: EOSKeyError.unsupportedKeyType(form: "signature", type: "WA")) {
            try EOSSignature("SIG_WA_2AAAA")
        }
        #expect(throws: EOSKeyError.unsupportedKeyType(form: "private key", type: "R1")) {
            try EOSPrivateKey("PVT_R1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V")
        }
        #expect(throws: EOSKeyError.unsupportedKeyType(form: "private key", type: "WA")) {
            try EOSPrivateKey("PVT_WA_x")
        }
        #expect(
            EOSKeyError.unsupportedKeyType(form: "public key", type: "R1").description
                == "public key of type R1 is not supported; only K1 (secp256k1) is")
    }

    @Test func nonBase58Characters() {
        // Positions count from the start of the whole string, prefix included.
        #expect(throws: EOSKeyError.invalidBase58(character: "0", position: 3)) { try EOSPublicKey("EOS0OIl") }
        #expect(throws: EOSKeyError.invalidBase58(character: "O", position: 8)) { try EOSPublicKey("PUB_K1_6OIl") }
        #expect(throws: EOSKeyError.invalidBase58(character: "l", position: 8)) { try EOSSignature("SIG_K1_Kl") }
        #expect(throws: EOSKeyError.invalidBase58(character: "I", position: 1)) {
            try EOSPrivateKey("5IKQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")
        }
        #expect(throws: EOSKeyError.invalidBase58(character: "0", position: 7)) { try EOSPrivateKey("PVT_K1_0") }
        #expect(throws: EOSKeyError.invalidBase58(character: " ", position: 53)) {
            try EOSPublicKey(Self.v4Public + " ")
        }
        #expect(throws: EOSKeyError.invalidBase58(character: "é", position: 3)) { try EOSPublicKey("EOSé") }
    }

    /// The last character changed: same length, wrong checksum.
    @Test(arguments: [v4Public, v4K1, VectorTests.v4WIF, v4PVT, VectorTests.v1Signature])
    func flippedChecksumCharacter(text: String) {
        let last = text.last == "A" ? "B" : "A"
        let flipped = String(text.dropLast()) + last
        let error: EOSKeyError?
        if text.hasPrefix("SIG") {
            error = #expect(throws: EOSKeyError.self) { try EOSSignature(flipped) }
        } else if text.hasPrefix("5") || text.hasPrefix("PVT") {
            error = #expect(throws: EOSKeyError.self) { try EOSPrivateKey(flipped) }
        } else {
            error = #expect(throws: EOSKeyError.self) { try EOSPublicKey(flipped) }
        }
        guard case .badChecksum? = error else {
            Issue.record("expected a checksum error, got \(String(describing: error))")
            return
        }
    }

    @Test func truncatedAndOverlong() {
        #expect(throws: EOSKeyError.wrongLength(form: "public key", expected: 37, actual: 36)) {
            try EOSPublicKey(String(Self.v4Public.dropLast()))
        }
        #expect(throws: EOSKeyError.wrongLength(form: "public key", expected: 37, actual: 0)) {
            try EOSPublicKey("EOS")
        }
        #expect(throws: EOSKeyError.wrongLength(form: "public key", expected: 37, actual: 0)) {
            try EOSPublicKey("PUB_K1_")
        }
        #expect(throws: EOSKeyError.wrongLength(form: "signature", expected: 69, actual: 0)) {
            try EOSSignature("SIG_K1_")
        }
        for (text, parse) in [
            (Self.v4Public + "zzzz", { (text: String) throws(EOSKeyError) in _ = try EOSPublicKey(text) }),
            (String(Self.v4K1.dropLast(4)), { (text: String) throws(EOSKeyError) in _ = try EOSPublicKey(text) }),
            (VectorTests.v1Signature + "zz", { (text: String) throws(EOSKeyError) in _ = try EOSSignature(text) }),
            (
                String(VectorTests.v1Signature.dropLast(9)),
                { (text: String) throws(EOSKeyError) in _ = try EOSSignature(text) }
            ),
            (VectorTests.v4WIF + "2", { (text: String) throws(EOSKeyError) in _ = try EOSPrivateKey(text) }),
            (String(Self.v4PVT.dropLast(3)), { (text: String) throws(EOSKeyError) in _ = try EOSPrivateKey(text) }),
        ] {
            let error = #expect(throws: EOSKeyError.self, "\(text)") { try parse(text) }
            guard case .wrongLength? = error else {
                Issue.record("expected a length error for \(text), got \(String(describing: error))")
                continue
            }
        }
        // The length cap applies before decoding; exactly at the cap is still decoded.
        let atCap = "EOS" + String(repeating: "1", count: EOSKeyText.maxLength - 3)
        #expect(throws: EOSKeyError.wrongLength(form: "public key", expected: 37, actual: 253)) {
            try EOSPublicKey(atCap)
        }
        #expect(throws: EOSKeyError.inputTooLong(length: 257, limit: 256)) { try EOSPublicKey(atCap + "1") }
        #expect(throws: EOSKeyError.inputTooLong(length: 100_007, limit: 256)) {
            try EOSSignature("SIG_K1_" + String(repeating: "z", count: 100_000))
        }
        #expect(throws: EOSKeyError.inputTooLong(length: 1_000, limit: 256)) {
            try EOSPrivateKey(String(repeating: "5", count: 1_000))
        }
    }

    @Test func pointsThatAreNotOnTheCurve() {
        // 02 ‖ FF…FF: x is not below the field prime. Strings built with valid checksums (Python).
        #expect(throws: EOSKeyError.notACurvePoint) {
            try EOSPublicKey("EOS6qEXhM6ZH2gQTk7ijrzrxoKkLr9x7XdMvDKjT4gyy2AUpBmknE")
        }
        #expect(throws: EOSKeyError.notACurvePoint) {
            try EOSPublicKey("PUB_K1_6qEXhM6ZH2gQTk7ijrzrxoKkLr9x7XdMvDKjT4gyy2AUp5Ddy5")
        }
        #expect(throws: EOSKeyError.notACurvePoint) {
            try EOSPublicKey(compressedRepresentation: [0x02] + [UInt8](repeating: 0xFF, count: 32))
        }
        #expect(throws: EOSKeyError.notACurvePoint) {
            try EOSPublicKey(compressedRepresentation: [0x03] + [UInt8](repeating: 0xFF, count: 32))
        }
        // V4's x with an 04 prefix: a valid checksum over 33 bytes that are not a compressed point.
        #expect(throws: EOSKeyError.invalidPointPrefix(0x04)) {
            try EOSPublicKey("EOSAEvKddUXzG5PLenMmunQ2WPSj4JummCNQKvNbH4Y9FE4VnHmvR")
        }
        #expect(throws: EOSKeyError.invalidPointPrefix(0x00)) {
            try EOSPublicKey(compressedRepresentation: [UInt8](repeating: 0, count: 33))
        }
        #expect(throws: EOSKeyError.wrongLength(form: "public key", expected: 33, actual: 65)) {
            try EOSPublicKey(compressedRepresentation: [UInt8](repeating: 4, count: 65))
        }
    }

    @Test func badPrivateKeys() {
        // Valid double-SHA-256 checksums (Python) around payloads that are not EOS private keys.
        #expect(throws: EOSKeyError.wrongVersionByte(found: 0x81, expected: 0x80)) {
            try EOSPrivateKey("5MMh2d3yUkmcqMVSs5f7Cm3BU7vSbaHKrFuXENLsXYPVebj6umC")
        }
        #expect(throws: EOSKeyError.privateKeyOutOfRange) {
            try EOSPrivateKey("5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAbuatmU")
        }
        #expect(throws: EOSKeyError.privateKeyOutOfRange) {
            try EOSPrivateKey("5Km2kuu7vtFDPpxywn4u3NLpbr5jKpTB3jsuDU2KYEqetwr388P")
        }
        #expect(throws: EOSKeyError.privateKeyOutOfRange) {
            try EOSPrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 32))
        }
        #expect(throws: EOSKeyError.privateKeyOutOfRange) {
            try EOSPrivateKey(rawRepresentation: [UInt8](repeating: 0xFF, count: 32))
        }
        #expect(throws: EOSKeyError.wrongLength(form: "private key", expected: 32, actual: 31)) {
            try EOSPrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 31))
        }
    }

    @Test func badSignatureBytes() {
        let order = hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
        let one = [UInt8](repeating: 0, count: 31) + [1]
        #expect(throws: EOSKeyError.wrongLength(form: "signature", expected: 65, actual: 64)) {
            try EOSSignature(rawRepresentation: [UInt8](repeating: 31, count: 64))
        }
        #expect(throws: EOSKeyError.signatureComponentOutOfRange(component: "r")) {
            try EOSSignature(rawRepresentation: [31] + [UInt8](repeating: 0, count: 32) + one)
        }
        #expect(throws: EOSKeyError.signatureComponentOutOfRange(component: "s")) {
            try EOSSignature(rawRepresentation: [31] + one + order)
        }
    }

    /// Mutations of valid strings (seeded): each either parses or throws an `EOSKeyError`, and
    /// none traps.
    @Test func mutatedStringsNeverTrap() {
        var generator = SeededGenerator(seed: 0xBAD)
        let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl_ é")
        let seeds = [Self.v4Public, Self.v4K1, VectorTests.v4WIF, Self.v4PVT, VectorTests.v1Signature]
        for _ in 0..<600 {
            var characters = Array(seeds[Int.random(in: 0..<seeds.count, using: &generator)])
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                characters[Int.random(in: 0..<characters.count, using: &generator)] =
                    alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            case 1: characters.removeLast(Int.random(in: 0..<characters.count, using: &generator))
            default:
                characters.insert(
                    alphabet[Int.random(in: 0..<alphabet.count, using: &generator)],
                    at: Int.random(in: 0...characters.count, using: &generator))
            }
            let text = String(characters)
            _ = try? EOSPublicKey(text)
            _ = try? EOSPrivateKey(text)
            _ = try? EOSSignature(text)
        }
    }

    @Test func everyErrorDescribesItself() {
        let errors: [EOSKeyError] = [
            .inputTooLong(length: 300, limit: 256), .wrongPrefix(form: "signature", expected: ["SIG_K1_"]),
            .unsupportedKeyType(form: "signature", type: "WA"), .invalidBase58(character: "0", position: 3),
            .wrongLength(form: "public key", expected: 37, actual: 36), .badChecksum(form: "public key"),
            .wrongVersionByte(found: 0x81, expected: 0x80), .privateKeyOutOfRange, .invalidPointPrefix(4),
            .notACurvePoint,
            .headerOutOfRange(26), .signatureComponentOutOfRange(component: "r"), .invalidDigestLength(31),
            .recoveryFailed,
            .signingExhausted(attempts: 256), .backend(.randomSourceFailed),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(
            EOSKeyError.wrongVersionByte(found: 0x81, expected: 0x80).description
                == "WIF version byte is 0x81, expected 0x80")
        #expect(
            EOSKeyError.invalidBase58(character: "0", position: 3).description
                == "invalid base58 character \"0\" at position 3")
    }
}
