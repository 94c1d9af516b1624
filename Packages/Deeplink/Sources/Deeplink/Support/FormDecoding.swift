import ByteTools

/// Form decoding as the routes read it (§1d rows 1 and 5): ByteTools' percent-decoding with `+`
/// as a space, then the bytes as UTF-8, each failure reported as a ``DeeplinkError`` naming the
/// field. (Encoding is ByteTools' `PercentEncoding.encode`, the strict form of §1a.)
enum FormDecoding {
    /// The text `text` form-encodes.
    ///
    /// - Throws: ``DeeplinkError/invalidPercentEncoding(field:offset:)`` for a `%` without two hex
    ///   digits; ``DeeplinkError/invalidUTF8(field:offset:)`` when the decoded bytes are not UTF-8.
    static func text(_ text: Substring, field: String) throws(DeeplinkError) -> String {
        try utf8String(bytes(text, field: field), field: field)
    }

    /// The bytes `text` form-encodes, before any UTF-8 check (for limits on the decoded size).
    static func bytes(_ text: Substring, field: String) throws(DeeplinkError) -> [UInt8] {
        do {
            return try PercentEncoding.decode(text, plusAsSpace: true)
        } catch {
            switch error {
            case let .invalidEscape(offset): throw .invalidPercentEncoding(field: field, offset: offset)
            }
        }
    }

    /// The bytes as a `String`, refusing invalid UTF-8 instead of repairing it, because a repaired
    /// value would no longer be what the sender signed or meant.
    static func utf8String(_ bytes: [UInt8], field: String) throws(DeeplinkError) -> String {
        if let string = String(validating: bytes, as: UTF8.self) { return string }
        throw .invalidUTF8(field: field, offset: firstInvalidUTF8Offset(bytes))
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }
}
