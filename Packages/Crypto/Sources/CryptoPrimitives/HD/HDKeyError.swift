import ByteTools

/// Why hierarchical-deterministic key derivation or extended-key parsing failed.
public enum HDKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// BIP-32 seeds are 16 to 64 bytes.
    case invalidSeedLength(Int)
    /// The derived key is invalid (IL ≥ n or a zero key; probability below 2⁻¹²⁷). BIP-32 says
    /// to skip to the next index.
    case invalidDerivedKey(childNumber: UInt32)
    /// Hardened children need the private key.
    case hardenedDerivationFromPublicKey(childNumber: UInt32)
    /// SLIP-10 Ed25519 defines only hardened derivation.
    case nonHardenedDerivationUnsupported(childNumber: UInt32)
    /// Deriving past depth 255.
    case depthExceeded
    /// An extended key's base58check text is malformed or its checksum is wrong.
    case invalidEncoding(EncodingError)
    /// An extended key's payload must be 78 bytes.
    case invalidExtendedKeyLength(Int)
    /// An unknown version prefix (not xprv/xpub/tprv/tpub).
    case unknownVersion(UInt32)
    /// A private version holding a public key, or the reverse.
    case versionKeyMismatch(version: UInt32)
    /// Private key data must start with 0x00.
    case invalidPrivateKeyPrefix(UInt8)
    /// Depth 0 (a master key) must have parent fingerprint 0.
    case zeroDepthWithParentFingerprint(UInt32)
    /// Depth 0 (a master key) must have child number 0.
    case zeroDepthWithChildNumber(UInt32)
    /// The key inside is invalid.
    case invalidKey(KeyError)
    /// The derivation path is invalid.
    case invalidPath(DerivationPathError)

    public var description: String {
        switch self {
        case .invalidSeedLength(let count):
            return "a BIP-32 seed must be 16 to 64 bytes, got \(count)"
        case .invalidDerivedKey(let child):
            return
                "child \(DerivationPath.Component(childNumber: child)) gives an invalid key; BIP-32 says to use the next index"
        case .hardenedDerivationFromPublicKey(let child):
            return "hardened child \(DerivationPath.Component(childNumber: child)) cannot be derived from a public key"
        case .nonHardenedDerivationUnsupported(let child):
            return
                "SLIP-10 Ed25519 supports only hardened derivation; child \(DerivationPath.Component(childNumber: child)) is not hardened"
        case .depthExceeded:
            return "cannot derive beyond depth 255"
        case .invalidEncoding(let error):
            return "invalid extended key: \(error)"
        case .invalidExtendedKeyLength(let count):
            return "an extended key holds 78 bytes, this one \(count)"
        case .unknownVersion(let version):
            return "unknown extended key version 0x\(Hex.encode(bigEndian(version)))"
        case .versionKeyMismatch(let version):
            return "extended key version 0x\(Hex.encode(bigEndian(version))) does not match the kind of key it holds"
        case .invalidPrivateKeyPrefix(let byte):
            return "extended private key data must start with 0x00, found 0x\(Hex.encode(byte: byte))"
        case .zeroDepthWithParentFingerprint(let fingerprint):
            return "a depth-0 extended key has parent fingerprint 0x\(Hex.encode(bigEndian(fingerprint))); it must be 0"
        case .zeroDepthWithChildNumber(let child):
            return "a depth-0 extended key has child number \(child); it must be 0"
        case .invalidKey(let error):
            return "invalid key in extended key: \(error)"
        case .invalidPath(let error):
            return error.description
        }
    }
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [
        UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value),
    ]
}
