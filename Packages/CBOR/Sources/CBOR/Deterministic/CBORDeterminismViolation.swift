/// Which rule of deterministic encoding (RFC 8949 §4.2.1) an input broke, reported by
/// ``CBORDecodingError/notDeterministic(offset:_:)`` when
/// ``CBORDecodingOptions/requiresDeterministicEncoding`` is on.
public enum CBORDeterminismViolation: Sendable, Hashable, CustomStringConvertible {
    /// An integer, length or tag written in more bytes than its value needs.
    case nonPreferredArgument
    /// A float written wider than the shortest width that keeps its value.
    case nonPreferredFloat
    /// An indefinite-length string, array or map.
    case indefiniteLength
    /// A map key that does not sort after the previous key.
    case unsortedMapKeys

    public var description: String {
        switch self {
        case .nonPreferredArgument: "an argument written in more bytes than its value needs"
        case .nonPreferredFloat: "a float written wider than the shortest width that keeps its value"
        case .indefiniteLength: "an indefinite-length item"
        case .unsortedMapKeys: "a map key that does not sort after the previous key"
        }
    }
}
