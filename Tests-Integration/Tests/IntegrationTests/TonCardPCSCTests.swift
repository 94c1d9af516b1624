import APDU
import ByteTools
import ChildProcesses
import CommandSupport
import Foundation
import PCSC
import Synchronization
import Testing
import TonCard
import TonCardCommands
import TonCardEmulator

/// The TonCard client end to end through the real stack: this process → libpcsclite → pcscd →
/// vpcd → a `virtual-card-host --card toncard` process → its TON card emulator, and back.
///
/// `make test` keeps vpcd's first reader for the DiagnosticCard the APDU tests expect, so each
/// test here starts its own host in vpcd's second reader, "Virtual PCD 00 01" (free while this
/// package's tests run: the workspace tests one package at a time), with a fresh state file and
/// the spec's §9.7 seed, and stops it by PID at the end. Without pcscd or vpcd the tests are
/// skipped, saying why, as the APDU package's PC/SC tests are; under `make test`
/// (PCSC_VIRTUAL_CARD_READER set) every problem is a failure.
@Suite(.serialized) struct TonCardPCSCTests {
    static let reader = "Virtual PCD 00 01"
    static let port = "35964"
    /// Bounds every wait for pcscd to notice a card event (it polls readers every ~0.4 s).
    static let eventTimeout: Duration = .seconds(10)
    /// SLIP-10's test-vector-1 seed, so the public key is the spec's pk(0).
    static let seed = "000102030405060708090A0B0C0D0E0F"
    static let publicKeyZero = "cf06857a7453b195d573307dd4ecba5b38e29f99bb2fdacc1260063af4939836"
    static let pin = "1234"

    @Test func activationPinPublicKeyAndSignature() async throws {
        try await withHostedTonCard { card, context, _ in
            let status = try await context.waitForCard(in: Self.reader, timeout: Self.eventTimeout)
            #expect(status.answerToReset == (try TonCardEmulatedCard().answerToReset))
            let client = TonCard(channel: card)
            // A factory card has no seed yet, so its applet refuses SELECT with 6F02 (spec §2.1)
            // until turnOnWallet generates one.
            let unselectable = await #expect(throws: TonCardError.self) { _ = try await client.state() }
            #expect(unselectable?.statusWord?.rawValue == 0x6F02)

            try await Self.activate(client)
            #expect(try await client.state() == .personalized)
            #expect(try await client.serialNumber().description == "504394802433901126813236")

            try await client.verifyPin(Self.pin)
            let publicKey = try await client.publicKeyForDefaultPath()
            #expect(Hex.encode(publicKey.rawRepresentation) == Self.publicKeyZero)
            let message = Array("pay 1 TON through pcscd".utf8)
            let signature = try await client.signForDefaultHdPath(message)
            #expect(signature.count == 64)
            #expect(publicKey.isValidSignature(signature, for: message))
            #expect(!publicKey.isValidSignature(signature, for: Array("pay 2 TON through pcscd".utf8)))

            // A wrong PIN is the card's 6F07 and costs one of its ten tries.
            let wrong = await #expect(throws: TonCardError.self) { try await client.verifyPin("0000") }
            #expect(wrong?.statusWord?.rawValue == 0x6F07)
            #expect(try await client.remainingPinTries() == 9)
            try await client.verifyPin(Self.pin)
            #expect(try await client.remainingPinTries() == 10)
        }
    }

    @Test func keychainAddReadAndDelete() async throws {
        try await withHostedTonCard { card, _, _ in
            let client = TonCard(channel: card)
            try await Self.activate(client)
            // 300 bytes: three ADD_KEY_CHUNK packets and three GET_KEY_CHUNK reads.
            let key = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            let hmac = try await client.addKey(key)
            #expect(try await client.numberOfKeys() == 1)
            let stored = try await client.keychainKey(for: hmac)
            #expect(stored.length == key.count)
            #expect(try await client.key(for: hmac) == key)
            #expect(try await client.occupiedStorageSize() == 300)

            #expect(try await client.deleteKey(hmac) == 0)
            #expect(try await client.numberOfKeys() == 0)
            #expect(try await client.state() == .personalized)
        }
    }

    @Test func recoveryDataSetAndRead() async throws {
        try await withHostedTonCard { card, _, _ in
            let client = TonCard(channel: card)
            try await Self.activate(client)
            #expect(try await client.isRecoveryDataSet() == false)
            // 600 bytes: three parts each way (250 + 250 + 100).
            let data = (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 13) }
            try await client.addRecoveryData(data)
            #expect(try await client.isRecoveryDataSet())
            #expect(try await client.recoveryDataLength() == 600)
            #expect(try await client.recoveryData() == data)
            try await client.resetRecoveryData()
            #expect(try await client.isRecoveryDataSet() == false)
        }
    }

    @Test func theStateFileKeepsTheCardAcrossAHostRestart() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stateFile = directory.appendingPathComponent("toncard.json").path
        let firstKey = try await withHostedTonCard(stateFile: stateFile) { card, _, _ in
            let client = TonCard(channel: card)
            try await Self.activate(client)
            try await client.verifyPin(Self.pin)
            return try await client.publicKeyForDefaultPath()
        }
        // A new host process loads the card from the file: still activated, with the same seed
        // and PIN. A new client has no HMAC key yet and derives it from the activation data.
        try await withHostedTonCard(stateFile: stateFile) { card, _, _ in
            let client = TonCard(channel: card)
            #expect(try await client.state() == .personalized)
            let serial = try await client.serialNumber()
            try await client.createHMACKey(
                password: try ActivationPassword(bytes: TonCardEmulatorConfiguration.defaultPassword),
                commonSecret: try CommonSecret(bytes: TonCardEmulatorConfiguration.defaultCommonSecret),
                serialNumber: serial)
            try await client.verifyPin(Self.pin)
            #expect(try await client.publicKeyForDefaultPath() == firstKey)
        }
    }

    /// The `toncard` command line with its real PC/SC connector: it finds the card by the spec's
    /// reader rule, activates it (the HMAC key goes to an encrypted key store in a temporary
    /// folder), reads the key, signs, counts a wrong PIN, and names an unknown reader.
    @Test func theToncardCommandLineDrivesTheCardThroughPcscd() async throws {
        try await withHostedTonCard { _, _, _ in
            let store = try Self.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: store) }
            let secrets = [
                "TONCARD_KEYSTORE_DIR": store.path, "TONCARD_KEYSTORE_PASSPHRASE": "integration",
                "TONCARD_NEW_PIN": Self.pin, "TONCARD_PIN": Self.pin,
                "TONCARD_PASSWORD": Hex.encode(TonCardEmulatorConfiguration.defaultPassword),
                "TONCARD_COMMON_SECRET": Hex.encode(TonCardEmulatorConfiguration.defaultCommonSecret),
                "TONCARD_IV": Hex.encode(TonCardEmulatorConfiguration.defaultIV),
            ]
            let readers = await Self.toncard(["readers"], environment: secrets)
            #expect(readers.status == 0)
            #expect(readers.output.contains("\(Self.reader): card present"))
            let activated = await Self.toncard(["activate", "--reader", Self.reader], environment: secrets)
            #expect(activated.status == 0, "\(activated.error)")
            #expect(activated.output.contains("504394802433901126813236"))
            let status = await Self.toncard(["status", "--reader", Self.reader, "--json"], environment: secrets)
            #expect(
                status.output.contains(
                    #""getTonAppletState":{"message":"TonWalletApplet is personalized.","status":"ok"}"#))
            let publicKey = await Self.toncard(["pubkey", "--reader", Self.reader], environment: secrets)
            #expect(publicKey.output.lowercased() == Self.publicKeyZero + "\n")
            let signed = await Self.toncard(
                ["sign", "--reader", Self.reader, "--text", "pay 1 TON"], environment: secrets)
            #expect(signed.status == 0)
            #expect(signed.output.count == 129)
            var wrongPin = secrets
            wrongPin["TONCARD_PIN"] = "0000"
            let refused = await Self.toncard(["verify-pin", "--reader", Self.reader], environment: wrongPin)
            #expect(refused.status == 1)
            #expect(refused.error.contains("wrong PIN (9 tries left)"))
            let unknown = await Self.toncard(["pubkey", "--reader", "No Such Reader"], environment: secrets)
            #expect(unknown.status == 70)
            #expect(unknown.error.contains("No Such Reader"))
        }
    }

    /// One in-process run of `toncard` against pcscd, with captured streams.
    static func toncard(_ arguments: [String], environment: [String: String]) async -> (
        status: Int32, output: String, error: String
    ) {
        let output = Mutex("")
        let error = Mutex("")
        let io = CommandIO(
            write: { text in output.withLock { $0 += text } },
            writeError: { text in error.withLock { $0 += text } })
        var context = TonCardToolContext.standard
        context.io = io
        context.environment = environment
        context.prompt = nil
        // The key store's PBKDF2 cost is meant to be slow; a test needs no such protection.
        context.keyStoreRounds = 1_000
        let status = await TonCardTool.run(arguments, context: context)
        return (status, output.withLock { $0 }, error.withLock { $0 })
    }

    // MARK: - The hosted card

    /// Runs `body` with a `virtual-card-host --card toncard` in the spare reader and a PC/SC
    /// connection to it; the host is stopped by PID however `body` ends.
    func withHostedTonCard<T>(
        stateFile: String? = nil,
        _ body: (PCSCCard, PCSCContext, ServiceProcess) async throws -> T
    ) async throws -> T {
        let context = try await Self.contextWithEmptySpareReader()
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = stateFile ?? directory.appendingPathComponent("toncard.json").path
        // Ready once the card is in the reader; one that never gets there is stopped already.
        let host = try await VirtualCardHost.start(
            arguments: ["--card", "toncard", "--port", Self.port, "--state-file", path],
            environment: ["TONCARD_EMU_SEED": Self.seed])
        let outcome: Result<T, any Error>
        do {
            _ = try await context.waitForCard(in: Self.reader, timeout: Self.eventTimeout)
            let card = try await context.connect(to: Self.reader)
            do {
                outcome = .success(try await body(card, context, host))
            } catch {
                outcome = .failure(error)
            }
            try? await card.disconnect()
        } catch {
            outcome = .failure(error)
        }
        await host.stop(grace: .seconds(10))
        // However the test went, the next one starts from an empty reader.
        _ = try await context.waitForCardRemoval(from: Self.reader, timeout: Self.eventTimeout)
        return try outcome.get()
    }

    static func activate(_ client: TonCard) async throws {
        try await client.turnOnWallet(
            newPin: pin,
            password: try ActivationPassword(bytes: TonCardEmulatorConfiguration.defaultPassword),
            commonSecret: try CommonSecret(bytes: TonCardEmulatorConfiguration.defaultCommonSecret),
            iv: try InitialVector(bytes: TonCardEmulatorConfiguration.defaultIV))
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "toncard-pcsc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    // MARK: - When the services are not there

    /// Under `make test` pcsc-services.sh has started pcscd and set PCSC_VIRTUAL_CARD_READER:
    /// then every problem is a failure. Otherwise a missing pcscd or vpcd skips the test.
    private static var servicesRequired: Bool {
        ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"] != nil
    }

    /// A context to pcscd whose spare vpcd reader is there and empty, or the test is skipped
    /// (or fails, when the services are required) with the reason.
    static func contextWithEmptySpareReader() async throws -> PCSCContext {
        let context: PCSCContext
        do {
            context = try PCSCContext()
        } catch {
            if servicesRequired { throw error }
            try Test.cancel(
                "pcscd is not reachable (\(error)). `make test` installs and starts it with vpcd's virtual readers; that needs root."
            )
        }
        let readers = try context.readers()
        guard readers.contains(reader) else {
            if servicesRequired { Issue.record("pcscd has no reader \"\(reader)\"; readers: \(readers)") }
            try Test.cancel("pcscd has no \"\(reader)\" (is vsmartcard-vpcd installed?); readers: \(readers)")
        }
        // A card pulled a moment ago may still be listed until pcscd's next poll.
        let status = try? await context.waitForCardRemoval(from: reader, timeout: eventTimeout)
        guard let status, !status.isCardPresent else {
            if servicesRequired { Issue.record("\"\(reader)\" already holds a card; the suite needs it empty") }
            try Test.cancel("\"\(reader)\" already holds a card (another virtual-card-host?); the suite needs it empty")
        }
        return context
    }
}
