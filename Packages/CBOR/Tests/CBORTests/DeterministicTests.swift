import CBOR
import Testing

/// RFC 8949 §4.2.1: deterministic encoding and the check that input is deterministic.
@Suite struct DeterministicTests {
    /// Whether the encoded keys of every map, at every level, strictly increase in `order`.
    func keysAreSorted(_ value: CBOR, order: CBORMapKeyOrder) throws -> Bool {
        switch value {
        case .map(let map):
            let keys = try map.keys.map {
                try $0.encoded(options: CBOREncodingOptions(deterministic: true, mapKeyOrder: order))
            }
            for (left, right) in zip(keys, keys.dropFirst()) {
                let less =
                    order == .lengthFirst && left.count != right.count
                    ? left.count < right.count
                    : left.lexicographicallyPrecedes(right)
                if !less { return false }
            }
            return try map.entries.allSatisfy {
                try keysAreSorted($0.key, order: order) && keysAreSorted($0.value, order: order)
            }
        case .array(let items):
            return try items.allSatisfy { try keysAreSorted($0, order: order) }
        case .tagged(_, let content):
            return try keysAreSorted(content, order: order)
        default:
            return true
        }
    }

    @Test(arguments: [CBORMapKeyOrder.bytewiseLexicographic, .lengthFirst])
    func encodingIsIdempotentSortedAndAcceptedByTheCheck(_ order: CBORMapKeyOrder) throws {
        var generator = SeededGenerator(seed: 0xDE7E_4141)
        let encode = CBOREncodingOptions(deterministic: true, mapKeyOrder: order)
        let check = CBORDecodingOptions(requiresDeterministicEncoding: true, mapKeyOrder: order)
        for _ in 0..<2_000 {
            let value = generator.cborValue(depth: 4)
            let first = try value.encoded(options: encode)
            let decoded = try CBOR(decoding: first, options: check)
            #expect(decoded == value)
            #expect(try decoded.encoded(options: encode) == first, "\(value)")
            #expect(try keysAreSorted(decoded, order: order), "\(value)")
            // Shuffling the map entries changes nothing.
            #expect(try Self.shuffled(value, &generator).encoded(options: encode) == first)
        }
    }

    static func shuffled(_ value: CBOR, _ generator: inout SeededGenerator) -> CBOR {
        switch value {
        case .map(let map):
            return .map(
                CBORMap(
                    map.entries.map {
                        CBORMap.Entry(key: shuffled($0.key, &generator), value: shuffled($0.value, &generator))
                    }
                    .shuffled(using: &generator)))
        case .array(let items):
            return .array(items.map { shuffled($0, &generator) })
        case .tagged(let tag, let content):
            return .tagged(tag, shuffled(content, &generator))
        default:
            return value
        }
    }

    @Test func theTwoKeyOrdersDiffer() throws {
        let value: CBOR = [1000: 1, "a": 2, .bytes([0x78, 0x78]): 3, -1: 4]
        #expect(hex(try value.encoded(options: .deterministic)) == "a41903e80120044278780361610" + "2")
        #expect(
            hex(try value.encoded(options: CBOREncodingOptions(deterministic: true, mapKeyOrder: .lengthFirst)))
                == "a4200461610" + "21903e801427878" + "03")
        // A key that is a prefix of another sorts first in both orders.
        #expect(hex(try (["aa": 1, "a": 2] as CBOR).encoded(options: .deterministic)) == "a2616102626161" + "01")
    }

    @Test func theCheckRejectsEachKindOfNonDeterminism() {
        let cases: [(String, String)] = [
            ("18 17", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("19 00ff", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("1a 0000ffff", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("1b 00000000ffffffff", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("38 00", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("58 01 00", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("98 00", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("d8 01 00", "notDeterministic(an argument written in more bytes than its value needs)"),
            ("fa 3f800000", "notDeterministic(a float written wider than the shortest width that keeps its value)"),
            (
                "fb 3ff8000000000000",
                "notDeterministic(a float written wider than the shortest width that keeps its value)"
            ),
            (
                "fb 7ff8000000000000",
                "notDeterministic(a float written wider than the shortest width that keeps its value)"
            ),
            ("5f ff", "notDeterministic(an indefinite-length item)"),
            ("7f ff", "notDeterministic(an indefinite-length item)"),
            ("9f ff", "notDeterministic(an indefinite-length item)"),
            ("bf ff", "notDeterministic(an indefinite-length item)"),
            ("a2 02 00 01 00", "notDeterministic(a map key that does not sort after the previous key)"),
            ("a2 61 62 00 61 61 00", "notDeterministic(a map key that does not sort after the previous key)"),
            ("a2 01 00 01 00", "duplicateMapKey"),
        ]
        for (input, expected) in cases {
            #expect(kind(decodingError(bytes(input), options: .deterministic)) == expected, "\(input)")
            // The general decoder accepts all of them except the duplicate.
            #expect(
                kind(decodingError(bytes(input))) == (expected == "duplicateMapKey" ? expected : "accepted"), "\(input)"
            )
        }
        // Length-first order accepts what bytewise order rejects, and the other way round.
        let lengthFirst = CBORDecodingOptions(requiresDeterministicEncoding: true, mapKeyOrder: .lengthFirst)
        #expect(kind(decodingError(bytes("a2 20 00 19 03e8 00"), options: lengthFirst)) == "accepted")
        #expect(kind(decodingError(bytes("a2 20 00 19 03e8 00"), options: .deterministic)) != "accepted")
        #expect(kind(decodingError(bytes("a2 19 03e8 00 20 00"), options: lengthFirst)) != "accepted")
        #expect(decodingError(bytes("a2 02 00 01 00"), options: .deterministic)?.offset == 3)
    }

    @Test func shortestFloatsAreDeterministicWhateverTheirWidth() {
        for input in ["f9 3e00", "fa 47c35000", "fb 3ff199999999999a", "f9 7e00", "fa 7fc00001", "fb 7ff8000000000001"]
        {
            #expect(kind(decodingError(bytes(input), options: .deterministic)) == "accepted", "\(input)")
        }
    }
}
