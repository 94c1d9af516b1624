import ByteTools

/// Why DER input was rejected. Every case carries the byte offset (from the start of the DER
/// document) where the problem is, and the field being read, so a bad key file can be located.
public enum DERError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input ended inside an element.
    case truncated(field: String, offset: Int)
    /// A different tag than the structure requires.
    case unexpectedTag(field: String, expected: UInt8, found: UInt8, offset: Int)
    /// Multi-byte (high-number) tags do not occur in key structures.
    case unsupportedTagForm(field: String, offset: Int)
    /// BER's indefinite length (0x80) is not DER.
    case indefiniteLength(field: String, offset: Int)
    /// A length in long form that fits a shorter form (DER requires the shortest).
    case nonMinimalLength(field: String, offset: Int)
    /// A length of more than 4 bytes, or one running past the end of its container.
    case invalidLength(field: String, length: Int, available: Int, offset: Int)
    /// Bytes left over after a complete structure.
    case trailingBytes(field: String, count: Int, offset: Int)
    /// An INTEGER that is empty, negative where it must not be, or has redundant leading bytes.
    case invalidInteger(field: String, reason: String, offset: Int)
    /// A BIT STRING with unused bits (keys are whole bytes) or an empty one.
    case invalidBitString(field: String, offset: Int)
    /// An OBJECT IDENTIFIER that is empty or ends mid-arc.
    case invalidObjectIdentifier(field: String, offset: Int)
    /// A well-formed value the structure does not allow (a version number, a wrong size).
    case unexpectedValue(field: String, detail: String, offset: Int)

    public var description: String {
        switch self {
        case let .truncated(field, offset):
            return "DER ends inside \(field) at byte offset \(offset)"
        case let .unexpectedTag(field, expected, found, offset):
            return
                "DER \(field) at byte offset \(offset): expected tag 0x\(Hex.encode(byte: expected)), found 0x\(Hex.encode(byte: found))"
        case let .unsupportedTagForm(field, offset):
            return "DER \(field) at byte offset \(offset) uses a multi-byte tag, which key structures never do"
        case let .indefiniteLength(field, offset):
            return "DER \(field) at byte offset \(offset) has an indefinite length (BER, not DER)"
        case let .nonMinimalLength(field, offset):
            return "DER \(field) at byte offset \(offset) has a length that is not minimally encoded"
        case let .invalidLength(field, length, available, offset):
            return "DER \(field) at byte offset \(offset) claims \(length) byte(s) but \(available) remain"
        case let .trailingBytes(field, count, offset):
            return "\(count) unexpected byte(s) after \(field) at byte offset \(offset)"
        case let .invalidInteger(field, reason, offset):
            return "DER INTEGER \(field) at byte offset \(offset) is invalid: \(reason)"
        case let .invalidBitString(field, offset):
            return "DER BIT STRING \(field) at byte offset \(offset) is empty or has unused bits"
        case let .invalidObjectIdentifier(field, offset):
            return "DER OBJECT IDENTIFIER \(field) at byte offset \(offset) is malformed"
        case let .unexpectedValue(field, detail, offset):
            return "DER \(field) at byte offset \(offset): \(detail)"
        }
    }
}
