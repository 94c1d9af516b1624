import APDU
import Testing

@testable import TonCard

@Suite("The TON card's APDU redaction table (§10.0)")
struct RedactionTests {
    static let table: [(command: String, hidden: APDURedaction.Parts)] = [
        ("B0A2000044", .commandData),  // VERIFY_PIN
        ("B092000090", .commandData),  // VERIFY_PASSWORD
        ("B091000080", .commandData), ("B094000020", .commandData),
        ("B0B4000005", .commandData), ("B0B4010005", .commandData), ("B0B4020060", []),
        ("B0B6000005", .commandData), ("B0B6020060", []),
        ("B0D1000001", .commandData), ("B0D1020020", []),
        ("B0B2000044", .responseData), ("B0D2000002", .responseData),
        ("B0C1000001", []), ("B0BD000020", []), ("B0A5000044", []),
        ("80CB80000BDFFE0882030504", .commandData),  // GENERATE_SEED
        ("80CB800010DFFE0D82040A04", .commandData),  // CHANGE_PIN
        ("80CB800005DFFF028103", []), ("00A404000C", []),
    ]

    @Test("secret command data and secret response data are hidden; the rest is not")
    func table() {
        for (command, hidden) in Self.table {
            #expect(APDURedaction.tonCard.parts(toHideFor: Vectors.bytes(command)) == hidden, "\(command)")
        }
    }

    @Test("client error texts use the same table: B4 chunks are REDACTED, the closing MAC is not")
    func commandText() throws {
        let chunk = try TonCommand.applet(.addKeyChunk, p1: 0x00, data: [1, 2, 3], operation: .addKeyIntoKeyChain)
        #expect(chunk.redactedText == "B0 B4 00 00 03 REDACTED")
        let end = try TonCommand.applet(.addKeyChunk, p1: 0x02, data: [0xAA], operation: .addKeyIntoKeyChain)
        #expect(end.redactedText == "B0 B4 02 00 01 AA 02")
        #expect(TonCommand.coinManager(.getPinTotalTries).redactedText == "80 CB 80 00 05 DFFF028103 00")
    }
}
