import BigInt
import BigNum
import Foundation
import Testing

@Suite struct FixedWidthBytesTests {
    @Test func bigUIntPadsToExactlyNBytes() throws {
        let value = BigUInt(0x0102_03)
        #expect(hex(try value.bytes(count: 4)) == "00 01 02 03")
        #expect(hex(try value.bytes(count: 4, endianness: .little)) == "03 02 01 00")
        #expect(try BigUInt(0).bytes(count: 2) == [0, 0])
        #expect(try BigUInt(0).bytes(count: 0) == [])
        let scalar = (BigUInt(1) << 256) - 1
        #expect(try scalar.bytes(count: 32) == [UInt8](repeating: 0xff, count: 32))
        #expect(value.minimalBytes() == [1, 2, 3])
        #expect(BigUInt(0).minimalBytes() == [])
    }

    @Test func bigUIntThatDoesNotFitThrows() {
        #expect(throws: FixedWidthBytesError.valueTooLarge(requiredBytes: 33, byteCount: 32)) {
            try (BigUInt(1) << 256).bytes(count: 32)
        }
        #expect(throws: FixedWidthBytesError.valueTooLarge(requiredBytes: 1, byteCount: 0)) {
            try BigUInt(1).bytes(count: 0)
        }
        #expect(throws: FixedWidthBytesError.invalidByteCount(-1, limit: FixedWidthBytes.maxByteCount)) {
            try BigUInt(1).bytes(count: -1)
        }
        #expect(
            throws: FixedWidthBytesError.invalidByteCount(
                FixedWidthBytes.maxByteCount + 1, limit: FixedWidthBytes.maxByteCount)
        ) {
            try BigUInt(1).bytes(count: FixedWidthBytes.maxByteCount + 1)
        }
    }

    @Test func bigUIntFromBytesAgreesWithBigIntsOwnDataInit() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let count = Int(rng.next() % 70)
            let input = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            #expect(BigUInt(bytes: input) == BigUInt(Data(input)))
            #expect(BigUInt(bytes: input.reversed(), endianness: .little) == BigUInt(Data(input)))
        }
    }

    @Test func bigIntTwosComplementKnownValues() throws {
        let cases: [(BigInt, Int, String)] = [
            (0, 1, "00"), (-1, 2, "ff ff"), (127, 1, "7f"), (-128, 1, "80"), (128, 2, "00 80"), (-129, 2, "ff 7f"),
            (-256, 2, "ff 00"), (0x7fff, 2, "7f ff"), (-0x8000, 2, "80 00"), (1, 4, "00 00 00 01"),
        ]
        for (value, count, expected) in cases {
            #expect(hex(try value.twosComplementBytes(count: count)) == expected, "\(value)")
            #expect(BigInt(twosComplementBytes: bytes(expected)) == value)
            let little = try value.twosComplementBytes(count: count, endianness: .little)
            #expect(little == bytes(expected).reversed())
            #expect(BigInt(twosComplementBytes: little, endianness: .little) == value)
        }
        #expect(BigInt(twosComplementBytes: [UInt8]()) == 0)
        #expect(try BigInt(0).twosComplementBytes(count: 0) == [])
    }

    @Test func bigIntOutsideTheRangeThrows() {
        #expect(throws: FixedWidthBytesError.valueTooLarge(requiredBytes: 2, byteCount: 1)) {
            try BigInt(128).twosComplementBytes(count: 1)
        }
        #expect(throws: FixedWidthBytesError.valueTooLarge(requiredBytes: 2, byteCount: 1)) {
            try BigInt(-129).twosComplementBytes(count: 1)
        }
        #expect(throws: FixedWidthBytesError.valueTooLarge(requiredBytes: 33, byteCount: 32)) {
            try (BigInt(1) << 255).twosComplementBytes(count: 32)
        }
        #expect(throws: Never.self) { try (-(BigInt(1) << 255)).twosComplementBytes(count: 32) }
    }

    @Test func bigIntRoundTripsRandomValuesAgainstInt64() throws {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let small = rng.mixedInt64()
            let viaBig = try BigInt(small).twosComplementBytes(count: 8)
            #expect(viaBig == small.bytes(endianness: .big))
            #expect(BigInt(twosComplementBytes: viaBig) == BigInt(small))
            let big = rng.bigInt(maxBits: 500)
            let encoded = try big.twosComplementBytes(count: 64, endianness: .little)
            #expect(BigInt(twosComplementBytes: encoded, endianness: .little) == big)
        }
    }

    @Test func fixedWidthIntegersNeedExactlyTheirSize() throws {
        #expect(try UInt32(bytes: [0xde, 0xad, 0xbe, 0xef]) == 0xdead_beef)
        #expect(try UInt32(bytes: [0xef, 0xbe, 0xad, 0xde], endianness: .little) == 0xdead_beef)
        #expect(try Int16(bytes: [0xff, 0xfe]) == -2)
        #expect(try UInt8(bytes: [7]) == 7)
        #expect(UInt16(0x1234).bytes() == [0x12, 0x34])
        #expect(UInt16(0x1234).bytes(endianness: .little) == [0x34, 0x12])
        #expect(Int32(-2).bytes() == [0xff, 0xff, 0xff, 0xfe])
        #expect(throws: FixedWidthBytesError.wrongLength(expected: 4, actual: 3)) { try UInt32(bytes: [1, 2, 3]) }
        #expect(throws: FixedWidthBytesError.wrongLength(expected: 8, actual: 9)) {
            try Int64(bytes: [UInt8](repeating: 0, count: 9))
        }
        var rng = SeededGenerator(seed: 12)
        for _ in 0..<500 {
            let value = rng.next()
            #expect(try UInt64(bytes: value.bytes(endianness: .little), endianness: .little) == value)
            #expect(try UInt64(bytes: value.bytes()) == value)
        }
    }

    @Test func errorDescriptions() {
        #expect(
            FixedWidthBytesError.valueTooLarge(requiredBytes: 33, byteCount: 32).description
                == "value needs 33 byte(s) and does not fit in 32 byte(s)")
        #expect(
            FixedWidthBytesError.wrongLength(expected: 4, actual: 3).description == "expected exactly 4 byte(s), got 3")
        #expect(Endianness.big.description == "big-endian")
    }
}
