import Testing

@testable import APDU

@Suite("TLV search")
struct TLVSearchTests {
    static let fci = TLVParsingTests.fci

    @Test("first(_:) looks at direct children only")
    func firstChild() throws {
        let fci = try #require(try TLV.parseAll(Self.fci).first)
        #expect(try fci.first(.dfName)?.value == hex("A0 00 00 00 03 10 10"))
        #expect(try fci.first(.applicationLabel) == nil)
        #expect(throws: APDUError.tlvNotConstructed(tag: .dfName)) {
            try TLV(tag: .dfName, value: []).first(.dfName)
        }
    }

    @Test("find(path:) follows children")
    func path() throws {
        let fci = try #require(try TLV.parseAll(Self.fci).first)
        let label = try fci.find(path: [.proprietaryInformation, .applicationLabel])
        #expect(label.map { String(decoding: $0.value, as: UTF8.self) } == "VISACREDIT")
        #expect(try fci.find(path: []) == fci)
        #expect(try fci.find(path: [.proprietaryInformation, .dfName]) == nil)
        #expect(throws: APDUError.tlvNotConstructed(tag: .dfName)) { try fci.find(path: [.dfName, .dfName]) }
        #expect(throws: APDUError.tlvNestingTooDeep(limit: 64)) {
            try fci.find(path: Array(repeating: .proprietaryInformation, count: 65))
        }
    }

    @Test("firstDescendant searches depth first in encoding order")
    func descendant() throws {
        let fci = try #require(try TLV.parseAll(Self.fci).first)
        let tag87 = try TLVTag(0x87)
        #expect(try fci.firstDescendant(tag87)?.value == [0x01])
        #expect(try fci.firstDescendant(.fileControlInformation) == nil)  // self is not a descendant
        #expect(try TLV(tag: .dfName, value: [1]).firstDescendant(.dfName) == nil)

        // Depth first: the 50 inside the first A5 wins over a later top-level 50.
        let list = try TLV.parseAll(Self.fci + hex("50 01 EE"))
        #expect(try list.firstDescendant(.applicationLabel)?.value.count == 10)
        #expect(list.first(.applicationLabel)?.value == [0xEE])
        #expect(list.first(.dfName) == nil)
    }

    @Test("firstDescendant surfaces malformed nested data")
    func descendantErrors() {
        let broken = TLV(tag: .fileControlInformation, value: hex("A5 03 50 05 01"))
        #expect(throws: APDUError.truncated(expected: 5, available: 1, offset: 2)) {
            try broken.firstDescendant(.applicationLabel)
        }
    }

    /// `levels` constructed `70` objects around a primitive `80 01 AA`.
    static func nested(levels: Int) -> TLV {
        var object = TLV(tag: TLVTag(validatedBytes: [0x80]), value: [0xAA])
        for _ in 0..<levels {
            object = TLV(tag: TLVTag(validatedBytes: [0x70]), children: [object])
        }
        return object
    }

    @Test("deep nesting within the bound is searchable")
    func nestingWithinBound() throws {
        let inner = TLVTag(validatedBytes: [0x80])
        // The outer object is level 1, so 63 wrappers put the primitive at level 64.
        let object = Self.nested(levels: 63)
        #expect(try object.firstDescendant(inner)?.value == [0xAA])
        #expect(try [object].firstDescendant(inner)?.value == [0xAA])
    }

    @Test("deep nesting beyond the bound is refused, not recursed")
    func nestingBeyondBound() throws {
        let object = Self.nested(levels: 200)
        let absent = try TLVTag(0x5A)
        #expect(throws: APDUError.tlvNestingTooDeep(limit: 64)) { try object.firstDescendant(absent) }
        #expect(throws: APDUError.tlvNestingTooDeep(limit: 64)) { try [object].firstDescendant(absent) }
        // Parsing itself is flat, and the description stops expanding at the bound.
        #expect(try TLV.parseAll(object.encoded) == [object])
        #expect(object.description.hasPrefix("70 { 70 { "))
    }
}
