import PCSC
import Testing

@testable import TonCard
@testable import TonCardReaders

/// The reader choice of spec §10.2 (G12), on reader lists made up here so no pcscd is needed.
@Suite("Reader choice (spec §10.2)")
struct ReaderSelectionTests {
    private static let atr: [UInt8] = [0x3B, 0x8A, 0x80, 0x01]

    private func reader(_ name: String, card: Bool) -> ReaderStatus {
        ReaderStatus(reader: name, flags: card ? .present : .empty, eventCount: 0, answerToReset: card ? Self.atr : [])
    }

    @Test("Without a name, the first listed reader holding a card is chosen")
    func firstWithCard() throws {
        let readers = [reader("A", card: false), reader("B", card: true), reader("C", card: true)]
        #expect(try TonCardReaderSelection.choose(from: readers, reader: nil, operation: .getSerialNumber) == "B")
    }

    @Test("No readers at all is 210003")
    func noReaders() {
        #expect(throws: TonCardError.transport(.noReaders, details: "", operation: .getSerialNumber)) {
            try TonCardReaderSelection.choose(from: [], reader: nil, operation: .getSerialNumber)
        }
    }

    @Test("Readers but no card in any is 210001")
    func noCard() {
        let readers = [reader("A", card: false), reader("B", card: false)]
        #expect(throws: TonCardError.transport(.cardNotDetected, details: "", operation: .verifyPin)) {
            try TonCardReaderSelection.choose(from: readers, reader: nil, operation: .verifyPin)
        }
    }

    @Test("A named reader is used even when another holds a card")
    func namedReader() throws {
        let readers = [reader("A", card: true), reader("B", card: false)]
        #expect(try TonCardReaderSelection.choose(from: readers, reader: "B", operation: .getSerialNumber) == "B")
    }

    @Test("A name pcscd does not list is 210004 with the name in the message")
    func unknownReader() {
        let readers = [reader("A", card: true)]
        do {
            _ = try TonCardReaderSelection.choose(
                from: readers, reader: "Missing Reader 01", operation: .getSerialNumber)
            Issue.record("an unknown reader was accepted")
        } catch {
            #expect(error.code == 210004)
            #expect(error.message == "Smart card reader is not found: Missing Reader 01")
        }
    }

    @Test("Connecting: an absent card is 210001, an unknown reader 210004, a sharing violation 210002")
    func connectionErrors() {
        let absent = TonCardReaderSelection.connectionError(
            PCSCError(.noSmartCard, function: "SCardConnect"), reader: "A", operation: .sign)
        #expect(absent.code == 210001)
        #expect(absent.message == "Card is not detected.")
        let unknown = TonCardReaderSelection.connectionError(
            PCSCError(.unknownReader, function: "SCardConnect"), reader: "A", operation: .sign)
        #expect(unknown.message == "Smart card reader is not found: A")
        let busy = TonCardReaderSelection.connectionError(
            PCSCError(.sharingViolation, function: "SCardConnect"), reader: "A", operation: .sign)
        #expect(busy.code == 210002)
        let down = TonCardReaderSelection.connectionError(
            PCSCError(.noService, function: "SCardConnect"), reader: "A", operation: .sign)
        #expect(down.code == 210000)
    }
}
