/// Why a type cannot be used: its names do not resolve, a definition only names itself, or
/// the structure breaks a rule (duplicate field ids, a service method that is not a function).
public enum CandidTypeError: Error, Sendable, Hashable, CustomStringConvertible {
    case undefinedName(String)
    case cyclicDefinition(String)
    case duplicateField(kind: String, first: String, second: String, id: UInt32)
    case duplicateMethod(String)
    case notAFunction(String)
    case tooDeep(limit: Int)

    public var description: String {
        switch self {
        case .undefinedName(let name): return "type name \(name) is not defined"
        case .cyclicDefinition(let name): return "type \(name) is defined only in terms of itself"
        case let .duplicateField(kind, first, second, id):
            return "\(kind) fields \(first) and \(second) have the same id \(id)"
        case .duplicateMethod(let name): return "method \(name) is defined twice"
        case .notAFunction(let name): return "method \(name) does not have a function type"
        case .tooDeep(let limit): return "type is nested deeper than \(limit) levels"
        }
    }
}
