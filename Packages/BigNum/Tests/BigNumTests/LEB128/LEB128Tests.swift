import BigInt
import BigNum
import Testing

@Suite struct LEB128Tests {
    // Wikipedia's LEB128 example plus boundary values; 60000000000000000 is from the Candid suite.
    static let vectors: [(UInt64, String)] = [
        (0, "00"), (1, "01"), (127, "7f"), (128, "80 01"), (300, "ac 02"), (16_383, "ff 7f"), (16_384, "80 80 01"),
        (624_485, "e5 8e 26"), (60_000_000_000_000_000, "80 80 98 f4 e9 b5 ca 6a"),
        (UInt64(UInt32.max), "ff ff ff ff 0f"), (UInt64.max, "ff ff ff ff ff ff ff ff ff 01"),
    ]

    @Test func publishedVectorsEncodeAndDecode() throws {
        for (value, expected) in Self.vectors {
            #expect(hex(LEB128.encode(value)) == expected, "encode \(value)")
            #expect(hex(LEB128.encode(BigUInt(value))) == expected, "encode BigUInt \(value)")
            var reader = ByteReader(bytes(expected))
            #expect(try LEB128.decode(UInt64.self, from: &reader) == value)
            #expect(reader.isAtEnd)
            var bigReader = ByteReader(bytes(expected))
            #expect(try LEB128.decode(BigUInt.self, from: &bigReader) == BigUInt(value))
            #expect(bigReader.isAtEnd)
        }
    }

    @Test func encodingAppendsToExistingBytes() {
        var output: [UInt8] = [0xaa]
        LEB128.encode(UInt32(624_485), into: &output)
        LEB128.encode(BigUInt(128), into: &output)
        #expect(hex(output) == "aa e5 8e 26 80 01")
    }

    // prim.test.did in the Candid conformance suite: decoders must accept these overlong forms.
    @Test func candidConformanceOverlongFormsDecodeLeniently() throws {
        let accepted: [(String, UInt64)] = [
            ("80 00", 0), ("ff 00", 127), ("80 80 00", 0), ("ff 7f", 16_383), ("80 01", 128),
        ]
        for (input, value) in accepted {
            var reader = ByteReader(bytes(input))
            #expect(try LEB128.decode(UInt64.self, from: &reader, encoding: .lenient) == value, "\(input)")
            var bigReader = ByteReader(bytes(input))
            #expect(try bigReader.readLEB128(BigUInt.self, encoding: .lenient) == BigUInt(value), "\(input)")
        }
    }

    @Test func canonicalDecodingRejectsOverlongFormsAtTheRedundantByte() {
        let cases: [(String, Int)] = [("80 00", 1), ("ff 00", 1), ("80 80 00", 2), ("81 80 80 00", 3)]
        for (input, offset) in cases {
            var reader = ByteReader([0x11] + bytes(input))
            try? reader.skip(1)
            #expect(throws: LEB128Error.overlong(offset: offset + 1, valueOffset: 1)) {
                try reader.readLEB128(UInt64.self)
            }
            #expect(reader.offset == 1)
            var bigReader = ByteReader(bytes(input))
            #expect(throws: LEB128Error.overlong(offset: offset, valueOffset: 0)) {
                try LEB128.decode(BigUInt.self, from: &bigReader)
            }
        }
    }

    @Test func truncatedInputThrowsAndConsumesNothing() {
        for input in ["", "80", "ff ff", "e5 8e"] {
            let data = bytes(input)
            var reader = ByteReader(data)
            #expect(throws: LEB128Error.truncated(offset: 0, end: data.count), "\(input)") {
                try LEB128.decode(UInt64.self, from: &reader)
            }
            #expect(reader.offset == 0)
            var bigReader = ByteReader(data)
            #expect(throws: LEB128Error.truncated(offset: 0, end: data.count), "\(input)") {
                try LEB128.decode(BigUInt.self, from: &bigReader)
            }
            #expect(bigReader.offset == 0)
        }
    }

    @Test func valuesTooWideForTheTypeOverflow() throws {
        var reader = ByteReader(bytes("80 02"))  // 256
        #expect(throws: LEB128Error.overflow(offset: 1, valueOffset: 0, bitWidth: 8, signed: false)) {
            try LEB128.decode(UInt8.self, from: &reader)
        }
        var fits = ByteReader(bytes("ff 01"))  // 255
        #expect(try LEB128.decode(UInt8.self, from: &fits) == 255)

        var tooBig = ByteReader(bytes("ff ff ff ff ff ff ff ff ff 02"))  // 2^64 + ...
        #expect(throws: LEB128Error.overflow(offset: 9, valueOffset: 0, bitWidth: 64, signed: false)) {
            try LEB128.decode(UInt64.self, from: &tooBig)
        }
        // 2^70: canonically refused at the tenth byte, the last a 64-bit value can have, which
        // still asks for another.
        var elevenBytes = ByteReader(bytes("80 80 80 80 80 80 80 80 80 80 01"))
        #expect(throws: LEB128Error.overflow(offset: 9, valueOffset: 0, bitWidth: 64, signed: false)) {
            try LEB128.decode(UInt64.self, from: &elevenBytes)
        }
        // Leniently, zero payload beyond the width is only redundancy, not overflow.
        var paddedMax = ByteReader(bytes("ff ff ff ff ff ff ff ff ff 81 80 00"))
        #expect(try LEB128.decode(UInt64.self, from: &paddedMax, encoding: .lenient) == UInt64.max)
        var uint32 = ByteReader(bytes("ff ff ff ff 1f"))
        #expect(throws: LEB128Error.overflow(offset: 4, valueOffset: 0, bitWidth: 32, signed: false)) {
            try LEB128.decode(UInt32.self, from: &uint32)
        }
    }

    @Test func bigValuesRespectMaxBytes() throws {
        let encoded = LEB128.encode(BigUInt(1) << 700)  // 101 bytes
        #expect(encoded.count == 101)
        var reader = ByteReader(encoded)
        #expect(throws: LEB128Error.tooLong(offset: 0, maxBytes: 100)) {
            try LEB128.decode(BigUInt.self, from: &reader, maxBytes: 100)
        }
        #expect(reader.offset == 0)
        #expect(try LEB128.decode(BigUInt.self, from: &reader, maxBytes: 101) == BigUInt(1) << 700)
        var zeroLimit = ByteReader([0])
        #expect(throws: LEB128Error.tooLong(offset: 0, maxBytes: 0)) {
            try LEB128.decode(BigUInt.self, from: &zeroLimit, maxBytes: 0)
        }
        // A hostile run of continuation bytes stops at the limit, not at the end of the input.
        var hostile = ByteReader([UInt8](repeating: 0x80, count: 200_000))
        #expect(throws: LEB128Error.tooLong(offset: 0, maxBytes: LEB128.defaultMaxBytes)) {
            try LEB128.decode(BigUInt.self, from: &hostile)
        }
    }

    @Test func randomUInt64MatchesTheReferenceAndRoundTrips() throws {
        var rng = SeededGenerator(seed: 0x1EB1_28)
        var stream: [UInt8] = []
        var values: [UInt64] = []
        for _ in 0..<2_000 {
            let value = rng.mixedUInt64()
            let encoded = LEB128.encode(value)
            #expect(encoded == ReferenceLEB128.unsigned(BigUInt(value)), "\(value)")
            #expect(ReferenceLEB128.decodeUnsigned(encoded) == BigUInt(value))
            LEB128.encode(value, into: &stream)
            values.append(value)
        }
        var reader = ByteReader(stream)
        for value in values {
            #expect(try LEB128.decode(UInt64.self, from: &reader) == value)
        }
        #expect(reader.isAtEnd)
    }

    @Test func everyFixedWidthTypeRoundTripsItsBoundaries() throws {
        func check<T: FixedWidthInteger & UnsignedInteger>(_: T.Type) throws {
            for value in [T.min, 1, 127, 128, T.max >> 1, T.max - 1, T.max] {
                var reader = ByteReader(LEB128.encode(value))
                #expect(try reader.readLEB128(T.self) == value)
                #expect(reader.isAtEnd)
                #expect(LEB128.encode(value) == LEB128.encode(BigUInt(value)))
            }
        }
        try check(UInt8.self)
        try check(UInt16.self)
        try check(UInt32.self)
        try check(UInt64.self)
        try check(UInt.self)
    }

    @Test func randomBigUIntMatchesTheReferenceAndRoundTrips() throws {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let value = rng.bigUInt(maxBits: 2_048)
            let encoded = LEB128.encode(value)
            #expect(encoded == ReferenceLEB128.unsigned(value))
            #expect(encoded.count == LEB128.encodedCount(of: value))
            var reader = ByteReader(encoded)
            #expect(try LEB128.decode(BigUInt.self, from: &reader) == value)
            #expect(reader.isAtEnd)
        }
    }

    @Test func hugeBigUIntRoundTrips() throws {
        var rng = SeededGenerator(seed: 7)
        var words: [UInt] = []
        for _ in 0..<2_000 { words.append(UInt(rng.next())) }  // 128,000 bits
        let value = BigUInt(words: words)
        let encoded = LEB128.encode(value)
        #expect(encoded.count == (value.bitWidth + 6) / 7)
        var reader = ByteReader(encoded)
        #expect(try LEB128.decode(BigUInt.self, from: &reader) == value)
        #expect(ReferenceLEB128.decodeUnsigned(Array(encoded.prefix(50))) == value & ((BigUInt(1) << 350) - 1))
    }

    @Test func errorDescriptionsNameOffsets() {
        #expect(LEB128Error.truncated(offset: 3, end: 5).description.contains("byte offset 3"))
        #expect(LEB128Error.overlong(offset: 4, valueOffset: 3).description.contains("offset 4"))
        #expect(
            LEB128Error.overflow(offset: 9, valueOffset: 0, bitWidth: 64, signed: false).description.contains(
                "64-bit unsigned"))
        #expect(LEB128Error.tooLong(offset: 0, maxBytes: 10).description.contains("10 byte"))
    }
}
