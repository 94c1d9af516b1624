import BigInt
import BigNum
import Testing

@Suite struct SLEB128Tests {
    // Wikipedia/DWARF examples and boundaries; the 60000000000000000 pair is from the Candid suite.
    static let vectors: [(Int64, String)] = [
        (0, "00"), (1, "01"), (-1, "7f"), (2, "02"), (-2, "7e"), (63, "3f"), (-64, "40"), (64, "c0 00"),
        (-65, "bf 7f"), (127, "ff 00"), (-127, "81 7f"), (128, "80 01"), (-128, "80 7f"), (129, "81 01"),
        (-129, "ff 7e"), (-123_456, "c0 bb 78"), (60_000_000_000_000_000, "80 80 98 f4 e9 b5 ca ea 00"),
        (-60_000_000_000_000_000, "80 80 e8 8b 96 ca b5 95 7f"),
        (Int64.max, "ff ff ff ff ff ff ff ff ff 00"), (Int64.min, "80 80 80 80 80 80 80 80 80 7f"),
    ]

    @Test func publishedVectorsEncodeAndDecode() throws {
        for (value, expected) in Self.vectors {
            #expect(hex(SLEB128.encode(value)) == expected, "encode \(value)")
            #expect(hex(SLEB128.encode(BigInt(value))) == expected, "encode BigInt \(value)")
            var reader = ByteReader(bytes(expected))
            #expect(try SLEB128.decode(Int64.self, from: &reader) == value)
            #expect(reader.isAtEnd)
            var bigReader = ByteReader(bytes(expected))
            #expect(try bigReader.readSLEB128(BigInt.self) == BigInt(value))
            #expect(bigReader.isAtEnd)
        }
    }

    // prim.test.did: "int: leb overlong (0s)", "(1s)", and the two "not overlong when signed" cases.
    @Test func candidConformanceForms() throws {
        let lenient: [(String, Int64)] = [
            ("80 00", 0), ("ff 7f", -1), ("ff 00", 127), ("80 7f", -128), ("80 80 7f", -16_384 + 0),
        ]
        for (input, value) in lenient {
            var reader = ByteReader(bytes(input))
            #expect(try SLEB128.decode(Int64.self, from: &reader, encoding: .lenient) == value, "\(input)")
            var bigReader = ByteReader(bytes(input))
            #expect(try SLEB128.decode(BigInt.self, from: &bigReader, encoding: .lenient) == BigInt(value), "\(input)")
        }
        // Canonically, only the redundant ones fail.
        var notRedundant = ByteReader(bytes("ff 00 80 7f"))
        #expect(try notRedundant.readSLEB128(Int64.self) == 127)
        #expect(try notRedundant.readSLEB128(Int64.self) == -128)
        for input in ["80 00", "ff 7f", "c0 ff 7f", "80 80 00"] {
            let data = bytes(input)
            var reader = ByteReader(data)
            #expect(throws: LEB128Error.overlong(offset: data.count - 1, valueOffset: 0), "\(input)") {
                try SLEB128.decode(Int64.self, from: &reader)
            }
            #expect(reader.offset == 0)
            var bigReader = ByteReader(data)
            #expect(throws: LEB128Error.overlong(offset: data.count - 1, valueOffset: 0), "\(input)") {
                try SLEB128.decode(BigInt.self, from: &bigReader)
            }
        }
    }

    @Test func truncatedInputThrows() {
        for input in ["", "80", "ff ff", "c0 bb"] {
            let data = bytes(input)
            var reader = ByteReader(data)
            #expect(throws: LEB128Error.truncated(offset: 0, end: data.count)) {
                try SLEB128.decode(Int32.self, from: &reader)
            }
            var bigReader = ByteReader(data)
            #expect(throws: LEB128Error.truncated(offset: 0, end: data.count)) {
                try SLEB128.decode(BigInt.self, from: &bigReader)
            }
        }
    }

    @Test func valuesOutsideTheTypeOverflow() throws {
        var reader = ByteReader(bytes("80 01"))  // 128
        #expect(throws: LEB128Error.overflow(offset: 1, valueOffset: 0, bitWidth: 8, signed: true)) {
            try SLEB128.decode(Int8.self, from: &reader)
        }
        var below = ByteReader(bytes("ff 7e"))  // -129
        #expect(throws: LEB128Error.overflow(offset: 1, valueOffset: 0, bitWidth: 8, signed: true)) {
            try SLEB128.decode(Int8.self, from: &below)
        }
        var edge = ByteReader(bytes("80 7f ff 00"))
        #expect(try edge.readSLEB128(Int8.self) == -128)
        #expect(try edge.readSLEB128(Int8.self) == 127)

        let justAbove = SLEB128.encode(BigInt(Int64.max) + 1)
        var above = ByteReader(justAbove)
        #expect(throws: LEB128Error.overflow(offset: justAbove.count - 1, valueOffset: 0, bitWidth: 64, signed: true)) {
            try SLEB128.decode(Int64.self, from: &above)
        }
        let justBelow = SLEB128.encode(BigInt(Int64.min) - 1)
        var belowMin = ByteReader(justBelow)
        #expect(throws: LEB128Error.overflow(offset: justBelow.count - 1, valueOffset: 0, bitWidth: 64, signed: true)) {
            try SLEB128.decode(Int64.self, from: &belowMin)
        }
        // Lenient sign-extension bytes beyond the width are not overflow.
        var paddedMin = ByteReader(bytes("80 80 80 80 80 80 80 80 80 7f 7f"))
        #expect(try SLEB128.decode(Int64.self, from: &paddedMin, encoding: .lenient) == Int64.min)
    }

    @Test func randomInt64MatchesTheReferenceAndRoundTrips() throws {
        var rng = SeededGenerator(seed: 0x5EB1_28)
        var stream: [UInt8] = []
        var values: [Int64] = []
        for _ in 0..<2_000 {
            let value = rng.mixedInt64()
            let encoded = SLEB128.encode(value)
            #expect(encoded == ReferenceLEB128.signed(BigInt(value)), "\(value)")
            #expect(ReferenceLEB128.decodeSigned(encoded) == BigInt(value))
            SLEB128.encode(value, into: &stream)
            values.append(value)
        }
        var reader = ByteReader(stream)
        for value in values {
            #expect(try SLEB128.decode(Int64.self, from: &reader) == value)
        }
        #expect(reader.isAtEnd)
    }

    @Test func everyFixedWidthTypeRoundTripsItsBoundaries() throws {
        func check<T: FixedWidthInteger & SignedInteger>(_: T.Type) throws {
            for value in [T.min, T.min + 1, -65, -64, -1, 0, 1, 63, 64, T.max - 1, T.max] {
                var reader = ByteReader(SLEB128.encode(value))
                #expect(try reader.readSLEB128(T.self) == value)
                #expect(reader.isAtEnd)
                #expect(SLEB128.encode(value) == SLEB128.encode(BigInt(value)))
            }
        }
        try check(Int8.self)
        try check(Int16.self)
        try check(Int32.self)
        try check(Int64.self)
        try check(Int.self)
    }

    @Test func randomBigIntMatchesTheReferenceAndRoundTrips() throws {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            let value = rng.bigInt(maxBits: 2_048)
            let encoded = SLEB128.encode(value)
            #expect(encoded == ReferenceLEB128.signed(value), "\(value)")
            #expect(encoded.count == SLEB128.encodedCount(of: value))
            var reader = ByteReader(encoded)
            #expect(try SLEB128.decode(BigInt.self, from: &reader) == value)
            #expect(reader.isAtEnd)
        }
    }

    @Test func powersOfTwoBoundariesRoundTrip() throws {
        for bits in [62, 63, 64, 65, 69, 70, 127, 128, 448, 449] {
            for value in [
                BigInt(1) << bits, (BigInt(1) << bits) - 1, -(BigInt(1) << bits), -(BigInt(1) << bits) + 1,
                -(BigInt(1) << bits) - 1,
            ] {
                let encoded = SLEB128.encode(value)
                #expect(encoded == ReferenceLEB128.signed(value), "\(value)")
                var reader = ByteReader(encoded)
                #expect(try SLEB128.decode(BigInt.self, from: &reader) == value)
                // Differential: the fixed-width decoder agrees wherever the value fits.
                if let small = Int64(exactly: value) {
                    var fixed = ByteReader(encoded)
                    #expect(try SLEB128.decode(Int64.self, from: &fixed) == small)
                }
            }
        }
    }

    @Test func hugeNegativeBigIntRoundTrips() throws {
        var rng = SeededGenerator(seed: 8)
        var words: [UInt] = []
        for _ in 0..<1_500 { words.append(UInt(rng.next())) }
        let value = -BigInt(BigUInt(words: words))
        let encoded = SLEB128.encode(value)
        var reader = ByteReader(encoded)
        #expect(try SLEB128.decode(BigInt.self, from: &reader) == value)
        #expect(encoded.count == (value.magnitude.bitWidth + 1 + 6) / 7)
        #expect(encoded.last.map { $0 & 0xc0 == 0x40 } == true)
        var limited = ByteReader(encoded)
        #expect(throws: LEB128Error.tooLong(offset: 0, maxBytes: 1_000)) {
            try SLEB128.decode(BigInt.self, from: &limited, maxBytes: 1_000)
        }
    }
}
