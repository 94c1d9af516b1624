import Testing

@testable import TonCard

@Suite("Against the emulator: blocking rules (spec §2.4)")
struct EmulatorSecurityTests {
    @Test("20 consecutive MAC failures block the card; the client then refuses everything but C1/C2")
    func macFailuresBlock() async throws {
        let harness = try await EmulatorHarness.activated()
        let serial = try harness.installWrongHMACKey()
        for attempt in 1...20 {
            do {
                _ = try await harness.client.numberOfKeys()
                Issue.record("attempt \(attempt) succeeded")
            } catch {
                #expect(error.statusWord?.rawValue == (attempt < 20 ? 0x8F03 : 0x8F04))
                #expect(error.cardIsBlocked == (attempt == 20))
            }
        }
        #expect(try await harness.client.state() == .blocked)
        #expect(try await harness.client.serialNumber() == serial)
        await #expect(
            throws: TonCardError.improperState(.commandNotSupported, actual: .blocked, operation: .getNumberOfKeys)
        ) {
            _ = try await harness.client.numberOfKeys()
        }
        do {
            _ = try await harness.client.deleteKey(KeyHMAC(unchecked: [UInt8](repeating: 0, count: 32)))
            Issue.record("expected 50002")
        } catch {
            #expect(error.message == "Applet must be in personalized mode. Now it is: TonWalletApplet is blocked.")
        }
    }

    @Test("ten wrong PINs: 6F07 nine times, then 6F08, and public keys answer 6F08 too")
    func pinTriesExpire() async throws {
        let harness = try await EmulatorHarness.activated()
        for attempt in 1...10 {
            do {
                try await harness.client.verifyPin("0000")
                Issue.record("attempt \(attempt) succeeded")
            } catch {
                #expect(error.statusWord?.rawValue == (attempt < 10 ? 0x6F07 : 0x6F08))
            }
        }
        #expect(try await harness.client.remainingPinTries() == 0)
        do {
            _ = try await harness.client.publicKeyForDefaultPath()
            Issue.record("expected 6F08")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F08)
        }
        // The way back (spec §2.4): RESET_WALLET, GENERATE_SEED, VERIFY_PIN.
        try await harness.client.resetWallet()
        try await harness.client.generateSeed(pin: "5555")
        try await harness.client.verifyPin("5555")
        #expect(try await harness.client.publicKeyForDefaultPath().rawRepresentation.count == 32)
        #expect(harness.card.status.hmacFailures == 0)
    }
}
