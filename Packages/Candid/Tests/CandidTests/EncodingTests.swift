import BigInt
import Candid
import Testing

@Suite struct EncodingTests {
    @Test func recordWithNamedFieldsMatchesTheSuite() throws {
        let type = CandidType.record([CandidFieldType("foo", .int), CandidFieldType("bar", .bool)])
        let value = CandidValue.record(sorting: [CandidField("foo", .int(42)), CandidField("bar", .bool(true))])
        let bytes = try CandidBinary.encode([value], types: [type])
        // Same bytes as construct.test.did's "record: named fields".
        #expect(bytes == didl("01 6c 02 d3 e3 aa 02 7e 86 8e b7 02 7c 01 00 01 2a"))
    }

    @Test func identicalTypesShareOneTableEntry() throws {
        let list = CandidType.vec(.nat)
        let bytes = try CandidBinary.encode([.vec([.nat(1)]), .vec([])], types: [list, list])
        #expect(bytes == didl("01 6d 7d 02 00 00 01 01 00"))
    }

    @Test func recursiveTypesAndValuesEncodeAndDecode() throws {
        let environment = CandidTypeEnvironment([
            "List": .opt(.record([CandidFieldType("head", .int), CandidFieldType("tail", .named("List"))]))
        ])
        var list = CandidValue.opt(nil)
        for head in (1...50).reversed() {
            list = .opt(.record(sorting: [CandidField("head", .int(BigInt(head))), CandidField("tail", list)]))
        }
        let bytes = try CandidBinary.encode([list], types: [.named("List")], environment: environment)
        // One opt entry and one record entry, however long the list.
        #expect(Array(bytes.prefix(7)) == didl("02 6e 01"))
        let decoded = try CandidBinary.decode(bytes, as: [.named("List")], environment: environment)
        #expect(decoded == [list])
        let message = try CandidBinary.decode(bytes)
        #expect(message.values.count == 1)
        #expect(message.types == [.named("t0")])
    }

    @Test func referencesEncode() throws {
        let principal = try CandidPrincipal(text: "w7x7r-cok77-xa")
        let function = CandidType.function(CandidFunctionType([.text], [.nat], modes: [.query]))
        let service = CandidType.service(CandidServiceType([CandidMethod("foo", function)]))
        let values: [CandidValue] = [.principal(principal), .function(principal, method: "foo"), .service(principal)]
        let bytes = try CandidBinary.encode(values, types: [.principal, function, service])
        #expect(try CandidBinary.decode(bytes, as: [.principal, function, service]) == values)
    }

    @Test func valuesThatDoNotFitTheirTypeAreRejectedWithAPath() {
        let type = CandidType.record([CandidFieldType("count", .nat8)])
        #expect {
            try CandidBinary.encode([.record([CandidField("count", .text("x"))])], types: [type])
        } throws: { error in
            (error as? CandidEncodingError)?.description.contains("field count") == true
        }
        #expect(throws: CandidEncodingError.self) {
            try CandidBinary.encode([.record([])], types: [type])
        }
        #expect(throws: CandidEncodingError.argumentCount(values: 1, types: 0)) {
            try CandidBinary.encode([.null], types: [])
        }
    }

    @Test func missingOptionalFieldsEncodeAsNull() throws {
        let type = CandidType.record([CandidFieldType("a", .opt(.nat)), CandidFieldType("b", .null)])
        let bytes = try CandidBinary.encode([.record([])], types: [type])
        #expect(
            try CandidBinary.decode(bytes, as: [type]) == [
                .record(sorting: [CandidField("a", .opt(nil)), CandidField("b", .null)])
            ])
    }

    @Test func inferredTypesCoverEveryValue() throws {
        let values: [CandidValue] = [
            .null, .bool(true), .nat(5), .int(-5), .nat8(1), .nat16(2), .nat32(3), .nat64(4), .int8(-1), .int16(-2),
            .int32(-3), .int64(-4), .float32(1.5), .float64(-2.25), .text("héllo"), .reserved, .opt(.nat8(3)),
            .vec([.text("a")]), .blob([0, 255]), .variant(CandidField("ok", .null)),
            .tuple([.nat(1), .text("x")]),
        ]
        let bytes = try CandidBinary.encode(values)
        let message = try CandidBinary.decode(bytes)
        #expect(message.values == values)
    }
}
