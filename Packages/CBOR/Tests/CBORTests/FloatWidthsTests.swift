import Testing

@testable import CBOR

/// The half/single ⇄ double conversions behind preferred float serialisation.
@Suite struct FloatWidthsTests {
    @Test func everyHalfConvertsExactlyAndBack() {
        for bits in UInt16.min...UInt16.max {
            let value = FloatWidths.double(fromHalf: bits)
            #expect(FloatWidths.half(exactly: value) == bits, "\(String(bits, radix: 16))")
        }
    }

    @Test func singlesConvertExactlyAndBack() {
        var generator = SeededGenerator(seed: 0xF10A7)
        for _ in 0..<200_000 {
            let bits = UInt32(truncatingIfNeeded: generator.next())
            let value = FloatWidths.double(fromSingle: bits)
            #expect(FloatWidths.single(exactly: value) == bits)
            if !value.isNaN { #expect(value == Double(Float(bitPattern: bits))) }
        }
    }

    @Test func valuesBetweenWidthsAreNotNarrowed() {
        #expect(FloatWidths.half(exactly: 1 + 0x1p-11) == nil)
        #expect(FloatWidths.half(exactly: 65520) == nil)
        #expect(FloatWidths.half(exactly: 0x1p-25) == nil)
        #expect(FloatWidths.half(exactly: 0x1.8p-24) == nil)
        #expect(FloatWidths.single(exactly: 1 + 0x1p-24) == nil)
        #expect(FloatWidths.single(exactly: 0x1p-150) == nil)
        #expect(FloatWidths.single(exactly: 0x1p128) == nil)
        #expect(FloatWidths.single(exactly: Double(bitPattern: 0x7ff0_0000_0000_0001)) == nil)
    }
}
