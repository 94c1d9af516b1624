/// BLS signatures on BLS12-381 in the Internet Computer's "min-sig" form: 48-byte signatures
/// in G1, 96-byte public keys in G2, ciphersuite `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`.
///
/// Verification is the reason this exists (IC certificates); `PrivateKey` and signing are for
/// tests and replica emulators only and make no side-channel promises.
public enum BLS {
    /// The basic-scheme ciphersuite the IC signs certificates with.
    public static let ciphersuite = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_"

    /// Verifies a signature given as bytes: false for any malformed or invalid input.
    public static func verify<Message: Collection>(signature: [UInt8], message: Message, publicKey: [UInt8]) -> Bool
    where Message.Element == UInt8 {
        guard let key = try? PublicKey(compressedRepresentation: publicKey),
              let parsed = try? Signature(compressedRepresentation: signature) else { return false }
        return key.isValidSignature(parsed, for: message)
    }
}
