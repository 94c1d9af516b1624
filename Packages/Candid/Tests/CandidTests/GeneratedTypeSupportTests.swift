import BigInt
import BigNum
import Candid
import Foundation
import Testing

/// `CandidNull`, `CandidReserved`, `CandidTuple` and `CandidIndirect`: the value types generated
/// Swift uses for what plain Swift types cannot say.
@Suite struct GeneratedTypeSupportTests {
    // MARK: null and reserved

    struct Marked: Codable, Equatable {
        var marker: CandidNull
        var retired: CandidReserved
        var amount: BigUInt
    }

    static let markedType = CandidType.record([
        CandidFieldType("marker", .null), CandidFieldType("retired", .reserved), CandidFieldType("amount", .nat),
    ])

    @Test func nullAndReservedMapExactly() throws {
        #expect(try CandidEncoder().encodeValue(CandidNull()) == (.null, .null))
        #expect(try CandidEncoder().encodeValue(CandidReserved()) == (.reserved, .reserved))
        #expect(
            try CandidEncoder().encode(CandidNull(), as: .null) == (try CandidBinary.encode([.null], types: [.null])))
        #expect(try CandidEncoder().encode(CandidReserved(), as: .reserved) == Array("DIDL".utf8) + [0, 1, 0x70])
        let value = Marked(marker: CandidNull(), retired: CandidReserved(), amount: 3)
        let bytes = try CandidEncoder().encode(value, as: Self.markedType)
        #expect(try CandidDecoder().decodeArguments(Marked.self, from: bytes, as: [Self.markedType]) == value)
        // Probed without help: the record's type has the null and reserved fields.
        #expect(try CandidEncoder().encodeValue(value).type == Self.markedType)
        #expect(try CandidDecoder().decode(Marked.self, from: bytes) == value)
        // `vec null`, and `null` as a whole argument.
        let nulls = try CandidEncoder().encode([CandidNull(), CandidNull()], as: .vec(.null))
        #expect(try CandidDecoder().decodeArguments([CandidNull].self, from: nulls, as: [.vec(.null)]).count == 2)
        #expect(
            try CandidDecoder().decodeArguments(
                CandidNull.self, from: try CandidEncoder().encodeArguments(as: []), as: [.null]) == CandidNull())
    }

    @Test func reservedDecodesFromAnythingAndNullOnlyFromNull() throws {
        let text = try CandidEncoder().encode("anything")
        #expect(
            try CandidDecoder().decodeArguments(CandidReserved.self, from: text, as: [.reserved]) == CandidReserved())
        // The value is decoded at the wire type and then discarded, whatever it is.
        #expect(try CandidDecoder().decode(CandidReserved.self, from: CandidValue.text("x")) == CandidReserved())
        #expect(throws: CandidCodingError.self) {
            try CandidDecoder().decode(CandidNull.self, from: CandidValue.text("x"))
        }
        #expect(throws: CandidCodingError.self) {
            try CandidDecoder().decodeArguments(CandidNull.self, from: text, as: [.null])
        }
        // A retired field may hold any value on the wire.
        let sent = CandidValue.record(sorting: [
            CandidField("marker", .null), CandidField("retired", .text("old")), CandidField("amount", .nat(1)),
        ])
        let wireType = CandidType.record([
            CandidFieldType("marker", .null), CandidFieldType("retired", .text), CandidFieldType("amount", .nat),
        ])
        let bytes = try CandidBinary.encode([sent], types: [wireType])
        #expect(try CandidDecoder().decodeArguments(Marked.self, from: bytes, as: [Self.markedType]).amount == 1)
    }

    @Test func otherCodersSeeNil() throws {
        let json = try JSONEncoder().encode([CandidNull()])
        #expect(String(decoding: json, as: UTF8.self) == "[null]")
        #expect(try JSONDecoder().decode([CandidNull].self, from: json) == [CandidNull()])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CandidNull].self, from: Data("[1]".utf8)) }
        #expect(try JSONDecoder().decode([CandidReserved].self, from: Data("[1, \"x\", null]".utf8)).count == 3)
    }

    // MARK: Tuples

    /// ICRC-1's `Value`, as a generator writes it.
    enum MetadataValue: Codable, Equatable {
        case Nat(BigUInt)
        case Int(BigInt)
        case Text(String)
        case Blob(Data)
    }

    static let metadataValueType = CandidType.variant([
        CandidFieldType("Nat", .nat), CandidFieldType("Int", .int), CandidFieldType("Text", .text),
        CandidFieldType("Blob", .blob),
    ])

    @Test func aTupleIsARecordWithPositionalFields() throws {
        let entry = CandidTuple("icrc1:symbol", BigUInt(8))
        #expect(
            try CandidEncoder().encodeValue(entry) == (
                .tuple([.text("icrc1:symbol"), .nat(8)]), .tuple([.text, .nat])
            ))
        let bytes = try CandidEncoder().encode(entry, as: .tuple([.text, .nat]))
        let decoded = try CandidDecoder().decodeArguments(
            CandidTuple<String, BigUInt>.self, from: bytes, as: [.tuple([.text, .nat])])
        #expect(decoded == entry)
        let (key, value) = decoded.elements
        #expect(key == "icrc1:symbol" && value == 8)
        // Probed and decoded without a stated type as well.
        #expect(
            try CandidDecoder().decode(CandidTuple<String, BigUInt>.self, from: try CandidEncoder().encode(entry))
                == entry)
    }

    @Test func metadataIsAVectorOfTuples() throws {
        let type = CandidType.vec(.tuple([.text, Self.metadataValueType]))
        let metadata = [
            CandidTuple("icrc1:symbol", MetadataValue.Text("ICP")), CandidTuple("icrc1:decimals", MetadataValue.Nat(8)),
        ]
        let bytes = try CandidEncoder().encode(metadata, as: type)
        #expect(
            bytes
                == (try CandidBinary.encode(
                    [
                        .vec([
                            .tuple([.text("icrc1:symbol"), .variant(CandidField("Text", .text("ICP")))]),
                            .tuple([.text("icrc1:decimals"), .variant(CandidField("Nat", .nat(8)))]),
                        ])
                    ], types: [type])))
        #expect(
            try CandidDecoder().decodeArguments([CandidTuple<String, MetadataValue>].self, from: bytes, as: [type])
                == metadata)
    }

    @Test func tupleElementsThatAreOptionalMayBeMissing() throws {
        // A newer peer sends `record { text }` where we expect `record { text; opt nat }`.
        let bytes = try CandidBinary.encode([.tuple([.text("a")])], types: [.tuple([.text])])
        let decoded = try CandidDecoder().decodeArguments(
            CandidTuple<String, BigUInt?>.self, from: bytes, as: [.tuple([.text, .opt(.nat)])])
        #expect(decoded == CandidTuple("a", nil))
        // At the wire types too.
        #expect(
            try CandidDecoder().decode(CandidTuple<String, BigUInt?>.self, from: CandidValue.tuple([.text("a")]))
                == CandidTuple("a", nil))
        #expect(throws: CandidCodingError.self) {
            try CandidDecoder().decode(CandidTuple<String, BigUInt>.self, from: CandidValue.tuple([.text("a")]))
        }
    }

    @Test func tuplesAreHashableAndOtherCodersSeeKeys() throws {
        #expect(Set([CandidTuple(1, "a"), CandidTuple(1, "a"), CandidTuple(2, "a")]).count == 2)
        #expect(CandidTuple(1, "a") != CandidTuple(1, "b"))
        let empty = CandidTuple()
        #expect(try CandidEncoder().encodeValue(empty) == (.record([]), .record([])))
        let json = try JSONEncoder().encode(CandidTuple(1, "a"))
        #expect(try JSONDecoder().decode(CandidTuple<Int, String>.self, from: json) == CandidTuple(1, "a"))
        #expect(String(decoding: json, as: UTF8.self).contains("\"_1\":\"a\""))
    }

    // MARK: Indirect

    /// `type node = record { value : int; tail : opt node }`
    struct Node: Codable, Equatable {
        var value: BigInt
        @CandidIndirect var tail: Node?
    }

    static let nodeEnvironment = CandidTypeEnvironment([
        "node": .record([CandidFieldType("value", .int), CandidFieldType("tail", .opt(.named("node")))])
    ])

    @Test func anIndirectFieldMakesARecursiveStruct() throws {
        let list = Node(value: 1, tail: Node(value: -2, tail: Node(value: 3, tail: nil)))
        let bytes = try CandidEncoder().encode(list, as: .named("node"), environment: Self.nodeEnvironment)
        func candid(_ node: Node?) -> CandidValue {
            guard let node else { return .opt(nil) }
            return .record(sorting: [CandidField("value", .int(node.value)), CandidField("tail", candid(node.tail))])
        }
        guard case .opt(let record?) = candid(list) else { return }
        #expect(
            bytes == (try CandidBinary.encode([record], types: [.named("node")], environment: Self.nodeEnvironment)))
        let decoded = try CandidDecoder().decodeArguments(
            Node.self, from: bytes, as: [.named("node")], environment: Self.nodeEnvironment)
        #expect(decoded == list)
        #expect(decoded.tail?.tail?.value == 3 && decoded.tail?.tail?.tail == nil)
    }

    @Test func anIndirectFieldIsTransparent() throws {
        struct Plain: Codable {
            var value: Int
            var tail: Int?
        }
        struct Wrapped: Codable, Equatable {
            var value: Int
            @CandidIndirect var tail: Int?
        }
        let json = JSONEncoder()
        json.outputFormatting = .sortedKeys
        for tail in [Int?.none, 5] {
            // The same Candid value and type as the plain optional.
            #expect(
                try CandidEncoder().encodeValue(Wrapped(value: 1, tail: tail))
                    == (try CandidEncoder().encodeValue(Plain(value: 1, tail: tail))))
            // The same JSON: a `nil` is left out.
            #expect(try json.encode(Wrapped(value: 1, tail: tail)) == (try json.encode(Plain(value: 1, tail: tail))))
        }
        // An absent field decodes as `nil`, in Candid at the wire types and in JSON.
        #expect(
            try CandidDecoder().decode(
                Wrapped.self, from: CandidValue.record(sorting: [CandidField("value", .int64(1))]))
                == Wrapped(value: 1, tail: nil))
        #expect(
            try JSONDecoder().decode(Wrapped.self, from: Data("{\"value\": 1}".utf8)) == Wrapped(value: 1, tail: nil))
        // A non-optional wrapped value codes as the value itself.
        struct Box: Codable, Equatable { @CandidIndirect var count: UInt8 }
        #expect(
            try CandidEncoder().encodeValue(Box(count: 4)) == (
                .record([CandidField("count", .nat8(4))]), .record([CandidFieldType("count", .nat8)])
            ))
        #expect(try CandidDecoder().decode(Box.self, from: try CandidEncoder().encode(Box(count: 4))) == Box(count: 4))
    }

    @Test func indirectCopiesDoNotShareWrites() {
        var first = Node(value: 1, tail: Node(value: 2, tail: nil))
        let second = first
        first.tail?.value = 20
        #expect(first.tail?.value == 20 && second.tail?.value == 2)
        var alone = CandidIndirect(wrappedValue: 1)
        alone.wrappedValue = 2
        #expect(alone.wrappedValue == 2 && alone == CandidIndirect(wrappedValue: 2))
        #expect(Set([CandidIndirect(wrappedValue: 1), CandidIndirect(wrappedValue: 1)]).count == 1)
    }
}
