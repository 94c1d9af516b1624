import APDU
import PCSC
import TonCard
import TonCardCommands
import TonCardEmulator
import TonCardReaders

/// Readers made up for a test: each name with the emulated card it holds, or none. Connecting
/// applies the spec's reader choice to them, as the PC/SC connector does to pcscd's list.
struct EmulatedConnector: CardConnector {
    var readers: [(name: String, card: TonCardEmulatedCard?)]
    /// The card a person puts in the first reader once a command waits for one (`--wait`); nil:
    /// none comes.
    var arrivingCard: TonCardEmulatedCard? = nil

    func readers(operation: TonCardOperation) async throws(TonCardError) -> [ReaderStatus] {
        readers.map { reader in
            ReaderStatus(
                reader: reader.name, flags: reader.card == nil ? .empty : .present, eventCount: 0,
                answerToReset: reader.card?.answerToReset ?? [])
        }
    }

    func connect(reader: String?, operation: TonCardOperation) async throws(TonCardError) -> any CardChannel {
        let chosen = try TonCardReaderSelection.choose(
            from: await readers(operation: operation), reader: reader, operation: operation)
        guard let card = readers.first(where: { $0.name == chosen })?.card else {
            throw .transport(.cardNotDetected, details: "", operation: operation)
        }
        return InProcessCardChannel(card: card)
    }

    /// Emulated readers change only by ``arrivingCard``: a waiting command gets that card, put
    /// in the first reader as it starts waiting; with none, the wait fails as the PC/SC wait does
    /// at its deadline, without sleeping through it.
    func connect(
        reader: String?, waitingUpTo timeout: Duration, operation: TonCardOperation
    ) async throws(TonCardError) -> any CardChannel {
        do {
            return try await connect(reader: reader, operation: operation)
        } catch {
            guard case .transport(.cardNotDetected, _, _) = error else { throw error }
            if let arrivingCard, !readers.isEmpty {
                var inserted = self
                inserted.readers[0].card = arrivingCard
                inserted.arrivingCard = nil
                return try await inserted.connect(reader: reader, operation: operation)
            }
            throw .transport(
                .cardNotDetected, details: "no card arrived within \(timeout.components.seconds) s",
                operation: operation)
        }
    }
}
