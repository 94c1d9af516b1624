import APDU
import Foundation
import TonCard
import TonCardEmulator

/// The TON card emulator in this process, for `wallet --local` and tests: a factory card (state
/// 27) provisioned with the spec's README activation data, whose whole state is written to
/// `stateFile` after every command that changes it, so the card stays activated across runs.
///
/// Every connector of one state file in this process talks to the same emulated card object
/// (see ``card``), so the state the wallet sees is always the state in the file.
public struct EmulatedCardConnector: CardConnector {
    /// Where the card's state lives.
    public let stateFile: String
    /// Where the cards' HMAC keys are: opened once by the wallet (see ``CardKeyStore``).
    public let keyStore: any CardHMACKeyStore
    /// The emulated card, for tests that look at its counters or talk to it directly.
    public let card: TonCardEmulatedCard
    private let channel: InProcessCardChannel

    /// Loads the card saved in `stateFile`, or makes a factory card and saves it there. The
    /// file's directory is created (mode 0700) when missing.
    ///
    /// - Parameters:
    ///   - stateFile: the state file; it holds the card's keys, so keep it in the wallet's data directory.
    ///   - keyStore: the wallet's HMAC key store.
    ///   - seed: the seed activation stores (16…64 bytes), for known keys in tests; nil = random.
    ///     Ignored when the card of this file is already open in this process.
    /// - Throws: ``CardWalletError/emulatorUnavailable(details:)`` when the file cannot be read
    ///   or written, or holds no valid card.
    public init(stateFile: String, keyStore: any CardHMACKeyStore, seed: [UInt8]? = nil) throws(CardWalletError) {
        let directory = URL(fileURLWithPath: stateFile).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .emulatorUnavailable(details: "its directory \(directory) cannot be created")
        }
        self.stateFile = stateFile
        self.keyStore = keyStore
        (card, channel) = try EmulatedCardRegistry.open(
            stateFile: stateFile, configuration: TonCardEmulatorConfiguration(seed: seed, stateFilePath: stateFile))
    }

    /// The emulator's reader, always holding its card.
    public var readerName: String { "TON card emulator (state in \(stateFile))" }

    public func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        [CardReaderInfo(name: readerName, isCardPresent: true)]
    }

    /// A client over the card's one channel; disconnecting leaves the card in its "reader".
    public func connect() async throws(CardWalletError) -> CardSession {
        CardSession(card: TonCard(channel: channel, keyStore: keyStore), reader: readerName) {}
    }

    /// The data the emulator was provisioned with: the README's password, common secret and IV.
    public var knownActivationData: CardActivationData? {
        let configuration = card.configuration
        return try? CardActivationData(
            passwordBytes: configuration.password, commonSecretBytes: configuration.commonSecret,
            ivBytes: configuration.iv)
    }
}
