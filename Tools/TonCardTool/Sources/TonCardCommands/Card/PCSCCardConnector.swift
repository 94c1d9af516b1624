import APDU
import PCSC
import TonCard
import TonCardReaders

/// Readers and cards through pcscd. A context is established per call: a command makes one or two
/// calls, and a fresh context survives a pcscd restart between them.
public struct PCSCCardConnector: CardConnector {
    public init() {}

    public func readers(operation: TonCardOperation) async throws(TonCardError) -> [ReaderStatus] {
        try await TonCardReaderSelection.statuses(context: context(operation), operation: operation)
    }

    public func connect(reader: String?, operation: TonCardOperation) async throws(TonCardError) -> any CardChannel {
        try await TonCardReaderSelection.connect(context: context(operation), reader: reader, operation: operation)
    }

    public func connect(
        reader: String?, waitingUpTo timeout: Duration, operation: TonCardOperation
    ) async throws(TonCardError) -> any CardChannel {
        try await TonCardReaderSelection.connect(
            context: context(operation), reader: reader, waitingUpTo: timeout, operation: operation)
    }

    /// pcscd not answering is the spec's 210000, whatever pcsc-lite called it.
    private func context(_ operation: TonCardOperation) throws(TonCardError) -> PCSCContext {
        do {
            return try PCSCContext()
        } catch {
            throw .transport(.serviceUnavailable, details: "", operation: operation)
        }
    }
}
