import Testing

@testable import BLS12381

@Suite struct PairingTests {
    @Test func bilinearity() {
        let a = Scalar(123_456_789)
        let b = Scalar(987_654_321)
        let lhs = Pairing.pairing(G1Point.generator.multiplied(by: a), G2Point.generator.multiplied(by: b))
        let ab = Scalar(123_456_789 * 987_654_321)
        let rhs = Pairing.pairing(G1Point.generator.multiplied(by: ab), G2Point.generator)
        #expect(lhs == rhs)
        #expect(!lhs.isOne)
    }
}
