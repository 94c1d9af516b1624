import ByteTools

/// Why bytes are not an acceptable CBOR data item. Every case names the byte offset (from the
/// start of the input) where the problem was found and says what was expected there.
///
/// The cases follow the well-formedness error kinds of RFC 8949 Appendix F: too little data
/// (``truncated(offset:expected:)``), too much (``trailingBytes(offset:count:)``), and the
/// syntax errors (reserved values, misplaced breaks, bad chunks, indefinite lengths where none
/// are allowed), then the validity and policy checks (UTF-8, duplicate keys, depth,
/// deterministic encoding).
public enum CBORDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input ended (or a declared length runs past its end) where `expected` was needed.
    /// A length is compared with the remaining input before anything is allocated.
    case truncated(offset: Int, expected: String)
    /// Additional information 28, 29 or 30, which RFC 8949 reserves.
    case reservedAdditionalInformation(offset: Int, initialByte: UInt8)
    /// Additional information 31 (indefinite length) on major type 0, 1 or 6.
    case indefiniteLengthNotAllowed(offset: Int, majorType: UInt8)
    /// A two-byte simple value below 32 (`f8 00`...`f8 1f`), which is not well-formed.
    case invalidSimpleValue(offset: Int, value: UInt8)
    /// A chunk of an indefinite-length string that is not a definite-length string of the same
    /// major type.
    case invalidIndefiniteChunk(offset: Int, expected: String)
    /// A break stop code (`ff`) where a data item was expected: outside any indefinite-length
    /// item, inside a definite-length one, after a tag, or in a map value position.
    case unexpectedBreak(offset: Int)
    /// A text string whose bytes are not UTF-8; `offset` is the first invalid byte.
    case invalidUTF8(offset: Int)
    /// Bytes after the data item, which ``CBORDecodingOptions/allowsTrailingBytes`` did not allow.
    case trailingBytes(offset: Int, count: Int)
    /// A map key equal to an earlier key of the same map (``CBORDuplicateKeyPolicy/reject``).
    case duplicateMapKey(offset: Int, key: CBOR)
    /// Arrays, maps and tags nested deeper than ``CBORDecodingOptions/maximumDepth``.
    case nestingTooDeep(offset: Int, limit: Int)
    /// Input that ``CBORDecodingOptions/requiresDeterministicEncoding`` rejects.
    case notDeterministic(offset: Int, CBORDeterminismViolation)

    /// Byte offset of the problem from the start of the input.
    public var offset: Int {
        switch self {
        case .truncated(let offset, _), .reservedAdditionalInformation(let offset, _),
            .indefiniteLengthNotAllowed(let offset, _), .invalidSimpleValue(let offset, _),
            .invalidIndefiniteChunk(let offset, _), .unexpectedBreak(let offset), .invalidUTF8(let offset),
            .trailingBytes(let offset, _), .duplicateMapKey(let offset, _), .nestingTooDeep(let offset, _),
            .notDeterministic(let offset, _):
            return offset
        }
    }

    public var description: String {
        switch self {
        case let .truncated(offset, expected):
            return "unexpected end of input at byte offset \(offset): expected \(expected)"
        case let .reservedAdditionalInformation(offset, initialByte):
            return
                "reserved additional information \(initialByte & 0x1f) in initial byte 0x\(Hex.encode(byte: initialByte)) at byte offset \(offset): expected 0...27 or 31"
        case let .indefiniteLengthNotAllowed(offset, majorType):
            return
                "indefinite length (additional information 31) at byte offset \(offset) is not allowed for major type \(majorType): expected a definite argument"
        case let .invalidSimpleValue(offset, value):
            return
                "two-byte simple value \(value) at byte offset \(offset) is not well-formed: expected a value of 32...255 (smaller ones have one-byte forms)"
        case let .invalidIndefiniteChunk(offset, expected):
            return "invalid chunk in an indefinite-length string at byte offset \(offset): expected \(expected)"
        case let .unexpectedBreak(offset):
            return "unexpected break stop code (0xff) at byte offset \(offset): expected a data item"
        case let .invalidUTF8(offset):
            return "invalid UTF-8 in a text string at byte offset \(offset): expected a valid UTF-8 sequence"
        case let .trailingBytes(offset, count):
            return "\(count) trailing byte(s) at byte offset \(offset): expected the end of input after one data item"
        case let .duplicateMapKey(offset, key):
            return
                "duplicate map key \(abbreviatedDiagnostic(key)) at byte offset \(offset): expected keys to be unique"
        case let .nestingTooDeep(offset, limit):
            return
                "nesting deeper than \(limit) levels at byte offset \(offset): expected at most \(limit) nested arrays, maps and tags"
        case let .notDeterministic(offset, violation):
            return "not deterministically encoded at byte offset \(offset): \(violation)"
        }
    }
}

/// Diagnostic notation cut to a readable length for error messages; a duplicate key can be a
/// megabyte of bytes.
func abbreviatedDiagnostic(_ value: CBOR) -> String {
    let text = value.description
    guard text.count > 80 else { return text }
    return String(text.prefix(77)) + "..."
}
