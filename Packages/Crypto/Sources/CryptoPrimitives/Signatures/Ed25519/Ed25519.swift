/// Ed25519 (RFC 8032) on OpenSSL: ICP's default identity, TON card keys, SLIP-10 derived keys.
/// Reads like swift-crypto's `Curve25519.Signing`: `Ed25519.Signing.PrivateKey` / `.PublicKey`.
public enum Ed25519 {
    /// Signing keys.
    public enum Signing {}

    /// Signature length in bytes.
    public static let signatureByteCount = 64
}
