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
}
