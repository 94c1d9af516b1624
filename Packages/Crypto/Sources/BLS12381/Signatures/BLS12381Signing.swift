/// BLS12-381, in the namespace swift-crypto's readers expect (`BLS12381.Signing.PublicKey`, as
/// `P256.Signing.PublicKey`). The curve arithmetic (``G1Point``, ``G2Point``, ``Scalar``) stays
/// at the module's top level.
public enum BLS12381 {
    /// BLS signatures in the Internet Computer's "min-sig" form: 48-byte signatures in G1,
    /// 96-byte public keys in G2, ciphersuite `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`.
    ///
    /// Verification is the reason this exists (IC certificates); ``PrivateKey`` and signing are
    /// for tests and replica emulators only and make no side-channel promises.
    public enum Signing {
        /// The basic-scheme ciphersuite the IC signs certificates with.
        public static let ciphersuite = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_"

        /// Verifies a signature given as bytes (48-byte signature, 96-byte raw key): false for
        /// any malformed or invalid input.
        public static func verify<Message: Collection>(signature: [UInt8], message: Message, publicKey: [UInt8]) -> Bool
        where Message.Element == UInt8 {
            guard let key = try? PublicKey(rawRepresentation: publicKey),
                let parsed = try? Signature(rawRepresentation: signature)
            else { return false }
            return key.isValidSignature(parsed, for: message)
        }
    }
}
