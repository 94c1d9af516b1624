import Testing

@testable import APDU

/// Commands as real cards and clients send them.
struct RealCommandVector: Sendable, CustomTestStringConvertible {
    let name: String
    let wire: [UInt8]
    let apduCase: APDUCase
    let dataCount: Int
    let expectedLength: Int?
    var testDescription: String { name }
}

@Suite("CommandAPDU real-world vectors")
struct CommandAPDURealWorldTests {
    /// The 32-byte example sault `00 01 … 1F` from the TON card notes.
    static let sault = filler(32)

    static let vectors: [RealCommandVector] = [
        .init(
            name: "SELECT by AID (Visa), Le=00", wire: hex("00 A4 04 00 07 A0 00 00 00 03 10 10 00"),
            apduCase: .four, dataCount: 7, expectedLength: 256),
        .init(name: "GET RESPONSE", wire: hex("00 C0 00 00 1C"), apduCase: .two, dataCount: 0, expectedLength: 28),
        .init(
            name: "READ BINARY, Le=00", wire: hex("00 B0 00 00 00"), apduCase: .two, dataCount: 0, expectedLength: 256),
        .init(
            name: "READ BINARY by SFI", wire: hex("00 B0 81 00 20"), apduCase: .two, dataCount: 0, expectedLength: 32),
        .init(
            name: "VERIFY PIN 123456", wire: hex("00 20 00 81 06 31 32 33 34 35 36"),
            apduCase: .three, dataCount: 6, expectedLength: nil),
        .init(
            name: "VERIFY status query (case 1)", wire: hex("00 20 00 81"), apduCase: .one, dataCount: 0,
            expectedLength: nil),
        .init(
            name: "TON-style SELECT, CLA B0, 10-byte AID", wire: hex("B0 A4 04 00 0A A0 00 00 06 17 00 4F 97 A2 E9"),
            apduCase: .three, dataCount: 10, expectedLength: nil),
        .init(
            name: "TON wallet applet SELECT (iOS, no Le)",
            wire: hex("00 A4 04 00 0C 31 31 32 32 33 33 34 34 35 35 36 36"),
            apduCase: .three, dataCount: 12, expectedLength: nil),
        .init(
            name: "TON wallet applet SELECT (Android, Le=00)",
            wire: hex("00 A4 04 00 0C 31 31 32 32 33 33 34 34 35 35 36 36 00"),
            apduCase: .four, dataCount: 12, expectedLength: 256),
        .init(
            name: "CoinManager SELECT", wire: hex("00 A4 04 00 08 A0 00 00 01 51 00 00 00"),
            apduCase: .three, dataCount: 8, expectedLength: nil),
        .init(name: "TON GET_APP_INFO", wire: hex("B0 C1 00 00 01"), apduCase: .two, dataCount: 0, expectedLength: 1),
        .init(name: "TON GET_SAULT", wire: hex("B0 BD 00 00 20"), apduCase: .two, dataCount: 0, expectedLength: 32),
        .init(
            name: "CoinManager GET_CSN", wire: hex("80 CB 80 00 05 DF FF 02 81 01 00"),
            apduCase: .four, dataCount: 5, expectedLength: 256),
        .init(
            name: "TON VERIFY_PIN 5555 with sault and HMAC",
            wire: hex("B0 A2 00 00 44 35353535") + sault
                + hex("4D71394E994DCB916CB916314D374CD4E08D9057114D33C605FFF39B96F23169"),
            apduCase: .three, dataCount: 68, expectedLength: nil),
        .init(
            name: "TON SIGN_SHORT_MESSAGE_WITH_DEFAULT_PATH",
            wire: hex("B0 A5 00 00 44 0002A456") + sault
                + hex("FCBA3AD89F1AE49ADE807187CBF4D52A0BD3643FD6E74F430CB3B5ABC79F9733 40"),
            apduCase: .four, dataCount: 68, expectedLength: 64),
    ]

    @Test("parses and re-encodes byte for byte", arguments: vectors)
    func roundTrip(vector: RealCommandVector) throws {
        let command = try CommandAPDU(bytes: vector.wire)
        #expect(command.apduCase == vector.apduCase)
        #expect(command.data.count == vector.dataCount)
        #expect(command.expectedLength == vector.expectedLength)
        #expect(command.requiresExtendedLength == false)
        #expect(command.bytes == vector.wire)
        #expect(command.cla == vector.wire[0])
        #expect(command.ins == vector.wire[1])
    }

    @Test("building SELECT by AID from parts gives the published bytes")
    func selectFromParts() throws {
        let select = try CommandAPDU(
            cla: 0x00, ins: 0xA4, p1: 0x04, p2: 0x00,
            data: hex("A0 00 00 00 03 10 10"), expectedLength: 256)
        #expect(select.bytes == hex("00 A4 04 00 07 A0 00 00 00 03 10 10 00"))
    }
}
