import APDU
import Foundation
import Testing
import TonCardEmulator
import TonCardProtocol

/// The emulator behind APDU's in-process channel, as a client sees it.
struct ChannelTests {
    @Test func inProcessChannelCarriesTheApplet() async throws {
        let card = try TonCardEmulatedCard(
            configuration: TonCardEmulatorConfiguration(seed: [UInt8](repeating: 3, count: 32)))
        let channel = InProcessCardChannel(card: card)
        #expect(
            channel.answerToReset == [0x3B, 0x88, 0x80, 0x01, 0x54, 0x4F, 0x4E, 0x54, 0x45, 0x53, 0x54, 0x31, 0x7B])
        let answers = try await channel.withExchange { exchange in
            [
                try exchange.transmit(SelectCommand.coinManager),
                try exchange.transmit(CoinManagerCommand.generateSeed(pin: PinCode.factoryDefault.asciiBytes).apdu),
                try exchange.transmit(SelectCommand.tonWalletApplet),
                try exchange.transmit([0xB0, TonAppletInstruction.getAppInfo.rawValue, 0x00, 0x00, 0x01]),
            ]
        }
        let info = try ResponseAPDU(bytes: answers[3])
        #expect(info.data == [TonAppletState.waitingForAuthentication.rawValue])
        #expect(answers[2] == [0x90, 0x00])
        // A power cycle through the channel keeps the seed (persistent) but drops the selection.
        channel.reset()
        let afterReset = try await channel.withExchange { exchange in
            try exchange.transmit([0xB0, 0xC1, 0x00, 0x00, 0x01])
        }
        #expect(afterReset == [0x6E, 0x00])
        #expect(card.status.hasSeed)
    }

    @Test func environmentProvisioningAndStateFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "toncard-env-\(UUID().uuidString).json"
        ).path
        let environment = [
            "TONCARD_EMU_SEED": "000102030405060708090A0B0C0D0E0F",
            "TONCARD_EMU_INITIAL": "blank",
            "TONCARD_EMU_STATE_FILE": path,
        ]
        let card = try TonCardEmulatedCard(environment: environment)
        #expect(card.status.appletState == .installed)
        _ = card.respond(to: SelectCommand.tonWalletApplet)
        _ = card.respond(to: [0xB0, 0x96, 0x00, 0x00, 0x18] + [UInt8](repeating: 4, count: 24))
        let reloaded = try TonCardEmulatedCard(environment: environment)
        #expect(reloaded.status.serialNumber?.description == String(repeating: "4", count: 24))
        _ = try? TonCardEmulatedCard(environment: ["TONCARD_EMU_STATE_FILE": path]).save(to: path + ".copy")
        for file in [path, path + ".copy"] { unlinkIfPresent(file) }
    }

    @Test func failedCheckAvailableVolumeCancelsAPreparedAdd() throws {
        let harness = try CardHarness()
        harness.activate()
        #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0, 4]).sw == 0x9000)
        // B3 with a bad MAC: 8F03, and the prepared add is gone (spec §2.2 step-5 note).
        #expect(
            try harness.protected(
                .checkAvailableVolumeForNewKey, payload: [0, 4], key: .init(data: [UInt8](repeating: 9, count: 32))
            ).sw == 0x8F03)
        #expect(harness.applet(.addKeyChunk, p1: 0, data: [1]).sw == 0x7F04)
    }

    @Test func deleteModeRefusesWritesAndResetKeychainLeavesIt() throws {
        let harness = try CardHarness()
        harness.activate()
        #expect(try harness.protected(.checkAvailableVolumeForNewKey, payload: [0, 1]).sw == 0x9000)
        #expect(try harness.protected(.addKeyChunk, p1: 0, payload: [1, 0x55]).sw == 0x9000)
        let mac = ActivationCryptography.keyIdentifier(of: [0x55], hmacKey: harness.hmacKey)
        #expect(try harness.protected(.addKeyChunk, p1: 2, payload: mac).sw == 0x9000)
        #expect(try harness.protected(.initiateDeleteKey, payload: [0, 5]).sw == 0x7F00)
        #expect(try harness.protected(.initiateDeleteKey, payload: [0, 0]).sw == 0x9000)
        #expect(harness.state == .deleteKeyMode)
        #expect(harness.applet(.checkAvailableVolumeForNewKey, data: [UInt8](repeating: 0, count: 66)).sw == 0x6D00)
        #expect(try harness.protected(.resetKeychain).sw == 0x9000)
        #expect(harness.state == .personalized)
        #expect(try harness.protected(.getNumberOfKeys).data == [0, 0])
    }
}

/// Removes a temporary file the test made, ignoring its absence.
private func unlinkIfPresent(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
