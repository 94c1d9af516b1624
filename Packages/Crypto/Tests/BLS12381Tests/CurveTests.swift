import Testing

@testable import BLS12381

@Suite struct CurveTests {
    @Test func generatorsAreOnCurveAndInSubgroup() {
        #expect(G1Point.generator.jacobian.isOnCurve)
        #expect(G2Point.generator.jacobian.isOnCurve)
        #expect(G1Point.generator.isInSubgroup)
        #expect(G2Point.generator.isInSubgroup)
    }

    @Test func groupLaw() {
        let g = G1Point.generator
        #expect(g + g == g.multiplied(by: Scalar(2)))
        #expect(g.multiplied(by: Scalar(5)) + g.multiplied(by: Scalar(7)) == g.multiplied(by: Scalar(12)))
        #expect((g - g).isIdentity)
        let h = G2Point.generator
        #expect(h.multiplied(by: Scalar(3)) == h + h + h)
    }

    @Test func generatorEncodings() throws {
        #expect(
            hexString(G1Point.generator.compressedRepresentation)
                == "97f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb")
        #expect(
            hexString(G2Point.generator.compressedRepresentation)
                == "93e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"
        )
        #expect(try G1Point(compressedRepresentation: G1Point.generator.compressedRepresentation) == .generator)
        #expect(try G2Point(compressedRepresentation: G2Point.generator.compressedRepresentation) == .generator)
    }
}

@Suite struct SubgroupTests {
    /// The endomorphism tests agree with the definition r·P = O on random curve points, most of
    /// which lie outside the subgroups (the cofactors are large).
    @Test func fastSubgroupChecksMatchTheOrder() {
        var generator = SeededGenerator(seed: 0x5B6)
        var outside1 = 0
        var outside2 = 0
        var checked = 0
        while checked < 6 {
            let x = Fp(generator.next() % 1_000_000 + 1)
            if let y = (x.squared * x + G1Curve.b).squareRoot() {
                let point = G1Point(JacobianPoint(affineX: x, affineY: y))
                #expect(point.isInSubgroup == point.isInSubgroupByOrder)
                if !point.isInSubgroup { outside1 += 1 }
                // Clearing the cofactor (h_eff) lands in the subgroup.
                let cleared = G1Point(point.jacobian.multiplied(byLimbs: [HashToG1.hEff]))
                #expect(cleared.isInSubgroup && cleared.isInSubgroupByOrder)
            }
            let x2 = Fp2(Fp(generator.next() % 1_000_000), Fp(generator.next() % 1_000_000 + 1))
            if let y2 = (x2.squared * x2 + G2Curve.b).squareRoot() {
                let point = G2Point(JacobianPoint(affineX: x2, affineY: y2))
                #expect(point.isInSubgroup == point.isInSubgroupByOrder)
                if !point.isInSubgroup { outside2 += 1 }
                // A public key's decoding makes the same test with the point its lines end on.
                let walked = G2Prepared.walk(point).map {
                    point.isInSubgroup(xMagnitudeMultiple: $0.xMagnitudeMultiple)
                }
                #expect(walked == point.isInSubgroupByOrder)
                let key = Result { () throws(BLSError) in
                    try BLS12381.Signing.PublicKey(compressedRepresentation: point.compressedRepresentation)
                }
                if point.isInSubgroupByOrder {
                    #expect((try? key.get())?.point == point)
                } else {
                    #expect(throws: BLSError.notInSubgroup(what: "public key")) { try key.get() }
                }
                checked += 1
            }
        }
        #expect(outside1 > 0 && outside2 > 0)
        #expect(G1Point.generator.multiplied(by: Scalar(17)).isInSubgroup)
        #expect(G2Point.generator.multiplied(by: Scalar(17)).isInSubgroup)
    }

    @Test func orderOfTheGenerators() throws {
        // (r - 1)·G = -G, so r·G = O.
        let rMinus1 = try Scalar(bigEndian: hex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000000"))
        #expect(G1Point.generator.multiplied(by: rMinus1) == -G1Point.generator)
        #expect(G2Point.generator.multiplied(by: rMinus1) == -G2Point.generator)
        #expect(throws: BLSError.invalidScalar) {
            try Scalar(bigEndian: hex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"))
        }
    }
}
