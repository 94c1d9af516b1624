/// Decides whether 32 bytes are the canonical encoding of a point on edwards25519, following
/// RFC 8032 §5.1.3's decoding. OpenSSL accepts any 32 bytes as a public key and only fails at
/// verification; checking here lets key parsing say "not on the curve" up front.
enum Ed25519PointCheck {
    /// d = −121665 / 121666 mod p, computed (inverse by Fermat: x^(p−2)) rather than written out.
    private static let d = -Field25519(121_665) * Field25519(121_666).power(inverseExponent)
    /// √−1 = 2^((p−1)/4) mod p.
    private static let sqrtMinusOne = Field25519(2).power(sqrtExponent)

    /// p − 2 = 2²⁵⁵ − 21, big-endian.
    private static let inverseExponent: [UInt8] = [0x7f] + [UInt8](repeating: 0xff, count: 30) + [0xeb]
    /// (p − 5) / 8 = 2²⁵² − 3.
    private static let rootExponent: [UInt8] = [0x0f] + [UInt8](repeating: 0xff, count: 30) + [0xfd]
    /// (p − 1) / 4 = 2²⁵³ − 5.
    private static let sqrtExponent: [UInt8] = [0x1f] + [UInt8](repeating: 0xff, count: 30) + [0xfb]

    static func isValidPoint(_ encoded: [UInt8]) -> Bool {
        guard encoded.count == 32 else { return false }
        let sign = encoded[31] >> 7
        // Step 1: a y coordinate ≥ p is a non-canonical encoding. Those are p...2²⁵⁵−1:
        // top byte 0x7f (sign bit aside), 30 bytes 0xff, lowest byte ≥ 0xed.
        if encoded[31] & 0x7f == 0x7f, encoded[1...30].allSatisfy({ $0 == 0xff }), encoded[0] >= 0xed { return false }
        let y = Field25519(littleEndian: encoded)
        let ySquared = y * y
        let u = ySquared - .one
        let v = d * ySquared + .one
        // Step 2: candidate root x = u·v³·(u·v⁷)^((p−5)/8).
        let v3 = v * v * v
        let v7 = v3 * v3 * v
        var x = u * v3 * (u * v7).power(rootExponent)
        // Step 3: v·x² must be u (root found) or −u (multiply by √−1); otherwise there is no root.
        let check = v * x * x
        if check == u {
            // x is a square root of u/v.
        } else if check == -u {
            x = x * sqrtMinusOne
        } else {
            return false
        }
        // Step 4: x = 0 has no negative form, so a set sign bit is invalid.
        return !(x.isZero && sign == 1)
    }
}
