import Testing
import TonCardProtocol

/// Serial number encoding (spec §1.2): 24 digit bytes ↔ 24-character string.
struct SerialNumberTests {
    @Test func readmeSerialNumberRoundTrips() throws {
        let serial = try SerialNumber("504394802433901126813236")
        #expect(serial.wireBytes == [5, 0, 4, 3, 9, 4, 8, 0, 2, 4, 3, 3, 9, 0, 1, 1, 2, 6, 8, 1, 3, 2, 3, 6])
        #expect(try SerialNumber(wireBytes: serial.wireBytes).description == "504394802433901126813236")
    }

    @Test func malformedSerialNumbersAreRefused() {
        #expect(throws: TonCardProtocolError.self) { try SerialNumber("12345") }
        #expect(throws: TonCardProtocolError.self) { try SerialNumber("50439480243390112681323A") }
        #expect(throws: TonCardProtocolError.self) { try SerialNumber(wireBytes: Array(repeating: 10, count: 24)) }
    }
}
