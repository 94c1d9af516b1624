import BigNum
import Testing

@testable import BLS12381

/// Algebraic properties on random scalars from the seeded SplitMix64.
@Suite struct PropertyTests {
    @Test func bilinearityOnRandomScalars() {
        var generator = SeededGenerator(seed: 0xB111)
        let a = SignatureTests.scalar(&generator)
        let b = SignatureTests.scalar(&generator)
        let p = G1Point.generator.multiplied(by: a)
        let q = G2Point.generator.multiplied(by: b)
        // e(aP, bQ) = e(bP, aQ), checked as one product: e(aG1, bG2) · e(-bG1, aG2) = 1.
        #expect(
            Pairing.productIsOne([(p, q), (-G1Point.generator.multiplied(by: b), G2Point.generator.multiplied(by: a))]))
        // Linearity in the first argument: e(P1 + P2, Q) = e(P1, Q) · e(P2, Q).
        let p2 = G1Point.generator.multiplied(by: SignatureTests.scalar(&generator))
        #expect(Pairing.pairing(p + p2, q) == Pairing.pairing(p, q) * Pairing.pairing(p2, q))
        // Non-degenerate, and e(P, O) = 1.
        #expect(!Pairing.pairing(p, q).isOne)
        #expect(Pairing.pairing(p, .identity).isOne)
    }

    @Test func gtHasOrderR() throws {
        let rMinus1 = try Scalar(bigEndian: hex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000000"))
        // e(G1, (r-1)·G2) · e(G1, G2) = e(G1, r·G2) = 1.
        #expect(
            Pairing.productIsOne([(.generator, G2Point.generator.multiplied(by: rMinus1)), (.generator, .generator)]))
    }

    @Test func encodingRoundTrips() throws {
        var generator = SeededGenerator(seed: 0xE4C)
        for _ in 0..<8 {
            let k = SignatureTests.scalar(&generator)
            for point in [G1Point.generator.multiplied(by: k), -G1Point.generator.multiplied(by: k)] {
                let bytes = point.compressedRepresentation
                #expect(try G1Point(compressedRepresentation: bytes) == point)
                #expect(try G1Point(compressedRepresentation: bytes).compressedRepresentation == bytes)
            }
            let q = G2Point.generator.multiplied(by: k)
            #expect(try G2Point(compressedRepresentation: q.compressedRepresentation) == q)
            #expect(try G2Point(compressedRepresentation: (-q).compressedRepresentation) == -q)
        }
        #expect(G1Point.identity.compressedRepresentation == [0xc0] + [UInt8](repeating: 0, count: 47))
    }

    @Test func encodingFlagsAreChecked() throws {
        let g = G1Point.generator.compressedRepresentation
        var uncompressed = g
        uncompressed[0] &= 0x7f
        #expect(throws: BLSError.notCompressed(what: "G1 point")) {
            try G1Point(compressedRepresentation: uncompressed)
        }
        var badInfinity = [0xe0] + [UInt8](repeating: 0, count: 47)
        #expect(throws: BLSError.invalidInfinityEncoding(what: "G1 point")) {
            try G1Point(compressedRepresentation: badInfinity)
        }
        badInfinity = [0xc0] + [UInt8](repeating: 0, count: 46) + [1]
        #expect(throws: BLSError.invalidInfinityEncoding(what: "G1 point")) {
            try G1Point(compressedRepresentation: badInfinity)
        }
        // x = p is not canonical.
        let p = hex("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab")
        #expect(throws: BLSError.coordinateNotInField(what: "G1 point")) {
            try G1Point(compressedRepresentation: [p[0] | 0x80] + p.dropFirst())
        }
        #expect(throws: BLSError.invalidLength(what: "G2 point", expected: 96, actual: 48)) {
            try G2Point(compressedRepresentation: g)
        }
        // The sign flag selects the other root: the negated point.
        var flipped = g
        flipped[0] ^= 0x20
        #expect(try G1Point(compressedRepresentation: flipped) == -G1Point.generator)
    }

    /// x = 1 gives 1 + 4 = 5, a non-square mod p: no point.
    @Test func offCurveAndOutsideSubgroupAreTypedErrors() {
        var bytes = [UInt8](repeating: 0, count: 48)
        bytes[0] = 0x80
        bytes[47] = 1
        #expect(throws: BLSError.notOnCurve(what: "G1 point")) { try G1Point(compressedRepresentation: bytes) }
        // x = 0: (0, 2) is on E but has order 3, outside G1.
        bytes[47] = 0
        #expect(throws: BLSError.notInSubgroup(what: "G1 point")) { try G1Point(compressedRepresentation: bytes) }
    }
}
