import BigInt
import Candid
import Foundation
import Testing

/// The Codable shortcuts for scalars and vectors of scalars (CodableFastPaths.swift) must be
/// invisible: the same bytes as the value API and as the general Codable path, the same decoded
/// values, and errors that still name the field and element.
@Suite struct CodableFastPathTests {
    struct Holder<Element: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
        var values: [Element]
        var name: String
    }

    /// Same content, but `ContiguousArray` is not a shortcut type, so it takes the general path
    /// (an unkeyed container, one `encode` per element).
    struct GeneralHolder<Element: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
        var values: ContiguousArray<Element>
        var name: String
    }

    /// Encodes through Codable and through the value API at the explicit type, checks the bytes
    /// agree with each other and with the general path, and that they decode back.
    func check<Element: Codable & Equatable & Sendable>(
        _ elements: [Element], _ elementType: CandidType, _ make: (Element) -> CandidValue
    ) throws {
        let holder = Holder(values: elements, name: "n")
        let codable = try CandidEncoder().encode(holder)
        let type = CandidType.record([CandidFieldType("values", .vec(elementType)), CandidFieldType("name", .text)])
        let value = CandidValue.record(sorting: [
            CandidField("values", .vec(elements.map(make))), CandidField("name", .text("n")),
        ])
        #expect(codable == (try CandidBinary.encode([value], types: [type])), "\(Element.self)")
        let general = try CandidEncoder().encode(GeneralHolder(values: ContiguousArray(elements), name: "n"))
        #expect(codable == general, "\(Element.self)")
        #expect(try CandidDecoder().decode(Holder<Element>.self, from: codable) == holder, "\(Element.self)")
        #expect(
            try CandidDecoder().decode(GeneralHolder<Element>.self, from: codable).values == ContiguousArray(elements))
        // Each element on its own (the scalar shortcut) agrees with the value API too.
        if let first = elements.first {
            #expect(try CandidEncoder().encode(first) == (try CandidBinary.encode([make(first)], types: [elementType])))
            #expect(try CandidDecoder().decode(Element.self, from: try CandidEncoder().encode(first)) == first)
        }
    }

    @Test func everyShortcutTypeMatchesTheValueAPIAndTheGeneralPath() throws {
        try check([UInt64.max, 0, 7], .nat64, CandidValue.nat64)
        try check([Int64.min, -1, 7], .int64, CandidValue.int64)
        try check([Int.min, -1, Int.max], .int64) { .int64(Int64($0)) }
        try check([UInt.max, 0], .nat64) { .nat64(UInt64($0)) }
        try check([UInt32.max, 1], .nat32, CandidValue.nat32)
        try check([UInt16.max, 1], .nat16, CandidValue.nat16)
        try check([Int32.min, 1], .int32, CandidValue.int32)
        try check([Int16.min, 1], .int16, CandidValue.int16)
        try check([Int8.min, 1], .int8, CandidValue.int8)
        try check(["", "é", "workload"], .text, CandidValue.text)
        try check([true, false], .bool, CandidValue.bool)
        try check([1.5, -0.0, .infinity], .float64, CandidValue.float64)
        try check([Float(1.5), -2], .float32, CandidValue.float32)
    }

    @Test func blobsAndEmptyVectorsKeepTheirTypes() throws {
        let bytes: [UInt8] = [0, 1, 255]
        #expect(try CandidEncoder().encodeValue(bytes) == (.blob(bytes), .blob))
        #expect(try CandidEncoder().encodeValue(Data(bytes)) == (.blob(bytes), .blob))
        #expect(try CandidDecoder().decode([UInt8].self, from: try CandidEncoder().encode(bytes)) == bytes)
        #expect(try CandidDecoder().decode(Data.self, from: try CandidEncoder().encode(Data(bytes))) == Data(bytes))
        // Empty vectors leave the shortcut: their element type comes from the probe.
        #expect(try CandidEncoder().encodeValue([UInt64]()) == (.vec([]), .vec(.nat64)))
        #expect(try CandidEncoder().encodeValue([String]()) == (.vec([]), .vec(.text)))
        let empty = try CandidEncoder().encode(Holder<Int16>(values: [], name: "n"))
        #expect(empty == (try CandidEncoder().encode(GeneralHolder<Int16>(values: [], name: "n"))))
        #expect(try CandidDecoder().decode(Holder<Int16>.self, from: empty).values == [])
    }

    @Test func decodingConvertsAsTheGeneralPathDoes() throws {
        // Mixed widths, options and a `nat` that fits: element by element as before.
        let mixed = CandidValue.vec([.nat8(1), .int32(-2), .opt(.nat16(3)), .nat(BigUInt(4))])
        #expect(try CandidDecoder().decode([Int].self, from: mixed) == [1, -2, 3, 4])
        #expect(try CandidDecoder().decode(ContiguousArray<Int>.self, from: mixed) == [1, -2, 3, 4])
        // A blob read as a vector of wider numbers leaves the shortcut and still decodes.
        #expect(try CandidDecoder().decode([UInt64].self, from: .blob([1, 2])) == [1, 2])
        #expect(try CandidDecoder().decode([Double].self, from: .vec([.float32(0.5), .float64(2)])) == [0.5, 2])
        #expect(try CandidDecoder().decode([String].self, from: .opt(.vec([.text("a")]))) == ["a"])
        // Optional elements are not a shortcut type and keep their meaning.
        #expect(try CandidDecoder().decode([UInt16?].self, from: .vec([.opt(nil), .nat16(4)])) == [nil, 4])
    }

    func errorText(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func errorsStillNameTheFieldAndElement() throws {
        let outOfRange = CandidValue.record(sorting: [
            CandidField("values", .vec([.nat16(1), .nat32(70_000)])), CandidField("name", .text("n")),
        ])
        let fast = errorText { _ = try CandidDecoder().decode(Holder<UInt16>.self, from: outOfRange) }
        let general = errorText { _ = try CandidDecoder().decode(GeneralHolder<UInt16>.self, from: outOfRange) }
        #expect(fast != nil && fast == general, "\(String(describing: fast)) vs \(String(describing: general))")
        #expect(fast?.contains("at values[1]:") == true, "\(String(describing: fast))")

        let wrongKind = CandidValue.record(sorting: [
            CandidField("values", .vec([.text("a"), .bool(true)])), CandidField("name", .text("n")),
        ])
        let fastText = errorText { _ = try CandidDecoder().decode(Holder<String>.self, from: wrongKind) }
        let generalText = errorText { _ = try CandidDecoder().decode(GeneralHolder<String>.self, from: wrongKind) }
        #expect(
            fastText != nil && fastText == generalText,
            "\(String(describing: fastText)) vs \(String(describing: generalText))")
        #expect(fastText?.contains("at values[1]:") == true, "\(String(describing: fastText))")

        // A scalar field of the wrong kind names the field.
        let scalar = errorText {
            _ = try CandidDecoder().decode(
                Holder<Bool>.self,
                from: .record(sorting: [CandidField("values", .vec([])), CandidField("name", .nat8(1))]))
        }
        #expect(scalar?.contains("at name:") == true, "\(String(describing: scalar))")
    }

    struct Clashing: Codable {
        // Two names with the same Candid hash: the record cannot be encoded.
        var aaazaa: UInt8
        var cctakw: UInt8
    }

    struct ClashingHolder: Codable {
        var items: [Clashing]
    }

    @Test func encodingErrorsStillNameTheElement() throws {
        #expect(CandidLabel.hash("aaazaa") == CandidLabel.hash("cctakw"))
        let text = errorText { _ = try CandidEncoder().encode(ClashingHolder(items: [Clashing(aaazaa: 1, cctakw: 2)])) }
        #expect(text?.hasPrefix("at items[0]: fields") == true, "\(String(describing: text))")
    }
}
