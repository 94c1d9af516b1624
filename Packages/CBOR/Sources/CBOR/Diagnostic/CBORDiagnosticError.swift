/// Why text is not diagnostic notation this package reads. Offsets count UTF-8 bytes from the
/// start of the text.
public enum CBORDiagnosticError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text ended where `expected` was needed.
    case unexpectedEnd(offset: Int, expected: String)
    /// `found` stands where `expected` was needed.
    case unexpectedCharacter(offset: Int, found: String, expected: String)
    /// A number that does not parse or does not fit (a tag above 2^64 − 1, say).
    case invalidNumber(offset: Int, text: String)
    /// A string literal with a bad escape, a lone surrogate or invalid UTF-8.
    case invalidString(offset: Int, reason: String)
    /// A `h'…'`, `b64'…'` or `<<…>>` byte string that does not decode.
    case invalidByteString(offset: Int, reason: String)
    /// `simple(n)` with n in 24...31 or above 255.
    case invalidSimpleValue(offset: Int, text: String)
    /// Arrays, maps, tags and embedded items nested deeper than the limit.
    case nestingTooDeep(offset: Int, limit: Int)

    public var offset: Int {
        switch self {
        case .unexpectedEnd(let offset, _), .unexpectedCharacter(let offset, _, _), .invalidNumber(let offset, _),
            .invalidString(let offset, _), .invalidByteString(let offset, _), .invalidSimpleValue(let offset, _),
            .nestingTooDeep(let offset, _):
            return offset
        }
    }

    public var description: String {
        switch self {
        case let .unexpectedEnd(offset, expected):
            return "diagnostic notation ends at offset \(offset): expected \(expected)"
        case let .unexpectedCharacter(offset, found, expected):
            return "unexpected \(found) at offset \(offset) of the diagnostic notation: expected \(expected)"
        case let .invalidNumber(offset, text):
            return "invalid number '\(text)' at offset \(offset) of the diagnostic notation"
        case let .invalidString(offset, reason):
            return "invalid string at offset \(offset) of the diagnostic notation: \(reason)"
        case let .invalidByteString(offset, reason):
            return "invalid byte string at offset \(offset) of the diagnostic notation: \(reason)"
        case let .invalidSimpleValue(offset, text):
            return
                "invalid simple value \(text) at offset \(offset) of the diagnostic notation: expected 0...19 or 32...255 (20...23 are false, true, null, undefined)"
        case let .nestingTooDeep(offset, limit):
            return "diagnostic notation nests deeper than \(limit) levels at offset \(offset)"
        }
    }
}
