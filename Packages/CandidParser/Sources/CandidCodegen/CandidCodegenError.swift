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
    /// A rename (``SwiftGeneratorOptions/renames``) names nothing the generator declares;
    /// `candidates` are the closest generated names of that kind (all of them when few).
    case unknownRename(String, candidates: [String])
    /// A rename's new name cannot be used: not a Swift identifier, a keyword, or a name the
    /// generated code needs; or its key names both a nested type and a member.
    case invalidRename(String, to: String, reason: String)
    /// Renames give `name` to two things in one scope (`scope` is the enclosing type, the
    /// namespace or the client): `renames` are the keys of the renames involved.
    case conflictingRenames(String, scope: String, renames: [String])

    public var description: String {
        switch self {
        case let .parse(file, error): return file.isEmpty ? "\(error)" : "\(file):\(error)"
        case let .invalidName(name, reason): return "cannot use \(SwiftNames.literal(name)) as a Swift name: \(reason)"
        case .unsupportedValue(let reason): return "cannot generate the value: \(reason)"
        case let .unknownRename(key, candidates):
            let known =
                candidates.isEmpty
                ? "there is no generated name of that kind" : "did you mean \(candidates.joined(separator: ", "))?"
            return "cannot rename \(key): no generated type, member or method has that name; \(known)"
        case let .invalidRename(key, new, reason):
            return "cannot rename \(key) to \(SwiftNames.literal(new)): \(reason)"
        case let .conflictingRenames(name, scope, renames):
            return "renames \(renames.joined(separator: ", ")) give \(name) to two declarations in \(scope)"
        }
    }
}
