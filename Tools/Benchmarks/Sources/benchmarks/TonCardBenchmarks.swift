import APDU
import CryptoPrimitives
import Foundation
import PCSC
import Synchronization
import TonCard
import TonCardEmulator

// Issue 19's figures: each TonCard operation measured against the raw APDU round trips it makes,
// sent by hand on the same channel (TonCardRawScript), in alternating rounds (ComparisonTiming).
// The goal is a client overhead of at most 20 %.
//
// TonCard.signInProcess…        signatures/s on the default path (PIN verified once, before the
//                               rounds), the emulator in this process through InProcessCardChannel
// TonCard.keychainAdd8KInProcess ms to add an 8 kB key and read it back (the keychain is emptied,
//                               untimed, before each)
// TonCard.sign…, TonCard.keychainAdd8K…
//                               the same through libpcsclite → pcscd → vpcd → a toncard card in
//                               TONCARD_VIRTUAL_CARD_READER (else PCSC_VIRTUAL_CARD_READER, else
//                               "Virtual PCD 00 00"); no figure when that reader holds no TON card
// Each prints `<name>` (the client), `<name>Raw` (the round trips by hand), `<name>Overhead` (%)
// and `<name>APDUs`, the round trips one operation needs.

/// The PIN the benchmarks activate a factory card with (turnOnWallet's own default).
private let pin = "5555"
/// A 32-byte message, the size of the hash a wallet signs.
private let message: [UInt8] = (0..<32).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
/// The largest key the keychain takes.
private let key8K: [UInt8] = (0..<TonCardLimits.maxKeySize).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }

/// An activated card with its PIN verified: `recording` records what the client sends (to build
/// the raw script), `client` is the one measured, on the channel itself, sharing its host keys.
private struct PreparedCard: Sendable {
    let recorder: RecordingCardChannel
    let recording: TonCard
    let client: TonCard
    let hmacKey: SymmetricKey

    var channel: any CardChannel { recorder.inner }

    /// The card on `channel`, made ready by ``activate(_:)``; nil (with a note naming the
    /// benchmark and the reason) when it cannot be.
    static func on(_ channel: any CardChannel, name: String) -> PreparedCard? {
        let recorder = RecordingCardChannel(channel)
        let recording = TonCard(channel: recorder)
        // Why the card could not be made ready, "" when it was.
        let failure: String? = waitFor {
            do {
                try await activate(recording)
                return ""
            } catch {
                return "\(error)"
            }
        }
        guard let failure, failure.isEmpty else {
            FileHandle.standardError.write(
                Data("note: \(name): no activatable TON card on this channel (\(failure ?? "no answer"))\n".utf8))
            return nil
        }
        _ = recorder.takeCommands()
        let hmacKey = ActivationCryptography.hmacKey(
            password: TonCardEmulatorConfiguration.defaultPassword,
            commonSecret: TonCardEmulatorConfiguration.defaultCommonSecret)
        return PreparedCard(
            recorder: recorder, recording: recording, client: TonCard(channel: channel, keyStore: recording.keyStore),
            hmacKey: hmacKey)
    }

    /// Activates a factory card, or loads the host key of a card activated with the default data;
    /// then verifies the PIN; throws what the card or the client refused.
    private static func activate(_ recording: TonCard) async throws {
        let password = try ActivationPassword(bytes: TonCardEmulatorConfiguration.defaultPassword)
        let commonSecret = try CommonSecret(bytes: TonCardEmulatorConfiguration.defaultCommonSecret)
        // A factory card's TON applet refuses SELECT until activation, so only an activated card
        // answers the state read; anything else is activated (which fails on a card that is not
        // a TON card, or not a factory one).
        let state = try? await recording.state()
        if state == .personalized || state == .deleteKeyMode {
            let serial = try await recording.serialNumber()
            try await recording.createHMACKey(password: password, commonSecret: commonSecret, serialNumber: serial)
        } else {
            let iv = try InitialVector(bytes: TonCardEmulatorConfiguration.defaultIV)
            try await recording.turnOnWallet(newPin: pin, password: password, commonSecret: commonSecret, iv: iv)
        }
        try await recording.verifyPin(pin)
    }

    /// The commands recorded since the last call, as a script checked once against the card.
    func script(_ label: String) -> TonCardRawScript? {
        let script = TonCardRawScript(commands: recorder.takeCommands(), hmacKey: hmacKey)
        let channel = self.channel
        guard waitFor({ try await script.send(on: channel) }) != nil else {
            FileHandle.standardError.write(Data("note: \(label): the recorded APDUs did not replay\n".utf8))
            return nil
        }
        print("BENCH \(label)APDUs \(script.commands.count) APDUs")
        return script
    }
}

/// The card a keychain comparison prepared, for the untimed reset before each call.
private final class PreparedCardSlot: Sendable {
    private let card = Mutex<PreparedCard?>(nil)

    func set(_ prepared: PreparedCard) { card.withLock { $0 = prepared } }

    /// Empties the keychain so the next 8 kB key fits (32 kB in all).
    func resetKeychain() {
        guard let prepared = card.withLock({ $0 }) else { return }
        _ = waitFor { try await prepared.client.resetKeychain() }
    }
}

private func signComparison(_ name: String, signaturesPerRound: Int, channel: @escaping () -> (any CardChannel)?)
    -> ComparisonBenchmark
{
    ComparisonBenchmark(name: name, baselineName: name + "Raw", operationsPerRound: signaturesPerRound, rounds: 20) {
        guard let channel = channel(), let card = PreparedCard.on(channel, name: name) else { return nil }
        guard waitFor({ try await card.recording.signForDefaultHdPath(message) }) != nil, let script = card.script(name)
        else { return nil }
        let candidate = {
            waitForChecksum {
                var checksum: UInt64 = 0
                for _ in 0..<signaturesPerRound {
                    checksum &+= UInt64(try await card.client.signForDefaultHdPath(message).count)
                }
                return checksum
            }
        }
        let baseline = {
            waitForChecksum {
                var checksum: UInt64 = 0
                for _ in 0..<signaturesPerRound { checksum &+= try await script.send(on: card.channel) }
                return checksum
            }
        }
        return (candidate, baseline)
    }
}

private func keychainComparison(_ name: String, rounds: Int, channel: @escaping () -> (any CardChannel)?)
    -> ComparisonBenchmark
{
    let slot = PreparedCardSlot()
    return ComparisonBenchmark(
        name: name, baselineName: name + "Raw", operationsPerRound: 1, rounds: rounds,
        reportedIn: .millisecondsPerOperation, untimedBeforeEachCall: slot.resetKeychain
    ) {
        guard let channel = channel(), let card = PreparedCard.on(channel, name: name) else { return nil }
        guard waitFor({ try await card.recording.resetKeychain() }) != nil else { return nil }
        _ = card.recorder.takeCommands()
        let readBack: [UInt8]? = waitFor {
            let hmac = try await card.recording.addKey(key8K)
            return try await card.recording.key(for: hmac)
        }
        guard readBack == key8K else { return nil }
        // The script adds the same key again, so the keychain must be empty before its check too.
        _ = waitFor { try await card.client.resetKeychain() }
        guard let script = card.script(name) else { return nil }
        slot.set(card)
        let candidate = {
            waitForChecksum {
                let hmac = try await card.client.addKey(key8K)
                return UInt64(try await card.client.key(for: hmac).count)
            }
        }
        let baseline = { waitForChecksum { try await script.send(on: card.channel) } }
        return (candidate, baseline)
    }
}

private func inProcessChannel() -> (any CardChannel)? {
    guard let emulator = try? TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration()) else { return nil }
    return InProcessCardChannel(card: emulator)
}

private func pcscChannel() -> (any CardChannel)? {
    let environment = ProcessInfo.processInfo.environment
    let reader =
        environment["TONCARD_VIRTUAL_CARD_READER"] ?? environment["PCSC_VIRTUAL_CARD_READER"] ?? "Virtual PCD 00 00"
    let card: PCSCCard? = waitFor {
        let context = try PCSCContext()
        _ = try await context.waitForCard(in: reader, timeout: .seconds(5))
        return try await context.connect(to: reader)
    }
    return card
}

func tonCardComparisons() -> [ComparisonBenchmark] {
    [
        signComparison("TonCard.signInProcess", signaturesPerRound: 100, channel: inProcessChannel),
        keychainComparison("TonCard.keychainAdd8KInProcess", rounds: 20, channel: inProcessChannel),
        signComparison("TonCard.sign", signaturesPerRound: 20, channel: pcscChannel),
        keychainComparison("TonCard.keychainAdd8K", rounds: 20, channel: pcscChannel),
    ]
}
