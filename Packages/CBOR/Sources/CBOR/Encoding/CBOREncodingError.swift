/// Why a value could not be encoded.
public enum CBOREncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Deterministic encoding met a map with two equal keys; such a map is not valid CBOR
    /// (RFC 8949 §5.6) and has no deterministic encoding. `path` locates the map.
    case duplicateMapKey(key: CBOR, path: String)
    /// The value nests deeper than ``CBOREncodingOptions/maximumDepth``.
    case nestingTooDeep(limit: Int, path: String)

    public var description: String {
        switch self {
        case let .duplicateMapKey(key, path):
            return
                "cannot encode deterministically: the map at \(location(path)) repeats the key \(abbreviatedDiagnostic(key))"
        case let .nestingTooDeep(limit, path):
            return "cannot encode: nesting at \(location(path)) is deeper than the limit of \(limit) levels"
        }
    }

    private func location(_ path: String) -> String {
        path.isEmpty ? "the top level" : path
    }
}
