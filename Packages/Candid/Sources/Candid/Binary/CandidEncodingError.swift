/// Why values could not be serialised at their types; names the path to the offending value.
public enum CandidEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The types themselves are unusable (undefined name, duplicate field ids...).
    case invalidType(CandidTypeError)
    /// A value does not fit its type.
    case valueMismatch(expected: String, value: String, path: [CandidPathComponent])
    /// A non-optional record field or argument has no value.
    case missing(what: String, path: [CandidPathComponent])
    /// The number of values and types differ.
    case argumentCount(values: Int, types: Int)
    /// A value nested deeper than the encoder allows.
    case tooDeep(limit: Int, path: [CandidPathComponent])

    public var description: String {
        switch self {
        case .invalidType(let error): return "invalid type: \(error)"
        case let .valueMismatch(expected, value, path):
            return "cannot encode \(value) as \(expected) (\(path.pathDescription))"
        case let .missing(what, path): return "missing \(what) (\(path.pathDescription))"
        case let .argumentCount(values, types): return "\(values) value(s) for \(types) type(s)"
        case let .tooDeep(limit, path): return "value nested deeper than \(limit) levels (\(path.pathDescription))"
        }
    }
}
