/// Why recovery data could not be built, sealed or opened. Descriptions name the field, the
/// offset or the length that was wrong, never a byte of the data or the passphrase.
public enum RecoveryDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field given as hex is not hex (odd length or a character outside 0-9, a-f, A-F).
    case fieldNotHex(RecoveryData.Field)
    /// A field has the wrong number of bytes.
    case fieldLength(RecoveryData.Field, expected: Int, actual: Int)
    /// The passphrase is empty: it is the only thing protecting the activation secrets.
    case emptyPassphrase
    /// PBKDF2 rounds outside ``RecoveryDataEnvelope/roundsRange`` (when sealing, or in sealed bytes).
    case roundsOutOfRange(Int)
    /// The bytes do not start with the envelope's magic `TCRD`: not sealed recovery data.
    case notSealedRecoveryData
    /// The envelope's version byte is not one this library reads.
    case unsupportedVersion(UInt8)
    /// The envelope names a key derivation this library does not know.
    case unsupportedKeyDerivation(UInt8)
    /// The bytes end before the envelope does.
    case truncated(expected: Int, actual: Int)
    /// More bytes follow the envelope than its version allows.
    case trailingBytes(expected: Int, actual: Int)
    /// The key derived from the passphrase does not match the envelope's key check.
    case wrongKey
    /// The key is right but the sealed record or its header was changed: authentication failed.
    case tampered
    /// The cryptography backend failed (random source, OpenSSL); its own text.
    case cryptography(String)

    public var description: String {
        switch self {
        case .fieldNotHex(let field):
            return "recovery data field \(field.rawValue) is not hex"
        case .fieldLength(let field, let expected, let actual):
            return "recovery data field \(field.rawValue) has \(actual) bytes; it must have \(expected)"
        case .emptyPassphrase:
            return "the recovery data passphrase is empty"
        case .roundsOutOfRange(let rounds):
            return
                "PBKDF2 rounds \(rounds) are outside \(RecoveryDataEnvelope.roundsRange.lowerBound)…\(RecoveryDataEnvelope.roundsRange.upperBound)"
        case .notSealedRecoveryData:
            return "the bytes are not sealed recovery data (no TCRD magic at offset 0)"
        case .unsupportedVersion(let version):
            return
                "sealed recovery data version \(version) at offset 4 is not supported (this library reads version \(RecoveryDataEnvelope.version))"
        case .unsupportedKeyDerivation(let identifier):
            return "sealed recovery data names key derivation \(identifier) at offset 5, which is not supported"
        case .truncated(let expected, let actual):
            return "sealed recovery data is truncated: \(actual) bytes, the envelope needs \(expected)"
        case .trailingBytes(let expected, let actual):
            return "sealed recovery data has \(actual - expected) bytes after the envelope's \(expected)"
        case .wrongKey:
            return "the passphrase does not open this recovery data (wrong key)"
        case .tampered:
            return "the sealed recovery data was changed: its authentication tag does not match"
        case .cryptography(let detail):
            return "the cryptography backend failed: \(detail)"
        }
    }
}
