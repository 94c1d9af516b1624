import APDU
import PCSC
import TonCard

/// Where the commands find readers and cards. The executable uses ``PCSCCardConnector``; tests
/// give their own, which lists made-up readers and hands out emulated cards in this process.
public protocol CardConnector: Sendable {
    /// Every reader with its state, in the order the reader list gives them.
    func readers(operation: TonCardOperation) async throws(TonCardError) -> [ReaderStatus]

    /// Opens the card to use: the reader named by `--reader`, or, when `reader` is nil, the one
    /// the spec's reader choice picks (§10.2).
    func connect(reader: String?, operation: TonCardOperation) async throws(TonCardError) -> any CardChannel

    /// As ``connect(reader:operation:)``, but with no card in the reader (or no reader at all) it
    /// waits up to `timeout` for one to arrive instead of failing at once; `toncard … --wait`.
    ///
    /// - Throws: 210001 with details saying no card arrived when `timeout` passes, 20000 when the
    ///   task is cancelled, and otherwise what ``connect(reader:operation:)`` throws.
    func connect(reader: String?, waitingUpTo timeout: Duration, operation: TonCardOperation) async throws(TonCardError)
        -> any CardChannel
}
