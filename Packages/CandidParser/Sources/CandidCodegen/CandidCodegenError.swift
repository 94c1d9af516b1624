import CandidParser

/// Why no Swift was generated. The generator never writes Swift it knows to be invalid: a name
/// it cannot map is reported here instead.
public enum CandidCodegenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `.did` text did not parse or type-check.
    case parse(file: String, CandidParseError)
    /// An option (namespace, client name) is not a Swift identifier.
    case invalidName(String, reason: String)
    /// A value file holds something the generator cannot turn into Swift.
    case unsupportedValue(String)

    public var description: String {
        switch self {
        case let .parse(file, error): return file.isEmpty ? "\(error)" : "\(file):\(error)"
        case let .invalidName(name, reason): return "cannot use \(SwiftNames.literal(name)) as a Swift name: \(reason)"
        case .unsupportedValue(let reason): return "cannot generate the value: \(reason)"
        }
    }
}
