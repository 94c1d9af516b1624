import Candid
import Testing

/// `BinaryValueWriter` and `BinaryValueReader` write and read vectors of fixed-width numbers in one tight
/// loop; the bytes, values and errors must be those of the element-by-element loop.
@Suite struct VectorFastPathTests {
    static let cases: [(CandidType, [CandidValue])] = [
        (.nat16, [.nat16(0), .nat16(.max), .nat16(258)]),
        (.nat32, [.nat32(0), .nat32(.max), .nat32(0x0102_0304)]),
        (.nat64, [.nat64(0), .nat64(.max), .nat64(0x0102_0304_0506_0708)]),
        (.int8, [.int8(.min), .int8(-1), .int8(.max)]),
        (.int16, [.int16(.min), .int16(-1), .int16(.max)]),
        (.int32, [.int32(.min), .int32(-1), .int32(.max)]),
        (.int64, [.int64(.min), .int64(-1), .int64(.max)]),
        (.float32, [.float32(-1.5), .float32(.infinity), .float32(0)]),
        (.float64, [.float64(-1.5), .float64(.infinity), .float64(.leastNonzeroMagnitude)]),
    ]

    @Test func vectorsAreTheConcatenationOfTheirElements() throws {
        for (type, elements) in Self.cases {
            let header = Array(try CandidBinary.encode([.vec([])], types: [.vec(type)]).dropLast())
            // Each element alone is `DIDL 00 01 <opcode>` and its bytes.
            let payloads = try elements.flatMap { Array(try CandidBinary.encode([$0], types: [type]).dropFirst(7)) }
            let bytes = try CandidBinary.encode([.vec(elements)], types: [.vec(type)])
            #expect(bytes == header + [UInt8(elements.count)] + payloads, "\(type)")
            #expect(try CandidBinary.decode(bytes, as: [.vec(type)]) == [.vec(elements)], "\(type)")
            #expect(try CandidBinary.decode(bytes).values == [.vec(elements)], "\(type)")
        }
    }

    @Test func aMismatchedElementIsReportedAtItsIndex() throws {
        #expect {
            try CandidBinary.encode([.vec([.nat64(1), .nat64(2), .nat32(3)])], types: [.vec(.nat64)])
        } throws: { error in
            guard case .valueMismatch(_, _, let path) = error as? CandidEncodingError else { return false }
            return path == [.argument(0), .element(2)]
        }
    }

    @Test func truncationAndQuotasFailAtTheSameElementAsBefore() throws {
        let elements: [CandidValue] = (0..<10).map { .nat64(UInt64($0)) }
        let bytes = try CandidBinary.encode([.vec(elements)], types: [.vec(.nat64)])
        let valuesStart = bytes.count - 80
        // Cut inside element 3: the element loop reads three and stops at the fourth.
        #expect {
            try CandidBinary.decode(Array(bytes[..<(valuesStart + 30)]), as: [.vec(.nat64)])
        } throws: { error in
            (error as? CandidDecodingError) == .truncated(offset: valuesStart + 24, expected: "8-byte number")
        }
        // One unit for the vector, ten for its length, one per element: element 4 is the 16th.
        #expect {
            try CandidBinary.decode(bytes, as: [.vec(.nat64)], options: CandidDecodingOptions(decodingQuota: 15))
        } throws: { error in
            (error as? CandidDecodingError)
                == .limitExceeded(offset: valuesStart + 32, limit: "decoding quota", value: 15)
        }
        #expect(
            try CandidBinary.decode(bytes, as: [.vec(.nat64)], options: CandidDecodingOptions(decodingQuota: 21)) == [
                .vec(elements)
            ])
    }
}
