import CBOR
import Testing

/// Value → bytes: preferred serialisation at every boundary, buffers, limits.
@Suite struct EncodingTests {
    @Test func integerHeadsUseTheShortestArgument() throws {
        let cases: [(CBOR, String)] = [
            (0, "00"), (23, "17"), (24, "1818"), (255, "18ff"), (256, "190100"), (65535, "19ffff"),
            (65536, "1a00010000"), (.unsigned(0xffff_ffff), "1affffffff"),
            (.unsigned(0x1_0000_0000), "1b0000000100000000"),
            (-24, "37"), (-25, "3818"), (-256, "38ff"), (-257, "390100"), (.negative(.max), "3bffffffffffffffff"),
            (.tagged(CBORTag(rawValue: .max), nil), "dbfffffffffffffffff6"),
            (.simple(CBORSimpleValue(19)!), "f3"), (.simple(CBORSimpleValue(32)!), "f820"),
        ]
        for (value, expected) in cases {
            #expect(hex(try value.encoded()) == expected, "\(value)")
        }
    }

    @Test func lengthsUseTheShortestArgument() throws {
        #expect(hex(Array(try CBOR.bytes([UInt8](repeating: 0, count: 23)).encoded().prefix(1))) == "57")
        #expect(hex(Array(try CBOR.bytes([UInt8](repeating: 0, count: 24)).encoded().prefix(2))) == "5818")
        #expect(hex(Array(try CBOR.text(String(repeating: "x", count: 256)).encoded().prefix(3))) == "790100")
        #expect(hex(Array(try CBOR.array(Array(repeating: 0, count: 65536)).encoded().prefix(5))) == "9a00010000")
    }

    @Test func floatsUseTheShortestExactWidth() throws {
        let cases: [(Double, String)] = [
            (0x1p-24, "f90001"), (0x1p-25, "fa33000000"), (0x1.ff8p-15, "f903ff"), (65504, "f97bff"),
            (65520, "fa477ff000"),
            (Double(Float.leastNonzeroMagnitude), "fa00000001"), (Double(Float.greatestFiniteMagnitude), "fa7f7fffff"),
            (Double.leastNonzeroMagnitude, "fb0000000000000001"), (0.1, "fb3fb999999999999a"),
            (Double(bitPattern: 0x7ff0_0400_0000_0000), "f97c01"),  // NaN with a payload that fits a half
            (Double(bitPattern: 0x7ff0_0000_2000_0000), "fa7f800001"),  // …that fits a single
            (Double(bitPattern: 0x7ff0_0000_0000_0001), "fb7ff0000000000001"),  // …that needs a double
            (Double(bitPattern: 0xfff8_0000_0000_0000), "f9fe00"),  // negative quiet NaN
        ]
        for (number, expected) in cases {
            let encoded = try CBOR.float(number).encoded()
            #expect(hex(encoded) == expected, "\(number)")
            // The payload survives the round trip bit for bit.
            #expect(try CBOR(decoding: encoded).doubleValue?.bitPattern == number.bitPattern)
        }
    }

    @Test func encodeIntoAppendsToTheCallersBuffer() throws {
        var buffer: [UInt8] = [0xaa]
        try CBOR("a").encode(into: &buffer)
        try CBOR.array([1]).encode(into: &buffer, options: CBOREncodingOptions(selfDescribe: true))
        #expect(hex(buffer) == "aa6161d9d9f78101")
        var writer = CBORWriter(appendingTo: [0x01])
        try writer.write(["k": .bytes([2])])
        writer.writeEncoded([0xf6])
        #expect(hex(writer.bytes) == "01a1616b4102f6")
    }

    @Test func selfDescribeIsWrittenOnRequestOnly() throws {
        #expect(hex(try CBOR(1).encoded()) == "01")
        #expect(hex(try CBOR(1).encoded(options: CBOREncodingOptions(selfDescribe: true))) == "d9d9f701")
    }

    @Test func nestingBeyondTheLimitIsRefused() throws {
        var value: CBOR = 0
        for _ in 0..<256 { value = [value] }
        #expect(try value.encoded().count == 257)
        let deeper: CBOR = ["k": .tagged(1, [value])]
        #expect {
            try deeper.encoded()
        } throws: { error in
            guard let error = error as? CBOREncodingError, case .nestingTooDeep(256, let path) = error else {
                return false
            }
            return path.hasPrefix("[\"k\"](tag 1)[0]")
        }
        var options = CBOREncodingOptions()
        options.maximumDepth = 300
        #expect(try deeper.encoded(options: options).count == 262)
    }

    @Test func deterministicEncodingRefusesARepeatedKeyAndSaysWhere() throws {
        let repeated = CBORMap([.init(key: "b", value: 1), .init(key: "a", value: 2), .init(key: "b", value: 3)])
        let value: CBOR = [0, ["inner": .map(repeated)]]
        // Insertion order is kept as it is when not sorting.
        #expect(hex(try CBOR.map(repeated).encoded()) == "a3616201616102616203")
        #expect(throws: CBOREncodingError.duplicateMapKey(key: "b", path: "[1][\"inner\"]")) {
            try value.encoded(options: .deterministic)
        }
        #expect(throws: CBOREncodingError.duplicateMapKey(key: "b", path: "[1][\"inner\"]")) {
            try CBOREncoder(options: .deterministic).encode(value)
        }
    }

    @Test func outputsFarLargerThanTheFirstBufferComeOutWhole() throws {
        // Many small items and one large string, so the output buffer grows many times in both
        // ways: item by item, and by one append larger than everything before it.
        let items = (0..<5000).map { CBOR.unsigned(UInt64($0) * 977) }
        let large = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let value: CBOR = [
            "items": .array(items), "large": .bytes(large), "text": .text(String(repeating: "ü", count: 70_000)),
        ]
        let encoded = try value.encoded()
        #expect(try CBOR(decoding: encoded) == value)
        var appended: [UInt8] = [0xf6]
        try value.encode(into: &appended)
        #expect(appended == [0xf6] + encoded)
        #expect(try value.encoded(options: .deterministic).count == encoded.count)
    }
}
