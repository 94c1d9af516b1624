import ByteTools
import CryptoPrimitives

/// Why an EOS key or signature string (or its bytes) was refused, or why signing or recovery
/// failed. Each case says what was wrong; none carries private-key material, so every case can
/// be logged.
///
/// Character positions count Unicode scalars from the start of the whole string, prefix
/// included, so they point at the character a user can see.
public enum EOSKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string is longer than ``EOSKeyText/maxLength`` characters. Checked before base58
    /// decoding, whose cost grows with the square of the length.
    case inputTooLong(length: Int, limit: Int)
    /// The string does not start with any prefix this form accepts (the accepted ones are listed).
    case wrongPrefix(form: String, expected: [String])
    /// A key or signature of a type other than K1 (secp256k1): `R1` (P-256) or `WA` (WebAuthn).
    case unsupportedKeyType(form: String, type: String)
    /// A character outside the base58 alphabet (which has no `0`, `O`, `I` or `l`).
    case invalidBase58(character: Unicode.Scalar, position: Int)
    /// The decoded bytes (or the bytes passed in) have the wrong length.
    case wrongLength(form: String, expected: Int, actual: Int)
    /// The 4-byte checksum does not match the payload: a mistyped or truncated string.
    case badChecksum(form: String)
    /// A legacy WIF whose first byte is not the `0x80` version byte.
    case wrongVersionByte(found: UInt8, expected: UInt8)
    /// A private key that is zero or not below the secp256k1 group order n.
    case privateKeyOutOfRange
    /// A public key whose first byte is not `02`/`03` (the compressed point forms).
    case invalidPointPrefix(UInt8)
    /// 33 bytes with a valid prefix that are nevertheless not a point on secp256k1.
    case notACurvePoint
    /// A signature recovery header outside 27...34.
    case headerOutOfRange(UInt8)
    /// A signature component (`r` or `s`) that is zero or not below the group order n.
    case signatureComponentOutOfRange(component: String)
    /// A digest must be exactly 32 bytes (SHA-256).
    case invalidDigestLength(Int)
    /// No public key can be recovered from this signature and digest (including recovery ids
    /// 2 and 3 when r + n is not below the field prime p).
    case recoveryFailed
    /// The canonical-signature loop found no canonical signature in its attempts.
    case signingExhausted(attempts: Int)
    /// The secp256k1 library or the random source failed; not caused by the input.
    case backend(CryptoBackendError)

    public var description: String {
        switch self {
        case let .inputTooLong(length, limit):
            return "input of \(length) characters exceeds the limit of \(limit)"
        case let .wrongPrefix(form, expected):
            return "\(form) must start with \(expected.map { "\"\($0)\"" }.joined(separator: " or "))"
        case let .unsupportedKeyType(form, type):
            return "\(form) of type \(type) is not supported; only K1 (secp256k1) is"
        case let .invalidBase58(character, position):
            return "invalid base58 character \"\(character.escaped(asASCII: true))\" at position \(position)"
        case let .wrongLength(form, expected, actual):
            return "\(form) must decode to \(expected) bytes, got \(actual)"
        case .badChecksum(let form):
            return "\(form) checksum does not match"
        case let .wrongVersionByte(found, expected):
            return "WIF version byte is 0x\(Hex.encode(byte: found)), expected 0x\(Hex.encode(byte: expected))"
        case .privateKeyOutOfRange:
            return "private key is zero or not below the secp256k1 group order"
        case .invalidPointPrefix(let prefix):
            return "public key starts with 0x\(Hex.encode(byte: prefix)); a compressed point starts with 0x02 or 0x03"
        case .notACurvePoint:
            return "public key bytes are not a point on secp256k1"
        case .headerOutOfRange(let header):
            return "signature recovery header \(header) is outside 27...34"
        case .signatureComponentOutOfRange(let component):
            return "signature component \(component) is zero or not below the group order"
        case .invalidDigestLength(let count):
            return "a digest must be 32 bytes, got \(count)"
        case .recoveryFailed:
            return "no public key can be recovered from this signature and digest"
        case .signingExhausted(let attempts):
            return "no canonical signature found in \(attempts) attempts"
        case .backend(let error):
            return error.description
        }
    }
}
