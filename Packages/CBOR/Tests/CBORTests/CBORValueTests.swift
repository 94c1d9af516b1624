import BigInt
import BigNum
import CBOR
import Testing

/// The value model: equality in the data model's sense, literals, accessors.
@Suite struct CBORValueTests {
    @Test func textComparesByBytesNotByCanonicalEquivalence() {
        let composed: CBOR = "\u{e9}"
        let decomposed: CBOR = "e\u{301}"
        #expect("\u{e9}" == "e\u{301}")  // Swift's String equality…
        #expect(composed != decomposed)  // …is not CBOR's.
        #expect(Set([composed, decomposed]).count == 2)
        let map: CBOR = [composed: 1, decomposed: 2]
        #expect(map[composed] == 1 && map[decomposed] == 2)
    }

    @Test func floatsCompareByBitPattern() {
        #expect(CBOR.float(.nan) == .float(.nan))
        #expect(CBOR.float(0.0) != .float(-0.0))
        #expect(CBOR.float(1) != CBOR.unsigned(1))
        #expect(Set<CBOR>([.float(.nan), .float(.nan), .float(0.0), .float(-0.0)]).count == 3)
    }

    @Test func mapsAreEqualInAnyOrderAndHashAlike() {
        let forward: CBOR = ["a": 1, "b": [2, 3], 1: nil]
        let backward: CBOR = [1: nil, "b": [2, 3], "a": 1]
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != ["a": 1, "b": [2, 3]])
        #expect(forward != ["a": 1, "b": [3, 2], 1: nil])
        // Large maps go through the counting path.
        let many = (0..<40).map { CBORMap.Entry(key: CBOR($0), value: CBOR(-$0)) }
        #expect(CBOR.map(CBORMap(many)) == .map(CBORMap(many.reversed())))
        #expect(CBOR.map(CBORMap(many)) != .map(CBORMap(many.dropLast() + [CBORMap.Entry(key: 39, value: 0)])))
        // Repeated keys compare as multisets.
        let twice = CBORMap([.init(key: 1, value: 1), .init(key: 1, value: 1)])
        #expect(CBOR.map(twice) != [1: 1])
    }

    @Test func integersOfAnyWidthUseTheSmallestMajorType() {
        #expect(CBOR(Int64.min) == .negative(UInt64(Int64.max)))
        #expect(CBOR(Int8(-128)) == .negative(127))
        #expect(CBOR(UInt64.max) == .unsigned(.max))
        #expect(CBOR(-1) == .negative(0))
        #expect(CBOR(BigInt(1) << 64) == .tagged(.positiveBignum, .bytes([1, 0, 0, 0, 0, 0, 0, 0, 0])))
        #expect(CBOR(-(BigInt(1) << 64)) == .negative(.max))
        #expect(CBOR(bigInt: 0) == 0)
        #expect(CBOR(bigInt: 5, alwaysTagged: true) == .tagged(.positiveBignum, .bytes([5])))
        #expect(CBOR(bigInt: 0, alwaysTagged: true) == .tagged(.positiveBignum, .bytes([])))
        #expect(CBOR(bigInt: -1, alwaysTagged: true) == .tagged(.negativeBignum, .bytes([])))
    }

    @Test func accessorsReadTheCaseTheyName() {
        let value: CBOR = ["n": -3, "list": [true, 1.5, .bytes([1]), "t"], "tagged": .tagged(7, .tagged(8, nil))]
        #expect(value["n"]?.integer(as: Int8.self) == -3)
        #expect(value["n"]?.integer(as: UInt8.self) == nil)
        #expect(value["list"]?[0]?.boolValue == true)
        #expect(value["list"]?[1]?.doubleValue == 1.5)
        #expect(value["list"]?[2]?.bytesValue == [1])
        #expect(value["list"]?[3]?.textValue == "t")
        #expect(value["list"]?[4] == nil)
        #expect(value["list"]?.arrayValue?.count == 4)
        #expect(value["tagged"]?.tag == 7)
        #expect(value["tagged"]?.untagged.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value.mapValue?.count == 3)
        #expect(CBOR.negative(.max).integer(as: Int64.self) == nil)
        #expect(CBOR.negative(UInt64(Int64.max)).integer(as: Int64.self) == .min)
        #expect(CBOR.tagged(.positiveBignum, .bytes([0, 1])).integer(as: Int.self) == 1)
        #expect(CBOR.negative(.max).bigIntValue == -(BigInt(1) << 64))
        #expect(CBOR.tagged(.negativeBignum, .bytes([0, 0])).bigUIntValue == nil)
        #expect(CBOR(bytes: [1, 2][...]) == .bytes([1, 2]))
        #expect(CBOR.undefined.majorType == 7 && CBOR.map([:]).majorType == 5)
    }

    @Test func simpleValuesHaveOneRepresentation() {
        for raw in 0...255 {
            let simple = CBORSimpleValue(UInt8(raw))
            #expect((simple == nil) == (20...31).contains(raw), "\(raw)")
        }
        #expect(CBORSimpleValue(16)?.description == "simple(16)")
    }

    @Test func mapSubscriptKeepsOrderAndUniqueness() {
        var map: CBORMap = ["b": 1, "a": 2]
        map["b"] = 3
        map["c"] = 4
        map["a"] = nil
        map["zz"] = nil
        #expect(map.keys == ["b", "c"])
        #expect(map.values == [3, 4])
        #expect(map.index(forKey: "c") == 1)
        #expect(Array(map.map(\.key)) == ["b", "c"])
        #expect(!map.isEmpty && CBORMap().isEmpty)
        #expect(CBORMap([(CBOR(1), CBOR(2))]).entries == [CBORMap.Entry(key: 1, value: 2)])
    }
}
