/// Why a Swift value could not be encoded to or decoded from Candid; names the coding path
/// (`user.tags[2]`) and the field, by name when known and by id (hash) otherwise.
public enum CandidCodingError: Error, Sendable, Hashable, CustomStringConvertible {
    case typeMismatch(expected: String, found: String, path: String)
    case missingField(field: String, path: String)
    case unsupported(String, path: String)
    case encoding(CandidEncodingError)
    case decoding(CandidDecodingError)

    public var description: String {
        switch self {
        case let .typeMismatch(expected, found, path): return "at \(path): expected \(expected), found \(found)"
        case let .missingField(field, path): return "at \(path): missing field \(field)"
        case let .unsupported(what, path): return "at \(path): \(what) is not supported"
        case .encoding(let error): return error.description
        case .decoding(let error): return error.description
        }
    }

    static func pathText(_ path: [any CodingKey]) -> String {
        if path.isEmpty { return "top level" }
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
