/// Why a PEM file gave no identity. Descriptions never contain key bytes.
public enum PEMIdentityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key is encrypted (PKCS#8 `ENCRYPTED PRIVATE KEY` or a legacy `Proc-Type: 4,ENCRYPTED`).
    case encrypted
    /// The text has no private-key block; `found` says what it has instead (its first
    /// `-----BEGIN …` line, or that it has no PEM block).
    case notAPrivateKey(found: String)
    /// The block does not hold a usable Ed25519 or secp256k1 key.
    case invalidKey(reason: String)

    public var description: String {
        switch self {
        case .encrypted:
            return "the key is encrypted"
        case let .notAPrivateKey(found):
            return
                "not a private key PEM file (\(found)); expected PRIVATE KEY (Ed25519 or secp256k1) or EC PRIVATE KEY (secp256k1)"
        case let .invalidKey(reason):
            return reason
        }
    }
}
