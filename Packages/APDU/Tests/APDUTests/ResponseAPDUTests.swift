import Testing

@testable import APDU

@Suite("ResponseAPDU")
struct ResponseAPDUTests {
    @Test("splits data and status word, and encodes back")
    func parseAndEncode() throws {
        let wire = hex("6F 09 84 07 A0 00 00 00 03 10 10 90 00")
        let response = try ResponseAPDU(bytes: wire)
        #expect(response.data == hex("6F 09 84 07 A0 00 00 00 03 10 10"))
        #expect(response.statusWord == .success)
        #expect(response.bytes == wire)
    }

    @Test("a bare status word has empty data")
    func bareStatusWord() throws {
        let response = try ResponseAPDU(bytes: hex("6A 82"))
        #expect(response.data.isEmpty)
        #expect(response.statusWord == .fileNotFound)
        #expect(ResponseAPDU(statusWord: .fileNotFound) == response)
    }

    @Test("fewer than two bytes is an error", arguments: [[], [0x90]] as [[UInt8]])
    func tooShort(wire: [UInt8]) {
        #expect(throws: APDUError.truncated(expected: 2, available: wire.count, offset: 0)) {
            try ResponseAPDU(bytes: wire)
        }
    }

    @Test("requireSuccess returns the data for 9000")
    func requireSuccess() throws {
        let response = ResponseAPDU(data: [0x01, 0x02], statusWord: .success)
        #expect(try response.requireSuccess() == [0x01, 0x02])
        #expect(try ResponseAPDU(statusWord: .success).requireSuccess() == [])
    }

    @Test(
        "requireSuccess throws StatusWordError for anything else, 61xx and warnings included",
        arguments: [0x6A82, 0x6100, 0x6C10, 0x6283, 0x63C2, 0x9B01, 0x8F03] as [UInt16])
    func requireSuccessFails(raw: UInt16) {
        let response = ResponseAPDU(data: [0xAA], statusWord: StatusWord(raw))
        #expect(throws: StatusWordError(statusWord: StatusWord(raw))) { try response.requireSuccess() }
    }

    @Test("requireSuccess(for:) records the INS of the command")
    func requireSuccessWithInstruction() throws {
        let select = try CommandAPDU(bytes: hex("00 A4 04 00 07 A0 00 00 00 03 10 10 00"))
        let response = ResponseAPDU(statusWord: .fileNotFound)
        let error = #expect(throws: StatusWordError.self) { try response.requireSuccess(for: select) }
        #expect(error?.statusWord == .fileNotFound)
        #expect(error?.instruction == 0xA4)
        #expect(error?.description == "card answered 6A82 (file or application not found) to INS A4")
        #expect(try ResponseAPDU(data: [1], statusWord: .success).requireSuccess(for: select) == [1])
    }

    @Test("StatusWordError without an instruction")
    func statusWordErrorDescription() {
        let error = StatusWordError(statusWord: .securityStatusNotSatisfied)
        #expect(error.instruction == nil)
        #expect(error.description == "card answered 6982 (security status not satisfied)")
    }

    @Test("descriptions")
    func descriptions() {
        #expect(ResponseAPDU(statusWord: .success).description == "9000 (success)")
        #expect(ResponseAPDU(data: [0x01, 0xAB], statusWord: .success).description == "[01 AB] 9000 (success)")
        let long = ResponseAPDU(data: filler(100), statusWord: StatusWord(0x6100))
        #expect(long.description.contains("… (+36 bytes)] 6100 (256 response bytes available)"))
    }
}
