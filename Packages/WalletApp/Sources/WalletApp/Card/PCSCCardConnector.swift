import PCSC
import TonCard
import TonCardReaders

/// A real TON card in a PC/SC reader, through pcscd.
///
/// The reader is the one named, or else the first reader holding a card (the spec's rule, §10.2,
/// as `TonCardReaderSelection` applies it). A PC/SC context is established per call, so a pcscd
/// restart between two operations is harmless.
public struct PCSCCardConnector: CardConnector {
    /// The reader to use, or nil for the first one holding a card.
    public let reader: String?
    /// Where the cards' HMAC keys are: opened once by the wallet (see ``CardKeyStore``).
    public let keyStore: any CardHMACKeyStore

    public init(reader: String?, keyStore: any CardHMACKeyStore) {
        self.reader = reader
        self.keyStore = keyStore
    }

    public func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        let context = try self.context()
        let statuses: [ReaderStatus]
        do throws(TonCardError) {
            statuses = try await TonCardReaderSelection.statuses(context: context, operation: .getTonAppletState)
        } catch {
            throw CardWalletError(error)
        }
        return statuses.map { CardReaderInfo(name: $0.reader, isCardPresent: $0.isCardPresent) }
    }

    public func connect() async throws(CardWalletError) -> CardSession {
        let context = try self.context()
        let channel: PCSCCard
        do throws(TonCardError) {
            channel = try await TonCardReaderSelection.connect(
                context: context, reader: reader, operation: .getTonAppletState)
        } catch {
            throw CardWalletError(error)
        }
        return CardSession(card: TonCard(channel: channel, keyStore: keyStore), reader: channel.reader) {
            // The operation is over either way; a failing disconnect (card already gone) leaves
            // nothing to clean up on this side.
            try? await channel.disconnect()
        }
    }

    /// Waits on pcscd's reader events (no polling of the card) for a card in the reader, or in
    /// any reader when none is named, then lets it go: the operation connects again.
    public func waitForCard(upTo timeout: Duration) async throws(CardWalletError) {
        let context = try self.context()
        do throws(TonCardError) {
            let channel = try await TonCardReaderSelection.connect(
                context: context, reader: reader, waitingUpTo: timeout, operation: .getTonAppletState)
            try? await channel.disconnect()
        } catch {
            if case .transport(.cardNotDetected, _, _) = error {
                throw .noCardArrived(seconds: timeout.components.seconds)
            }
            throw CardWalletError(error)
        }
    }

    /// pcscd not answering, whatever pcsc-lite called it.
    private func context() throws(CardWalletError) -> PCSCContext {
        do {
            return try PCSCContext()
        } catch {
            throw .pcscUnavailable
        }
    }
}
