import Testing

@testable import TonCard

@Suite("Against the emulator: keychain (spec §4.6, §4.7)")
struct EmulatorKeychainTests {
    static func key(_ count: Int, seed: UInt8) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0) &+ seed } }

    @Test("add, list, read back, change and check keys")
    func addReadChange() async throws {
        let client = try await EmulatorHarness.activated().client
        #expect(try await client.keychainInfo() == KeychainInfo(numberOfKeys: 0, occupiedSize: 0, freeSize: 32767))
        let small = try await client.addKey(hex: "001122334455")
        #expect(small.hex == Vectors.keyId)
        let big = Self.key(300, seed: 9)
        let bigId = try await client.addKey(big)
        let max = Self.key(8192, seed: 1)
        try await client.checkAvailableVolumeForNewKey(size: 8192)
        let maxId = try await client.addKey(max)
        #expect(try await client.numberOfKeys() == 3)
        #expect(try await client.occupiedStorageSize() == 6 + 300 + 8192)
        #expect(try await client.freeStorageSize() == 32767 - 6 - 300 - 8192)
        #expect(try await client.key(for: small) == [0x00, 0x11, 0x22, 0x33, 0x44, 0x55])
        #expect(try await client.key(for: bigId) == big)
        #expect(try await client.key(for: maxId) == max)
        #expect(try await client.keychainKey(for: bigId) == KeychainKey(index: 1, length: 300, hmac: bigId))
        #expect(try await client.keychainKey(at: 2) == KeychainKey(index: 2, length: 8192, hmac: maxId))
        #expect(try await client.keychainKeys().map(\.hmac) == [small, bigId, maxId])
        try await client.checkKeyHmacConsistency(bigId)

        let replacement = Self.key(300, seed: 77)
        let replacementId = try await client.changeKey(bigId, to: replacement)
        #expect(try await client.key(for: replacementId) == replacement)
        #expect(try await client.numberOfKeys() == 3)
        await #expect(throws: TonCardError.invalidInput(.newKeyLength, detail: 6, operation: .changeKeyInKeyChain)) {
            _ = try await client.changeKey(small, to: [1, 2, 3])
        }
        // Adding the same key twice is the card's 7F06.
        do {
            _ = try await client.addKey(replacement)
            Issue.record("expected 7F06")
        } catch {
            #expect(error.statusWord?.rawValue == 0x7F06)
        }
        // A key that is not there is the card's 7F00.
        do {
            _ = try await client.key(for: bigId)
            Issue.record("expected 7F00")
        } catch {
            #expect(error.statusWord?.rawValue == 0x7F00)
        }
    }

    @Test("delete the first, a middle and the last key; the others stay intact (§8.1 item 1)")
    func deleteKeys() async throws {
        let client = try await EmulatorHarness.activated().client
        let keys = [Self.key(300, seed: 1), Self.key(5, seed: 2), Self.key(700, seed: 3), Self.key(129, seed: 4)]
        var ids: [KeyHMAC] = []
        for key in keys { ids.append(try await client.addKey(key)) }
        #expect(try await client.deleteKey(ids[1]) == 3)
        #expect(try await client.deleteKey(ids[0]) == 2)
        #expect(try await client.state() == .personalized)
        #expect(try await client.key(for: ids[2]) == keys[2])
        #expect(try await client.key(for: ids[3]) == keys[3])
        #expect(try await client.deleteKey(ids[3]) == 1)
        #expect(try await client.keychainKeys() == [KeychainKey(index: 0, length: 700, hmac: ids[2])])
        #expect(try await client.deleteKey(ids[2]) == 0)
        #expect(try await client.keychainInfo() == KeychainInfo(numberOfKeys: 0, occupiedSize: 0, freeSize: 32767))
    }

    @Test(
        "a delete interrupted by card removal is finished by finishDeleteKeyAfterInterruption (§8.1 item 2)",
        arguments: [12, 14, 20])
    func interruptedDelete(after apdus: Int) async throws {
        let harness = try await EmulatorHarness.activated()
        let client = harness.client
        let keys = [Self.key(1000, seed: 1), Self.key(900, seed: 2), Self.key(10, seed: 3)]
        var ids: [KeyHMAC] = []
        for key in keys { ids.append(try await client.addKey(key)) }
        // SEL, C1, C2, BD+B1, BD+B7, BD+E1 are 9 APDUs; the rest are BD+BE pairs, then E2 and BF.
        harness.card.removeAfter(apdus: apdus)
        await #expect(throws: TonCardError.self) { _ = try await client.deleteKey(ids[0]) }
        harness.card.reinsert()
        #expect(try await client.state() == .deleteKeyMode)
        // In state 37 a new delete is refused by the client before any protected APDU.
        await #expect(
            throws: TonCardError.improperState(.personalized, actual: .deleteKeyMode, operation: .deleteKeyFromKeyChain)
        ) {
            _ = try await client.deleteKey(ids[1])
        }
        #expect(try await client.deleteKeyChunkNumberOfPackets() >= 0)
        #expect(try await client.deleteKeyRecordNumberOfPackets() >= 0)
        #expect(try await client.finishDeleteKeyAfterInterruption() == 2)
        #expect(try await client.state() == .personalized)
        #expect(try await client.key(for: ids[1]) == keys[1])
        #expect(try await client.key(for: ids[2]) == keys[2])
        // Nothing left to finish: 50003.
        await #expect(
            throws: TonCardError.improperState(
                .deleteKeyMode, actual: .personalized, operation: .finishDeleteKeyFromKeyChainAfterInterruption)
        ) {
            _ = try await client.finishDeleteKeyAfterInterruption()
        }
    }

    @Test("resetKeyChain empties the keychain, also from state 37")
    func resetKeychain() async throws {
        let harness = try await EmulatorHarness.activated()
        let client = harness.client
        let first = try await client.addKey(Self.key(400, seed: 5))
        _ = try await client.addKey(Self.key(400, seed: 6))
        harness.card.removeAfter(apdus: 11)
        await #expect(throws: TonCardError.self) { _ = try await client.deleteKey(first) }
        harness.card.reinsert()
        #expect(try await client.state() == .deleteKeyMode)
        try await client.resetKeychain()
        #expect(try await client.state() == .personalized)
        #expect(try await client.numberOfKeys() == 0)
    }
}
