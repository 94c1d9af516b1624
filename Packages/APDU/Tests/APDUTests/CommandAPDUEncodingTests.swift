import Testing

@testable import APDU

/// One command in every wire form: the value, the length-form request and the exact bytes.
struct EncodingVector: Sendable, CustomTestStringConvertible {
    let name: String
    let data: [UInt8]
    let expectedLength: Int?
    let extended: Bool?
    let apduCase: APDUCase
    let wire: [UInt8]

    var testDescription: String { name }

    /// Header used by all vectors: READ/UPDATE-like `00 D6 00 00` keeps the focus on the body.
    static let header: [UInt8] = [0x00, 0xD6, 0x00, 0x00]

    func makeCommand() throws -> CommandAPDU {
        try CommandAPDU(cla: 0x00, ins: 0xD6, p1: 0x00, p2: 0x00, data: data, expectedLength: expectedLength)
    }

    /// A vector whose wire form is the common header followed by `body`.
    static func make(
        _ name: String, data: [UInt8] = [], ne: Int? = nil, extended: Bool? = nil,
        _ apduCase: APDUCase, body: [UInt8]
    ) -> EncodingVector {
        EncodingVector(
            name: name, data: data, expectedLength: ne, extended: extended, apduCase: apduCase,
            wire: header + body)
    }

    static let all: [EncodingVector] = {
        let d1: [UInt8] = [0xAA]
        let d255 = filler(255)
        let d256 = filler(256)
        let d65535 = filler(65_535)
        return [
            // Case 1
            make("1", .one, body: []),
            make("1 forced extended", extended: true, .one, body: []),
            // Case 2
            make("2S Ne=1", ne: 1, .two, body: [0x01]),
            make("2S Ne=255", ne: 255, .two, body: [0xFF]),
            make("2S Ne=256", ne: 256, .two, body: [0x00]),
            make("2E Ne=257", ne: 257, .two, body: [0x00, 0x01, 0x01]),
            make("2E Ne=65535", ne: 65_535, .two, body: [0x00, 0xFF, 0xFF]),
            make("2E Ne=65536", ne: 65_536, .two, body: [0x00, 0x00, 0x00]),
            make("2E forced Ne=1", ne: 1, extended: true, .two, body: [0x00, 0x00, 0x01]),
            make("2E forced Ne=256", ne: 256, extended: true, .two, body: [0x00, 0x01, 0x00]),
            // Case 3
            make("3S Nc=1", data: d1, .three, body: [0x01, 0xAA]),
            make("3S Nc=255", data: d255, .three, body: [0xFF] + d255),
            make("3E Nc=256", data: d256, .three, body: [0x00, 0x01, 0x00] + d256),
            make("3E Nc=65535", data: d65535, .three, body: [0x00, 0xFF, 0xFF] + d65535),
            make("3E forced Nc=1", data: d1, extended: true, .three, body: [0x00, 0x00, 0x01, 0xAA]),
            make(
                "3S requested, Nc=256 needs 3E", data: d256, extended: false, .three, body: [0x00, 0x01, 0x00] + d256),
            // Case 4
            make("4S Nc=1 Ne=1", data: d1, ne: 1, .four, body: [0x01, 0xAA, 0x01]),
            make("4S Nc=255 Ne=256", data: d255, ne: 256, .four, body: [0xFF] + d255 + [0x00]),
            make("4S explicit short", data: d1, ne: 256, extended: false, .four, body: [0x01, 0xAA, 0x00]),
            make("4E Nc=256 Ne=256", data: d256, ne: 256, .four, body: [0x00, 0x01, 0x00] + d256 + [0x01, 0x00]),
            make("4E Nc=1 Ne=257", data: d1, ne: 257, .four, body: [0x00, 0x00, 0x01, 0xAA, 0x01, 0x01]),
            make("4E Nc=1 Ne=65536", data: d1, ne: 65_536, .four, body: [0x00, 0x00, 0x01, 0xAA, 0x00, 0x00]),
            make(
                "4E Nc=65535 Ne=65536", data: d65535, ne: 65_536, .four,
                body: [0x00, 0xFF, 0xFF] + d65535 + [0x00, 0x00]),
            make(
                "4E forced Nc=2 Ne=16", data: [0xAA, 0xBB], ne: 16, extended: true, .four,
                body: [0x00, 0x00, 0x02, 0xAA, 0xBB, 0x00, 0x10]),
            make(
                "4S requested, Ne=257 needs 4E", data: d1, ne: 257, extended: false, .four,
                body: [0x00, 0x00, 0x01, 0xAA, 0x01, 0x01]),
        ]
    }()
}

@Suite("CommandAPDU encoding")
struct CommandAPDUEncodingTests {
    @Test("encodes to the exact wire bytes", arguments: EncodingVector.all)
    func encodes(vector: EncodingVector) throws {
        let command = try vector.makeCommand()
        #expect(command.encoded(extended: vector.extended) == vector.wire)
        #expect(command.apduCase == vector.apduCase)
    }

    @Test("parses the wire bytes back to the same value", arguments: EncodingVector.all)
    func parses(vector: EncodingVector) throws {
        let parsed = try CommandAPDU(bytes: vector.wire)
        #expect(parsed == (try vector.makeCommand()))
        #expect(parsed.data.count == vector.data.count)
        #expect(parsed.expectedLength == vector.expectedLength)
        #expect(parsed.apduCase == vector.apduCase)
    }

    @Test("default encoding is short whenever the values fit")
    func defaultPrefersShort() throws {
        let command = try CommandAPDU(cla: 0x00, ins: 0xB0, p1: 0x00, p2: 0x00, expectedLength: 256)
        #expect(command.bytes == hex("00 B0 00 00 00"))
        #expect(command.encoded(extended: false) == command.bytes)
        #expect(command.encoded(extended: true) == hex("00 B0 00 00 00 01 00"))
    }

    @Test("brief's boundary examples: 2S Ne=256, 2E Ne=65536, 4E Ne=65536")
    func briefExamples() throws {
        let readShort = try CommandAPDU(cla: 0x00, ins: 0xB0, p1: 0x00, p2: 0x00, expectedLength: 256)
        #expect(readShort.bytes == hex("00 B0 00 00 00"))
        let readExtended = try CommandAPDU(cla: 0x00, ins: 0xB0, p1: 0x00, p2: 0x00, expectedLength: 65_536)
        #expect(readExtended.bytes == hex("00 B0 00 00 00 00 00"))
        let case4 = try CommandAPDU(
            cla: 0x00, ins: 0xCB, p1: 0x3F, p2: 0xFF, data: [0x5C, 0x00], expectedLength: 65_536)
        #expect(case4.bytes == hex("00 CB 3F FF 00 00 02 5C 00 00 00"))
        #expect(case4.bytes.suffix(2) == [0x00, 0x00])
    }

    @Test(
        "requiresExtendedLength flips exactly past Nc 255 and Ne 256",
        arguments: [
            (0, nil, false), (255, nil, false), (256, nil, true), (65_535, nil, true),
            (0, 256, false), (0, 257, true), (255, 256, false), (1, 65_536, true),
        ] as [(Int, Int?, Bool)])
    func requiresExtended(dataCount: Int, ne: Int?, expected: Bool) throws {
        let command = try CommandAPDU(cla: 0, ins: 0xD6, p1: 0, p2: 0, data: filler(dataCount), expectedLength: ne)
        #expect(command.requiresExtendedLength == expected)
    }

    @Test("initialiser rejects data over 65535 bytes")
    func rejectsLongData() {
        #expect(throws: APDUError.dataTooLong(65_536)) {
            try CommandAPDU(cla: 0, ins: 0xD6, p1: 0, p2: 0, data: filler(65_536))
        }
    }

    @Test("initialiser rejects Ne outside 1...65536", arguments: [0, -1, 65_537, Int.max, Int.min])
    func rejectsExpectedLength(ne: Int) {
        #expect(throws: APDUError.expectedLengthOutOfRange(ne)) {
            try CommandAPDU(cla: 0, ins: 0xB0, p1: 0, p2: 0, expectedLength: ne)
        }
    }

    @Test("withExpectedLength applies a 6Cxx correction and validates")
    func withExpectedLength() throws {
        let original = try CommandAPDU(cla: 0x00, ins: 0xB0, p1: 0x00, p2: 0x00, expectedLength: 256)
        let corrected = try original.withExpectedLength(StatusWord(0x6C20).correctedExpectedLength)
        #expect(corrected.bytes == hex("00 B0 00 00 20"))
        #expect(try original.withExpectedLength(nil).apduCase == .one)
        #expect(throws: APDUError.expectedLengthOutOfRange(0)) { try original.withExpectedLength(0) }
        #expect(throws: APDUError.expectedLengthOutOfRange(65_537)) { try original.withExpectedLength(65_537) }
    }

    @Test("withData replaces the data and validates its length")
    func withData() throws {
        let select = try CommandAPDU(cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00)
        #expect(try select.withData([0xA0, 0x00]).bytes == hex("00 A4 04 00 02 A0 00"))
        #expect(try select.withData([0xA0]).withData([]).apduCase == .one)
        #expect(throws: APDUError.dataTooLong(70_000)) { try select.withData(filler(70_000)) }
    }

    @Test("header bytes are mutable without revalidation")
    func mutableHeader() throws {
        var command = try CommandAPDU(cla: 0x00, ins: 0xC0, p1: 0x00, p2: 0x00, expectedLength: 16)
        command.cla = 0x0C
        command.p1 = 0x01
        #expect(command.bytes == hex("0C C0 01 00 10"))
    }

    @Test("GET RESPONSE builder")
    func getResponse() throws {
        #expect(try CommandAPDU.getResponse(expectedLength: 0x1C).bytes == hex("00 C0 00 00 1C"))
        #expect(try CommandAPDU.getResponse(cla: 0x84, expectedLength: 256).bytes == hex("84 C0 00 00 00"))
        #expect(throws: APDUError.expectedLengthOutOfRange(0)) { try CommandAPDU.getResponse(expectedLength: 0) }
    }

    @Test("descriptions are compact hex with decimal Lc/Le")
    func descriptions() throws {
        let select = try CommandAPDU(bytes: hex("00 A4 04 00 07 A0 00 00 00 03 10 10 00"))
        #expect(select.description == "00 A4 04 00 Lc=7 [A0 00 00 00 03 10 10] Le=256")
        #expect(try CommandAPDU(bytes: hex("00 A4 04 00")).description == "00 A4 04 00")
        #expect(try CommandAPDU(bytes: hex("00 B0 00 00 00 00 00")).description == "00 B0 00 00 Le=65536")

        let verify = try CommandAPDU(bytes: hex("00 20 00 81 06 31 32 33 34 35 36"))
        #expect(verify.redactedDescription == "00 20 00 81 Lc=6 [6 bytes redacted]")
        #expect(!verify.redactedDescription.contains("31"))

        let big = try CommandAPDU(cla: 0, ins: 0xD6, p1: 0, p2: 0, data: filler(300))
        #expect(big.description.hasSuffix("… (+236 bytes)]"))
        #expect(big.description.count < 300)
    }

    @Test("APDUCase flags follow the ISO definitions")
    func caseFlags() {
        #expect(APDUCase.allCases.map(\.hasCommandData) == [false, false, true, true])
        #expect(APDUCase.allCases.map(\.expectsResponseData) == [false, true, false, true])
        #expect(APDUCase.four.description == "case 4")
    }
}
