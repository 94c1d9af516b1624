@testable import CandidCommands
import Testing

@Suite struct HexTests {
    @Test func roundTripsEveryByte() throws {
        let bytes = (0...255).map { UInt8($0) }
        let text = Hex.encode(bytes)
        #expect(text.hasPrefix("000102"))
        #expect(text.hasSuffix("fdfeff"))
        #expect(try Hex.decode(text) == bytes)
        #expect(try Hex.decode(text.uppercased()) == bytes)
    }

    @Test func toleratesWhitespaceAndA0xPrefix() throws {
        #expect(try Hex.decode("0x44 49\n44\t4c") == Array("DIDL".utf8))
        #expect(try Hex.decode("") == [])
    }

    @Test func rejectsOddLengthsAndOtherCharacters() {
        #expect(throws: CandidToolError(.invalidInput, "hex input has an odd number of digits (1)")) { try Hex.decode("a") }
        #expect(throws: CandidToolError(.invalidInput, "hex input has a non-hex character 'g'")) { try Hex.decode("0g") }
    }
}
