/// Why a BLS12-381 encoding, key or scalar was rejected.
public enum BLSError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The input has the wrong number of bytes for `what`.
    case invalidLength(what: String, expected: Int, actual: Int)
    /// The top bit of the first byte (the ZCash compression flag) is clear; only compressed
    /// encodings are accepted.
    case notCompressed(what: String)
    /// The infinity flag is set but the sign flag or some other bit is not zero.
    case invalidInfinityEncoding(what: String)
    /// A coordinate is not below the field modulus p (encodings must be canonical).
    case coordinateNotInField(what: String)
    /// No point of the curve has this x-coordinate.
    case notOnCurve(what: String)
    /// The point is on the curve but not in the prime-order subgroup.
    case notInSubgroup(what: String)
    /// The point at infinity where a real point is required (keys, signatures).
    case identityNotAllowed(what: String)
    /// A DER public key that does not start with the IC BLS prefix; `offset` is the first
    /// differing byte.
    case invalidDERPrefix(offset: Int)
    /// A scalar that is zero or not below the group order r.
    case invalidScalar

    public var description: String {
        switch self {
        case let .invalidLength(what, expected, actual):
            return "\(what): expected \(expected) bytes, got \(actual)"
        case let .notCompressed(what):
            return "\(what): compression flag (0x80 of byte 0) is not set; only compressed points are accepted"
        case let .invalidInfinityEncoding(what):
            return "\(what): infinity flag set but the sign flag or coordinate bytes are not zero"
        case let .coordinateNotInField(what):
            return "\(what): coordinate is not below the field modulus"
        case let .notOnCurve(what):
            return "\(what): x-coordinate is not on the curve"
        case let .notInSubgroup(what):
            return "\(what): point is not in the prime-order subgroup"
        case let .identityNotAllowed(what):
            return "\(what): the point at infinity is not allowed here"
        case let .invalidDERPrefix(offset):
            return "DER public key: byte \(offset) differs from the IC BLS12-381 SubjectPublicKeyInfo prefix"
        case .invalidScalar:
            return "scalar: must be nonzero and below the group order r"
        }
    }
}
