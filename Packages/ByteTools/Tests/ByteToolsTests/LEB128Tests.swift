import ByteTools
import ByteToolsTesting
import Testing

@Suite("LEB128 and SLEB128 for fixed-width integers")
struct LEB128Tests {
    @Test(
        "published vectors encode and decode",
        arguments: [
            (UInt64(0), "00"), (127, "7f"), (128, "80 01"), (624_485, "e5 8e 26"),
            (UInt64.max, "ff ff ff ff ff ff ff ff ff 01"),
        ])
    func unsignedVectors(value: UInt64, hex: String) throws {
        #expect(LEB128.encode(value) == hexLiteral(hex))
        var reader = ByteReader(hexLiteral(hex))
        #expect(try reader.readLEB128(UInt64.self) == value)
        #expect(reader.isAtEnd)
    }

    @Test(
        "signed vectors encode and decode",
        arguments: [(Int64(0), "00"), (-1, "7f"), (63, "3f"), (64, "c0 00"), (-123_456, "c0 bb 78")])
    func signedVectors(value: Int64, hex: String) throws {
        #expect(SLEB128.encode(value) == hexLiteral(hex))
        var reader = ByteReader(hexLiteral(hex))
        #expect(try reader.readSLEB128(Int64.self) == value)
    }

    @Test("a canonical decode refuses redundant bytes; a lenient one accepts them")
    func overlong() throws {
        var canonical = ByteReader(hexLiteral("80 00"))
        #expect(throws: LEB128Error.overlong(offset: 1, valueOffset: 0)) { try canonical.readLEB128(UInt32.self) }
        #expect(canonical.offset == 0)
        var lenient = ByteReader(hexLiteral("80 80 00"))
        #expect(try lenient.readLEB128(UInt32.self, encoding: .lenient) == 0)
        var signed = ByteReader(hexLiteral("ff 7f"))
        #expect(throws: LEB128Error.overlong(offset: 1, valueOffset: 0)) { try signed.readSLEB128(Int32.self) }
    }

    @Test("a canonical decode stops at the last group a type can have, whatever follows")
    func canonicalStopsAtTheLastGroup() {
        // Ten bytes whose last still asks for more: no 64-bit value is canonically that long.
        let bytes = hexLiteral("80 80 80 80 80 80 80 80 80 81")
        bytes.withUnsafeBufferPointer { buffer in
            #expect(throws: LEB128Error.overflow(offset: 9, valueOffset: 0, bitWidth: 64, signed: false)) {
                try LEB128.decode(UInt64.self, from: buffer)
            }
        }
        var signed = ByteReader(hexLiteral("80 80 80 80 80 80 80 80 80 80"))
        #expect(throws: LEB128Error.overflow(offset: 9, valueOffset: 0, bitWidth: 64, signed: true)) {
            try signed.readSLEB128(Int64.self)
        }
    }

    @Test("an unfinished value is truncated, with the offsets of the whole input")
    func truncated() {
        hexLiteral("e5 8e").withUnsafeBufferPointer { buffer in
            #expect(throws: LEB128Error.truncated(offset: 40, end: 42)) {
                try LEB128.decode(UInt64.self, from: buffer, baseOffset: 40)
            }
        }
    }

    @Test("every width round-trips its boundaries")
    func boundaries() throws {
        func check<T: FixedWidthInteger & UnsignedInteger>(_: T.Type) throws {
            for value in [T.min, T.max, T.max / 2, 1] {
                let bytes = LEB128.encode(value)
                #expect(bytes.count <= LEB128.maximumByteCount(of: T.self))
                var reader = ByteReader(bytes)
                #expect(try reader.readLEB128(T.self) == value)
            }
        }
        func checkSigned<T: FixedWidthInteger & SignedInteger>(_: T.Type) throws {
            for value in [T.min, T.max, -1, 0] {
                var reader = ByteReader(SLEB128.encode(value))
                #expect(try reader.readSLEB128(T.self) == value)
            }
        }
        try check(UInt8.self)
        try check(UInt16.self)
        try check(UInt32.self)
        try check(UInt64.self)
        try checkSigned(Int8.self)
        try checkSigned(Int16.self)
        try checkSigned(Int32.self)
        try checkSigned(Int64.self)
    }

    @Test("random values round-trip")
    func random() throws {
        var generator = SplitMix64(seed: 0x1EB128)
        for _ in 0..<2_000 {
            let value = generator.next() >> (generator.next() % 64)
            var reader = ByteReader(LEB128.encode(value))
            #expect(try reader.readLEB128(UInt64.self) == value)
            let signed = Int64(bitPattern: generator.next()) >> (generator.next() % 64)
            var signedReader = ByteReader(SLEB128.encode(signed))
            #expect(try signedReader.readSLEB128(Int64.self) == signed)
        }
    }
}
