import ByteTools
import Coordinators
import Foundation
import Testing
import TonCard
import TonCardEmulator
import WalletApp

@Suite("Card tab: the emulated card and the HMAC keys across restarts")
struct CardPersistenceTests {
    @Test(
        "a card activated through one connector is activated for the next one on the same state file, with a reopened key store"
    )
    func stateSurvivesRestart() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let stateFile = bench.dataDirectory + "/restart/card.json"
        weak var firstCard: TonCardEmulatedCard?
        let serial: SerialNumber
        do {
            let first = try EmulatedCardConnector(
                stateFile: stateFile, keyStore: bench.keyStore, seed: CardTestBench.seed)
            firstCard = first.card
            let report = try await CardService(connector: first).activate(newPin: SecretText(CardTestBench.pin))
            serial = try #require(report.serialNumber)
        }
        // The first card object is gone, so the next connector must load the file.
        #expect(firstCard == nil)

        // A restarted wallet: the key store opened again with the passphrase, a new connector.
        let keyStore = try await CardKeyStore.open(
            dataDirectory: bench.dataDirectory, passphrase: CardTestBench.passphrase,
            rounds: CardTestBench.keyStoreRounds)
        let second = CardService(connector: try EmulatedCardConnector(stateFile: stateFile, keyStore: keyStore))
        let report = try await second.status()
        #expect(report.appletState == .personalized)
        #expect(report.serialNumber == serial)
        #expect(report.holdsHMACKey)
        // Protected commands work with the reopened store.
        #expect(try await second.verifyPin(SecretText(CardTestBench.pin)) == 10)
        #expect(
            Hex.encode(try await second.publicKey().rawRepresentation, uppercase: true)
                == CardTestBench.defaultPathPublicKey)
    }

    @Test("two connectors on one state file in one process share the card, so neither overwrites the other")
    func oneCardPerStateFile() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let other = try EmulatedCardConnector(stateFile: bench.stateFile, keyStore: bench.keyStore)
        #expect(other.card === bench.connector.card)
        try await bench.activate()
        #expect(try await CardService(connector: other).status().isActivated)
    }

    @Test("the key store refuses another passphrase with a sentence")
    func wrongPassphrase() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        await #expect(throws: CardWalletError.keyStoreUnavailable) {
            _ = try await CardKeyStore.open(
                dataDirectory: bench.dataDirectory, passphrase: SecretText("another passphrase"),
                rounds: CardTestBench.keyStoreRounds)
        }
    }

    @Test("a state file that holds no card is a sentence, not a crash")
    func damagedStateFile() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let path = bench.dataDirectory + "/damaged.json"
        try Data("not a card".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try EmulatedCardConnector(stateFile: path, keyStore: bench.keyStore)
        } throws: { error in
            guard case .emulatorUnavailable(let details)? = error as? CardWalletError else { return false }
            return details.contains(path)
        }
    }
}
