/// Why a value could not be built from or checked against the wire format.
public enum TonCardProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field had the wrong number of bytes or characters.
    case invalidLength(field: String, expected: String, actual: Int)
    /// A serial number byte or character was not a decimal digit.
    case invalidSerialNumberDigit
    /// A PIN was not exactly four ASCII digits.
    case invalidPin
    /// An HD index was not 1...10 decimal digits with a value up to 2^31 − 1.
    case invalidHDIndex
    /// Protected data did not carry the expected sault.
    case saultMismatch
    /// Protected data's MAC did not verify.
    case macMismatch

    public var description: String {
        switch self {
        case let .invalidLength(field, expected, actual):
            return "\(field) must be \(expected) long, got \(actual)"
        case .invalidSerialNumberDigit:
            return "a serial number consists of 24 decimal digits"
        case .invalidPin:
            return "a PIN consists of exactly 4 decimal digits"
        case .invalidHDIndex:
            return "an HD index is 1...10 decimal digits with a value up to 2147483647"
        case .saultMismatch:
            return "protected data carries a sault other than the expected one"
        case .macMismatch:
            return "protected data's HMAC does not verify"
        }
    }
}
