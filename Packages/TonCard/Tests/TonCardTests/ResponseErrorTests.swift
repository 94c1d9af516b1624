import APDU
import Testing
import TonCardProtocol

@testable import TonCard

/// Card answers are outside input: wrong lengths, unknown status words and impossible values
/// become typed errors, never traps (spec §8.1 item 6, §10).
@Suite("Malformed card responses and refusals give typed errors")
struct ResponseErrorTests {
    func client(_ answer: @escaping @Sendable ([UInt8]) -> [UInt8]) throws -> (TonCard, ScriptedCard) {
        let card = ScriptedCard(answer)
        return (TonCard(channel: InProcessCardChannel(card: card), keyStore: try Vectors.keyStore()), card)
    }

    @Test("a state answer of two bytes is 40001; an unknown state byte is 40002")
    func badState() async throws {
        let (twoBytes, _) = try client { $0[1] == 0xC1 ? [0x17, 0x17, 0x90, 0x00] : HealthyCard.answer($0) }
        await #expect(throws: TonCardError.invalidResponse(.stateLength, detail: 2, operation: .getTonAppletState)) {
            try await twoBytes.state()
        }
        let (unknown, _) = try client { $0[1] == 0xC1 ? [0x99, 0x90, 0x00] : HealthyCard.answer($0) }
        await #expect(throws: TonCardError.invalidResponse(.unknownState, detail: 0x99, operation: .getTonAppletState))
        {
            try await unknown.state()
        }
    }

    @Test("an unknown status word is a card error with the spec's fallback message")
    func unknownStatusWord() async throws {
        let (card, _) = try client { $0[1] == 0xC1 ? [0x12, 0x34] : HealthyCard.answer($0) }
        do {
            _ = try await card.state()
            Issue.record("expected an error")
        } catch {
            #expect(error.statusWord?.rawValue == 0x1234)
            #expect(error.code == 0x1234 && error.errorTypeId == 0)
            #expect(error.message == "Unknown card status word.")
            #expect(error.operation == .getTonAppletState)
            if case let .cardStatus(_, instruction, apdu, _) = error {
                #expect(instruction == "GET_APP_INFO")
                #expect(apdu == "B0 C1 00 00 01")
            }
        }
    }

    @Test("the PIN never appears in a card error: VERIFY_PIN's data is REDACTED")
    func redactedCardError() async throws {
        let (card, _) = try client { $0[1] == 0xA2 ? [0x6F, 0x07] : HealthyCard.answer($0) }
        do {
            try await card.verifyPin("1397")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "Incorrect PIN (from Ton wallet applet).")
            guard case let .cardStatus(_, instruction, apdu, _) = error else {
                Issue.record("not a card error")
                return
            }
            #expect(instruction == "VERIFY_PIN")
            #expect(apdu == "B0 A2 00 00 44 REDACTED")
            #expect(!error.description.contains("31333937"))
        }
    }

    @Test("a short sault is 40000 and nothing protected is sent")
    func shortSault() async throws {
        let (card, script) = try client {
            $0[1] == 0xBD ? [UInt8](repeating: 1, count: 31) + [0x90, 0x00] : HealthyCard.answer($0)
        }
        await #expect(throws: TonCardError.invalidResponse(.saultLength, detail: 31, operation: .getNumberOfKeys)) {
            try await card.numberOfKeys()
        }
        #expect(script.commands(ins: 0xB8).isEmpty)
    }

    @Test("a 31-byte public key is 40013; a 63-byte signature is 40012")
    func shortKeyAndSignature() async throws {
        let (card, _) = try client { command in
            switch command[1] {
            case 0xA7: return [UInt8](repeating: 1, count: 31) + [0x90, 0x00]
            case 0xA5: return [UInt8](repeating: 1, count: 63) + [0x90, 0x00]
            default: return HealthyCard.answer(command)
            }
        }
        await #expect(
            throws: TonCardError.invalidResponse(.publicKeyLength, detail: 31, operation: .getPublicKeyForDefaultPath)
        ) {
            _ = try await card.publicKeyForDefaultPath()
        }
        await #expect(
            throws: TonCardError.invalidResponse(.signatureLength, detail: 63, operation: .signForDefaultHdPath)
        ) {
            _ = try await card.signForDefaultHdPath([1])
        }
    }

    @Test("a serial number with a byte above 9 or the wrong length is 40037")
    func badSerialNumber() async throws {
        let (card, _) = try client {
            $0[1] == 0xC2 ? [UInt8](repeating: 0x0A, count: 24) + [0x90, 0x00] : HealthyCard.answer($0)
        }
        await #expect(
            throws: TonCardError.invalidResponse(.serialNumberLength, detail: 24, operation: .getSerialNumber)
        ) {
            _ = try await card.serialNumber()
        }
        let (short, _) = try client { $0[1] == 0xC2 ? [1, 2, 0x90, 0x00] : HealthyCard.answer($0) }
        await #expect(throws: TonCardError.invalidResponse(.serialNumberLength, detail: 2, operation: .getSerialNumber))
        {
            _ = try await short.serialNumber()
        }
    }

    @Test("a response without a status word is an internal error, not a trap")
    func noStatusWord() async throws {
        let (card, _) = try client { $0[1] == 0xC1 ? [0x90] : HealthyCard.answer($0) }
        await #expect(throws: TonCardError.internalError(.responseTooShort, operation: .getTonAppletState)) {
            _ = try await card.state()
        }
    }

    @Test("keychain answers out of range: count 1024 (40015), key index 1023 (40021), key length 0 (40022)")
    func keychainRanges() async throws {
        let (count, _) = try client { $0[1] == 0xB8 ? [0x04, 0x00, 0x90, 0x00] : HealthyCard.answer($0) }
        await #expect(
            throws: TonCardError.invalidResponse(.numberOfKeysValue, detail: 1024, operation: .getNumberOfKeys)
        ) {
            _ = try await count.numberOfKeys()
        }
        let hmac = try KeyHMAC(hex: Vectors.keyId, operation: .getIndexAndLenOfKeyInKeyChain)
        let (index, _) = try client { $0[1] == 0xB1 ? [0x03, 0xFF, 0x00, 0x06, 0x90, 0x00] : HealthyCard.answer($0) }
        await #expect(
            throws: TonCardError.invalidResponse(
                .keyIndexValue, detail: 1023, operation: .getIndexAndLenOfKeyInKeyChain)
        ) {
            _ = try await index.keychainKey(for: hmac)
        }
        let (length, _) = try client { $0[1] == 0xB1 ? [0x00, 0x01, 0x00, 0x00, 0x90, 0x00] : HealthyCard.answer($0) }
        await #expect(
            throws: TonCardError.invalidResponse(.keyLengthValue, detail: 0, operation: .getIndexAndLenOfKeyInKeyChain)
        ) {
            _ = try await length.keychainKey(for: hmac)
        }
    }

    @Test("a key whose bytes do not match its HMAC is refused (40047)")
    func keyHmacMismatch() async throws {
        let hmac = try KeyHMAC(hex: Vectors.keyId, operation: .getKeyFromKeyChain)
        let (card, _) = try client { command in
            switch command[1] {
            case 0xB1: return [0x00, 0x00, 0x00, 0x06, 0x90, 0x00]
            case 0xB2: return [0x00, 0x11, 0x22, 0x33, 0x44, 0x66, 0x90, 0x00]
            default: return HealthyCard.answer(command)
            }
        }
        await #expect(throws: TonCardError.invalidResponse(.keyHmacMismatch, operation: .getKeyFromKeyChain)) {
            _ = try await card.key(for: hmac)
        }
    }

    @Test("a delete whose card never answers 01 stops after the spec's bound (40046)")
    func endlessDelete() async throws {
        let hmac = try KeyHMAC(hex: Vectors.keyId, operation: .deleteKeyFromKeyChain)
        let (card, script) = try client { command in
            switch command[1] {
            case 0xB1: return [0x00, 0x00, 0x00, 0x06, 0x90, 0x00]
            case 0xB7: return [0x00, 0x06, 0x90, 0x00]
            case 0xE1: return [0x00, 0x02, 0x90, 0x00]
            case 0xBE: return [0x00, 0x90, 0x00]
            default: return HealthyCard.answer(command)
            }
        }
        await #expect(throws: TonCardError.invalidResponse(.deleteNotFinished, operation: .deleteKeyFromKeyChain)) {
            _ = try await card.deleteKey(hmac)
        }
        #expect(script.commands(ins: 0xBE).count == 3)
    }

    @Test("no key for the card's serial number is 60000, before any protected APDU")
    func missingKey() async throws {
        let card = ScriptedCard { HealthyCard.answer($0) }
        let client = TonCard(channel: InProcessCardChannel(card: card))
        await #expect(throws: TonCardError.keyStore(.keyNotFound, operation: .verifyPin)) {
            try await client.verifyPin("5555")
        }
        #expect(card.commands(ins: 0xBD).isEmpty)
    }

    @Test("the wrong card is 70000")
    func wrongCard() async throws {
        let (card, _) = try client { HealthyCard.answer($0) }
        let other = try SerialNumber(
            validating: String(repeating: "1", count: 24), operation: .checkSerialNumberAndSign)
        await #expect(throws: TonCardError.wrongCard(operation: .checkSerialNumberAndSignForDefaultHdPath)) {
            _ = try await card.signForDefaultHdPath([1], checking: other)
        }
    }

    @Test("state pre-checks: a keychain add in state 37 is 50002, nothing protected is sent")
    func improperState() async throws {
        let (card, script) = try client { HealthyCard.answer($0, state: 0x37) }
        await #expect(
            throws: TonCardError.improperState(.personalized, actual: .deleteKeyMode, operation: .addKeyIntoKeyChain)
        ) {
            _ = try await card.addKey([1, 2, 3])
        }
        #expect(script.commands(ins: 0xBD).isEmpty)
        let (blocked, _) = try client { HealthyCard.answer($0, state: 0x47) }
        await #expect(
            throws: TonCardError.improperState(
                .commandNotSupported, actual: .blocked, operation: .getPublicKeyForDefaultPath)
        ) {
            _ = try await blocked.publicKeyForDefaultPath()
        }
    }

    @Test("input errors come before any APDU")
    func inputErrors() async throws {
        let (card, script) = try client { HealthyCard.answer($0) }
        await #expect(throws: TonCardError.invalidInput(.pinLength, operation: .verifyPin)) {
            try await card.verifyPin("55555")
        }
        await #expect(throws: TonCardError.invalidInput(.pinFormat, operation: .verifyPin)) {
            try await card.verifyPin("55a5")
        }
        await #expect(throws: TonCardError.invalidInput(.dataForSigningLength, operation: .signForDefaultHdPath)) {
            _ = try await card.signForDefaultHdPath([UInt8](repeating: 0, count: 190))
        }
        await #expect(throws: TonCardError.invalidInput(.dataForSigningWithPathLength, operation: .sign)) {
            _ = try await card.sign([UInt8](repeating: 0, count: 179), hdIndex: "1")
        }
        await #expect(throws: TonCardError.invalidInput(.hdIndexLength, operation: .getPublicKey)) {
            _ = try await card.publicKey(hdIndex: "12345678901")
        }
        await #expect(throws: TonCardError.invalidInput(.hdIndexFormat, operation: .getPublicKey)) {
            _ = try await card.publicKey(hdIndex: "-1")
        }
        await #expect(throws: TonCardError.invalidInput(.recoveryDataLength, operation: .addRecoveryData)) {
            try await card.addRecoveryData([UInt8](repeating: 0, count: 2049))
        }
        await #expect(throws: TonCardError.invalidInput(.keySize, operation: .addKeyIntoKeyChain)) {
            _ = try await card.addKey([UInt8](repeating: 0, count: 8193))
        }
        await #expect(throws: TonCardError.invalidInput(.keyIndexValue, operation: .getHmac)) {
            _ = try await card.keychainKey(at: 1023)
        }
        #expect(script.commands.isEmpty)
    }

    @Test("a cancelled task sends nothing and gets 20000")
    func cancellation() async throws {
        let (card, script) = try client { HealthyCard.answer($0) }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await card.state()
        }
        await #expect(throws: TonCardError.cancelled(operation: .getTonAppletState)) { _ = try await task.value }
        #expect(script.commands.isEmpty)
    }
}
