import ByteTools

/// Why key material was rejected.
public enum KeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Wrong number of bytes for this key form.
    case invalidLength(key: String, expected: String, actual: Int)
    /// A secp256k1 private key of zero.
    case zeroScalar
    /// A secp256k1 private key not below the group order n.
    case scalarOutOfRange
    /// A point encoding with an unknown or disallowed first byte (hybrid 0x06/0x07 forms included).
    case invalidPointEncoding(prefix: UInt8)
    /// The bytes do not describe a point on the curve (or a coordinate is not below the field prime).
    case pointNotOnCurve(curve: String)
    /// The DER structure is malformed; the error says where.
    case malformedDER(DERError)
    /// The PEM text is malformed or holds no suitable block.
    case malformedPEM(PEMError)
    /// A key for another algorithm (the OID is named).
    case unsupportedAlgorithm(oid: String)
    /// An EC key on another curve than secp256k1 (the OID is named).
    case unsupportedCurve(oid: String)
    /// An unsupported structure version.
    case unsupportedVersion(structure: String, version: Int)
    /// The public key stored next to a private key does not belong to it.
    case publicKeyMismatch
    /// The C library failed (allocation or random source).
    case backend(CryptoBackendError)

    public var description: String {
        switch self {
        case let .invalidLength(key, expected, actual):
            return "\(key) must be \(expected) bytes, got \(actual)"
        case .zeroScalar:
            return "secp256k1 private key is zero"
        case .scalarOutOfRange:
            return "secp256k1 private key is not below the group order n"
        case .invalidPointEncoding(let prefix):
            return
                "invalid point encoding prefix 0x\(Hex.encode(byte: prefix)) (expected 0x02/0x03 compressed or 0x04 uncompressed)"
        case .pointNotOnCurve(let curve):
            return "the bytes are not a valid \(curve) point"
        case .malformedDER(let error):
            return "malformed key DER: \(error)"
        case .malformedPEM(let error):
            return "malformed key PEM: \(error)"
        case .unsupportedAlgorithm(let oid):
            return "unsupported key algorithm \(oid)"
        case .unsupportedCurve(let oid):
            return "unsupported curve \(oid); expected secp256k1 (1.3.132.0.10)"
        case let .unsupportedVersion(structure, version):
            return "unsupported \(structure) version \(version)"
        case .publicKeyMismatch:
            return "the public key stored with the private key does not match it"
        case .backend(let error):
            return error.description
        }
    }
}
