import Testing

@testable import TonCard
@testable import TonCardProtocol

@Suite("Activation cryptography (spec §1.1) and the serial number rule (§1.2)")
struct ActivationCryptographyTests {
    @Test("B1 and ECS are AES-128-CBC without padding, keyed by SHA-256(P)[0..<16]")
    func encryptedValues() throws {
        let (p, cs, iv) = try Vectors.activation()
        #expect(
            try ActivationCryptography.encryptedPassword(password: p.bytes, iv: iv.bytes) == Vectors.bytes(Vectors.b1))
        #expect(
            try ActivationCryptography.encryptedCommonSecret(password: p.bytes, commonSecret: cs.bytes, iv: iv.bytes)
                == Vectors.bytes(Vectors.ecs))
    }

    @Test("epHash and ecsHash match the card's factory values")
    func hashes() throws {
        let (p, cs, iv) = try Vectors.activation()
        #expect(try ActivationHashCheck.encryptedPasswordHash(p, iv: iv) == Vectors.bytes(Vectors.epHash))
        #expect(
            try ActivationHashCheck.encryptedCommonSecretHash(cs, password: p, iv: iv) == Vectors.bytes(Vectors.ecsHash)
        )
        try ActivationHashCheck.verify(
            ecsHash: Vectors.bytes(Vectors.ecsHash), epHash: Vectors.bytes(Vectors.epHash),
            password: p, commonSecret: cs, iv: iv, operation: .turnOnWallet)
    }

    @Test("a wrong ecsHash is 40010 and is checked before epHash (40011)")
    func hashMismatch() throws {
        let (p, cs, iv) = try Vectors.activation()
        let wrong = [UInt8](repeating: 0, count: 32)
        #expect(throws: TonCardError.invalidResponse(.commonSecretHashMismatch, operation: .turnOnWallet)) {
            try ActivationHashCheck.verify(
                ecsHash: wrong, epHash: wrong, password: p, commonSecret: cs, iv: iv, operation: .turnOnWallet)
        }
        #expect(throws: TonCardError.invalidResponse(.passwordHashMismatch, operation: .turnOnWallet)) {
            try ActivationHashCheck.verify(
                ecsHash: Vectors.bytes(Vectors.ecsHash), epHash: wrong, password: p, commonSecret: cs, iv: iv,
                operation: .turnOnWallet)
        }
    }

    @Test("K_hmac = HMAC-SHA256(SHA-256(P), CS), and a keychain id is HMAC-SHA256(K_hmac, key)")
    func hmacKeyAndKeyId() throws {
        let (p, cs, _) = try Vectors.activation()
        let key = CardHMACKey(password: p, commonSecret: cs)
        #expect(key.storedBytes == Vectors.bytes(Vectors.hmacKey))
        #expect(key.keyHMAC(for: [0x00, 0x11, 0x22, 0x33, 0x44, 0x55]).hex == Vectors.keyId)
    }

    @Test("the serial number is the first 24 digits of SHA-256(P) in decimal")
    func serialNumberRule() throws {
        let (p, _, _) = try Vectors.activation()
        #expect(SerialNumber.derived(from: p).description == Vectors.serialNumber)
        let serial = try SerialNumber(validating: Vectors.serialNumber, operation: .getSerialNumber)
        #expect(serial.wireBytes == HealthyCard.serialWire)
    }

    @Test("decimal digits of big-endian numbers")
    func decimalDigits() {
        #expect(DecimalDigits.of(bigEndian: []) == [0])
        #expect(DecimalDigits.of(bigEndian: [0x00, 0x00]) == [0])
        #expect(DecimalDigits.of(bigEndian: [0x01, 0x00]) == [2, 5, 6])
        #expect(DecimalDigits.of(bigEndian: [0xFF, 0xFF, 0xFF, 0xFF]) == [4, 2, 9, 4, 9, 6, 7, 2, 9, 5])
    }

    @Test("activation inputs are checked for length first, then for hex")
    func inputErrors() {
        #expect(throws: TonCardError.invalidInput(.passwordLength, operation: .createKeyForHmac)) {
            try ActivationPassword(hex: "00")
        }
        #expect(throws: TonCardError.invalidInput(.passwordNotHex, operation: .createKeyForHmac)) {
            try ActivationPassword(hex: String(repeating: "G", count: 256))
        }
        #expect(throws: TonCardError.invalidInput(.commonSecretLength, operation: .createKeyForHmac)) {
            try CommonSecret(hex: "")
        }
        #expect(throws: TonCardError.invalidInput(.commonSecretNotHex, operation: .createKeyForHmac)) {
            try CommonSecret(hex: String(repeating: "z", count: 64))
        }
        #expect(throws: TonCardError.invalidInput(.initialVectorLength, operation: .turnOnWallet)) {
            try InitialVector(hex: "0011")
        }
        #expect(throws: TonCardError.invalidInput(.initialVectorNotHex, operation: .turnOnWallet)) {
            try InitialVector(hex: String(repeating: "-", count: 32))
        }
        #expect(throws: TonCardError.invalidInput(.serialNumberLength, operation: .getSerialNumber)) {
            try SerialNumber(validating: "123", operation: .getSerialNumber)
        }
        #expect(throws: TonCardError.invalidInput(.serialNumberNotNumeric, operation: .getSerialNumber)) {
            try SerialNumber(validating: "50439480243390112681323A", operation: .getSerialNumber)
        }
    }

    @Test("secrets never appear in descriptions")
    func redaction() throws {
        let (p, cs, iv) = try Vectors.activation()
        let key = CardHMACKey(password: p, commonSecret: cs)
        for text in ["\(p)", "\(cs)", "\(iv)", "\(key)", String(reflecting: p), String(reflecting: key)] {
            #expect(
                !text.contains("F4B072") && !text.contains("7256EF") && !text.contains("903BB7")
                    && !text.contains("1A550F"))
            #expect(text.contains("redacted"))
        }
    }
}
