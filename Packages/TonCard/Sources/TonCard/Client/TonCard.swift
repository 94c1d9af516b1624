import APDU
import Logging
import Synchronization
import TonCardProtocol

/// The TON Labs security card over any APDU `CardChannel`: a reader through PC/SC, the emulator
/// behind pcscd and vpcd, or an emulated card in this process (spec §1, §4).
///
/// Every operation runs in one card transaction, selects what it needs first (a reset silently
/// drops the selection, §2.1), checks for cancellation before each APDU, and reads the sault right
/// before each protected command with the HMAC key of the serial number it has just read from the
/// card. Failures are `TonCardError`s; nothing traps on what a card answers.
public final class TonCard: Sendable {
    /// The path to the card.
    public let channel: any CardChannel
    /// The host's HMAC keys, by serial number.
    public let keyStore: any CardHMACKeyStore
    let logger: Logger
    /// The "current serial number" of the original API (§4.1): per client, in memory, set by
    /// every operation that reads the card's SN to find its key, and by the key-store calls.
    private let current = Mutex<SerialNumber?>(nil)

    /// - Parameters:
    ///   - channel: the card.
    ///   - keyStore: where activated cards' HMAC keys live; an in-memory store by default.
    ///   - logger: receives one trace line per APDU with secrets redacted (§10.0).
    public init(
        channel: any CardChannel, keyStore: any CardHMACKeyStore = InMemoryHMACKeyStore(),
        logger: Logger = Logger(label: "TonCard")
    ) {
        self.channel = channel
        self.keyStore = keyStore
        self.logger = logger
    }

    /// The serial number whose key the last protected operation used, or that was last selected.
    public var currentSerialNumber: SerialNumber? { current.withLock { $0 } }

    func setCurrent(_ serialNumber: SerialNumber?) {
        current.withLock { $0 = serialNumber }
    }

    /// Runs `body` as `operation`: one transaction, one session; any error that is not already a
    /// `TonCardError` becomes one. The serial number the session read to find a key becomes current.
    func run<Result: Sendable>(
        _ operation: TonCardOperation, _ body: @escaping (CardSession) async throws(TonCardError) -> Result
    ) async throws(TonCardError) -> Result {
        let session = CardSession(channel: channel, operation: operation, keyStore: keyStore, logger: logger)
        do {
            let result = try await channel.withTransaction { () async throws -> Result in
                try await body(session)
            }
            if session.hmacKey != nil, let serial = session.serialNumber { setCurrent(serial) }
            return result
        } catch {
            throw TransportErrorMapping.map(error, operation: operation)
        }
    }
}
