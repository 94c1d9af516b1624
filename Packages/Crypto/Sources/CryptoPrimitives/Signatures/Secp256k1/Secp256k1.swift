/// The secp256k1 curve (SEC 2): ECDSA keys and signatures on libsecp256k1, for ICP identities,
/// EOS, Bitcoin and Ethereum. Keys and signatures read like swift-crypto's `P256`:
/// `Secp256k1.Signing.PrivateKey`, `.PublicKey`, `.ECDSASignature`, plus
/// ``Secp256k1/Recovery`` for public-key recovery.
public enum Secp256k1 {
    /// Signing keys and signatures.
    public enum Signing {}
    /// Recoverable signatures (65 bytes with a recovery id), as EOS and Ethereum use.
    public enum Recovery {}

    /// The group order n, big-endian.
    static let order: [UInt8] = [
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE,
        0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48, 0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41,
    ]

    /// Whether 32 big-endian bytes are a scalar in 1...n−1, compared without the C library so
    /// that parsers can give the precise error (zero versus too large).
    static func checkScalar(_ bytes: UnsafeRawBufferPointer) -> ScalarCheck {
        guard bytes.count == 32 else { return .wrongLength }
        if bytes.allSatisfy({ $0 == 0 }) { return .zero }
        for index in 0..<32 where bytes[index] != order[index] {
            return bytes[index] < order[index] ? .valid : .tooLarge
        }
        return .tooLarge
    }

    enum ScalarCheck {
        case valid, zero, tooLarge, wrongLength
    }

    /// A message hash for ECDSA from a digest of any length: shorter digests are left-padded
    /// (their integer value is kept) and longer ones keep their leftmost 256 bits, as
    /// ECDSA's bits2int and RFC 6979 define it for a 256-bit group order.
    static func messageHash<H: HashFunction>(_ digest: HashDigest<H>) -> [UInt8] {
        let bytes = digest.bytes
        if bytes.count >= 32 { return Array(bytes.prefix(32)) }
        return [UInt8](repeating: 0, count: 32 - bytes.count) + bytes
    }
}
