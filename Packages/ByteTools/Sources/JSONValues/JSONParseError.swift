/// Why a JSON text was refused. Offsets count bytes of the UTF-8 text from its start.
public enum JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte at `offset` is not what the grammar allows there; `expected` says what would be.
    case invalid(offset: Int, expected: String)
    /// Arrays and objects nest deeper than `limit` at `offset`.
    case nestingTooDeep(offset: Int, limit: Int)
    /// An object repeats the key `key`, the second time at `offset`.
    case duplicateKey(String, offset: Int)
    /// The text is `size` bytes, more than the `limit` the caller allows.
    case tooLarge(size: Int, limit: Int)
    /// The bytes are not UTF-8; `offset` is the first one that is not.
    case notUTF8(offset: Int)

    public var description: String {
        switch self {
        case .invalid(let offset, let expected): return "invalid JSON at byte \(offset): expected \(expected)"
        case .nestingTooDeep(let offset, let limit):
            return "JSON nests deeper than \(limit) levels at byte \(offset)"
        case .duplicateKey(let key, let offset): return "JSON object repeats the key \"\(key)\" at byte \(offset)"
        case .tooLarge(let size, let limit): return "JSON text of \(size) bytes is over the limit of \(limit)"
        case .notUTF8(let offset): return "JSON text is not UTF-8 at byte \(offset)"
        }
    }
}
