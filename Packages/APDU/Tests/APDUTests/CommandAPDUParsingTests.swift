import Testing

@testable import APDU

/// A malformed command and the exact error it must produce.
struct RejectionVector: Sendable, CustomTestStringConvertible {
    let name: String
    let wire: [UInt8]
    let error: APDUError
    var testDescription: String { name }
}

@Suite("CommandAPDU parsing")
struct CommandAPDUParsingTests {
    static let rejections: [RejectionVector] = [
        .init(name: "empty", wire: [], error: .truncated(expected: 4, available: 0, offset: 0)),
        .init(name: "1 byte", wire: hex("00"), error: .truncated(expected: 4, available: 1, offset: 0)),
        .init(name: "3 bytes", wire: hex("00 A4 04"), error: .truncated(expected: 4, available: 3, offset: 0)),
        .init(
            name: "short Lc=00 with a following byte (00 can only start an extended field)",
            wire: hex("00 A4 04 00 00 6F"), error: .truncated(expected: 3, available: 2, offset: 4)),
        .init(
            name: "extended length field cut after its first byte",
            wire: hex("00 B0 00 00 00 01"), error: .truncated(expected: 3, available: 2, offset: 4)),
        .init(
            name: "extended Lc=0000 followed by data",
            wire: hex("00 A4 04 00 00 00 00 AA"), error: .zeroLc(offset: 4)),
        .init(
            name: "extended Lc=0000 followed by an extended Le",
            wire: hex("00 B0 00 00 00 00 00 01 00"), error: .zeroLc(offset: 4)),
        .init(
            name: "short Lc larger than the data",
            wire: hex("00 A4 04 00 05 01 02 03"),
            error: .inconsistentLc(lc: 5, bytesFollowing: 3, offset: 4, extended: false)),
        .init(
            name: "short Lc smaller than the data (two bytes too many)",
            wire: hex("00 A4 04 00 02 01 02 03 04"),
            error: .inconsistentLc(lc: 2, bytesFollowing: 4, offset: 4, extended: false)),
        .init(
            name: "case 4S with a two-byte Le",
            wire: hex("00 A4 04 00 01 AA 00 00"),
            error: .inconsistentLc(lc: 1, bytesFollowing: 3, offset: 4, extended: false)),
        .init(
            name: "case 2S followed by a trailing byte",
            wire: hex("00 B0 00 00 10 AA"),
            error: .inconsistentLc(lc: 16, bytesFollowing: 1, offset: 4, extended: false)),
        .init(
            name: "extended Lc larger than the data",
            wire: hex("00 D6 00 00 00 01 00 AA"),
            error: .inconsistentLc(lc: 256, bytesFollowing: 1, offset: 4, extended: true)),
        .init(
            name: "case 3E with a one-byte (short) Le appended",
            wire: hex("00 D6 00 00 00 00 02 AA BB 10"),
            error: .inconsistentLc(lc: 2, bytesFollowing: 3, offset: 4, extended: true)),
        .init(
            name: "case 4E followed by a trailing byte",
            wire: hex("00 D6 00 00 00 00 01 AA 00 10 FF"),
            error: .inconsistentLc(lc: 1, bytesFollowing: 4, offset: 4, extended: true)),
    ]

    @Test("rejects malformed commands with the precise error", arguments: rejections)
    func rejects(vector: RejectionVector) {
        #expect(throws: vector.error) { try CommandAPDU(bytes: vector.wire) }
    }

    @Test("every error description names what was wrong and where", arguments: rejections)
    func errorDescriptions(vector: RejectionVector) {
        let text = vector.error.description
        #expect(text.contains("offset"))
        #expect(!text.isEmpty)
    }

    @Test("short Lc error description explains both valid shapes")
    func inconsistentLcDescription() {
        let error = APDUError.inconsistentLc(lc: 5, bytesFollowing: 3, offset: 4, extended: false)
        #expect(
            error.description
                == "short Lc at offset 4 announces 5 data bytes, but 3 bytes follow it; "
                + "expected exactly 5 (case 3) or 6 (case 4 with a 1-byte Le)")
    }

    @Test("a byte appended to any case 2 or 4 command, or to case 3E, is rejected", arguments: EncodingVector.all)
    func appendedByteRejected(vector: EncodingVector) throws {
        let extendedCase3 = vector.apduCase == .three && vector.wire.count > 4 && vector.wire[4] == 0
        guard vector.apduCase.expectsResponseData || extendedCase3 else { return }
        let appended = vector.wire + [0x5A]
        if vector.apduCase == .two, vector.expectedLength == 1 {
            // Le `01` (or `00 00 01`) followed by one byte *is* a valid Lc=1 case 3 command, so
            // ISO's length rules turn it into a different command rather than an error.
            let reread = try CommandAPDU(bytes: appended)
            #expect(reread.apduCase == .three && reread.data == [0x5A])
            return
        }
        #expect(throws: APDUError.self) { try CommandAPDU(bytes: appended) }
    }

    @Test("an appended byte turns case 1 into 2S and case 3S into 4S, as ISO defines")
    func appendedByteChangesCase() throws {
        #expect(try CommandAPDU(bytes: hex("00 A4 04 00 00")).apduCase == .two)
        #expect(try CommandAPDU(bytes: hex("00 A4 04 00 01 AA 00")).apduCase == .four)
    }

    @Test("the extended form of small values parses to the same value as the short form")
    func extendedSmallValues() throws {
        let short = try CommandAPDU(bytes: hex("00 B0 00 00 10"))
        let extended = try CommandAPDU(bytes: hex("00 B0 00 00 00 00 10"))
        #expect(short == extended)
        #expect(extended.encoded(extended: true) == hex("00 B0 00 00 00 00 10"))
    }

    @Test("accepts any collection of bytes, e.g. a slice")
    func parsesSlices() throws {
        let buffer = hex("FF FF 00 B0 00 00 10 FF")
        let command = try CommandAPDU(bytes: buffer[2..<7])
        #expect(command.bytes == hex("00 B0 00 00 10"))
    }
}
