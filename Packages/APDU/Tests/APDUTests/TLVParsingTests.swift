import Testing

@testable import APDU

@Suite("TLV parsing and encoding")
struct TLVParsingTests {
    /// An FCI as a payment application returns it after SELECT.
    static let fci = hex(
        "6F 1A 84 07 A0 00 00 00 03 10 10 A5 0F 50 0A 56 49 53 41 43 52 45 44 49 54 87 01 01")

    @Test("parses a nested FCI template and re-encodes it byte for byte")
    func fciTemplate() throws {
        let objects = try TLV.parseAll(Self.fci)
        #expect(objects.count == 1)
        let fci = try #require(objects.first)
        #expect(fci.tag == .fileControlInformation)
        #expect(fci.encoded == Self.fci)

        let children = try fci.children()
        #expect(children.map(\.tag) == [.dfName, .proprietaryInformation])
        #expect(children[0].value == hex("A0 00 00 00 03 10 10"))

        let proprietary = try children[1].children()
        #expect(proprietary.count == 2)
        #expect(proprietary[0].tag == .applicationLabel)
        #expect(String(decoding: proprietary[0].value, as: UTF8.self) == "VISACREDIT")
        #expect(proprietary[1] == TLV(tag: try TLVTag(0x87), value: [0x01]))
    }

    @Test("builds the same FCI from children")
    func buildFromChildren() throws {
        let built = TLV(
            tag: .fileControlInformation,
            children: [
                TLV(tag: .dfName, value: hex("A0 00 00 00 03 10 10")),
                TLV(
                    tag: .proprietaryInformation,
                    children: [
                        TLV(tag: .applicationLabel, value: Array("VISACREDIT".utf8)),
                        TLV(tag: try TLVTag(0x87), value: [0x01]),
                    ]),
            ])
        #expect(built.encoded == Self.fci)
    }

    @Test("multi-byte tags in sequence")
    func multiByteTags() throws {
        let wire = hex("9F 1A 02 08 40  5F 2D 04 64 65 65 6E  7F 49 05 86 03 04 AA BB  DF 81 01 01 FF")
        let objects = try TLV.parseAll(wire)
        #expect(objects.map(\.tag.description) == ["9F1A", "5F2D", "7F49", "DF8101"])
        #expect(objects[0].value == [0x08, 0x40])
        #expect(String(decoding: objects[1].value, as: UTF8.self) == "deen")
        #expect(try objects[2].children() == [TLV(tag: try TLVTag(0x86), value: [0x04, 0xAA, 0xBB])])
        #expect(objects[3].value == [0xFF])
        #expect(objects.flatMap(\.encoded) == wire)
    }

    @Test(
        "length fields are minimal when encoding and parse back",
        arguments: [
            (0, [0x00]), (1, [0x01]), (127, [0x7F]), (128, [0x81, 0x80]), (255, [0x81, 0xFF]),
            (256, [0x82, 0x01, 0x00]), (65_535, [0x82, 0xFF, 0xFF]), (65_536, [0x83, 0x01, 0x00, 0x00]),
        ] as [(Int, [UInt8])])
    func lengths(count: Int, lengthField: [UInt8]) throws {
        let object = TLV(tag: .dfName, value: filler(count))
        let wire = object.encoded
        #expect(Array(wire.prefix(1 + lengthField.count)) == [0x84] + lengthField)
        #expect(wire.count == 1 + lengthField.count + count)
        #expect(try TLV.parseAll(wire) == [object])
    }

    @Test("non-minimal and four-byte length fields are accepted and re-encoded minimally")
    func nonMinimalLengths() throws {
        let expected = [TLV(tag: .dfName, value: [0xAA, 0xBB])]
        for wire in [hex("84 81 02 AA BB"), hex("84 82 00 02 AA BB"), hex("84 84 00 00 00 02 AA BB")] {
            let parsed = try TLV.parseAll(wire)
            #expect(parsed == expected)
            #expect(parsed[0].encoded == hex("84 02 AA BB"))
        }
    }

    @Test("00 and FF padding before, between and after objects is skipped")
    func padding() throws {
        let objects = try TLV.parseAll(hex("00 00 84 01 AA FF FF 50 01 BB 00"))
        #expect(objects == [TLV(tag: .dfName, value: [0xAA]), TLV(tag: .applicationLabel, value: [0xBB])])
        #expect(try TLV.parseAll(hex("00 FF 00")).isEmpty)
        #expect(try TLV.parseAll([]).isEmpty)

        let padded = TLV(tag: .proprietaryInformation, value: hex("00 50 01 BB FF"))
        #expect(try padded.children() == [TLV(tag: .applicationLabel, value: [0xBB])])
    }

    @Test("empty values, primitive and constructed")
    func emptyValues() throws {
        let objects = try TLV.parseAll(hex("84 00 A5 00"))
        #expect(objects[0].value.isEmpty)
        #expect(try objects[1].children().isEmpty)
        #expect(objects[0].description == "84: (empty)")
        #expect(objects[1].description == "A5 { }")
    }

    @Test(
        "rejects malformed input at the right offset",
        arguments: [
            ("truncated tag", hex("9F"), APDUError.truncated(expected: 1, available: 0, offset: 1)),
            ("missing length", hex("84"), .truncated(expected: 1, available: 0, offset: 1)),
            ("truncated long length", hex("84 82 01"), .truncated(expected: 2, available: 1, offset: 2)),
            ("truncated value", hex("84 05 01 02"), .truncated(expected: 5, available: 2, offset: 2)),
            ("truncated second object", hex("84 01 AA 50 03 BB"), .truncated(expected: 3, available: 1, offset: 5)),
            (
                "huge length, no value", hex("84 84 FF FF FF FF"),
                .truncated(expected: 4_294_967_295, available: 0, offset: 6)
            ),
            ("indefinite length", hex("6F 80 84 01 AA 00 00"), .indefiniteTLVLength(offset: 1)),
            ("5-byte length", hex("84 85 00 00 00 00 01 AA"), .unsupportedTLVLength(0x85, offset: 1)),
            ("length byte FF", hex("84 FF"), .unsupportedTLVLength(0xFF, offset: 1)),
            ("tag longer than 3 bytes", hex("9F 81 81 01 00"), .tlvTagTooLong(offset: 0)),
            ("tag with leading zero group", hex("84 01 AA 5F 80 01 00"), .invalidTLVTagContinuation(0x80, offset: 4)),
        ] as [(String, [UInt8], APDUError)])
    func rejections(name: String, wire: [UInt8], error: APDUError) {
        #expect(throws: error, "\(name)") { try TLV.parseAll(wire) }
    }

    @Test("children() refuses primitive objects")
    func childrenOfPrimitive() throws {
        let primitive = TLV(tag: .dfName, value: hex("50 01 AA"))
        #expect(throws: APDUError.tlvNotConstructed(tag: .dfName)) { try primitive.children() }
        #expect(
            APDUError.tlvNotConstructed(tag: .dfName).description
                == "TLV tag 84 is primitive, so its value has no nested objects")
    }

    @Test("children() reports malformed values with offsets relative to the value")
    func childrenErrors() {
        let broken = TLV(tag: .fileControlInformation, value: hex("84 01 AA 50 05 01"))
        #expect(throws: APDUError.truncated(expected: 5, available: 1, offset: 5)) { try broken.children() }
    }

    @Test("descriptions show structure and elide long values")
    func descriptions() throws {
        let fci = try #require(try TLV.parseAll(Self.fci).first)
        #expect(
            fci.description
                == "6F { 84: A0 00 00 00 03 10 10, A5 { 50: 56 49 53 41 43 52 45 44 49 54, 87: 01 } }")
        let malformed = TLV(tag: .proprietaryInformation, value: hex("50 05 01"))
        #expect(malformed.description == "A5: 50 05 01")
        let long = TLV(tag: .dfName, value: filler(100))
        #expect(long.description.hasSuffix("… (+36 bytes)"))
    }
}
