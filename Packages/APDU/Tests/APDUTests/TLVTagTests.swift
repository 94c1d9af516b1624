import ByteTools
import Testing

@testable import APDU

@Suite("TLVTag")
struct TLVTagTests {
    struct TagVector: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let tagClass: TLVTagClass
        let constructed: Bool
        let number: Int
        var testDescription: String { Hex.encode(bytes, uppercase: true) }
    }

    @Test(
        "class, form and number",
        arguments: [
            TagVector(bytes: [0x84], tagClass: .contextSpecific, constructed: false, number: 4),
            TagVector(bytes: [0x6F], tagClass: .application, constructed: true, number: 15),
            TagVector(bytes: [0x30], tagClass: .universal, constructed: true, number: 16),
            TagVector(bytes: [0xA5], tagClass: .contextSpecific, constructed: true, number: 5),
            TagVector(bytes: [0x9F, 0x1A], tagClass: .contextSpecific, constructed: false, number: 0x1A),
            TagVector(bytes: [0x5F, 0x2D], tagClass: .application, constructed: false, number: 0x2D),
            TagVector(bytes: [0x7F, 0x49], tagClass: .application, constructed: true, number: 0x49),
            TagVector(bytes: [0x9F, 0x02], tagClass: .contextSpecific, constructed: false, number: 2),
            TagVector(bytes: [0xDF, 0x81, 0x01], tagClass: .private, constructed: false, number: 129),
            TagVector(bytes: [0x5F, 0xFF, 0x7F], tagClass: .application, constructed: false, number: 0x3FFF),
        ])
    func properties(vector: TagVector) throws {
        let tag = try TLVTag(bytes: vector.bytes)
        #expect(tag.bytes == vector.bytes)
        #expect(tag.tagClass == vector.tagClass)
        #expect(tag.isConstructed == vector.constructed)
        #expect(tag.number == vector.number)
        #expect(tag.description == Hex.encode(vector.bytes, uppercase: true))
    }

    @Test("numeric initialiser reads the bytes big-endian")
    func numeric() throws {
        #expect(try TLVTag(0x9F1A) == TLVTag(bytes: [0x9F, 0x1A]))
        #expect(try TLVTag(0x84).bytes == [0x84])
        #expect(try TLVTag(0x7F49).isConstructed)
        #expect(try TLVTag(0xDF8101).bytes == [0xDF, 0x81, 0x01])
        #expect(try TLVTag(0x6F) == .fileControlInformation)
    }

    @Test(
        "rejections",
        arguments: [
            ([], APDUError.emptyTLVTag),
            ([0x00], .invalidTLVTagStart(0x00, offset: 0)),
            ([0xFF], .invalidTLVTagStart(0xFF, offset: 0)),
            ([0x9F], .truncated(expected: 1, available: 0, offset: 1)),
            ([0x9F, 0x81], .truncated(expected: 1, available: 0, offset: 2)),
            ([0x9F, 0x80, 0x01], .invalidTLVTagContinuation(0x80, offset: 1)),
            ([0x9F, 0x81, 0x81, 0x01], .tlvTagTooLong(offset: 0)),
            ([0x9F, 0x1A, 0x00], .trailingBytes(offset: 2, count: 1)),
            ([0x84, 0x01], .trailingBytes(offset: 1, count: 1)),
        ] as [([UInt8], APDUError)])
    func rejections(bytes: [UInt8], error: APDUError) {
        #expect(throws: error) { try TLVTag(bytes: bytes) }
    }

    @Test("numeric rejections")
    func numericRejections() {
        #expect(throws: APDUError.emptyTLVTag) { try TLVTag(0) }
        #expect(throws: APDUError.tlvTagTooLong(offset: 0)) { try TLVTag(0x9F81_8101) }
        #expect(throws: APDUError.invalidTLVTagStart(0xFF, offset: 0)) { try TLVTag(0xFF) }
    }

    @Test("tag class descriptions")
    func classDescriptions() {
        #expect(TLVTagClass.allCases.map(\.description) == ["universal", "application", "context-specific", "private"])
    }
}
