/// Why bytes could not be decoded as Candid. Every case names the byte offset from the start
/// of the message; value errors also name the path (argument, field, element) to the value.
public enum CandidDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message does not start with `DIDL`.
    case missingMagic(offset: Int)
    /// The input ended where more was needed.
    case truncated(offset: Int, expected: String)
    /// A LEB128 number that is cut short, too long or too large for its field.
    case invalidNumber(offset: Int, reason: String)
    /// A malformed type table (bad opcode, index out of range, unsorted or duplicate fields...).
    case invalidTypeTable(offset: Int, reason: String)
    /// A value that breaks its type (a bool that is 2, invalid UTF-8, an opaque reference...).
    case invalidValue(offset: Int, reason: String, path: [CandidPathComponent])
    /// The wire type cannot be decoded at the expected type.
    case typeMismatch(offset: Int, expected: String, actual: String, path: [CandidPathComponent])
    /// A required field or argument (not `opt`, `null` or `reserved`) is absent.
    case missing(offset: Int, what: String, path: [CandidPathComponent])
    /// Bytes left after the last argument.
    case trailingBytes(offset: Int, count: Int)
    /// A limit of ``CandidDecodingOptions`` was exceeded.
    case limitExceeded(offset: Int, limit: String, value: Int)
    /// The expected types themselves are unusable (undefined name, duplicate field ids...);
    /// reported before any byte is read, so the offset is 0.
    case invalidExpectedType(CandidTypeError)

    /// Byte offset of the problem.
    public var offset: Int {
        switch self {
        case .missingMagic(let offset), .truncated(let offset, _), .invalidNumber(let offset, _),
            .invalidTypeTable(let offset, _), .invalidValue(let offset, _, _), .typeMismatch(let offset, _, _, _),
            .missing(let offset, _, _), .trailingBytes(let offset, _), .limitExceeded(let offset, _, _):
            return offset
        case .invalidExpectedType:
            return 0
        }
    }

    public var description: String {
        switch self {
        case .missingMagic(let offset): return "byte offset \(offset): not a Candid message (no DIDL magic)"
        case let .truncated(offset, expected):
            return "unexpected end of input at byte offset \(offset): expected \(expected)"
        case let .invalidNumber(offset, reason): return "invalid number at byte offset \(offset): \(reason)"
        case let .invalidTypeTable(offset, reason): return "invalid type table at byte offset \(offset): \(reason)"
        case let .invalidValue(offset, reason, path):
            return "invalid value at byte offset \(offset) (\(path.pathDescription)): \(reason)"
        case let .typeMismatch(offset, expected, actual, path):
            return
                "type mismatch at byte offset \(offset) (\(path.pathDescription)): expected \(expected), found \(actual)"
        case let .missing(offset, what, path):
            return "missing \(what) at byte offset \(offset) (\(path.pathDescription))"
        case let .trailingBytes(offset, count):
            return "\(count) unexpected byte(s) after the arguments at byte offset \(offset)"
        case let .limitExceeded(offset, limit, value):
            return "\(limit) exceeded at byte offset \(offset) (limit \(value))"
        case .invalidExpectedType(let error): return "invalid expected type: \(error)"
        }
    }
}
