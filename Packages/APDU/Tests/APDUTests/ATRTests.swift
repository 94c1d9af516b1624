import ByteTools
import Testing

@testable import APDU

/// A real (or, where marked, hand-built) ATR and what parsing must find in it.
/// Every TCK here was checked by XOR-ing T0…TCK by hand/script to 00.
struct ATRVector: Sendable, CustomTestStringConvertible {
    let name: String
    let wire: [UInt8]
    let convention: ATRConvention
    let protocols: [UInt8]
    let interface: String
    let historical: [UInt8]
    let checkCharacter: UInt8?
    var testDescription: String { name }
}

@Suite("ATR")
struct ATRTests {
    static let vectors: [ATRVector] = [
        .init(
            name: "virtual TON test card (PC/SC contactless form)",
            wire: hex("3B 88 80 01 54 4F 4E 54 45 53 54 31 7B"), convention: .direct, protocols: [0, 1],
            interface: "TD1=80 TD2=01", historical: Array("TONTEST1".utf8), checkCharacter: 0x7B),
        .init(
            name: "PC/SC contactless storage card",
            wire: hex("3B 8F 80 01 80 4F 0C A0 00 00 03 06 03 00 01 00 00 00 00 6A"), convention: .direct,
            protocols: [0, 1], interface: "TD1=80 TD2=01",
            historical: hex("80 4F 0C A0 00 00 03 06 03 00 01 00 00 00 00"), checkCharacter: 0x6A),
        .init(
            name: "minimal T=0", wire: hex("3B 02 14 50"), convention: .direct, protocols: [0],
            interface: "", historical: [0x14, 0x50], checkCharacter: nil),
        .init(
            name: "T=0 with TA1, no TCK", wire: hex("3B 16 96 41 73 74 72 69 64"), convention: .direct,
            protocols: [0], interface: "TA1=96", historical: Array("Astrid".utf8), checkCharacter: nil),
        .init(
            name: "T=1 with TA1 (brief's vector with its TCK corrected from 5E to EA)",
            wire: hex("3B 9F 95 81 31 FE 9F 00 66 46 53 05 10 00 11 71 DF 00 00 00 6A 82 EA"), convention: .direct,
            protocols: [1], interface: "TA1=95 TD1=81 TD2=31 TA3=FE TB3=9F",
            historical: hex("00 66 46 53 05 10 00 11 71 DF 00 00 00 6A 82"), checkCharacter: 0xEA),
        .init(
            name: "NXP JCOP 2.4.1 (T=1, full first group)",
            wire: hex("3B F8 13 00 00 81 31 FE 45 4A 43 4F 50 76 32 34 31 B7"), convention: .direct, protocols: [1],
            interface: "TA1=13 TB1=00 TC1=00 TD1=81 TD2=31 TA3=FE TB3=45", historical: Array("JCOPv241".utf8),
            checkCharacter: 0xB7),
        .init(
            name: "YubiKey 5 NFC (contact)",
            wire: hex("3B FD 13 00 00 81 31 FE 15 80 73 C0 21 C0 57 59 75 62 69 4B 65 79 40"), convention: .direct,
            protocols: [1], interface: "TA1=13 TB1=00 TC1=00 TD1=81 TD2=31 TA3=FE TB3=15",
            historical: hex("80 73 C0 21 C0 57 59 75 62 69 4B 65 79"), checkCharacter: 0x40),
        .init(
            name: "contactless smart card", wire: hex("3B 8A 80 01 80 31 F8 73 F7 41 E0 82 90 00 75"),
            convention: .direct, protocols: [0, 1], interface: "TD1=80 TD2=01",
            historical: hex("80 31 F8 73 F7 41 E0 82 90 00"), checkCharacter: 0x75),
        .init(
            name: "hand-built T=0 with T=15 global bytes (TCK required)",
            wire: hex("3B 9F 96 80 1F C7 80 31 E0 73 FE 21 1B 63 3A 20 4E 83 00 90 00 93"), convention: .direct,
            protocols: [0], interface: "TA1=96 TD1=80 TD2=1F TA3=C7",
            historical: hex("80 31 E0 73 FE 21 1B 63 3A 20 4E 83 00 90 00"), checkCharacter: 0x93),
        .init(
            name: "hand-built inverse convention", wire: hex("3F 02 14 50"), convention: .inverse, protocols: [0],
            interface: "", historical: [0x14, 0x50], checkCharacter: nil),
    ]

    @Test("parses real ATRs", arguments: vectors)
    func parses(vector: ATRVector) throws {
        let atr = try ATR(bytes: vector.wire)
        #expect(atr.bytes == vector.wire)
        #expect(atr.convention == vector.convention)
        #expect(atr.protocols == vector.protocols)
        #expect(atr.interfaceBytes.map(\.description).joined(separator: " ") == vector.interface)
        #expect(atr.historicalBytes == vector.historical)
        #expect(atr.checkCharacter == vector.checkCharacter)
        #expect(atr.description.hasPrefix(Hex.encode(vector.wire, uppercase: true, separator: " ") + " ("))
    }

    @Test("the TON test card in detail")
    func tonTestCard() throws {
        let atr = try ATR(bytes: hex("3B 88 80 01 54 4F 4E 54 45 53 54 31 7B"))
        #expect(atr.interfaceByte(.td, 1) == 0x80)
        #expect(atr.interfaceByte(.td, 2) == 0x01)
        #expect(atr.interfaceByte(.ta, 1) == nil)
        #expect(!atr.indicatesGlobalInterfaceBytes)
        #expect(
            atr.description
                == "3B 88 80 01 54 4F 4E 54 45 53 54 31 7B (direct convention, T=0, T=1, TD1=80 TD2=01, "
                + "historical 54 4F 4E 54 45 53 54 31 \"TONTEST1\", TCK=7B)")
    }

    @Test("TA1 and global interface bytes are reachable")
    func interfaceAccessors() throws {
        let atr = try ATR(bytes: hex("3B 9F 96 80 1F C7 80 31 E0 73 FE 21 1B 63 3A 20 4E 83 00 90 00 93"))
        #expect(atr.interfaceByte(.ta, 1) == 0x96)
        #expect(atr.interfaceByte(.ta, 3) == 0xC7)
        #expect(atr.indicatesGlobalInterfaceBytes)
        #expect(atr.protocols == [0])
        #expect(ATRInterfaceByte(kind: .tc, index: 1, value: 0xFF).description == "TC1=FF")
    }

    @Test("the brief's 3B 9F 95 81 … 5E vector has a wrong TCK and is rejected")
    func briefVectorHasBadTCK() {
        let wire = hex("3B 9F 95 81 31 FE 9F 00 66 46 53 05 10 00 11 71 DF 00 00 00 6A 82 5E")
        #expect(throws: APDUError.invalidATRCheckCharacter(expected: 0xEA, actual: 0x5E, offset: 22)) {
            try ATR(bytes: wire)
        }
    }

    @Test(
        "rejections",
        arguments: [
            ("empty", [], APDUError.truncated(expected: 1, available: 0, offset: 0)),
            ("TS only", hex("3B"), .truncated(expected: 1, available: 0, offset: 1)),
            ("bad TS", hex("3A 02 14 50"), .invalidATRInitialCharacter(0x3A)),
            ("undecoded inverse TS", hex("03 02 14 50"), .invalidATRInitialCharacter(0x03)),
            (
                "bad TCK", hex("3B 88 80 01 54 4F 4E 54 45 53 54 31 7C"),
                .invalidATRCheckCharacter(expected: 0x7B, actual: 0x7C, offset: 12)
            ),
            ("missing TCK", hex("3B 88 80 01 54 4F 4E 54 45 53 54 31"), .missingATRCheckCharacter(offset: 12)),
            ("truncated TD2", hex("3B 88 80"), .truncated(expected: 1, available: 0, offset: 3)),
            ("truncated TB1", hex("3B F8 13"), .truncated(expected: 1, available: 0, offset: 3)),
            ("truncated historical bytes", hex("3B 02 14"), .truncated(expected: 2, available: 1, offset: 2)),
            (
                "historical bytes cut by missing TCK group", hex("3B 88 80 01 54 4F"),
                .truncated(expected: 8, available: 2, offset: 4)
            ),
            ("trailing byte", hex("3B 02 14 50 00"), .trailingBytes(offset: 4, count: 1)),
            ("TCK on a T=0-only ATR", hex("3B 02 14 50 44"), .trailingBytes(offset: 4, count: 1)),
            (
                "trailing after TCK", hex("3B 88 80 01 54 4F 4E 54 45 53 54 31 7B 00"),
                .trailingBytes(offset: 13, count: 1)
            ),
            ("34 bytes", [0x3B, 0x0F] + filler(32), .invalidATRLength(count: 34)),
        ] as [(String, [UInt8], APDUError)])
    func rejections(name: String, wire: [UInt8], error: APDUError) {
        #expect(throws: error, "\(name)") { try ATR(bytes: wire) }
    }

    @Test("33 bytes is the longest ATR accepted")
    func maximumLength() throws {
        // TS T0 TD1 TA2 TD2 TA3 TB3 TC3 TD3 TA4 TB4 TC4 TD4 TA5 TB5 TC5 TD5, 15 historical bytes, TCK:
        // 17 + 15 + 1 = 33. TCK is computed here, not trusted.
        var wire = hex("3B 8F 91 AA F1 11 22 33 F1 44 55 66 F1 77 88 99 01") + filler(15, startingAt: 0x41)
        wire.append(wire.dropFirst().reduce(0, ^))
        #expect(wire.count == 33)
        let atr = try ATR(bytes: wire)
        #expect(atr.protocols == [1])
        #expect(atr.interfaceByte(.ta, 2) == 0xAA)
        #expect(atr.interfaceByte(.tc, 5) == 0x99)
        #expect(atr.interfaceByte(.td, 5) == 0x01)
        #expect(atr.interfaceBytes.count == 15)
        #expect(throws: APDUError.invalidATRLength(count: 34)) { try ATR(bytes: wire + [0x00]) }
    }

    @Test("error descriptions explain the problem")
    func descriptions() {
        #expect(
            APDUError.invalidATRInitialCharacter(0x03).description
                == "ATR byte TS at offset 0 is 03; expected 3B (direct convention) or 3F (inverse convention) "
                + "(03 is 3F read without inverse-convention decoding)")
        #expect(
            APDUError.invalidATRCheckCharacter(expected: 0x7B, actual: 0x7C, offset: 12).description
                == "ATR check byte TCK at offset 12 is 7C; T0 through TCK must XOR to 00, which needs 7B")
        #expect(
            APDUError.invalidATRLength(count: 34).description == "ATR is 34 bytes long; ISO 7816-3 allows at most 33")
    }
}
