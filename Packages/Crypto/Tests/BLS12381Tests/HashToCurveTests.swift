import Testing

@testable import BLS12381

/// RFC 9380 Appendix J.9.1, suite BLS12381G1_XMD:SHA-256_SSWU_RO_: every message.
@Suite struct HashToCurveTests {
    static let dst = Array("QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_".utf8)

    static let vectors: [(message: String, x: String, y: String)] = [
        (
            "", "052926add2207b76ca4fa57a8734416c8dc95e24501772c814278700eed6d1e4e8cf62d9c09db0fac349612b759e79a1",
            "08ba738453bfed09cb546dbb0783dbb3a5f1f566ed67bb6be0e8c67e2e81a4cc68ee29813bb7994998f3eae0c9c6a265"
        ),
        (
            "abc", "03567bc5ef9c690c2ab2ecdf6a96ef1c139cc0b2f284dca0a9a7943388a49a3aee664ba5379a7655d3c68900be2f6903",
            "0b9c15f3fe6e5cf4211f346271d7b01c8f3b28be689c8429c85b67af215533311f0b8dfaaa154fa6b88176c229f2885d"
        ),
        (
            "abcdef0123456789",
            "11e0b079dea29a68f0383ee94fed1b940995272407e3bb916bbf268c263ddd57a6a27200a784cbc248e84f357ce82d98",
            "03a87ae2caf14e8ee52e51fa2ed8eefe80f02457004ba4d486d6aa1f517c0889501dc7413753f9599b099ebcbbd2d709"
        ),
        (
            "q128_" + String(repeating: "q", count: 128),
            "15f68eaa693b95ccb85215dc65fa81038d69629f70aeee0d0f677cf22285e7bf58d7cb86eefe8f2e9bc3f8cb84fac488",
            "1807a1d50c29f430b8cafc4f8638dfeeadf51211e1602a5f184443076715f91bb90a48ba1e370edce6ae1062f5e6dd38"
        ),
        (
            "a512_" + String(repeating: "a", count: 512),
            "082aabae8b7dedb0e78aeb619ad3bfd9277a2f77ba7fad20ef6aabdc6c31d19ba5a6d12283553294c1825c4b3ca2dcfe",
            "05b84ae5a942248eea39e1d91030458c40153f3b654ab7872d779ad1e942856a20c438e8d99bc8abfbf74729ce1f7ac8"
        ),
    ]

    @Test(arguments: 0..<5)
    func rfc9380Vector(index: Int) throws {
        let vector = Self.vectors[index]
        let point = HashToG1.hash(Array(vector.message.utf8), dst: Self.dst)
        let affine = try #require(point.jacobian.affine)
        #expect(hexString(affine.x.bigEndianBytes) == vector.x)
        #expect(hexString(affine.y.bigEndianBytes) == vector.y)
        #expect(point.isInSubgroup)
    }

    /// The SSWU map's exceptional input u = 0 (tv2 = 0) and ordinary inputs land on E'.
    @Test func mapToCurveLandsOnTheIsogenousCurve() {
        for u in [Fp.zero, Fp(1), -Fp(1), Fp(12345)] {
            let m = HashToG1.mapToIsogenousCurve(u)
            let x = m.xNumerator * m.xDenominator.inverse
            #expect(m.y.squared == (x.squared + HashToG1.isoA) * x + HashToG1.isoB)
            #expect(HashToG1.isogenyMap(x: x, y: m.y).isOnCurve)
        }
    }

    /// RFC 9380 Appendix K.1 (expand_message_xmd, SHA-256, len_in_bytes = 0x20 and 0x80).
    @Test func expandMessageXMD() {
        let dst = Array("QUUX-V01-CS02-with-expander-SHA256-128".utf8)
        #expect(
            hexString(HashToG1.expandMessageXMD([], dst: dst, length: 0x20))
                == "68a985b87eb6b46952128911f2a4412bbc302a9d759667f87f7a21d803f07235")
        #expect(
            hexString(HashToG1.expandMessageXMD(Array("abc".utf8), dst: dst, length: 0x20))
                == "d8ccab23b5985ccea865c6c97b6e5b8350e794e603b4b97902f53a8a0d605615")
    }
}
